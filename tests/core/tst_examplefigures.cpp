// The pictures of the worked examples (issue 14) hold the right numbers, each checked by brute force: Nim's binary
// table against the heaps' binary digits, the 21-coin table against a search of the game tree, and the Wythoff
// construction's steps against the exact P-positions and a brute-force search of misère play.
#include "examples/example.h"
#include "games/wythoffconstruction.h"
#include "math/wythoff.h"

#include <QJsonArray>
#include <QTest>

#include <map>

using namespace nimlab;

namespace {
/// The bit places whose column of binary digits holds an odd number of ones, counted digit by digit.
std::vector<int> oddColumns(const std::vector<std::uint64_t> &heaps, int bits)
{
    std::vector<int> odd;
    for (int bit = bits - 1; bit >= 0; --bit) {
        int ones = 0;
        for (const std::uint64_t h : heaps)
            ones += QString::number(h, 2).rightJustified(bits, QLatin1Char('0')).at(bits - 1 - bit) == QLatin1Char('1');
        if (ones % 2 == 1)
            odd.push_back(bit);
    }
    return odd;
}

std::vector<int> sorted(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

/// Fibonacci Nim by searching the game tree: the player to move with `coins` and `quota` wins.
bool fibWins(std::uint64_t coins, std::uint64_t quota, std::map<std::pair<std::uint64_t, std::uint64_t>, bool> &memo)
{
    if (coins == 0)
        return false; // the opponent took the last coin
    quota = std::min(quota, coins);
    const auto key = std::pair{coins, quota};
    if (const auto it = memo.find(key); it != memo.end())
        return it->second;
    bool wins = false;
    for (std::uint64_t k = 1; k <= quota && !wins; ++k)
        wins = !fibWins(coins - k, 2 * k, memo);
    memo[key] = wins;
    return wins;
}

/// The Zeckendorf form by trying every set of distinct, non-consecutive Fibonacci numbers (1, 2, 3, 5, ...): the one
/// whose sum is n, largest first.
QString zeckendorfByBruteForce(std::uint64_t n)
{
    const std::vector<std::uint64_t> fib{1, 2, 3, 5, 8, 13, 21, 34};
    for (unsigned mask = 1; mask < (1U << fib.size()); ++mask) {
        if (mask & (mask >> 1))
            continue; // two consecutive Fibonacci numbers
        std::uint64_t sum = 0;
        QStringList terms;
        for (int i = int(fib.size()) - 1; i >= 0; --i)
            if (mask & (1U << i)) {
                sum += fib[std::size_t(i)];
                terms << QString::number(fib[std::size_t(i)]);
            }
        if (sum == n)
            return terms.join(QStringLiteral(" + "));
    }
    return {};
}

constexpr int kGrid = 64;

/// Misère Wythoff by brute force: P[x][y] when the player to move loses, the one who takes the last coin losing.
std::vector<std::vector<bool>> misereP()
{
    std::vector<std::vector<bool>> p(kGrid, std::vector<bool>(kGrid, false));
    for (int x = 0; x < kGrid; ++x)
        for (int y = 0; y < kGrid; ++y) {
            if (x == 0 && y == 0)
                continue; // the player to move at (0, 0) has won: N
            bool reachesP = false;
            for (int a = 1; a <= x && !reachesP; ++a)
                reachesP = p[std::size_t(x - a)][std::size_t(y)];
            for (int a = 1; a <= y && !reachesP; ++a)
                reachesP = p[std::size_t(x)][std::size_t(y - a)];
            for (int a = 1; a <= std::min(x, y) && !reachesP; ++a)
                reachesP = p[std::size_t(x - a)][std::size_t(y - a)];
            p[std::size_t(x)][std::size_t(y)] = !reachesP;
        }
    return p;
}

/// The misère P-positions (x <= y) in order of x, from the brute-force search.
std::vector<WythoffPair> miserePairsByBruteForce()
{
    const auto p = misereP();
    std::vector<WythoffPair> pairs;
    for (int x = 0; x < kGrid; ++x)
        for (int y = x; y < kGrid; ++y)
            if (p[std::size_t(x)][std::size_t(y)])
                pairs.push_back({std::uint64_t(x), std::uint64_t(y)});
    return pairs;
}
} // namespace

class TstExampleFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nimTableMatchesTheBinaryOfTheHeaps_data()
    {
        QTest::addColumn<int>("step");
        for (int step = 0; step < int(buildExample(ExampleId::Nim).steps.size()); ++step)
            QTest::addRow("step %d", step + 1) << step;
    }
    void nimTableMatchesTheBinaryOfTheHeaps()
    {
        QFETCH(int, step);
        const Example ex = buildExample(ExampleId::Nim);
        const ExampleStep &s = ex.steps[std::size_t(step)];
        QVERIFY(s.nimTable);
        const NimTableFigure &f = *s.nimTable;
        // The heaps are the step's heaps, and every digit is the heap's binary digit.
        std::vector<std::uint64_t> heaps;
        for (const QJsonValue &h : s.data.value(QStringLiteral("heaps")).toArray())
            heaps.push_back(std::uint64_t(h.toInteger()));
        QCOMPARE(f.heaps, heaps);
        QCOMPARE(f.bits, 4); // 12 = 1100
        for (int row = 0; row < int(heaps.size()); ++row) {
            const QString binary = QString::number(heaps[std::size_t(row)], 2).rightJustified(f.bits, QLatin1Char('0'));
            for (int bit = 0; bit < f.bits; ++bit)
                QCOMPARE(f.digit(row, bit), binary.at(f.bits - 1 - bit).digitValue());
        }
        // The nim-sum row: a 1 exactly in the columns with an odd number of ones.
        const std::vector<int> odd = oddColumns(heaps, f.bits);
        for (int bit = 0; bit < f.bits; ++bit)
            QCOMPARE(f.digit(f.nimSumRow(), bit), std::find(odd.begin(), odd.end(), bit) != odd.end() ? 1 : 0);

        const std::vector<std::uint64_t> start{6, 12, 9};
        const std::vector<int> startOdd = oddColumns(start, 4); // 3 = 2 + 1: places 1 and 0
        const int sumRow = 3;
        switch (step) {
        case 0: // every heap as powers of two, before the nim-sum
            QVERIFY(!f.showsNimSum);
            QCOMPARE(f.rowCount(), 3);
            QVERIFY(f.columns.empty());
            QCOMPARE(sorted(f.rows), (std::vector<int>{0, 1, 2}));
            break;
        case 1: // the nim-sum: the odd columns
            QVERIFY(f.showsNimSum);
            QCOMPARE(f.nimSum, std::uint64_t(3));
            QCOMPARE(sorted(f.columns), sorted(startOdd));
            QCOMPARE(f.rows, (std::vector<int>{sumRow}));
            break;
        case 2: // the highest odd column and the first heap with a one in it
            QCOMPARE(f.columns, (std::vector<int>{startOdd.front()}));
            QCOMPARE(f.rows, (std::vector<int>{0}));
            QCOMPARE(f.digit(0, startOdd.front()), 1);
            QCOMPARE(f.digit(1, startOdd.front()), 0);
            break;
        case 3: // the heap's digits flip in the odd columns
            QCOMPARE(sorted(f.columns), sorted(startOdd));
            QCOMPARE(sorted(f.rows), (std::vector<int>{0, sumRow}));
            break;
        case 4: { // the winning move 6 -> 5 and the new table, every column even
            QCOMPARE(f.heaps, (std::vector<std::uint64_t>{5, 12, 9}));
            QCOMPARE(f.changedHeap, 0);
            QCOMPARE(f.changedFrom, std::uint64_t(6));
            QCOMPARE(f.nimSum, std::uint64_t(0));
            QVERIFY(odd.empty());
            std::vector<int> flipped;
            for (int bit = 0; bit < f.bits; ++bit)
                if (((6 >> bit) & 1) != f.digit(0, bit))
                    flipped.push_back(bit);
            QCOMPARE(sorted(f.columns), flipped);
            QCOMPARE(sorted(f.rows), (std::vector<int>{0, sumRow}));
            break;
        }
        default:
            QFAIL("a step the test does not know");
        }
    }

