#pragma once

#include <QJsonObject>
#include <QObject>

#include <vector>

namespace nimlab {

class JsonReader;

/// The games won in this session by each player, named by who played: "You" and "Computer (strong)" when a person
/// plays the computer, "First player" and "Second player" when two people play, "Computer (x)" for each side when
/// the computer plays itself at two levels, "First computer (x)" and "Second computer (x)" at one level (two rows,
/// else both sides' wins would fall in one). Each game counts once, the first time it reaches its end: taking moves
/// back and finishing again, looking back, or restoring a finished game does not count it again, and a change of
/// players (Swap sides) never moves wins already counted. Owned by the GameSession, which counts its games here and
/// saves it with the game.
class Scorecard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Scorecard)

public:
    /// Who won, as the scorecard names them (the words are the ui's).
    enum class Role
    {
        You,            ///< the one person playing the computer
        FirstPlayer,    ///< two people: the one who played first
        SecondPlayer,   ///< two people: the one who played second
        Computer,       ///< the computer at `level`, against a person or the computer at another level
        FirstComputer,  ///< the computer against itself at one level: the side that played first
        SecondComputer, ///< ... and the side that played second
    };
    /// The computer's levels, as GameSession::Level: 0 beginner, 1 intermediate, 2 strong, 3 perfect.
    static constexpr int kLevels = 4;
    struct Entrant
    {
        Role role = Role::You;
        int level = kLevels - 1; ///< computers only (perfect for people)
        friend bool operator==(const Entrant &, const Entrant &) = default;
    };
    /// One side of a game as the scorecard sees it: a person, or the computer at a level.
    struct Side
    {
        bool computer = false;
        int level = kLevels - 1;
    };
    struct Row
    {
        Entrant entrant;
        int wins = 0;
    };

    explicit Scorecard(QObject *parent = nullptr);

    /// Who player `index` (0 or 1) is, when `first` and `second` play (GameSession::entrant() asks for its players).
    static Entrant entrant(Side first, Side second, int index);
    /// Games won by `who`.
    int wins(const Entrant &who) const;
    /// True when nobody has won a game yet (or since reset()).
    bool isEmpty() const;
    /// True when the game in progress has been counted (it reached its end once).
    bool isGameCounted() const { return m_gameCounted; }
    /// What the side panel shows: the two players now, first and second (even at 0 wins), then everyone else who
    /// won a game, in the order of Role and level.
    std::vector<Row> rows(const Entrant &first, const Entrant &second) const;

    /// A new game starts: it is not counted yet.
    void startGame();
    /// The game in progress is over and `winner` won: counted unless it was before.
    void countEnd(const Entrant &winner);

    /// {"wins": {"you": 2, "computer-strong": 1, ...}, "gameCounted": bool}; players with no win left out.
    QJsonObject saveState() const;
    /// Checks a saved state strictly (known names only, whole numbers from 0, no unknown key).
    static void checkState(JsonReader &state);
    /// Restores a state checkState() accepts; `gameOver` says the restored game's history ends where it is over (such
    /// a game was counted, whatever the state says).
    void restoreState(const QJsonObject &state, bool gameOver);
    /// The state of a session file written before the scorecard existed: no wins; a finished game counts as counted.
    void restoreNone(bool gameOver);

public Q_SLOTS:
    /// Every player back to 0 wins (the game in progress stays counted if it was).
    void reset();

Q_SIGNALS:
    /// The wins changed (a game was counted, reset or restore).
    void changed();

private:
    static int slot(const Entrant &e);
    static Entrant entrantOfSlot(int slot);
    static QString keyOfSlot(int slot);

    std::vector<int> m_wins; ///< one per slot: the roles, each computer role once per level
    bool m_gameCounted = false;
};

} // namespace nimlab
