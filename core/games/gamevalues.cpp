#include "gamevalues.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace nimlab {

/// The rules and the one memoised search of a game; used by one search thread at a time.
struct GameValues::Search
{
    explicit Search(std::unique_ptr<GameRules> r)
        : rules(std::move(r)), search(std::make_unique<RemotenessSearch>(*rules))
    {
    }
    std::unique_ptr<GameRules> rules;
    std::unique_ptr<RemotenessSearch> search;
};

/// What one run of the search found.
struct GameValues::Found
{
    std::shared_ptr<Search> search;
    std::vector<std::pair<GameState, PositionValue>> values;
    std::optional<std::pair<GameState, std::optional<GameMove>>> move;
};

std::shared_ptr<GameValues::Found> GameValues::run(std::shared_ptr<Search> s, std::vector<GameState> states,
                                                   std::optional<GameState> moveFor)
{
    auto found = std::make_shared<Found>();
    found->search = s;
    const GameRules &rules = *s->rules;
    // Last to first: each earlier position's tree holds the later ones', so the search grows one tree.
    bool tooBig = false;
    for (auto it = states.rbegin(); it != states.rend(); ++it) {
        std::optional<PositionValue> value;
        if (!tooBig) {
            const bool fresh = s->search->positionsSolved() == 0;
            value = s->search->solve(*it);
            if (!value && !fresh) {
                // The memo may hold other branches of the game (after an undo): try once more with only this tree.
                s->search = std::make_unique<RemotenessSearch>(rules);
                value = s->search->solve(*it);
            }
            tooBig = !value;
        }
        found->values.emplace_back(*it, value ? *value : PositionValue{rules.moverWins(*it), std::nullopt});
    }
    if (moveFor) {
        const bool fresh = s->search->positionsSolved() == 0;
        std::optional<GameMove> best = s->search->bestMove(*moveFor);
        if (!best && !fresh && !rules.isOver(*moveFor)) {
            s->search = std::make_unique<RemotenessSearch>(rules);
            best = s->search->bestMove(*moveFor);
        }
        found->move.emplace(*moveFor, std::move(best));
    }
    return found;
}

GameValues::GameValues(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Found>>::finished, this, &GameValues::collect);
}

GameValues::~GameValues()
{
    // The search holds no pointer to this object: a run still going finishes on its own and is dropped.
    m_watcher.disconnect(this);
}

void GameValues::setRules(std::unique_ptr<GameRules> rules)
{
    m_search = std::make_shared<Search>(std::move(rules));
    m_values.clear();
    m_bestMoves.clear();
    m_pending.clear();
    m_pendingMove.reset();
}

void GameValues::ask(const std::vector<GameState> &states, const std::optional<GameState> &moveFor)
{
    for (const GameState &s : states)
        if (!m_values.contains(s) && std::find(m_pending.begin(), m_pending.end(), s) == m_pending.end())
            m_pending.push_back(s);
    if (moveFor && !m_bestMoves.contains(*moveFor))
        m_pendingMove = moveFor;
    startNext();
}

void GameValues::startNext()
{
    if (m_running || !m_search || (m_pending.empty() && !m_pendingMove))
        return;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(&GameValues::run, m_search, std::exchange(m_pending, {}),
                                          std::exchange(m_pendingMove, std::nullopt)));
}

void GameValues::collect()
{
    m_running = false;
    const std::shared_ptr<Found> found = m_watcher.result();
    // A run for rules that were replaced meanwhile is dropped.
    if (found && found->search == m_search) {
        for (auto &[state, value] : found->values)
            m_values.insert_or_assign(state, value);
        if (found->move)
            m_bestMoves.insert_or_assign(found->move->first, found->move->second);
        Q_EMIT valuesChanged();
    }
    startNext();
}

std::optional<PositionValue> GameValues::value(const GameState &state) const
{
    const auto it = m_values.find(state);
    return it == m_values.end() ? std::nullopt : std::optional<PositionValue>(it->second);
}

std::optional<GameMove> GameValues::bestMove(const GameState &state) const
{
    const auto it = m_bestMoves.find(state);
    return it == m_bestMoves.end() ? std::nullopt : it->second;
}

bool GameValues::knowsBestMove(const GameState &state) const
{
    return m_bestMoves.contains(state);
}

} // namespace nimlab
