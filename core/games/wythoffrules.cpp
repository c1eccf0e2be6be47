#include "wythoffrules.h"

#include "math/wythoff.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

namespace {
class WythoffText
{
    Q_DECLARE_TR_FUNCTIONS(WythoffRules)
};

enum class Direction
{
    Left,     ///< from the first pile (x)
    Down,     ///< from the second pile (y)
    Diagonal, ///< the same number from both
};
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

QString WythoffRules::checkPosition(const GameState &state) const
{
    if (state.size() != 2)
        return WythoffText::tr("A position of Wythoff's game is two piles (x, y).");
    if (state[0] > kMaxPile || state[1] > kMaxPile)
        return WythoffText::tr("A pile holds at most 2^62 = %1 coins.").arg(kMaxPile);
    return {};
}

QString WythoffRules::checkMove(const GameState &state, const GameMove &move) const
{
    if (move.size() != 2)
        return WythoffText::tr("A move is the new position: two piles (x, y).");
    const std::uint64_t x = state[0], y = state[1];
    if (move[0] > x || move[1] > y)
        return WythoffText::tr("Coins cannot be added: each pile must stay at most (%1, %2).").arg(x).arg(y);
    if (move[0] == x && move[1] == y)
        return WythoffText::tr("Take at least one coin.");
    if (!wythoffIsLegal({x, y}, {move[0], move[1]}))
        return WythoffText::tr("Take from one pile, or the same number from both (the queen moves left, down or "
                               "diagonally down-left): (%1, %2) \u2192 (%3, %4) would take %5 and %6.")
            .arg(x)
            .arg(y)
            .arg(move[0])
            .arg(move[1])
            .arg(x - move[0])
            .arg(y - move[1]);
    return {};
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
    const std::uint64_t x = state[0], y = state[1];
    std::vector<Direction> open;
    if (x > 0)
        open.push_back(Direction::Left);
    if (y > 0)
        open.push_back(Direction::Down);
    if (x > 0 && y > 0)
        open.push_back(Direction::Diagonal);
    if (open.empty())
        return {};
    const Direction direction = open[std::uniform_int_distribution<std::size_t>(0, open.size() - 1)(random)];
    const std::uint64_t reach = direction == Direction::Left ? x : direction == Direction::Down ? y : std::min(x, y);
    const std::uint64_t take = std::uniform_int_distribution<std::uint64_t>(1, reach)(random);
    switch (direction) {
    case Direction::Left:
        return {x - take, y};
    case Direction::Down:
        return {x, y - take};
    case Direction::Diagonal:
        break;
    }
    return {x - take, y - take};
}

QString WythoffRules::describeMove(const GameState &before, const GameMove &move) const
{
    const std::uint64_t x = before[0], y = before[1];
    const QString from = QStringLiteral("(%1, %2) \u2192 (%3, %4)").arg(x).arg(y).arg(move[0]).arg(move[1]);
    if (move[1] == y)
        return WythoffText::tr("%1: take %2 from the first pile").arg(from).arg(x - move[0]);
    if (move[0] == x)
        return WythoffText::tr("%1: take %2 from the second pile").arg(from).arg(y - move[1]);
    return WythoffText::tr("%1: take %2 from both piles").arg(from).arg(x - move[0]);
}

QString WythoffRules::whyNoWinningMove(const GameState &state) const
{
    if (isOver(state))
        return WythoffText::tr("The game is over.");
    const std::uint64_t x = state[0], y = state[1];
    if (m_misere && std::max(x, y) <= 2)
        return WythoffText::tr("(%1, %2) is a P-position of misère play (the P-positions start (0, 1), (2, 2)): "
                               "every move from it leaves the opponent a position they win.")
            .arg(x)
            .arg(y);
    const auto [low, high] = std::minmax(x, y);
    return WythoffText::tr("(%1, %2) is a P-position: its difference %3 and each of its piles %1 and %2 belong to "
                           "this P-position and to no other. A move keeps one pile or the difference and changes the "
                           "rest, so it cannot reach another P-position, and the opponent can always move back to one.")
        .arg(low)
        .arg(high)
        .arg(high - low);
}

} // namespace nimlab
