#pragma once

#include "gameexplainer.h"
#include "gamevalues.h"
#include "scorecard.h"

#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <random>

namespace nimlab {

class JsonReader;

/// One game in progress, for any game: the rules, the start position, the moves (with undo and redo), the two
/// players (people or the computer at a level) and the review at the end. Views call its slots and listen to its
/// signals; it is saved as JSON with the session.
///
/// Invariant (after every slot, restore and new game): when the game is not over and the player to move is the
/// computer, a computer move is scheduled (after the delay) or running. Nobody is ever left waiting for a computer
/// that will not move, whatever undo, redo, a change of player or a restored session left behind; moves that can be
/// redone stay redoable until the computer actually moves (its move replaces them). The one exception is a person
/// looking back at the game (showPosition()): then nobody moves until playFromHere(), a move, or a new game.
class GameSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameSession)

public:
    enum class PlayerKind
    {
        Human,
        Computer,
    };
    /// How well the computer plays: the chance that it plays a random move instead of the best one.
    enum class Level
    {
        Beginner,     ///< random half the time
        Intermediate, ///< random a quarter of the time
        Strong,       ///< random one time in ten
        Perfect,      ///< always a winning move when there is one
    };
    struct Player
    {
        PlayerKind kind = PlayerKind::Human;
        Level level = Level::Perfect;
        friend bool operator==(const Player &, const Player &) = default;
    };
    /// How a move looks once the game is over.
    enum class MoveQuality
    {
        KeptWin,   ///< from a winning position to one the opponent loses
        MissedWin, ///< from a winning position, but the opponent can now win
        FromLost,  ///< made from a losing position (no move wins there)
    };
    struct ReviewEntry
    {
        int mover = 0;
        GameMove move;
        MoveQuality quality = MoveQuality::KeptWin;
    };
    /// How many moves of each quality review() found.
    struct ReviewCounts
    {
        int keptWin = 0;
        int missedWin = 0;
        int fromLost = 0;
        friend bool operator==(const ReviewCounts &, const ReviewCounts &) = default;
    };

    /// `start` must be valid for the rules `kind` makes from `options`.
    GameSession(GameKind kind, const QJsonObject &options, const GameState &start, QObject *parent = nullptr);
    ~GameSession() override;

    const GameRules &rules() const { return *m_rules; }
    /// The sentences about positions and moves of the game in progress (made for its rules).
    const GameExplainer &explainer() const { return *m_explainer; }
    const GameState &startPosition() const { return m_positions.front(); }
    /// The position now (after the moves up to the undo cursor).
    const GameState &position() const { return m_positions[std::size_t(m_cursor)]; }
    /// The position before move i (0 .. historySize()).
    const GameState &positionAt(int i) const { return m_positions[std::size_t(i)]; }
    /// True when the game's history ends where the game is over (the position shown may be an earlier one).
    bool isFinished() const;
    /// Who wins the position before move i (0 .. historySize()) with best play: 0 (first player) or 1; for the
    /// position at the end of the game, its winner.
    int winnerAt(int i) const;
    /// Moves played (up to the undo cursor).
    int moveCount() const { return m_cursor; }
    /// Moves in the history, including undone ones that can be redone.
    int historySize() const { return int(m_moves.size()); }
    const GameMove &moveAt(int i) const { return m_moves[std::size_t(i)]; }
    /// 0 for the first player, 1 for the second.
    int playerToMove() const { return m_cursor % 2; }
    Player player(int index) const { return m_players[std::size_t(index & 1)]; }
    bool isComputerToMove() const;
    /// True when a person may move in the position shown: the game is not over there and the player to move is a
    /// person (also while looking back; a computer's move is its own, so it waits for playFromHere()).
    bool isPersonToMove() const;
    /// The games won in this session by each player (counted here, saved with the game).
    Scorecard *scorecard() const { return m_scorecard; }
    /// Player `index` (0 or 1) as the scorecard names them ("You", "Computer (strong)", ...; the words are the ui's).
    Scorecard::Entrant entrant(int index) const;
    /// True while a person looks back at an earlier position of the game (showPosition()).
    bool isReviewing() const { return m_reviewing; }
    bool canUndo() const;
    bool canRedo() const;
    bool isOver() const;
    /// 0 or 1 when the game is over, else -1.
    int winner() const;
    /// A winning move for the player to move, if there is one.
    std::optional<GameMove> hint() const;
    /// The hint the player to move asked for in this position: a winning move, or nullopt when there is none or
    /// none was asked for (see isHintShown()). It belongs to one position: any change of position clears it.
    std::optional<GameMove> shownHint() const { return isHintShown() ? hint() : std::nullopt; }
    /// True when a hint was asked for in the current position (and the answers are not hidden).
    bool isHintShown() const { return m_hintShown && !m_answersHidden; }
    /// True while the answers are hidden (the window's students' view): no hint is shown nor given, and the views
    /// hide what tells who wins (the analysis, the values, the P-positions).
    bool areAnswersHidden() const { return m_answersHidden; }
    /// The shown hint in words: the winning move, or why there is none; empty when no hint was asked for.
    QString hintText() const;
    /// What best play makes of the position before move i (0 .. historySize()): who wins and, where the game tree
    /// from it has at most kRemotenessLimit positions, in how many moves. Searched off the GUI thread: nullopt until
    /// the search has reached it (valuesChanged() follows).
    std::optional<PositionValue> valueAt(int i) const { return m_values.value(positionAt(i)); }
    /// True while the values of the game's positions are searched.
    bool isSearchingValues() const { return m_values.isSearching(); }
    /// From now on the values of every position of the game are searched (valueAt()): a view that shows them calls
    /// it. Until then only the perfect computer's longest loss is searched, when it needs one.
    void wantValues();
    /// Each move of the game (the whole history, also the moves after the position shown), judged by the core.
    std::vector<ReviewEntry> review() const;
    /// The moves of review() counted by quality.
    ReviewCounts reviewCounts() const;
    /// Chance (0..1) that a computer at `level` plays a random move.
    static double randomness(Level level);

    QJsonObject saveState() const;
    /// Empty when `state` can be restored, else what is wrong and where ("moves[3]: ...").
    QString validateState(const QJsonObject &state) const;
    /// Checks a saved state strictly (types, ranges, unknown keys, the legality of every move from the start);
    /// the first problem goes to the reader.
    void checkState(JsonReader &state) const;
    void restoreState(const QJsonObject &state);

    /// Fixes the random numbers (tests).
    void setSeed(std::uint64_t seed) { m_random.seed(seed); }
    /// Pause before the computer moves, so a person can follow (0 in tests).
    void setComputerDelayMs(int ms) { m_computerTimer.setInterval(ms); }

