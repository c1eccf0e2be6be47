// The Wythoff article's inductive construction of the P-positions: from the empty board, n = 0..20, then misère play.
#include "example.h"
#include "games/wythoffconstruction.h"
#include "math/wythoff.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace nimlab {

namespace {
class WythoffExampleText
{
    Q_DECLARE_TR_FUNCTIONS(WythoffExample)
};

QString pairStepText(const WythoffConstructionStep &step)
{
    if (step.n == 0)
        return WythoffExampleText::tr("n = 0: (0, 0) is a P-position. So every position with x = 0, y = 0 or "
                                      "y - x = 0 is an N-position: one move reaches (0, 0).");
    const WythoffPair formula = wythoffPPosition(step.n).value_or(WythoffPair{});
    QStringList used;
    for (const std::uint64_t v : step.usedValues)
        used << QString::number(v);
    return WythoffExampleText::tr("n = %1: the values already used are {%2}. Among the rest, (%3, %4) has "
                                  "the smallest x, y and y - x = %1, so it is a P-position, and every "
                                  "position with x or y equal to %3 or %4, or with y - x = %1, is an "
                                  "N-position. It equals (floor(%1 phi), floor(%1 phi^2)) = (%5, %6).")
        .arg(step.n)
        .arg(used.join(QStringLiteral(", ")))
        .arg(step.pair.x)
        .arg(step.pair.y)
        .arg(formula.x)
        .arg(formula.y);
}

QString misereStepText(const WythoffConstruction &c, int step)
{
    const WythoffPair m0 = c.miserePair(0);
    const WythoffPair m1 = c.miserePair(1);
    if (c.kind(step) == WythoffConstruction::StepKind::MiserePair && c.stepPair(step) == 0)
        return WythoffExampleText::tr("Misère play (whoever takes the last coin loses) starts again from the empty "
                                      "board. Now (0, 0) is an N-position: the player to move there has already "
                                      "won. The smallest P-position is (%1, %2): its only move takes the last coin. "
                                      "Normal play has (%3, %4) here.")
            .arg(m0.x)
            .arg(m0.y)
            .arg(c.pair(0).x)
            .arg(c.pair(0).y);
    if (c.kind(step) == WythoffConstruction::StepKind::MiserePair)
        return WythoffExampleText::tr("Misère, n = %1: every position that reaches (%2, %3) in one move, such as "
                                      "(1, 1), is an N-position. The smallest position left is (%4, %5), a "
                                      "P-position; normal play has (%6, %7) here.")
            .arg(c.stepPair(step))
            .arg(m0.x)
            .arg(m0.y)
            .arg(m1.x)
            .arg(m1.y)
            .arg(c.pair(1).x)
            .arg(c.pair(1).y);
    const int from = c.stepPair(step);
    const WythoffPair a = c.miserePair(from);
    const WythoffPair b = c.miserePair(from + 1);
    return WythoffExampleText::tr("Misère, n = %1 to %2: from here on the construction goes on as in normal play, "
                                  "so the misère P-positions are (%3, %4), (%5, %6), ... = (floor(n phi), floor(n "
                                  "phi^2)) for n \u2265 %1. Only the first two pairs, (%7, %8) and (%9, %10), differ "
                                  "from normal play.")
        .arg(from)
        .arg(c.pairCount() - 1)
        .arg(a.x)
        .arg(a.y)
        .arg(b.x)
        .arg(b.y)
        .arg(m0.x)
        .arg(m0.y)
        .arg(m1.x)
        .arg(m1.y);
}
} // namespace

namespace detail {

Example buildWythoffExample()
{
    const WythoffConstruction c;
    Example ex{ExampleId::Wythoff,
               WythoffExampleText::tr("Wythoff's game: the P-positions for n = 0 to %1, then misère play")
                   .arg(c.pairCount() - 1),
               {}};
    const std::vector<WythoffConstructionStep> pairSteps = wythoffConstruction(c.pairCount());
    QJsonArray pairs;
    QJsonArray miserePairs;
    for (int step = 0; step < c.stepCount(); ++step) {
        const int n = c.stepPair(step);
        QString text;
        WythoffPair pair;
        switch (c.kind(step)) {
        case WythoffConstruction::StepKind::Empty:
            text = WythoffExampleText::tr("Start from the empty board: no position is decided yet. The article finds "
                                          "the P-positions one at a time; each is the position with the smallest x, "
                                          "y and y - x among those not yet ruled out, beginning with (0, 0).");
            break;
        case WythoffConstruction::StepKind::Pair:
            pair = pairSteps[std::size_t(n)].pair;
            pairs.append(QJsonArray{qint64(pair.x), qint64(pair.y)});
            text = pairStepText(pairSteps[std::size_t(n)]);
            break;
        case WythoffConstruction::StepKind::MiserePair:
        case WythoffConstruction::StepKind::MisereRest:
            pair = c.miserePair(n);
            for (int m = miserePairs.size(); m < c.miserePairsShown(step); ++m)
                miserePairs.append(QJsonArray{qint64(c.miserePair(m).x), qint64(c.miserePair(m).y)});
            text = misereStepText(c, step);
            break;
        }
        ex.steps.push_back({text,
                            {{QStringLiteral("n"), n},
                             {QStringLiteral("x"), qint64(pair.x)},
                             {QStringLiteral("y"), qint64(pair.y)},
                             {QStringLiteral("misere"), c.isMisere(step)},
                             {QStringLiteral("pairs"), pairs},
                             {QStringLiteral("miserePairs"), miserePairs}}});
    }
    return ex;
}

} // namespace detail
} // namespace nimlab
