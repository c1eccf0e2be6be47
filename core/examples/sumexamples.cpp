// The Sprague-Grundy example: Nim 3 + Fibonacci Nim 10 (quota 9) + Wythoff (4, 4), every number from the core.
#include "example.h"
#include "games/sumanalysis.h"
#include "math/nim.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace nimlab {

namespace {

class SumExampleText
{
    Q_DECLARE_TR_FUNCTIONS(SumExample)
};

QJsonArray componentsJson(const std::vector<SumComponent> &components)
{
    QJsonArray array;
    for (const SumComponent &c : components)
        array.append(QJsonObject{{QStringLiteral("game"), qint64(c.game)},
                                 {QStringLiteral("position"), exampleJson(c.numbers())}});
    return array;
}

} // namespace

namespace detail {

Example buildSumExample()
{
    const std::vector<SumComponent> components = sumExampleComponents();
    const std::shared_ptr<const SumTables> tables = buildSumTables(SumTableNeeds::of(components));
    const SumAnalysis a = *analyseSum(components, *tables);
    QStringList names;
    std::vector<std::uint64_t> values;
    for (const SumComponentValue &v : a.components) {
        names << SumExplainer::componentText(v.component);
        values.push_back(v.grundy);
    }
    const QJsonArray position = componentsJson(components);
    Example ex{ExampleId::Sum, SumExampleText::tr("A sum of three games"), {}};

    ex.steps.push_back({SumExampleText::tr("The position is a sum of three games: %1. A move is a move in exactly "
                                           "one of them; the player who makes the last move wins. By the "
                                           "Sprague-Grundy theorem each component counts as a Nim heap of its value, "
                                           "the mex (smallest value missing) of the values of its options.")
                            .arg(names.join(SumExampleText::tr(" + "))),
                        {{QStringLiteral("components"), position}}});

    for (std::size_t i = 0; i < a.components.size(); ++i) {
        const SumComponentValue &v = a.components[i];
        QJsonArray optionValues;
        for (const SumOption &o : v.options)
            optionValues.append(qint64(o.value));
        ex.steps.push_back({SumExplainer::valueText(i, v),
                            {{QStringLiteral("components"), position},
                             {QStringLiteral("component"), qint64(i)},
                             {QStringLiteral("optionValues"), optionValues},
                             {QStringLiteral("grundy"), qint64(v.grundy)}}});
    }

    ex.steps.push_back(
        {SumExampleText::tr("Write the values %1 in binary and add them column by column without carrying:\n%2")
             .arg(tupleText(values), SumExplainer::columnLines(a).join(QLatin1Char('\n'))),
         {{QStringLiteral("components"), position},
          {QStringLiteral("values"), exampleJson(values)},
          {QStringLiteral("nimSum"), qint64(a.nimSum)}}});

    QString verdict = SumExplainer::verdictText(a);
    for (const QString &surprise : SumExplainer::surpriseTexts(a))
        verdict += SumExplainer::sentenceGap() + surprise;
    ex.steps.push_back({verdict,
                        {{QStringLiteral("components"), position},
                         {QStringLiteral("nimSum"), qint64(a.nimSum)},
                         {QStringLiteral("winning"), a.winning},
                         {QStringLiteral("winningMoves"), qint64(a.winningMoves.size())}}});

    for (const SumWinningMove &m : a.winningMoves) {
        std::vector<SumComponent> after = components;
        after[m.component] = m.to;
        std::vector<std::uint64_t> afterValues = values;
        afterValues[m.component] = m.toValue;
        ex.steps.push_back({SumExplainer::winningMoveText(a, m) + SumExplainer::sentenceGap() +
                                SumExampleText::tr("The values become %1, whose nim-sum is %2.")
                                    .arg(tupleText(afterValues))
                                    .arg(nimSum(afterValues)),
                            {{QStringLiteral("components"), componentsJson(after)},
                             {QStringLiteral("component"), qint64(m.component)},
                             {QStringLiteral("from"), qint64(m.fromValue)},
                             {QStringLiteral("to"), qint64(m.toValue)},
                             {QStringLiteral("position"), exampleJson(m.to.numbers())}}});
    }
    return ex;
}

} // namespace detail
} // namespace nimlab
