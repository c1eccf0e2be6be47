#include "math/nimsumtable.h"

#include <QTest>

#include <algorithm>
#include <climits>
#include <set>

using nimlab::NimSumMethod;
using nimlab::NimSumTable;

Q_DECLARE_METATYPE(NimSumMethod)

namespace {

const NimSumMethod kMethods[] = {NimSumMethod::Xor, NimSumMethod::Mex, NimSumMethod::Blocks};

const char *methodName(NimSumMethod method)
{
    return nimlab::nimSumMethodName(method).data();
}

/// The article's table of nim-sums of 0..7, as printed.
const int kSeedTable[8][8] = {
    {0, 1, 2, 3, 4, 5, 6, 7}, {1, 0, 3, 2, 5, 4, 7, 6}, {2, 3, 0, 1, 6, 7, 4, 5}, {3, 2, 1, 0, 7, 6, 5, 4},
    {4, 5, 6, 7, 0, 1, 2, 3}, {5, 4, 7, 6, 1, 0, 3, 2}, {6, 7, 4, 5, 2, 3, 0, 1}, {7, 6, 5, 4, 3, 2, 1, 0},
};

std::size_t cell(int m, int n, int size)
{
    return static_cast<std::size_t>(m) * static_cast<std::size_t>(size) + n;
}

int mexOf(const std::set<int> &used)
{
    int v = 0;
    while (used.count(v) != 0)
        ++v;
    return v;
}

/// The article's method 2 written out plainly: G(m, n) is the smallest value not in G(m, 0..n-1) or G(0..m-1, n).
std::vector<int> definitionTable(int size)
{
    std::vector<int> g(cell(size, 0, size));
    for (int m = 0; m < size; ++m) {
        for (int n = 0; n < size; ++n) {
            std::set<int> used;
            for (int j = 0; j < n; ++j)
                used.insert(g[cell(m, j, size)]);
            for (int i = 0; i < m; ++i)
                used.insert(g[cell(i, n, size)]);
            g[cell(m, n, size)] = mexOf(used);
        }
    }
    return g;
}

/// Index of the first cell where the two tables differ, -1 if they are equal.
long long firstMismatch(const std::vector<std::uint16_t> &a, const std::vector<std::uint16_t> &b)
{
    if (a.size() != b.size())
        return 0;
    const auto pair = std::mismatch(a.begin(), a.end(), b.begin());
    return pair.first == a.end() ? -1 : pair.first - a.begin();
}

/// One row per method, or per method and value of `column` (rows named like "mex-17").
void addMethodRows(const char *column = nullptr, std::initializer_list<int> values = {})
{
    QTest::addColumn<NimSumMethod>("method");
    if (column)
        QTest::addColumn<int>(column);
    for (const NimSumMethod method : kMethods) {
        if (!column)
            QTest::addRow("%s", methodName(method)) << method;
        for (const int value : values)
            QTest::addRow("%s-%d", methodName(method), value) << method << value;
    }
}

} // namespace

class TstNimSumTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void methodNames_data() { addMethodRows(); }
    void methodNames();
    void seedTable_data() { addMethodRows("size", {8, 13, 64}); }
    void seedTable();
    void matchesDefinition_data() { addMethodRows("size", {1, 2, 3, 5, 8, 17, 64, 100}); }
    void matchesDefinition();
    void methodsAgree_data();
    void methodsAgree();
    void largestSize_data() { addMethodRows(); }
    void largestSize();
    void operationsCounted_data();
    void operationsCounted();
    void seedMexSteps_data();
    void seedMexSteps();
    void stepsReplay_data() { addMethodRows("size", {1, 2, 5, 8, 13, 32}); }
    void stepsReplay();
    void blocksStepCount_data();
    void blocksStepCount();
    void cancellation_data() { addMethodRows("stopAtCall", {1, 3, 40}); }
    void cancellation();
    void progressReported_data() { addMethodRows(); }
    void progressReported();
    void invalidSizes_data() { addMethodRows("size", {0, -1, nimlab::kMaxNimSumTableSize + 1, INT_MIN}); }
    void invalidSizes();
};

