#include "remoteness.h"

#include <algorithm>
#include <limits>

namespace nimlab {

/// A position being searched: its moves, the next to look at, and what the moves looked at so far lead to.
struct RemotenessSearch::Frame
{
    GameState state;
    std::vector<GameMove> moves;
    std::size_t next = 0;
    bool over = false;
    bool hasLosingMove = false;
    int fastestWin = std::numeric_limits<int>::max(); ///< smallest remoteness among moves to losing positions
    int slowestLoss = 0;                              ///< largest remoteness among all moves

    void fold(const Value &child)
    {
        if (!child.moverWins) {
            hasLosingMove = true;
            fastestWin = std::min(fastestWin, child.remoteness);
        }
        slowestLoss = std::max(slowestLoss, child.remoteness);
        ++next;
    }
};

std::size_t GameStateHash::operator()(const GameState &state) const
{
    // splitmix64's finaliser over each number: heaps that differ in one coin land far apart.
    std::uint64_t h = state.size();
    for (const std::uint64_t v : state) {
        std::uint64_t z = h + v + 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        h = z ^ (z >> 31);
    }
    return std::size_t(h);
}

RemotenessSearch::RemotenessSearch(const GameRules &rules, std::size_t limit)
    : m_rules(rules), m_limit(limit),
      m_movesLeft(limit > std::numeric_limits<std::size_t>::max() / kRemotenessMovesPerPosition
                      ? std::numeric_limits<std::size_t>::max()
                      : limit * kRemotenessMovesPerPosition)
{
}

bool RemotenessSearch::expand(std::vector<Frame> &stack, const GameState &state)
{
    // The positions on the stack are not solved yet and are all different (a game has no cycle), so together with
    // the solved ones they are the distinct positions visited.
    if (m_solved.size() + stack.size() >= m_limit)
        return false;
    Frame frame;
    frame.state = state;
    frame.over = m_rules.isOver(state);
    if (!frame.over) {
        std::optional<std::vector<GameMove>> moves = m_rules.legalMoves(state, m_movesLeft);
        if (!moves)
            return false;
        m_movesLeft -= moves->size();
        frame.moves = std::move(*moves);
    }
    stack.push_back(std::move(frame));
    return true;
}

RemotenessSearch::Value RemotenessSearch::finish(const Frame &frame) const
{
    if (frame.over)
        return {!m_rules.lastMoverWins(), 0}; // the player to move made no move: the last move decides
    if (frame.hasLosingMove)
        return {true, 1 + frame.fastestWin};
    return {false, 1 + frame.slowestLoss};
}

std::optional<PositionValue> RemotenessSearch::solve(const GameState &state)
{
    if (const auto found = m_solved.find(state); found != m_solved.end())
        return PositionValue{found->second.moverWins, found->second.remoteness};
    // An explicit stack rather than recursion: a single heap of 99 999 coins is a line 99 999 moves deep.
    std::vector<Frame> stack;
    if (!expand(stack, state))
        return std::nullopt;
    while (true) {
        Frame &top = stack.back();
        if (top.next < top.moves.size()) {
            GameState child = m_rules.apply(top.state, top.moves[top.next]);
            if (const auto found = m_solved.find(child); found != m_solved.end())
                top.fold(found->second);
            else if (!expand(stack, child))
                return std::nullopt; // what was solved stays solved; the unfinished frames are dropped
            continue;
        }
        const Value value = finish(top);
        m_solved.emplace(std::move(top.state), value);
        stack.pop_back();
        if (stack.empty())
            return PositionValue{value.moverWins, value.remoteness};
        stack.back().fold(value);
    }
}

std::optional<GameMove> RemotenessSearch::bestMove(const GameState &state)
{
    const std::optional<PositionValue> value = solve(state);
    if (!value || m_rules.isOver(state))
        return std::nullopt;
    // Solving the position solved every position one move away, so their values are only looked up here.
    const std::optional<std::vector<GameMove>> moves =
        m_rules.legalMoves(state, std::numeric_limits<std::size_t>::max());
    std::optional<GameMove> best;
    int bestRemoteness = 0;
    for (const GameMove &move : *moves) {
        const Value child = m_solved.at(m_rules.apply(state, move));
        if (value->moverWins) {
            if (!child.moverWins && (!best || child.remoteness < bestRemoteness))
                best = move, bestRemoteness = child.remoteness;
        } else if (!best || child.remoteness > bestRemoteness) {
            best = move, bestRemoteness = child.remoteness;
        }
    }
    return best;
}

PositionValue positionValue(const GameRules &rules, const GameState &state, std::size_t limit)
{
    RemotenessSearch search(rules, limit);
    if (const std::optional<PositionValue> value = search.solve(state))
        return *value;
    return {rules.moverWins(state), std::nullopt};
}

std::optional<int> remoteness(const GameRules &rules, const GameState &state, std::size_t limit)
{
    RemotenessSearch search(rules, limit);
    const std::optional<PositionValue> value = search.solve(state);
    return value ? value->remoteness : std::nullopt;
}

std::optional<GameMove> bestMove(const GameRules &rules, const GameState &state, std::size_t limit)
{
    RemotenessSearch search(rules, limit);
    return search.bestMove(state);
}

} // namespace nimlab
