#include "wythoffrules.h"

#include "math/wythoff.h"

#include <algorithm>

namespace nimlab {

namespace {
Refusal refuse(WythoffRules::Reason reason, std::vector<std::uint64_t> numbers = {})
{
    return {int(reason), std::move(numbers)};
}
} // namespace

std::unique_ptr<GameRules> WythoffRules::fromOptions(const QJsonObject &options)
{
    const QJsonValue misere = options.value(QStringLiteral("misere"));
    if (!misere.isUndefined() && !misere.isBool())
        return nullptr;
    return std::make_unique<WythoffRules>(misere.toBool());
}

QJsonObject WythoffRules::makeOptions(bool misere)
{
    return {{QStringLiteral("misere"), misere}};
}

QJsonObject WythoffRules::options() const
{
    return makeOptions(m_misere);
}

std::optional<Refusal> WythoffRules::checkPosition(const GameState &state) const
{
    if (state.size() != 2)
        return refuse(Reason::NotTwoPiles);
    if (state[0] > kMaxPile || state[1] > kMaxPile)
        return refuse(Reason::PileTooBig, {kMaxPile});
    return std::nullopt;
}

std::optional<Refusal> WythoffRules::checkMove(const GameState &state, const GameMove &move) const
{
    if (move.size() != 2)
        return refuse(Reason::MoveNotTwoPiles);
    const std::uint64_t x = state[0], y = state[1];
    if (move[0] > x || move[1] > y)
        return refuse(Reason::CannotAdd, {x, y});
    if (move[0] == x && move[1] == y)
        return refuse(Reason::TakeAtLeastOne);
    if (!wythoffIsLegal({x, y}, {move[0], move[1]}))
        return refuse(Reason::NotALine, {x, y, move[0], move[1], x - move[0], y - move[1]});
    return std::nullopt;
}

bool WythoffRules::isLegal(const GameState &state, const GameMove &move) const
{
    return move.size() == 2 && wythoffIsLegal({state[0], state[1]}, {move[0], move[1]});
}

std::uint64_t WythoffRules::reach(Position at, Direction direction)
{
    switch (direction) {
    case Direction::FromFirst:
        return at.x;
    case Direction::FromSecond:
        return at.y;
    case Direction::FromBoth:
        break;
    }
    return std::min(at.x, at.y);
}

std::optional<WythoffRules::Move> WythoffRules::take(Position at, Direction direction, std::uint64_t take)
{
    if (take == 0 || take > reach(at, direction))
        return std::nullopt;
    const bool first = direction != Direction::FromSecond;
    const bool second = direction != Direction::FromFirst;
    return Move{first ? at.x - take : at.x, second ? at.y - take : at.y};
}

GameState WythoffRules::apply(const GameState &, const GameMove &move) const
{
    return move;
}

bool WythoffRules::isOver(const GameState &state) const
{
    return state[0] == 0 && state[1] == 0;
}

bool WythoffRules::moverWins(const GameState &state) const
{
    return !wythoffIsP(state[0], state[1], m_misere);
}

std::vector<GameMove> WythoffRules::winningMoves(const GameState &state) const
{
    std::vector<GameMove> moves;
    if (isOver(state))
        return moves;
    for (const WythoffPair &to : wythoffWinningMoves(state[0], state[1], m_misere))
        moves.push_back({to.x, to.y});
    return moves;
}

GameMove WythoffRules::randomMove(const GameState &state, std::mt19937_64 &random) const
{
    const Position at = decode(state);
    std::vector<Direction> open;
    for (const Direction d : {Direction::FromFirst, Direction::FromSecond, Direction::FromBoth})
        if (reach(at, d) > 0)
            open.push_back(d);
    if (open.empty())
        return {};
    const Direction direction = open[std::uniform_int_distribution<std::size_t>(0, open.size() - 1)(random)];
    const std::uint64_t k = std::uniform_int_distribution<std::uint64_t>(1, reach(at, direction))(random);
    return encodeMove(*take(at, direction, k));
}

std::optional<std::vector<GameMove>> WythoffRules::legalMoves(const GameState &state, std::size_t most) const
{
    // Count first: x + y + min(x, y) moves, at most 3 * 2^62, which fits in 64 bits.
    const Position at = decode(state);
    const std::uint64_t count = at.x + at.y + std::min(at.x, at.y);
    if (count > most)
        return std::nullopt;
    std::vector<GameMove> moves;
    moves.reserve(std::size_t(count));
    for (const Direction d : {Direction::FromFirst, Direction::FromSecond, Direction::FromBoth})
        for (std::uint64_t k = 1; k <= reach(at, d); ++k)
            moves.push_back(encodeMove(*take(at, d, k)));
    return moves;
}

} // namespace nimlab
