#pragma once

#include "games/sumtables.h"
#include "math/fibnim.h"
#include "math/nim.h"
#include "math/wythoff.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace nimlab {

/// The games a student practises on.
enum class PracticeGame
{
    Nim,
    FibNim,  ///< one pile with its quota
    Wythoff, ///< normal play
    Sum,     ///< a sum of Nim heaps, Fibonacci Nim piles and Wythoff positions
};

inline constexpr int kPracticeLevels = 3;
inline constexpr int kMaxPracticeCount = 1000;

/// One exercise: a position of `game`, whether the player to move wins, and every winning move, all from the core's
/// analyses. Only the members of `game` are filled.
struct Exercise
{
    PracticeGame game = PracticeGame::Nim;
    int level = 1;
    bool winning = false;
    std::vector<std::uint64_t> heaps;      ///< Nim
    std::vector<NimMove> nimMoves;         ///< Nim: every winning move, as analyseNim() lists them
    FibNimPosition pile;                   ///< Fibonacci Nim
    std::vector<std::uint64_t> takes;      ///< Fibonacci Nim: every winning number of coins to take, ascending
    WythoffPair wythoff;                   ///< Wythoff
    std::vector<WythoffPair> wythoffMoves; ///< Wythoff: every P-position one move away
    std::vector<SumComponent> components;  ///< Sum
    std::vector<SumWinningMove> sumMoves;  ///< Sum: every move to nim-sum 0
    friend bool operator==(const Exercise &, const Exercise &) = default;
};

/// The limits of a level: the numbers its positions are drawn from.
struct PracticeLevel
{
    int minParts = 1;             ///< Nim heaps or sum components, at least
    int maxParts = 1;             ///< ... and at most
    std::uint64_t nimMax = 0;     ///< largest Nim heap (heaps are at least 1)
    std::uint64_t fibNimMax = 0;  ///< largest Fibonacci Nim pile (at least 2 coins)
    bool fibNimStartOnly = false; ///< every pile with its start quota n - 1
    std::uint64_t wythoffMax = 0; ///< largest Wythoff pile (never (0, 0))
};

/// The limits of `level` (1 .. kPracticeLevels) for `game`:
/// Nim 2-3 heaps up to 7, 3-4 up to 31, 4-6 up to 1000; Fibonacci Nim piles up to 20 (start quota), 100, 10^6;
/// Wythoff piles up to 10, 50, 1000; sums of 2-3 components (heaps up to 7, piles up to 10 at the start quota,
/// Wythoff up to 5), 3-4 (31, 40 with any quota, 20), 4-5 (1000, 1000, 1000).
PracticeLevel practiceLevel(PracticeGame game, int level);

/// `count` exercises of `game` at `level`, fully determined by the arguments on every platform (std::mt19937_64
/// and our own uniform mapping by rejection). Lost positions: in every block of ten exercises exactly four, in
/// seeded places, so any ten or more in a row have 40% lost and at least 20% and at most 70% from ten on. A lost one
/// is constructed: Nim by setting the last heap to the XOR of the others (redrawn until it is within the level), a
/// Fibonacci Nim pile at a Fibonacci number with its start quota or with a quota below the smallest Zeckendorf term,
/// a Wythoff P-position (floor(k phi), floor(k phi^2)) in a random orientation, a sum whose last-drawn component is
/// searched for the Grundy value that cancels the others (then the components are shuffled). Winning ones are
/// redrawn until the analysis says winning. Levels outside 1..3 count as the nearest; count is clamped to 0..1000.
std::vector<Exercise> generateExercises(PracticeGame game, int level, int count, std::uint64_t seed);

/// The uniform integer in [low, high] from one or more draws of `rng` (rejection of the uneven rest), the same on
/// every platform, unlike std::uniform_int_distribution.
std::uint64_t practiceUniform(std::mt19937_64 &rng, std::uint64_t low, std::uint64_t high);

/// The game's name as nimlab-cli spells it ("nim", "fibnim", "wythoff", "sum"); parsePracticeGame() reads it.
QString practiceGameName(PracticeGame game);
std::optional<PracticeGame> parsePracticeGame(const QString &name);

/// The position of an exercise in words, in the current language ("Nim with heaps 6 12 9").
QString exerciseQuestionText(const Exercise &exercise);
/// The answer in words: one line per winning move (the games' own move wording), or why there is none.
QStringList exerciseAnswerLines(const Exercise &exercise);

} // namespace nimlab