void TstNimSumTable::methodNames()
{
    QFETCH(NimSumMethod, method);
    QCOMPARE(nimlab::nimSumMethodFromName(nimlab::nimSumMethodName(method)), std::optional<NimSumMethod>(method));
    QVERIFY(!nimlab::nimSumMethodFromName("nim").has_value());
    QVERIFY(!nimlab::nimSumMethodFromName("").has_value());
}

void TstNimSumTable::seedTable()
{
    QFETCH(NimSumMethod, method);
    QFETCH(int, size);
    const NimSumTable table = nimlab::buildNimSumTable(method, size);
    QCOMPARE(table.size, size);
    for (int m = 0; m < 8; ++m) {
        for (int n = 0; n < 8; ++n)
            QCOMPARE(int(table.at(m, n)), kSeedTable[m][n]);
    }
    if (size > 12)
        QCOMPARE(int(table.at(6, 12)), 10); // the article's nim-sum(2 + 4, 4 + 8) = 2 + 8
}

void TstNimSumTable::matchesDefinition()
{
    QFETCH(NimSumMethod, method);
    QFETCH(int, size);
    const NimSumTable table = nimlab::buildNimSumTable(method, size);
    QCOMPARE(table.size, size);
    QCOMPARE(table.cells.size(), std::size_t(size * size));
    const std::vector<int> expected = definitionTable(size);
    for (int m = 0; m < size; ++m) {
        for (int n = 0; n < size; ++n)
            QCOMPARE(int(table.at(m, n)), expected[cell(m, n, size)]);
    }
}

void TstNimSumTable::methodsAgree_data()
{
    QTest::addColumn<int>("size");
    for (const int size : {1000, 3000, 4096})
        QTest::addRow("%d", size) << size;
}

void TstNimSumTable::methodsAgree()
{
    QFETCH(int, size);
    const NimSumTable byXor = nimlab::buildNimSumTable(NimSumMethod::Xor, size);
    const NimSumTable byMex = nimlab::buildNimSumTable(NimSumMethod::Mex, size);
    const NimSumTable byBlocks = nimlab::buildNimSumTable(NimSumMethod::Blocks, size);
    QCOMPARE(byXor.size, size);
    QCOMPARE(byMex.size, size);
    QCOMPARE(byBlocks.size, size);
    QCOMPARE(byXor.cells.size(), std::size_t(size) * std::size_t(size));
    QCOMPARE(firstMismatch(byMex.cells, byXor.cells), -1LL);
    QCOMPARE(firstMismatch(byBlocks.cells, byXor.cells), -1LL);
    QCOMPARE(int(byXor.at(size - 1, 0)), size - 1);
    QCOMPARE(int(byXor.at(size - 1, size - 1)), 0);
}

void TstNimSumTable::largestSize()
{
    QFETCH(NimSumMethod, method);
    const int size = nimlab::kMaxNimSumTableSize;
    const NimSumTable table = nimlab::buildNimSumTable(method, size);
    QCOMPARE(table.size, size);
    QCOMPARE(table.cells.size(), std::size_t(size) * std::size_t(size));
    std::size_t wrong = 0;
    for (int m = 0; m < size; ++m) {
        for (int n = 0; n < size; ++n)
            wrong += table.at(m, n) != (m ^ n) ? 1 : 0;
    }
    QCOMPARE(wrong, std::size_t(0));
}

void TstNimSumTable::operationsCounted_data()
{
    QTest::addColumn<NimSumMethod>("method");
    QTest::addColumn<int>("size");
    QTest::addColumn<quint64>("expected"); // 0: only a lower bound is known
    QTest::addRow("xor-100") << NimSumMethod::Xor << 100 << quint64(100 * 100);
    QTest::addRow("blocks-64") << NimSumMethod::Blocks << 64 << quint64(64 * 64);
    QTest::addRow("blocks-100-cropped") << NimSumMethod::Blocks << 100 << quint64(128 * 128 + 100 * 100);
    QTest::addRow("mex-100") << NimSumMethod::Mex << 100 << quint64(0);
}

