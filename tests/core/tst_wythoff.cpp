#include "math/fibonacci.h"
#include "math/wideint.h"
#include "math/wythoff.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <limits>
#include <set>
#include <tuple>

using namespace nimlab;
using OptU64 = std::optional<std::uint64_t>;

Q_DECLARE_METATYPE(nimlab::WythoffPair)

namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// A 256-bit product of two 128-bit numbers, so the defining inequalities can be checked even where 5 k^2 overflows
// 128 bits, independently of the 128-bit tricks in the code under test.
struct Wide
{
    UInt128 high = 0;
    UInt128 low = 0;
    friend bool operator<(const Wide &a, const Wide &b) { return std::tie(a.high, a.low) < std::tie(b.high, b.low); }
};

Wide multiply(UInt128 a, UInt128 b)
{
    const auto lo = [](UInt128 v) { return static_cast<UInt128>(static_cast<std::uint64_t>(v)); };
    const UInt128 p00 = lo(a) * lo(b), p01 = lo(a) * (b >> 64), p10 = (a >> 64) * lo(b), p11 = (a >> 64) * (b >> 64);
    const UInt128 middle = (p00 >> 64) + lo(p01) + lo(p10);
    return {p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64), (middle << 64) | lo(p00)};
}

// value == floor(k (m + sqrt5) / 2) <=> 2 value - m k <= k sqrt5 < 2 value - m k + 2 <=> (both sides are >= 0)
// (2 value - m k)^2 <= 5 k^2 < (2 value - m k + 2)^2. m = 1 tests floor(k phi), m = 3 tests floor(k phi^2).
bool isFloorOfKTimes(std::uint64_t value, std::uint64_t k, unsigned m)
{
    const UInt128 base = 2 * UInt128{value} - m * UInt128{k};
    const Wide fiveKSquared = multiply(5 * UInt128{k}, k);
    return !(fiveKSquared < multiply(base, base)) && fiveKSquared < multiply(base + 2, base + 2);
}

std::uint64_t sumOfFibonacci(const std::vector<int> &indices)
{
    std::uint64_t sum = 0;
    for (const int index : indices)
        sum += fibonacci(index);
    return sum;
}

// Whether `to` is one queen move from `from`, restated from the rules for small boards.
bool isMove(int x, int y, int tx, int ty)
{
    return (tx == x || ty == y || x - tx == y - ty) && (tx != x || ty != y);
}

// The P/N table straight from the definition: P iff no move reaches a P-position. Misere: (0, 0) is N.
std::vector<std::vector<bool>> bruteForceP(int size, bool misere)
{
    std::vector<std::vector<bool>> isP(size, std::vector<bool>(size, false));
    for (int x = 0; x < size; ++x)
        for (int y = 0; y < size; ++y) {
            bool reachesP = x == 0 && y == 0 && misere;
            for (int tx = 0; tx <= x; ++tx)
                for (int ty = 0; ty <= y; ++ty)
                    reachesP = reachesP || (isMove(x, y, tx, ty) && isP[tx][ty]);
            isP[x][y] = !reachesP;
        }
    return isP;
}

} // namespace

