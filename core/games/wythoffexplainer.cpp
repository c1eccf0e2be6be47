// The Wythoff explainer: the sentences about one move and about a position where no move wins.
#include "wythoffanalysis.h"

#include <algorithm>

namespace nimlab {

QString WythoffExplainer::describeMove(const GameState &before, const GameMove &move) const
{
    const std::uint64_t x = before[0], y = before[1];
    const QString from = QStringLiteral("(%1, %2) \u2192 (%3, %4)").arg(x).arg(y).arg(move[0]).arg(move[1]);
    if (move[1] == y)
        return tr("%1: take %2 from the first pile").arg(from).arg(x - move[0]);
    if (move[0] == x)
        return tr("%1: take %2 from the second pile").arg(from).arg(y - move[1]);
    return tr("%1: take %2 from both piles").arg(from).arg(x - move[0]);
}

QString WythoffExplainer::refusalText(const Refusal &refusal) const
{
    // The rules say which check failed and with which numbers; the words are here.
    const auto n = [&refusal](std::size_t i) { return i < refusal.numbers.size() ? refusal.numbers[i] : 0; };
    switch (WythoffRules::Reason(refusal.reason)) {
    case WythoffRules::Reason::NotTwoPiles:
        return tr("A position of Wythoff's game is two piles (x, y).");
    case WythoffRules::Reason::PileTooBig:
        return tr("A pile holds at most 2^62 = %1 coins.").arg(n(0));
    case WythoffRules::Reason::MoveNotTwoPiles:
        return tr("A move is the new position: two piles (x, y).");
    case WythoffRules::Reason::CannotAdd:
        return tr("Coins cannot be added: each pile must stay at most (%1, %2).").arg(n(0)).arg(n(1));
    case WythoffRules::Reason::TakeAtLeastOne:
        return tr("Take at least one coin.");
    case WythoffRules::Reason::NotALine:
        break;
    }
    return tr("Take from one pile, or the same number from both (the queen moves left, down or diagonally "
              "down-left): (%1, %2) \u2192 (%3, %4) would take %5 and %6.")
        .arg(n(0))
        .arg(n(1))
        .arg(n(2))
        .arg(n(3))
        .arg(n(4))
        .arg(n(5));
}

QString WythoffExplainer::whyNoWinningMove(const GameState &state) const
{
    if (m_rules.isOver(state))
        return tr("The game is over.");
    if (m_rules.moverWins(state))
        return {};
    const std::uint64_t x = state[0], y = state[1];
    if (m_rules.isMisere() && std::max(x, y) <= 2)
        return tr("(%1, %2) is a P-position of misère play (the P-positions start (0, 1), (2, 2)): "
                  "every move from it leaves the opponent a position they win.")
            .arg(x)
            .arg(y);
    const auto [low, high] = std::minmax(x, y);
    return tr("(%1, %2) is a P-position: its difference %3 and each of its piles %1 and %2 belong to "
              "this P-position and to no other. A move keeps one pile or the difference and changes the "
              "rest, so it cannot reach another P-position, and the opponent can always move back to one.")
        .arg(low)
        .arg(high)
        .arg(high - low);
}

GameKind wythoffKind()
{
    return gameKindOf<WythoffRules, WythoffExplainer>();
}

} // namespace nimlab
