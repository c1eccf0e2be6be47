// The Wythoff explanations against the seed: the table n = 0..20, the exact floor formula, Rayleigh's theorem, the
// Zeckendorf form of (12, 20) and why 8 = F_6 would not do, the misere P-positions and the construction on the board.
#include "games/wythoffanalysis.h"
#include "games/wythoffconstruction.h"
#include "math/fibonacci.h"

#include <QSignalSpy>
#include <QTest>

using namespace nimlab;

namespace {
// The article's table of P-positions, n = 0..20 (x <= y), typed from the article.
constexpr std::uint64_t kSeedX[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
constexpr std::uint64_t kSeedY[] = {0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52};

std::uint64_t fibonacciSum(const std::vector<int> &indices)
{
    std::uint64_t sum = 0;
    for (const int k : indices)
        sum += fibonacci(k);
    return sum;
}

void addSeedRows()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<std::uint64_t>("x");
    QTest::addColumn<std::uint64_t>("y");
    for (int n = 0; n <= 20; ++n)
        QTest::addRow("n = %d", n) << n << kSeedX[n] << kSeedY[n];
}
} // namespace

class TstWythoffAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formulaMatchesTheSeedTable_data() { addSeedRows(); }
    void formulaMatchesTheSeedTable()
    {
        QFETCH(int, n);
        QFETCH(std::uint64_t, x);
        QFETCH(std::uint64_t, y);
        const WythoffFormula f = WythoffAnalysis::formula(std::uint64_t(n)).value();
        QCOMPARE(f.pair, (WythoffPair{x, y}));
        QVERIFY(f.fiveNSquared == 5 * UInt128(n) * UInt128(n));
        QVERIFY(UInt128(f.root) * f.root <= f.fiveNSquared && (UInt128(f.root) + 1) * (f.root + 1) > f.fiveNSquared);
        const QString text = WythoffAnalysis::formulaText(std::uint64_t(n));
        QVERIFY2(text.contains(QStringLiteral("(%1, %2)").arg(x).arg(y)), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("isqrt(%1) = %2").arg(5 * n * n).arg(f.root)));
        QVERIFY(text.contains(QStringLiteral("(%1 + %2) / 2").arg(n).arg(f.root)));
    }

    void formulaAtTheTopOfTheRange()
    {
        const std::uint64_t top = WythoffAnalysis::maxIndex();
        const WythoffFormula f = WythoffAnalysis::formula(top).value();
        QCOMPARE(f.pair, wythoffPPosition(top).value());
        QVERIFY(f.fiveNSquared > UInt128(~std::uint64_t{0})); // needs 128 bits
        QVERIFY(WythoffAnalysis::formulaText(top).contains(WythoffAnalysis::decimal(f.fiveNSquared)));
        QVERIFY(!WythoffAnalysis::formula(top + 1));
        QVERIFY(WythoffAnalysis::formulaText(top + 1).contains(QString::number(top)));
    }

    void decimal_data()
    {
        QTest::addColumn<QString>("expected");
        QTest::addRow("0") << QStringLiteral("0");
        QTest::addRow("720") << QStringLiteral("720");
        QTest::addRow("2^64") << QStringLiteral("18446744073709551616");
        QTest::addRow("2^127") << QStringLiteral("170141183460469231731687303715884105728");
    }
    void decimal()
    {
        QFETCH(QString, expected);
        const QString name = QString::fromLatin1(QTest::currentDataTag());
        const UInt128 value = name == QLatin1String("2^64")    ? UInt128(1) << 64
                              : name == QLatin1String("2^127") ? UInt128(1) << 127
                                                               : UInt128(expected.toULongLong());
        QCOMPARE(WythoffAnalysis::decimal(value), expected);
    }

    void zeckendorfFormShiftsToTheSeedPairs_data() { addSeedRows(); }
    void zeckendorfFormShiftsToTheSeedPairs()
    {
        QFETCH(int, n);
        QFETCH(std::uint64_t, x);
        QFETCH(std::uint64_t, y);
        if (n == 0) {
            QVERIFY(!WythoffAnalysis::zeckendorfComparison(0));
            QVERIFY(!WythoffAnalysis::zeckendorfText(0).isEmpty());
            return;
        }
        const WythoffZeckendorfComparison c = WythoffAnalysis::zeckendorfComparison(std::uint64_t(n)).value();
        QCOMPARE(fibonacciSum(c.form.differenceIndices), std::uint64_t(n));
        QCOMPARE(fibonacciSum(c.form.xIndices), x);
        QCOMPARE(fibonacciSum(c.form.yIndices), y);
        QCOMPARE(c.form.differenceIndices.back() % 2, 1);
        // The usual (greedy) form works exactly when it already ends on an odd index; otherwise its shift is another
        // position with the same difference, which is not a P-position.
        QCOMPARE(c.usualWorks, c.usualIndices.back() % 2 == 1);
        QVERIFY(c.usualY - c.usualX == UInt128(n));
        QCOMPARE(c.usualX == x, c.usualWorks);
        if (!c.usualWorks)
            QVERIFY(!wythoffIsP(std::uint64_t(c.usualX), std::uint64_t(c.usualY)));
        const QString text = WythoffAnalysis::zeckendorfText(std::uint64_t(n));
        QVERIFY(text.contains(QStringLiteral("= %1 = x").arg(x)));
        QVERIFY(text.contains(QStringLiteral("= %1 = y").arg(y)));
        QCOMPARE(
            text.contains(
                QStringLiteral("(%1, %2)").arg(WythoffAnalysis::decimal(c.usualX), WythoffAnalysis::decimal(c.usualY))),
            !c.usualWorks);
    }

    void zeckendorfOfTwelveTwenty()
    {
        // The example: (12, 20), y - x = 8 = F_5 + F_3 + F_1; the usual 8 = F_6 would give 13 and 21.
        const WythoffZeckendorfComparison c = WythoffAnalysis::zeckendorfComparison(8).value();
        QCOMPARE(c.form.differenceIndices, (std::vector<int>{5, 3, 1}));
        QCOMPARE(c.form.xIndices, (std::vector<int>{6, 4, 2}));
        QCOMPARE(c.form.yIndices, (std::vector<int>{7, 5, 3}));
        QCOMPARE(c.usualIndices, (std::vector<int>{6}));
        QVERIFY(c.usualX == 13 && c.usualY == 21);
        const QString text = WythoffAnalysis::zeckendorfText(8);
        for (const char *part : {"8 = F_5 + F_3 + F_1 = 5 + 2 + 1", "F_6 + F_4 + F_2 = 8 + 3 + 1 = 12 = x",
                                 "F_7 + F_5 + F_3 = 13 + 5 + 2 = 20 = y", "8 = F_6", "F_7 = 13", "F_8 = 21", "(13, 21)",
                                 "(12, 20)", "F_6 = F_5 + F_3 + F_1"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
    }

    void beattySequencesAreComplementary()
    {
        const QString text = WythoffAnalysis::beattyText(12);
        QVERIFY2(text.contains(QStringLiteral("1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31")));
        QVERIFY(text.contains(QStringLiteral("1 to 31")));
        QVERIFY(text.contains(QStringLiteral("= 19")) && text.contains(QStringLiteral("= 31")));
        QVERIFY(text.contains(QStringLiteral("1/\u03c6 + 1/\u03c6\u00b2 = 1")));
    }

    void misereText()
    {
        const QString text = WythoffAnalysis::misereText();
        QVERIFY2(text.contains(QStringLiteral("(0, 1), (2, 2), (3, 5), (4, 7), (6, 10)")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("(0, 1) is P")));
        QVERIFY(text.contains(QStringLiteral("(2, 2) is P")));
        QVERIFY(text.contains(QStringLiteral("(1, 2) is N")));
        QVERIFY(text.contains(QStringLiteral("{0, 1, 2}")));
    }

    void positionText_data()
    {
        QTest::addColumn<std::uint64_t>("x");
        QTest::addColumn<std::uint64_t>("y");
        QTest::addColumn<bool>("misere");
        QTest::addColumn<QStringList>("parts");
        QTest::addRow("P (12, 20)") << std::uint64_t(12) << std::uint64_t(20) << false
                                    << QStringList{QStringLiteral("(12, 20) is a P-position"),
                                                   QStringLiteral("(n = y \u2212 x = 8)")};
        QTest::addRow("N (20, 31)") << std::uint64_t(20) << std::uint64_t(31) << false
                                    << QStringList{QStringLiteral("N-position"), QStringLiteral("(19, 31), below"),
                                                   QStringLiteral("(20, 12), below"),
                                                   QStringLiteral("taking 3 from both piles")};
        QTest::addRow("N (31, 20) mirrored")
            << std::uint64_t(31) << std::uint64_t(20) << false
            << QStringList{QStringLiteral("(31, 19), below"), QStringLiteral("(12, 20), below"),
                           QStringLiteral("(28, 17)")};
        QTest::addRow("misere (1, 1)") << std::uint64_t(1) << std::uint64_t(1) << true
                                       << QStringList{QStringLiteral("N-position"), QStringLiteral("(1, 0), below")};
        QTest::addRow("misere (0, 0)") << std::uint64_t(0) << std::uint64_t(0) << true
                                       << QStringList{QStringLiteral("has won")};
    }
    void positionText()
    {
        QFETCH(std::uint64_t, x);
        QFETCH(std::uint64_t, y);
        QFETCH(bool, misere);
        QFETCH(QStringList, parts);
        const QString text = WythoffAnalysis::positionText(x, y, misere);
        for (const QString &part : parts)
            QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" in ") + text));
    }

    void constructionFillsTheSeedTable_data() { addSeedRows(); }
    void constructionFillsTheSeedTable()
    {
        QFETCH(int, n);
        QFETCH(std::uint64_t, x);
        QFETCH(std::uint64_t, y);
        const WythoffConstruction c;
        QCOMPARE(c.pairCount(), 21);
        QCOMPARE(c.stepCount(), 1 + 21 + 3); // the empty board, the 21 pairs, the misère steps
        QCOMPARE(c.pair(n), (WythoffPair{x, y}));
        // Step n + 1 adds pair n.
        const int step = WythoffConstruction::pairStep(n);
        QCOMPARE(c.kind(step), WythoffConstruction::StepKind::Pair);
        QCOMPARE(c.stepPair(step), n);
        QCOMPARE(c.normalPairsShown(step), n + 1);
        QCOMPARE(c.miserePairsShown(step), 0);
        // A big board: the article's "smallest remaining" square after the step before is the next pair.
        if (y < std::uint64_t(WythoffConstruction::kMaxSide)) {
            QCOMPARE(c.smallestUnknown(step - 1, WythoffConstruction::kMaxSide), (WythoffPair{x, y}));
            QCOMPARE(c.cell(step - 1, int(x), int(y)).mark, WythoffConstruction::Mark::Unknown);
            QCOMPARE(c.cell(step, int(x), int(y)), (WythoffConstruction::Cell{WythoffConstruction::Mark::P, step}));
            QCOMPARE(c.cell(step, int(y), int(x)), (WythoffConstruction::Cell{WythoffConstruction::Mark::P, step}));
            QVERIFY(c.boardText(step, 30).contains(QStringLiteral("(%1, %2)").arg(x).arg(y)));
        } else {
            QVERIFY(c.boardText(step, 30).contains(QStringLiteral("beyond")));
            QCOMPARE(c.newlyMarked(step, WythoffConstruction::Mark::N, 30), 0);
        }
    }

    void constructionEndsWithEveryPosition_data()
    {
        QTest::addColumn<int>("side");
        for (const int side : {8, 13, 30})
            QTest::addRow("%d x %d", side, side) << side;
    }
    void constructionEndsWithEveryPosition()
    {
        QFETCH(int, side);
        const WythoffConstruction c;
        const int last = c.pairCount();                 // the last normal step
        QCOMPARE(c.unknownAfter(0, side), side * side); // the empty board
        QCOMPARE(c.unknownAfter(last, side), 0);
        int marked = 0;
        for (int step = 0; step <= last; ++step)
            marked += c.newlyMarked(step, WythoffConstruction::Mark::P, side) +
                      c.newlyMarked(step, WythoffConstruction::Mark::N, side);
        QCOMPARE(marked, side * side);
        for (int x = 0; x < side; ++x)
            for (int y = 0; y < side; ++y)
                QCOMPARE(c.cell(last, x, y).mark == WythoffConstruction::Mark::P,
                         wythoffIsP(std::uint64_t(x), std::uint64_t(y)));
        QCOMPARE(c.cell(-1, 0, 0).mark, WythoffConstruction::Mark::Unknown);
        QCOMPARE(c.cell(0, 0, 0).mark, WythoffConstruction::Mark::Unknown);
        // Step 1 (n = 0) marks the bottom row, the left column and the diagonal: 3 (side - 1) squares.
        QCOMPARE(c.newlyMarked(1, WythoffConstruction::Mark::N, side), 3 * (side - 1));
    }
};

QTEST_GUILESS_MAIN(TstWythoffAnalysis)
#include "tst_wythoffanalysis.moc"