class TstWythoff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void articleTable_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<quint64>("x");
        QTest::addColumn<quint64>("y");
        // The seed's table for n = 0..20, as printed.
        const quint64 xs[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
        const quint64 ys[] = {0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52};
        for (int n = 0; n <= 20; ++n)
            QTest::addRow("n=%d", n) << n << xs[n] << ys[n];
    }

    void articleTable()
    {
        QFETCH(int, n);
        QFETCH(quint64, x);
        QFETCH(quint64, y);
        QCOMPARE(wythoffLower(n), OptU64(x));
        QCOMPARE(wythoffPPosition(n), std::optional<WythoffPair>(WythoffPair{x, y}));
        const WythoffConstructionStep step = wythoffConstruction(21).at(n);
        QCOMPARE(step.n, std::uint64_t(n));
        QCOMPARE(step.pair, (WythoffPair{x, y}));
        QVERIFY(wythoffIsP(x, y) && wythoffIsP(y, x));
        QVERIFY(wythoffWinningMoves(x, y).empty());
        QCOMPARE(wythoffPartner(x), OptU64(y));
        QCOMPARE(wythoffPartner(y), OptU64(x));
    }

    void constructionByMex()
    {
        const std::vector<WythoffPair> pairs = wythoffConstructionPairs(10001);
        QCOMPARE(pairs.size(), std::size_t{10001});
        for (std::uint64_t n = 0; n < pairs.size(); ++n)
            QCOMPARE(std::optional<WythoffPair>(pairs[n]), wythoffPPosition(n));
        // The teaching form: usedValues are exactly the earlier coordinates, ascending, and x is their mex.
        std::set<std::uint64_t> earlier;
        for (const WythoffConstructionStep &step : wythoffConstruction(300)) {
            QCOMPARE(step.pair, pairs[step.n]);
            QCOMPARE(step.pair.y - step.pair.x, step.n);
            QCOMPARE(step.usedValues, std::vector<std::uint64_t>(earlier.begin(), earlier.end()));
            QVERIFY(!earlier.count(step.pair.x));
            QCOMPARE(std::uint64_t(std::distance(earlier.begin(), earlier.lower_bound(step.pair.x))), step.pair.x);
            earlier.insert({step.pair.x, step.pair.y});
        }
        QVERIFY(wythoffConstruction(0).empty() && wythoffConstructionPairs(-1).empty());
    }

    void largeIndices_data()
    {
        QTest::addColumn<quint64>("k");
        QTest::addRow("2^61") << (quint64{1} << 61);
        QTest::addRow("2^61+1") << (quint64{1} << 61) + 1;
        QTest::addRow("2^62-1") << (quint64{1} << 62) - 1;
        QTest::addRow("maxIndex-1") << quint64(wythoffMaxIndex() - 1);
        QTest::addRow("maxIndex") << quint64(wythoffMaxIndex());
    }

    void largeIndices()
    {
        QFETCH(quint64, k);
        const std::optional<WythoffPair> pair = wythoffPPosition(k);
        QVERIFY(pair);
        QVERIFY(isFloorOfKTimes(pair->x, k, 1));
        QVERIFY(!isFloorOfKTimes(pair->x + 1, k, 1) && !isFloorOfKTimes(pair->x - 1, k, 1));
        QVERIFY(isFloorOfKTimes(pair->y, k, 3)); // b_k = floor(k phi^2) = a_k + k, checked on its own
        QCOMPARE(pair->y - pair->x, k);
        const OptU64 next = wythoffLower(k + 1);
        QVERIFY(next && (*next - pair->x == 1 || *next - pair->x == 2) && isFloorOfKTimes(*next, k + 1, 1));
        QVERIFY(wythoffIsP(pair->x, pair->y) && wythoffIsP(pair->y, pair->x));
        QVERIFY(!wythoffIsP(pair->x, pair->y - 1) && !wythoffIsP(pair->x - 1, pair->y));
        QCOMPARE(wythoffPartner(pair->x), OptU64(pair->y));
        QCOMPARE(wythoffPartner(pair->y), OptU64(pair->x));
    }

    void lowerBeyondPairs_data()
    {
        QTest::addColumn<quint64>("k");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<quint64>("lower"); // floor(k phi), from an 80-digit decimal computation
        QTest::addRow("2^63") << (quint64{1} << 63) << true << quint64{14923729446516375050ULL};
        QTest::addRow("5k^2 needs 129 bits")
            << quint64{8250000000000000000ULL} << true << quint64{13348780407186632497ULL};
        QTest::addRow("last below 2^64") << quint64{11400714819323198485ULL} << true
                                         << quint64{18446744073709551614ULL};
        QTest::addRow("first past 2^64") << quint64{11400714819323198486ULL} << false << quint64{0};
        QTest::addRow("2^64-1") << quint64(kMax) << false << quint64{0};
    }

    void lowerBeyondPairs()
    {
        QFETCH(quint64, k);
        QFETCH(bool, fits);
        QFETCH(quint64, lower);
        QCOMPARE(wythoffLower(k), fits ? OptU64(lower) : std::nullopt);
        QVERIFY(!wythoffPPosition(k));
        // Independently: a_k fits iff k phi < 2^64, i.e. 5 k^2 < (2^65 - k)^2.
        const UInt128 bound = (UInt128{1} << 65) - k;
        QCOMPARE(multiply(5 * UInt128{k}, k) < multiply(bound, bound), fits);
        QVERIFY(!fits || isFloorOfKTimes(lower, k, 1));
    }

    void maxIndex()
    {
        const std::uint64_t k = wythoffMaxIndex();
        QCOMPARE(wythoffPPosition(k)->y, kMax); // b_k lands exactly on 2^64 - 1
        QVERIFY(!wythoffPPosition(k + 1) && !wythoffZeckendorfForm(k + 1));
        // k + 1 fails because a + k + 1 overflows; a itself still fits, and its partner is the one that does not.
        const OptU64 next = wythoffLower(k + 1);
        QVERIFY(next && UInt128{*next} + k + 1 > kMax);
        QCOMPARE(wythoffPartner(*next), OptU64());
    }

    void misereSmall_data()
    {
        QTest::addColumn<quint64>("x");
        QTest::addColumn<quint64>("y");
        QTest::addColumn<bool>("isP");
        QTest::addRow("(0,0): N, no moves") << quint64{0} << quint64{0} << false;
        QTest::addRow("(0,1)") << quint64{0} << quint64{1} << true;
        QTest::addRow("(1,0)") << quint64{1} << quint64{0} << true;
        QTest::addRow("(1,2): normal P only") << quint64{1} << quint64{2} << false;
        QTest::addRow("(2,2)") << quint64{2} << quint64{2} << true;
        QTest::addRow("(1,1)") << quint64{1} << quint64{1} << false;
        QTest::addRow("(3,5)") << quint64{3} << quint64{5} << true;
        QTest::addRow("(7,4)") << quint64{7} << quint64{4} << true;
    }

    void misereSmall()
    {
        QFETCH(quint64, x);
        QFETCH(quint64, y);
        QFETCH(bool, isP);
        QCOMPARE(wythoffIsP(x, y, true), isP);
        QCOMPARE(wythoffWinningMoves(x, y, true).empty(), isP || (x == 0 && y == 0));
        for (std::uint64_t k = 0; k < 30; ++k) {
            const WythoffPair p = *wythoffMisereP(k);
            QVERIFY(wythoffIsP(p.x, p.y, true));
            QCOMPARE(wythoffPartner(p.x, true), OptU64(p.y));
            QCOMPARE(wythoffPartner(p.y, true), OptU64(p.x));
        }
    }

    void smallBoardAgainstDefinition_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addRow("normal") << false;
        QTest::addRow("misere") << true;
    }

    void smallBoardAgainstDefinition()
    {
        QFETCH(bool, misere);
        constexpr int size = 61;
        const auto isP = bruteForceP(size, misere);
        for (int x = 0; x < size; ++x)
            for (int y = 0; y < size; ++y) {
                QCOMPARE(wythoffIsP(x, y, misere), bool(isP[x][y]));
                std::vector<WythoffPair> expected;
                for (int tx = 0; tx <= x; ++tx)
                    for (int ty = 0; ty <= y; ++ty)
                        if (isP[tx][ty] && isMove(x, y, tx, ty))
                            expected.push_back({std::uint64_t(tx), std::uint64_t(ty)});
                std::vector<WythoffPair> moves = wythoffWinningMoves(x, y, misere);
                std::sort(moves.begin(), moves.end(),
                          [](auto a, auto b) { return std::tie(a.x, a.y) < std::tie(b.x, b.y); });
                QCOMPARE(moves, expected);
            }
    }

    void largePositions_data()
    {
        QTest::addColumn<quint64>("base");
        QTest::addColumn<bool>("misere");
        for (const bool misere : {false, true}) {
            const char *mode = misere ? "misere" : "normal";
            QTest::addRow("near 2^64-1, %s", mode) << kMax - (quint64{1} << 40) << misere;
            QTest::addRow("near 2^63, %s", mode) << (quint64{1} << 63) << misere;
            QTest::addRow("near 2^62, %s", mode) << (quint64{1} << 62) << misere;
        }
    }

    void largePositions()
    {
        QFETCH(quint64, base);
        QFETCH(bool, misere);
        QRandomGenerator random(20240308);
        // A P-position has no winning move; any other has one to three, each legal and landing on P.
        const auto check = [misere](WythoffPair from) {
            const std::vector<WythoffPair> moves = wythoffWinningMoves(from.x, from.y, misere);
            return wythoffIsP(from.x, from.y, misere) == moves.empty() && moves.size() <= 3 &&
                   std::all_of(moves.begin(), moves.end(), [&](WythoffPair to) {
                       return wythoffIsLegal(from, to) && wythoffIsP(to.x, to.y, misere);
                   });
        };
        for (int i = 0; i < 300; ++i) {
            const WythoffPair from{base + random.bounded(quint64{1} << 40), base + random.bounded(quint64{1} << 40)};
            QVERIFY2(check(from), qPrintable(QStringLiteral("(%1, %2)").arg(from.x).arg(from.y)));
            // A P-position with its larger coordinate near base, and neighbours that all have the move back to it.
            const WythoffPair p = *wythoffPPosition((base / 8) * 3 + random.bounded(quint64{1} << 40));
            QVERIFY(wythoffIsP(p.x, p.y, misere) && wythoffIsP(p.y, p.x, misere));
            QVERIFY(check(p) && check({p.y, p.x}));
            const std::uint64_t step = 1 + random.bounded(quint64{1} << 20);
            for (const WythoffPair n : {WythoffPair{p.x + step, p.y}, {p.x, p.y + step}, {p.x + step, p.y + step}}) {
                const auto moves = wythoffWinningMoves(n.x, n.y, misere);
                QVERIFY(check(n) && std::find(moves.begin(), moves.end(), p) != moves.end());
            }
        }
    }

    void legality_data()
    {
        QTest::addColumn<WythoffPair>("from");
        QTest::addColumn<WythoffPair>("to");
        QTest::addColumn<bool>("legal");
        QTest::addRow("left") << WythoffPair{5, 7} << WythoffPair{2, 7} << true;
        QTest::addRow("down") << WythoffPair{5, 7} << WythoffPair{5, 0} << true;
        QTest::addRow("diagonal") << WythoffPair{5, 7} << WythoffPair{1, 3} << true;
        QTest::addRow("stay") << WythoffPair{5, 7} << WythoffPair{5, 7} << false;
        QTest::addRow("knight") << WythoffPair{5, 7} << WythoffPair{4, 5} << false;
        QTest::addRow("up") << WythoffPair{5, 7} << WythoffPair{5, 8} << false;
        QTest::addRow("up-left diagonal") << WythoffPair{5, 7} << WythoffPair{4, 8} << false;
        QTest::addRow("huge diagonal") << WythoffPair{kMax, kMax - 1} << WythoffPair{1, 0} << true;
    }

    void legality()
    {
        QFETCH(WythoffPair, from);
        QFETCH(WythoffPair, to);
        QFETCH(bool, legal);
        QCOMPARE(wythoffIsLegal(from, to), legal);
    }

    void zeckendorfArticleRows_data()
    {
        QTest::addColumn<quint64>("k");
        QTest::addColumn<std::vector<int>>("differenceIndices");
        QTest::addColumn<std::vector<int>>("xIndices");
        QTest::addColumn<std::vector<int>>("yIndices");
        QTest::addRow("(1,2): 1 = F_1") << quint64{1} << std::vector{1} << std::vector{2} << std::vector{3};
        QTest::addRow("(4,7): 3 = F_3 + F_1")
            << quint64{3} << std::vector{3, 1} << std::vector{4, 2} << std::vector{5, 3};
        QTest::addRow("(12,20): 8 = F_5 + F_3 + F_1, not F_6")
            << quint64{8} << std::vector{5, 3, 1} << std::vector{6, 4, 2} << std::vector{7, 5, 3};
    }

    void zeckendorfArticleRows()
    {
        QFETCH(quint64, k);
        QFETCH(std::vector<int>, differenceIndices);
        QFETCH(std::vector<int>, xIndices);
        QFETCH(std::vector<int>, yIndices);
        const std::optional<WythoffZeckendorfForm> form = wythoffZeckendorfForm(k);
        QVERIFY(form);
        QCOMPARE(form->differenceIndices, differenceIndices);
        QCOMPARE(form->xIndices, xIndices);
        QCOMPARE(form->yIndices, yIndices);
    }

    void zeckendorfAllUpTo10000()
    {
        QVERIFY(!wythoffZeckendorfForm(0));
        std::vector<std::uint64_t> ks{wythoffMaxIndex(), std::uint64_t{1} << 61};
        for (std::uint64_t k = 1; k <= 10000; ++k)
            ks.push_back(k);
        for (const std::uint64_t k : ks) {
            const WythoffPair pair = *wythoffPPosition(k);
            const WythoffZeckendorfForm form = *wythoffZeckendorfForm(k);
            QCOMPARE(sumOfFibonacci(form.differenceIndices), pair.y - pair.x);
            QCOMPARE(sumOfFibonacci(form.xIndices), pair.x);
            QCOMPARE(sumOfFibonacci(form.yIndices), pair.y);
            QVERIFY(form.differenceIndices.back() % 2 == 1);
            for (std::size_t i = 1; i < form.xIndices.size(); ++i)
                QVERIFY(form.xIndices[i - 1] - form.xIndices[i] >= 2);
        }
    }
};

QTEST_GUILESS_MAIN(TstWythoff)
#include "tst_wythoff.moc"