void TstNimSumTable::operationsCounted()
{
    QFETCH(NimSumMethod, method);
    QFETCH(int, size);
    QFETCH(quint64, expected);
    const NimSumTable table = nimlab::buildNimSumTable(method, size);
    if (expected != 0) {
        QCOMPARE(quint64(table.operations), expected);
    } else {
        // Mex writes every cell and reads at least one bitset word for each.
        QVERIFY(table.operations >= 2 * std::uint64_t(size * size));
        QVERIFY(table.operations < std::uint64_t(size * size) * std::uint64_t(size));
    }
}

void TstNimSumTable::seedMexSteps_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<std::vector<int>>("rowLeft");
    QTest::addColumn<std::vector<int>>("columnAbove");
    QTest::addColumn<int>("value");
    QTest::addRow("G(1,0)") << 1 << 0 << std::vector<int>{} << std::vector<int>{0} << 1;
    QTest::addRow("G(0,1)") << 0 << 1 << std::vector<int>{0} << std::vector<int>{} << 1;
    QTest::addRow("G(1,1)") << 1 << 1 << std::vector<int>{1} << std::vector<int>{1} << 0;
    QTest::addRow("nim-sum(6,12)") << 6 << 12 << std::vector<int>{6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13}
                                   << std::vector<int>{12, 13, 14, 15, 8, 9} << 10;
}

void TstNimSumTable::seedMexSteps()
{
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(std::vector<int>, rowLeft);
    QFETCH(std::vector<int>, columnAbove);
    QFETCH(int, value);
    const int size = 16;
    const std::vector<nimlab::NimSumStep> steps = nimlab::nimSumSteps(NimSumMethod::Mex, size);
    QCOMPARE(steps.size(), std::size_t(size * size));
    const nimlab::NimSumStep &step = steps[cell(m, n, size)];
    QCOMPARE(step.method, NimSumMethod::Mex);
    QCOMPARE(step.m, m);
    QCOMPARE(step.n, n);
    QCOMPARE(std::vector<int>(step.rowLeft.begin(), step.rowLeft.end()), rowLeft);
    QCOMPARE(std::vector<int>(step.columnAbove.begin(), step.columnAbove.end()), columnAbove);
    QCOMPARE(int(step.value), value);
}

void TstNimSumTable::stepsReplay()
{
    QFETCH(NimSumMethod, method);
    QFETCH(int, size);
    const std::vector<nimlab::NimSumStep> steps = nimlab::nimSumSteps(method, size);
    std::vector<int> replayed;
    if (method == NimSumMethod::Blocks) {
        // Each step places four copies of the current table: +0, +b on the top right and bottom left, +0.
        int current = 0;
        for (const nimlab::NimSumStep &step : steps) {
            QCOMPARE(step.method, method);
            if (step.blockSize == 0) {
                QCOMPARE(current, 0);
                replayed = {0};
                current = 1;
                continue;
            }
            QCOMPARE(step.blockSize, current);
            const int b = current;
            std::vector<int> bigger(cell(2 * b, 0, 2 * b));
            for (int m = 0; m < 2 * b; ++m) {
                for (int n = 0; n < 2 * b; ++n) {
                    const int add = (m < b) != (n < b) ? b : 0;
                    bigger[cell(m, n, 2 * b)] = replayed[cell(m % b, n % b, b)] + add;
                }
            }
            replayed = bigger;
            current = 2 * b;
        }
        QVERIFY(current >= size);
        std::vector<int> cropped;
        for (int m = 0; m < size; ++m) {
            for (int n = 0; n < size; ++n)
                cropped.push_back(replayed[cell(m, n, current)]);
        }
        replayed = cropped;
    } else {
        QCOMPARE(steps.size(), std::size_t(size * size));
        replayed.assign(cell(size, 0, size), -1);
        for (std::size_t k = 0; k < steps.size(); ++k) {
            const nimlab::NimSumStep &step = steps[k];
            QCOMPARE(step.method, method);
            QCOMPARE(step.m, int(k) / size); // row by row
            QCOMPARE(step.n, int(k) % size);
            if (method == NimSumMethod::Mex) {
                // The step shows exactly the values already placed, and its value is their mex.
                std::set<int> used;
                QCOMPARE(step.rowLeft.size(), std::size_t(step.n));
                QCOMPARE(step.columnAbove.size(), std::size_t(step.m));
                for (int j = 0; j < step.n; ++j) {
                    QCOMPARE(int(step.rowLeft[std::size_t(j)]), replayed[cell(step.m, j, size)]);
                    used.insert(step.rowLeft[std::size_t(j)]);
                }
                for (int i = 0; i < step.m; ++i) {
                    QCOMPARE(int(step.columnAbove[std::size_t(i)]), replayed[cell(i, step.n, size)]);
                    used.insert(step.columnAbove[std::size_t(i)]);
                }
                QCOMPARE(int(step.value), mexOf(used));
            } else {
                QCOMPARE(int(step.value), step.m ^ step.n);
            }
            replayed[cell(step.m, step.n, size)] = step.value;
        }
    }
    QCOMPARE(replayed, definitionTable(size));
}

