// The analysis of a sum as numbers (values with their mex, binary columns, nim-sum, every winning move), the worked
// example Nim 3 + Fibonacci Nim 10/9 + Wythoff (4, 4) built from them, and the explainer's sentences.
#include "examples/example.h"
#include "games/sumanalysis.h"

#include <QJsonArray>
#include <QTest>

#include <set>

using namespace nimlab;

Q_DECLARE_METATYPE(nimlab::SumComponent)
Q_DECLARE_METATYPE(std::vector<nimlab::SumComponent>)

namespace {
const std::vector<SumComponent> &exampleSum()
{
    static const std::vector<SumComponent> sum{SumComponent::nim(3), SumComponent::fibNimStart(10),
                                               SumComponent::wythoff(4, 4)};
    return sum;
}

SumAnalysis analysed(const std::vector<SumComponent> &sum)
{
    const std::shared_ptr<const SumTables> tables = buildSumTables(SumTableNeeds::of(sum));
    return analyseSum(sum, *tables).value();
}
} // namespace

class TstSumAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exampleNumbers()
    {
        // The numbers, from the core: 3, 5, 7, nim-sum 1, the player to move wins.
        const SumAnalysis a = analysed(exampleSum());
        QCOMPARE(a.components.size(), std::size_t(3));
        QCOMPARE(a.components[0].grundy, std::uint64_t(3));
        QCOMPARE(a.components[1].grundy, std::uint64_t(5));
        QCOMPARE(a.components[2].grundy, std::uint64_t(7));
        QCOMPARE(a.nimSum, std::uint64_t(1));
        QVERIFY(a.winning);
        // Why 5: the options' values are 0 to 4 (and nothing above), so the mex is 5.
        std::vector<std::uint64_t> values;
        for (const SumOption &o : a.components[1].options)
            values.push_back(o.value);
        QCOMPARE(values, (std::vector<std::uint64_t>{1, 0, 4, 4, 4, 3, 3, 2, 1}));
        QVERIFY(a.components[1].valuesAbove.empty());
        QCOMPARE(a.components[2].options.size(), std::size_t(12));
        // The columns: 011, 101, 111 -> 001.
        QCOMPARE(a.digits, (std::vector<std::vector<int>>{{0, 1, 1}, {1, 0, 1}, {1, 1, 1}}));
        QCOMPARE(a.nimSumDigits, (std::vector<int>{0, 0, 1}));
        QCOMPARE(a.columns.front().bit, 2);
        QCOMPARE(a.columns.back().ones, 3);
        // Every winning move: Nim 3 -> 2, take 3, 4 or 5 of the 10 coins (value 4), Wythoff (4, 4) -> (3, 3).
        std::vector<std::pair<std::size_t, std::vector<std::uint64_t>>> moves;
        for (const SumWinningMove &m : a.winningMoves)
            moves.push_back({m.component, m.to.numbers()});
        const decltype(moves) expected{{0, {2}}, {1, {7, 6}}, {1, {6, 8}}, {1, {5, 10}}, {2, {3, 3}}};
        QCOMPARE(moves, expected);
        QCOMPARE(a.fibNimNotSize, std::vector<std::size_t>{1});
        QVERIFY(a.wythoffZeros.empty());
    }

    void exampleSteps()
    {
        const Example ex = buildExample(ExampleId::Sum);
        QCOMPARE(exampleName(ExampleId::Sum), QStringLiteral("sum"));
        const SumAnalysis a = analysed(exampleSum());
        // The position, one step per component, the columns, the verdict, one step per winning move.
        QCOMPARE(ex.steps.size(), 1 + 3 + 1 + 1 + a.winningMoves.size());
        for (int i = 0; i < 3; ++i)
            QCOMPARE(ex.steps[std::size_t(1 + i)].data.value(QStringLiteral("grundy")).toInteger(),
                     qint64(a.components[std::size_t(i)].grundy));
        QVERIFY(ex.steps[2].text.contains(QStringLiteral("mex = 5")));
        QVERIFY(ex.steps[3].text.contains(QStringLiteral("mex = 7")));
        QCOMPARE(ex.steps[4].data.value(QStringLiteral("values")).toArray(), (QJsonArray{3, 5, 7}));
        QCOMPARE(ex.steps[4].data.value(QStringLiteral("nimSum")).toInteger(), 1);
        QVERIFY(ex.steps[4].text.contains(QStringLiteral("101")));
        QVERIFY(ex.steps[5].data.value(QStringLiteral("winning")).toBool());
        QVERIFY(ex.steps[5].text.contains(QStringLiteral("is not its size")));
        for (std::size_t i = 0; i < a.winningMoves.size(); ++i) {
            const ExampleStep &step = ex.steps[6 + i];
            QCOMPARE(step.data.value(QStringLiteral("component")).toInteger(), qint64(a.winningMoves[i].component));
            QCOMPARE(step.data.value(QStringLiteral("to")).toInteger(), qint64(a.winningMoves[i].toValue));
            QVERIFY(step.text.contains(QStringLiteral("XOR 1 = %1").arg(a.winningMoves[i].toValue)));
            QVERIFY(step.text.contains(QStringLiteral("nim-sum is 0")));
        }
    }

    void surprises_data()
    {
        QTest::addColumn<std::vector<SumComponent>>("sum");
        QTest::addColumn<QString>("expected"); // empty: no surprise
        QTest::addRow("Wythoff P-position adds 0")
            << std::vector<SumComponent>{SumComponent::nim(5), SumComponent::wythoff(3, 5)}
            << QStringLiteral("adds nothing to the nim-sum");
        QTest::addRow("Fibonacci pile of 21")
            << std::vector<SumComponent>{SumComponent::fibNimStart(21)} << QStringLiteral("yet its value is 0");
        QTest::addRow("Fibonacci pile whose value is its size")
            << std::vector<SumComponent>{SumComponent::fibNim(2, 2), SumComponent::nim(7)} << QString();
        QTest::addRow("Wythoff N-position") << std::vector<SumComponent>{SumComponent::wythoff(2, 2)} << QString();
    }
    void surprises()
    {
        QFETCH(std::vector<SumComponent>, sum);
        QFETCH(QString, expected);
        const QStringList texts = SumExplainer::surpriseTexts(analysed(sum));
        if (expected.isEmpty())
            QVERIFY2(texts.isEmpty(), qPrintable(texts.join(QLatin1Char('|'))));
        else
            QVERIFY2(texts.size() == 1 && texts[0].contains(expected), qPrintable(texts.join(QLatin1Char('|'))));
    }

    void valueTexts_data()
    {
        QTest::addColumn<SumComponent>("component");
        QTest::addColumn<QString>("expected");
        QTest::addRow("Nim heap") << SumComponent::nim(6) << QStringLiteral("g = mex = 6");
        QTest::addRow("huge Nim heap") << SumComponent::nim(UINT64_MAX) << QStringLiteral("18446744073709551615");
        QTest::addRow("empty heap") << SumComponent::nim(0) << QStringLiteral("g = 0");
        QTest::addRow("Wythoff P-position") << SumComponent::wythoff(1, 2) << QStringLiteral("none is 0");
        QTest::addRow("many options") << SumComponent::fibNimStart(200) << QStringLiteral("It has 199 options");
    }
    void valueTexts()
    {
        QFETCH(SumComponent, component);
        QFETCH(QString, expected);
        const SumAnalysis a = analysed({component});
        const QString text = SumExplainer::valueText(0, a.components[0]);
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("mex")) || component.a == 0);
    }

    void bigComponentsDescribeEveryValue()
    {
        // Without the list of options, the values below the mex and those above still describe every option.
        const SumAnalysis a = analysed({SumComponent::wythoff(300, 200), SumComponent::fibNimStart(500)});
        for (const SumComponentValue &v : a.components) {
            QVERIFY(v.options.empty());
            const std::shared_ptr<const SumTables> tables = buildSumTables(SumTableNeeds::of({v.component}));
            std::set<std::uint64_t> values;
            for (const SumComponent &o : sumComponentAllOptions(v.component))
                values.insert(*tables->grundy(o));
            std::set<std::uint64_t> described(v.valuesAbove.begin(), v.valuesAbove.end());
            for (std::uint64_t g = 0; g < v.grundy; ++g)
                described.insert(g);
            QCOMPARE(values, described);
        }
    }

    void verdicts()
    {
        QVERIFY(SumExplainer::verdictText(analysed(exampleSum())).contains(QStringLiteral("is 1, not 0")));
        QVERIFY(SumExplainer::verdictText(analysed({SumComponent::nim(6), SumComponent::wythoff(3, 3)}))
                    .contains(QStringLiteral("loses")));
        QVERIFY(SumExplainer::verdictText(analysed({SumComponent::nim(0), SumComponent::fibNim(0, 4)}))
                    .contains(QStringLiteral("No component has a move left")));
        const QStringList lines = SumExplainer::columnLines(analysed(exampleSum()));
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines[0].startsWith(QStringLiteral("011")));
        QVERIFY(lines[4].startsWith(QStringLiteral("001")));
    }
};

QTEST_GUILESS_MAIN(TstSumAnalysis)
#include "tst_sumanalysis.moc"
