#include "nimrules.h"

#include "math/nim.h"

#include <algorithm>

namespace nimlab {

namespace {
Refusal refuse(NimRules::Reason reason, std::vector<std::uint64_t> numbers = {})
{
    return {int(reason), std::move(numbers)};
}
} // namespace

std::unique_ptr<GameRules> NimRules::fromOptions(const QJsonObject &options)
{
    const QJsonValue misere = options.value(QStringLiteral("misere"));
    if (!misere.isUndefined() && !misere.isBool())
        return nullptr;
    return std::make_unique<NimRules>(misere.toBool());
}

std::optional<NimRules::Move> NimRules::take(const Position &at, std::size_t heap, std::uint64_t take)
{
    if (heap >= at.heaps.size() || take == 0 || take > at.heaps[heap])
        return std::nullopt;
    return Move{heap, at.heaps[heap] - take};
}

std::uint64_t NimRules::taken(const Position &at, const Move &move)
{
    if (move.heap >= at.heaps.size() || move.to >= at.heaps[move.heap])
        return 0;
    return at.heaps[move.heap] - move.to;
}

std::uint64_t NimRules::mostToLeave(const Position &at, std::size_t heap)
{
    return heap < at.heaps.size() && at.heaps[heap] > 0 ? at.heaps[heap] - 1 : 0;
}

QJsonObject NimRules::options() const
{
    return {{QStringLiteral("misere"), m_misere}};
}

std::optional<Refusal> NimRules::checkPosition(const GameState &state) const
{
    if (state.empty() || state.size() > std::size_t(kMaxHeaps))
        return refuse(Reason::HeapCount, {std::uint64_t(kMaxHeaps)});
    for (const std::uint64_t heap : state)
        if (heap > kMaxHeap)
            return refuse(Reason::HeapTooBig, {kMaxHeap});
    return std::nullopt;
}

std::optional<Refusal> NimRules::checkMove(const GameState &state, const GameMove &move) const
{
    if (move.size() != 2 || move[0] >= state.size())
        return refuse(Reason::NoSuchHeap);
    const std::uint64_t from = state[std::size_t(move[0])];
    if (move[1] >= from)
        return from == 0 ? refuse(Reason::EmptyHeap, {move[0] + 1})
                         : refuse(Reason::TakeAtLeastOne, {move[0] + 1, from});
    return std::nullopt;
}

bool NimRules::isLegal(const GameState &state, const GameMove &move) const
{
    return move.size() == 2 && move[0] < state.size() && move[1] < state[std::size_t(move[0])];
}

GameState NimRules::apply(const GameState &state, const GameMove &move) const
{
    GameState next = state;
    next[std::size_t(move[0])] = move[1];
    return next;
}

bool NimRules::isOver(const GameState &state) const
{
    return std::all_of(state.begin(), state.end(), [](std::uint64_t h) { return h == 0; });
}

bool NimRules::moverWins(const GameState &state) const
{
    return nimIsWinning(state, m_misere);
}

std::vector<GameMove> NimRules::winningMoves(const GameState &state) const
{
    std::vector<GameMove> moves;
    for (const NimMove &m : nimWinningMoves(state, m_misere))
        moves.push_back({std::uint64_t(m.heap), m.to});
    return moves;
}

GameMove NimRules::randomMove(const GameState &state, std::mt19937_64 &random) const
{
    std::vector<std::size_t> nonEmpty;
    for (std::size_t i = 0; i < state.size(); ++i)
        if (state[i] > 0)
            nonEmpty.push_back(i);
    if (nonEmpty.empty())
        return {};
    const std::size_t heap = nonEmpty[std::size_t(random() % nonEmpty.size())];
    return {std::uint64_t(heap), random() % state[heap]};
}

std::optional<std::vector<GameMove>> NimRules::legalMoves(const GameState &state, std::size_t most) const
{
    // Count first (saturating): the moves are as many as the coins, and a heap may hold 2^63.
    std::uint64_t count = 0;
    for (const std::uint64_t heap : state)
        count = heap > UINT64_MAX - count ? UINT64_MAX : count + heap;
    if (count > most)
        return std::nullopt;
    std::vector<GameMove> moves;
    moves.reserve(std::size_t(count));
    for (std::size_t i = 0; i < state.size(); ++i)
        for (std::uint64_t to = 0; to < state[i]; ++to)
            moves.push_back({std::uint64_t(i), to});
    return moves;
}

} // namespace nimlab