void TstNimSumTable::blocksStepCount_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<std::vector<int>>("blockSizes");
    QTest::addRow("1") << 1 << std::vector<int>{0};
    QTest::addRow("2") << 2 << std::vector<int>{0, 1};
    QTest::addRow("5") << 5 << std::vector<int>{0, 1, 2, 4};
    QTest::addRow("8") << 8 << std::vector<int>{0, 1, 2, 4};
    QTest::addRow("32") << 32 << std::vector<int>{0, 1, 2, 4, 8, 16};
}

void TstNimSumTable::blocksStepCount()
{
    QFETCH(int, size);
    QFETCH(std::vector<int>, blockSizes);
    std::vector<int> actual;
    for (const nimlab::NimSumStep &step : nimlab::nimSumSteps(NimSumMethod::Blocks, size))
        actual.push_back(step.blockSize);
    QCOMPARE(actual, blockSizes);
}

void TstNimSumTable::cancellation()
{
    QFETCH(NimSumMethod, method);
    QFETCH(int, stopAtCall);
    int calls = 0;
    const NimSumTable table =
        nimlab::buildNimSumTable(method, 4096, [&calls, stopAtCall](double) { return ++calls < stopAtCall; });
    QCOMPARE(calls, stopAtCall); // stopped at once: no further call after the callback said no
    QCOMPARE(table.size, 0);
    QVERIFY(table.cells.empty());
}

void TstNimSumTable::progressReported()
{
    QFETCH(NimSumMethod, method);
    std::vector<double> fractions;
    const NimSumTable table = nimlab::buildNimSumTable(method, 2048, [&fractions](double f) {
        fractions.push_back(f);
        return true;
    });
    QCOMPARE(table.size, 2048);
    QVERIFY(fractions.size() >= 64);
    QCOMPARE(fractions.front(), 0.0);
    // Small steps between calls are what make cancellation prompt.
    for (std::size_t i = 1; i < fractions.size(); ++i) {
        QVERIFY(fractions[i] > fractions[i - 1]);
        QVERIFY(fractions[i] - fractions[i - 1] <= 1.0 / 64);
    }
    QVERIFY(fractions.back() < 1.0);
    QVERIFY(fractions.back() >= 1.0 - 1.0 / 64);
}

void TstNimSumTable::invalidSizes()
{
    QFETCH(NimSumMethod, method);
    QFETCH(int, size);
    const NimSumTable table = nimlab::buildNimSumTable(method, size);
    QCOMPARE(table.size, 0);
    QVERIFY(table.cells.empty());
    QVERIFY(nimlab::nimSumSteps(method, size).empty());
    // Steps stop at kMaxNimSumStepSize even where a table can still be built.
    QVERIFY(nimlab::nimSumSteps(method, nimlab::kMaxNimSumStepSize + 1).empty());
    QVERIFY(!nimlab::nimSumSteps(method, nimlab::kMaxNimSumStepSize).empty());
}

QTEST_GUILESS_MAIN(TstNimSumTable)
#include "tst_nimsumtable.moc"