public Q_SLOTS:
    /// Starts a new game with these options and start position; returns why not (and changes nothing), empty on
    /// success.
    QString newGame(const QJsonObject &options, const GameState &start);
    /// Plays a move for the player to move; returns why it was refused (and changes nothing), empty on success.
    QString play(const GameMove &move);
    /// Takes back moves up to the last position where a person is to move (skipping the positions where the
    /// computer is to move); when there is none (the computer plays first and only it moved, or computer against
    /// computer), takes back one move and the computer moves again after its delay.
    void undo();
    /// Plays again one move that was taken back; when the computer is then to move, it moves after its delay.
    void redo();
    void setPlayer(int index, nimlab::GameSession::Player player);
    /// Exchanges the two players in the game in progress: whoever played first plays second from the same position,
    /// and the other way round (nothing when they are alike). Wins already counted stay with who won them.
    void swapPlayers();
    /// Looks at the position after `moves` moves of the game (0 .. historySize()) without losing the rest: the moves
    /// after it stay redoable and the computer waits (isReviewing()) until playFromHere() or a move; showing the last
    /// position returns to the game.
    void showPosition(int moves);
    /// Continues the game from the position looked at: the computer moves if it is to move; the moves after it stay
    /// redoable until somebody moves.
    void playFromHere();
    /// Shows the hint for the current position (see shownHint()); nothing once the game is over or while the answers
    /// are hidden.
    void showHint();
    /// Hides the answers or shows them again (areAnswersHidden()). A view setting, not saved with the game; a hint
    /// shown before comes back with them while the position is the same.
    void setAnswersHidden(bool hidden);

Q_SIGNALS:
    /// The position, history or players changed.
    void positionChanged();
    /// Another game took this one's place (a new game or a restored one); positionChanged came first.
    void started();
    /// A move was refused, with the reason.
    void moveRejected(const QString &reason);
    /// The game ended; `winner` is 0 (first player) or 1.
    void gameOver(int winner);
    /// Anything that belongs to the saved session changed.
    void stateChanged();
    /// A hint was shown, or the shown one was cleared by a change of position.
    void hintChanged();
    /// More of the positions' values (valueAt()) are known.
    void valuesChanged();
    /// The answers were hidden or shown again (setAnswersHidden()); hintChanged came first.
    void answersHiddenChanged(bool hidden);

private:
    void changed();
    void setRules(std::unique_ptr<GameRules> rules);
    /// Starts the computer's delay when it is to move, else stops it (the invariant above lives here).
    void scheduleComputer();
    /// True when the computer is the one to move in the position before move i (that position is not over).
    bool isComputerBefore(int i) const;
    void playComputerMove();
    GameMove chooseComputerMove();
    /// True when the computer to move plays perfectly from a lost position: it then plays the move that makes the game
    /// last longest, which the value search finds.
    bool wantsLongestLoss() const;
    void valuesFound();
    /// Asks the value search for every position of the game (and the computer's longest loss when it needs one).
    void askValues();

    GameKind m_kind;
    std::unique_ptr<GameRules> m_rules;
    std::unique_ptr<GameExplainer> m_explainer;
    bool m_hintShown = false;
    bool m_answersHidden = false;
    std::vector<GameState> m_positions; // m_positions[i] is the position before move i
    std::vector<GameMove> m_moves;
    int m_cursor = 0;
    bool m_reviewing = false;
    std::array<Player, 2> m_players{};
    std::mt19937_64 m_random;
    QTimer m_computerTimer;
    GameValues m_values;
    bool m_valuesWanted = false;
    bool m_computerWaits = false;     ///< the computer's delay is over, but its longest-loss move is still searched
    Scorecard *m_scorecard = nullptr; // a child
};

} // namespace nimlab
