#pragma once

#include "remoteness.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>
#include <unordered_map>
#include <vector>

namespace nimlab {

/// The values of the positions of one game (who wins, and in how many moves where the tree is small), searched off
/// the GUI thread: GameSession asks for every position of its history after each change and for the perfect
/// computer's move; the views read what is known and follow valuesChanged(). One RemotenessSearch per rules is kept
/// between asks, so after the first search of a game the later positions (all in the first one's tree) cost nothing.
/// The positions are searched from the last to the first with that one search: the tree of an earlier position holds
/// the tree of every later one, so the first that passes kRemotenessLimit ends the ask, and every remoteness given is
/// that of a tree of at most kRemotenessLimit positions. One search runs at a time; asks made meanwhile wait for it.
class GameValues final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameValues)

public:
    explicit GameValues(QObject *parent = nullptr);
    ~GameValues() override;

    /// Forgets every value and searches with these rules from now on (a copy of the game's rules, used only by the
    /// search thread). A search still running for the old rules finishes unseen.
    void setRules(std::unique_ptr<GameRules> rules);
    /// Searches the values of `states` not known yet (in the background), and the perfect player's move of
    /// `moveFor` when given; valuesChanged() follows when something new is known.
    void ask(const std::vector<GameState> &states, const std::optional<GameState> &moveFor = std::nullopt);

    /// The value of `state` when the search has reached it: the remoteness is nullopt when its tree has more than
    /// kRemotenessLimit positions. nullopt while not searched yet.
    std::optional<PositionValue> value(const GameState &state) const;
    /// The perfect player's move in `state` (RemotenessSearch::bestMove) once asked for and found.
    std::optional<GameMove> bestMove(const GameState &state) const;
    /// True when the search has given its answer about the best move of `state` (the move, or that the tree is too
    /// big for one).
    bool knowsBestMove(const GameState &state) const;
    /// True while a search runs or waits.
    bool isSearching() const { return m_running; }

Q_SIGNALS:
    /// New values (or best moves) are known.
    void valuesChanged();

private:
    struct Search;
    struct Found;
    /// One run of the search, on the search thread.
    static std::shared_ptr<Found> run(std::shared_ptr<Search> search, std::vector<GameState> states,
                                      std::optional<GameState> moveFor);
    void startNext();
    void collect();

    std::shared_ptr<Search> m_search;
    std::unordered_map<GameState, PositionValue, GameStateHash> m_values;
    std::unordered_map<GameState, std::optional<GameMove>, GameStateHash> m_bestMoves; ///< nullopt: the tree is too big
    std::vector<GameState> m_pending;
    std::optional<GameState> m_pendingMove;
    QFutureWatcher<std::shared_ptr<Found>> m_watcher;
    bool m_running = false;
};

} // namespace nimlab