    void fibNim21TableRepliesWin()
    {
        const Example ex = buildExample(ExampleId::FibNim21);
        QVERIFY(!ex.steps[0].table);
        const ExampleStep &s = ex.steps[1];
        QVERIFY(s.table);
        const TableFigure &t = *s.table;
        QCOMPARE(t.headers.size(), 5);
        QCOMPARE(t.rows.size(), std::size_t(20));
        std::map<std::pair<std::uint64_t, std::uint64_t>, bool> memo;
        QVERIFY(!fibWins(21, 20, memo)); // the first player loses
        const QJsonArray replies = s.data.value(QStringLiteral("replies")).toArray();
        QCOMPARE(replies.size(), 20);
        for (std::uint64_t k = 1; k <= 20; ++k) {
            const QStringList &row = t.rows[std::size_t(k - 1)];
            QCOMPARE(row.size(), 5);
            const std::uint64_t left = 21 - k;
            QVERIFY2(row[0].contains(QString::number(k)), qPrintable(row[0]));
            QCOMPARE(row[1], QString::number(left));
            QCOMPARE(row[2], zeckendorfByBruteForce(left));
            QCOMPARE(row[3], QString::number(2 * k));
            // The reply wins: it is legal, and the first player then faces a lost position (or no coins).
            const std::uint64_t reply =
                std::uint64_t(replies[int(k - 1)].toObject().value(QStringLiteral("reply")).toInteger());
            QVERIFY2(row[4].contains(QString::number(reply)), qPrintable(row[4]));
            QVERIFY(reply >= 1 && reply <= std::min(2 * k, left));
            QVERIFY2(!fibWins(left - reply, 2 * reply, memo), qPrintable(QStringLiteral("take %1").arg(k)));
            QVERIFY(fibWins(left, 2 * k, memo));
        }
    }

