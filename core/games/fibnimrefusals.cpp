// How Fibonacci Nim words a refused position or move (the rules only say which check failed, with its numbers).
#include "fibnimanalysis.h"

#include <QCoreApplication>

namespace nimlab {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FibNimExplainer)
};
} // namespace

QString FibNimExplainer::refusalText(const Refusal &refusal) const
{
    using Reason = FibNimRules::Reason;
    const auto n = [&refusal](std::size_t i) { return i < refusal.numbers.size() ? refusal.numbers[i] : 0; };
    switch (Reason(refusal.reason)) {
    case Reason::SingleShape:
        return Text::tr("A one-pile position is the number of coins and the quota.");
    case Reason::SingleEmpty:
        return Text::tr("The pile is empty: there is nothing to play.");
    case Reason::SingleTooBig:
        return Text::tr("A pile holds at most 10^18 = %1 coins.").arg(n(0));
    case Reason::TooFewCoins:
        return Text::tr("A game needs at least 2 coins: the first move may not take every coin.");
    case Reason::QuotaZero:
        return Text::tr("The quota must be at least 1.");
    case Reason::MultiShape:
        return Text::tr("A game with several piles has 1 to %1 piles, each with its own quota.").arg(n(0));
    case Reason::GlobalShape:
        return Text::tr("A game with one quota for every pile has 1 to %1 piles.").arg(n(0));
    case Reason::MultiPileTooBig:
        return Text::tr("With several piles a pile holds at most %1 coins, so that the Grundy values are quick to "
                        "compute; pile %2 has %3.")
            .arg(n(0))
            .arg(n(1))
            .arg(n(2));
    case Reason::GlobalTooManyCoins:
        return Text::tr("The variant with one quota for every pile is solved by search, up to %1 coins in all; this "
                        "position has %2.")
            .arg(n(0))
            .arg(n(1));
    case Reason::NoPilePlayable:
        return Text::tr("No pile can be played: a pile needs at least 2 coins at the start, since its first move may "
                        "not take it whole.");
    case Reason::AllEmpty:
        return Text::tr("Every pile is empty: there is nothing to play.");
    case Reason::MoveShape:
        return Text::tr("Choose a pile and how many coins to take.");
    case Reason::OnlyOnePile:
        return Text::tr("There is only one pile.");
    case Reason::NoSuchPile:
        return Text::tr("There is no pile %1.").arg(n(0));
    case Reason::TakeAtLeastOne:
        return Text::tr("Take at least one coin.");
    case Reason::OnlyCoinsLeft:
        return n(0) == 1 ? Text::tr("Only 1 coin is left.") : Text::tr("Only %1 coins are left.").arg(n(0));
    case Reason::PileEmpty:
        return Text::tr("Pile %1 is empty.").arg(n(0));
    case Reason::PileHasOnly:
        return Text::tr("Pile %1 has only %2 coins.").arg(n(0)).arg(n(1));
    case Reason::AboveQuota:
        return Text::tr("The quota is %1: you may take at most %1 coins now (the first move may not take every coin; "
                        "later moves at most twice the previous one).")
            .arg(n(0));
    case Reason::PileQuotaZero:
        return Text::tr("Pile %1 cannot be played: its quota is 0, since its first move may not take it whole.")
            .arg(n(0));
    case Reason::AbovePileQuota:
        return Text::tr("The quota of pile %1 is %2: you may take at most %2 coins from it now.").arg(n(0)).arg(n(1));
    case Reason::AboveGlobalQuota:
        break;
    }
    return Text::tr("The quota is %1 (twice the previous move, whichever pile it was from): you may take at most %1 "
                    "coins now.")
        .arg(n(0));
}

} // namespace nimlab
