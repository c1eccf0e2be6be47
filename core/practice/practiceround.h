#pragma once

#include "exercises.h"
#include "games/gamerules.h"

#include <QJsonObject>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace nimlab {

class JsonReader;

/// Exercises in a round of practice.
inline constexpr int kPracticeRoundSize = 10;
/// The games in the order the Practice tab offers them.
inline constexpr std::array<PracticeGame, 4> kPracticeGames{PracticeGame::Nim, PracticeGame::FibNim,
                                                            PracticeGame::Wythoff, PracticeGame::Sum};

/// The exercise's position as its game's rules encode it (Nim heaps; one Fibonacci Nim pile with its quota; Wythoff
/// x, y; a sum's components), the start of the game the student answers on.
GameState exerciseState(const Exercise &exercise);
/// Every winning move of the exercise as its game's rules encode moves (Nim {heap, to}, Fibonacci Nim {0, take},
/// Wythoff {x', y'}, a sum {component, game, numbers}), from the exercise's own lists.
std::vector<GameMove> exerciseWinningMoves(const Exercise &exercise);
/// True when `move`, played from the exercise's position, is one of its winning moves.
bool isWinningAnswer(const Exercise &exercise, const GameMove &move);
/// True when "there is no winning move" is the right answer: the position is lost for the player to move.
bool isNoMoveRight(const Exercise &exercise);

/// The best round of a game at a level: the most right answers, and the shortest time among rounds with as many.
struct PracticeBest
{
    int score = 0;
    std::int64_t ms = 0;
    friend bool operator==(const PracticeBest &, const PracticeBest &) = default;
};

/// What a student has done in this session: the current streak of right answers, the longest one, and the best round
/// of every game and level. Saved with the session (see PracticeLab).
class PracticeStats
{
public:
    /// Right answers in a row now (a wrong one ends the streak).
    int streak() const { return m_streak; }
    /// The longest streak so far.
    int bestStreak() const { return m_bestStreak; }
    /// The best finished round of `game` at `level`, if any was finished.
    std::optional<PracticeBest> best(PracticeGame game, int level) const;

    /// Counts one answer.
    void countAnswer(bool right);
    /// Counts a finished round; true when it is the new best of its game and level (more right answers, or as many
    /// in less time).
    bool countRound(PracticeGame game, int level, int score, std::int64_t ms);

    /// {"streak", "bestStreak", "best": {"nim-1": {"score", "ms"}, ...}}.
    QJsonObject save() const;
    /// Checks a saved copy strictly (whole numbers in range, known games and levels, no unknown key).
    static void check(JsonReader &stats);
    /// Restores a copy check() accepted.
    void restore(const QJsonObject &stats);

    friend bool operator==(const PracticeStats &, const PracticeStats &) = default;

private:
    static std::size_t slot(PracticeGame game, int level);
    static QString keyOf(std::size_t slot);

    int m_streak = 0;
    int m_bestStreak = 0;
    std::array<std::optional<PracticeBest>, kPracticeGames.size() * kPracticeLevels> m_best{};
};

} // namespace nimlab