    void wythoffConstructionStepsAddThePairs()
    {
        const WythoffConstruction c;
        QCOMPARE(c.kind(0), WythoffConstruction::StepKind::Empty);
        QCOMPARE(c.normalPairsShown(0), 0);
        QCOMPARE(c.unknownAfter(0, WythoffConstruction::kMaxSide),
                 WythoffConstruction::kMaxSide * WythoffConstruction::kMaxSide);
        for (int n = 0; n < c.pairCount(); ++n) {
            // (floor(n phi), floor(n phi^2)) in exact integers.
            const WythoffPair exact = wythoffPPosition(std::uint64_t(n)).value();
            const int step = WythoffConstruction::pairStep(n);
            QCOMPARE(c.kind(step), WythoffConstruction::StepKind::Pair);
            QCOMPARE(c.pair(c.stepPair(step)), exact);
            QCOMPARE(c.normalPairsShown(step), n + 1);
            QCOMPARE(c.miserePairsShown(step), 0);
            QVERIFY(!c.isMisere(step));
        }
    }

    void wythoffMisereStepsMatchABruteForceSearch()
    {
        const WythoffConstruction c;
        const std::vector<WythoffPair> brute = miserePairsByBruteForce();
        QVERIFY(brute.size() >= std::size_t(c.pairCount()));
        for (int n = 0; n < c.pairCount(); ++n)
            QCOMPARE(c.miserePair(n), brute[std::size_t(n)]);
        // The article: only the first two pairs differ from normal play.
        QCOMPARE(c.miserePair(0), (WythoffPair{0, 1}));
        QCOMPARE(c.miserePair(1), (WythoffPair{2, 2}));
        for (int n = 2; n < c.pairCount(); ++n)
            QCOMPARE(c.miserePair(n), c.pair(n));
        // Their own steps: (0, 1), then (2, 2), then the rest at once.
        const int first = c.pairCount() + 1;
        QCOMPARE(c.stepCount(), first + 3);
        const WythoffConstruction::StepKind kinds[] = {WythoffConstruction::StepKind::MiserePair,
                                                       WythoffConstruction::StepKind::MiserePair,
                                                       WythoffConstruction::StepKind::MisereRest};
        const int shown[] = {1, 2, c.pairCount()};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(c.kind(first + i), kinds[i]);
            QVERIFY(c.isMisere(first + i));
            QCOMPARE(c.miserePairsShown(first + i), shown[i]);
            QCOMPARE(c.normalPairsShown(first + i), c.pairCount());
        }
        // The misère board starts again from empty: (0, 0) is N and (0, 1) P at the first misère step, (2, 2) is
        // still open; at the last step every square is what the brute-force search says.
        using Mark = WythoffConstruction::Mark;
        QCOMPARE(c.cell(first, 0, 0).mark, Mark::N);
        QCOMPARE(c.cell(first, 0, 1), (WythoffConstruction::Cell{Mark::P, first}));
        QCOMPARE(c.cell(first, 1, 0), (WythoffConstruction::Cell{Mark::P, first}));
        QCOMPARE(c.cell(first, 2, 2).mark, Mark::Unknown);
        QCOMPARE(c.smallestUnknown(first, WythoffConstruction::kMaxSide), (WythoffPair{2, 2}));
        QCOMPARE(c.cell(first + 1, 2, 2), (WythoffConstruction::Cell{Mark::P, first + 1}));
        const auto p = misereP();
        const int last = c.stepCount() - 1;
        QCOMPARE(c.unknownAfter(last, WythoffConstruction::kMaxSide), 0);
        for (int x = 0; x < WythoffConstruction::kMaxSide; ++x)
            for (int y = 0; y < WythoffConstruction::kMaxSide; ++y)
                QCOMPARE(c.cell(last, x, y).mark == Mark::P, bool(p[std::size_t(x)][std::size_t(y)]));
    }
};

QTEST_GUILESS_MAIN(TstExampleFigures)
#include "tst_examplefigures.moc"
