// The Grundy table of Wythoff's game (mex of the row, the column and the diagonal, with word bitsets) against the
// definition, its zeros at the P-positions, the full 4096 size and cancellation.
#include "math/wythoff.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <set>
#include <vector>

using namespace nimlab;

namespace {

// The mex of G over the options of (x, y), with a std::set as the definition states it.
template <typename G> int mexOfOptions(int x, int y, G g)
{
    std::set<int> options;
    for (int a = 1; a <= std::max(x, y); ++a) {
        if (a <= x)
            options.insert(g(x - a, y));
        if (a <= y)
            options.insert(g(x, y - a));
        if (a <= std::min(x, y))
            options.insert(g(x - a, y - a));
    }
    int mex = 0;
    while (options.count(mex))
        ++mex;
    return mex;
}

} // namespace

class TstWythoffGrundy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void grundyAgainstDefinition()
    {
        constexpr int size = 40;
        const WythoffGrundyTable table = buildWythoffGrundy(size);
        QCOMPARE(table.size, size);
        QVERIFY(table.operations > 0);
        std::vector<std::vector<int>> g(size, std::vector<int>(size));
        for (int x = 0; x < size; ++x)
            for (int y = 0; y < size; ++y) {
                g[x][y] = mexOfOptions(x, y, [&](int i, int j) { return g[i][j]; });
                QCOMPARE(int(table.at(x, y)), g[x][y]);
            }
    }

    void grundyZerosAtPPositions()
    {
        constexpr int size = 1000;
        const WythoffGrundyTable table = buildWythoffGrundy(size);
        QCOMPARE(table.cells.size(), std::size_t{size * size});
        for (int x = 0; x < size; ++x)
            for (int y = 0; y < size; ++y) {
                QCOMPARE(table.at(x, y) == 0, wythoffIsP(x, y));
                QCOMPARE(table.at(x, y), table.at(y, x));
            }
        for (int x = 0; x < size; x += 37) // an anti-diagonal against the definition over the stored options
            QCOMPARE(int(table.at(x, size - 1 - x)),
                     mexOfOptions(x, size - 1 - x, [&](int a, int b) { return table.at(a, b); }));
    }

    void grundyFullSize()
    {
        constexpr int size = kMaxWythoffGrundySize;
        std::vector<double> fractions;
        const WythoffGrundyTable table = buildWythoffGrundy(size, [&](double f) {
            fractions.push_back(f);
            return true;
        });
        QCOMPARE(table.size, size);
        QCOMPARE(fractions.size(), std::size_t{size}); // once per row, rising to exactly 1
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()) && fractions.back() == 1.0);
        for (int v = 0; v < size; ++v) {
            QCOMPARE(int(table.at(0, v)), v); // one pile is Nim
            QCOMPARE(table.at(v, v) == 0, v == 0);
        }
        QRandomGenerator random(7);
        for (int i = 0; i < 20000; ++i) {
            const int x = random.bounded(size);
            const int y = random.bounded(size);
            QCOMPARE(table.at(x, y), table.at(y, x));
            QCOMPARE(table.at(x, y) == 0, wythoffIsP(x, y));
            QVERIFY(table.at(x, y) <= x + y + std::min(x, y));
            // Some cells, the far corner first, against the definition over the stored options.
            if (i < 60) {
                const int cx = i == 0 ? size - 1 : x, cy = i == 0 ? size - 1 : y;
                QCOMPARE(int(table.at(cx, cy)), mexOfOptions(cx, cy, [&](int a, int b) { return table.at(a, b); }));
            }
        }
    }

    void grundyRejectsAndCancels()
    {
        for (const int size : {0, -1, kMaxWythoffGrundySize + 1})
            QCOMPARE(buildWythoffGrundy(size).size, 0);
        QCOMPARE(int(buildWythoffGrundy(1).at(0, 0)), 0);
        int calls = 0;
        const auto cancelled = buildWythoffGrundy(kMaxWythoffGrundySize, [&](double) { return ++calls < 3; });
        QCOMPARE(calls, 3); // stops right after the row whose report was refused
        QVERIFY(cancelled.size == 0 && cancelled.cells.empty());
    }
};

QTEST_GUILESS_MAIN(TstWythoffGrundy)
#include "tst_wythoffgrundy.moc"
