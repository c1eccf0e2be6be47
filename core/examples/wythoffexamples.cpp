// The Wythoff article's inductive construction of the P-positions, n = 0..20, and its table.
#include "example.h"
#include "math/wythoff.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace nimlab {

namespace {
class WythoffExampleText
{
    Q_DECLARE_TR_FUNCTIONS(WythoffExample)
};
} // namespace

namespace detail {

Example buildWythoffExample()
{
    const int count = 21;
    Example ex{ExampleId::Wythoff,
               WythoffExampleText::tr("Wythoff's game: the P-positions for n = 0 to %1").arg(count - 1),
               {}};
    QJsonArray pairs;
    for (const WythoffConstructionStep &step : wythoffConstruction(count)) {
        const WythoffPair formula = wythoffPPosition(step.n).value_or(WythoffPair{});
        QString text;
        if (step.n == 0) {
            text = WythoffExampleText::tr("n = 0: (0, 0) is a P-position. So every position with x = 0, y = 0 or "
                                          "y - x = 0 is an N-position: one move reaches (0, 0).");
        } else {
            QStringList used;
            for (const std::uint64_t v : step.usedValues)
                used << QString::number(v);
            text = WythoffExampleText::tr("n = %1: the values already used are {%2}. Among the rest, (%3, %4) has "
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
        pairs.append(QJsonArray{qint64(step.pair.x), qint64(step.pair.y)});
        ex.steps.push_back({text,
                            {{QStringLiteral("n"), qint64(step.n)},
                             {QStringLiteral("x"), qint64(step.pair.x)},
                             {QStringLiteral("y"), qint64(step.pair.y)},
                             {QStringLiteral("pairs"), pairs}}});
    }
    return ex;
}

} // namespace detail
} // namespace nimlab
