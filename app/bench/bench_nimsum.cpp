// Nim-sum table cases: the bitset mex against the textbook mex, blocks against XOR, and the peak memory of each
// builder against the table it produces.
#include "benchreport.h"
#include "memorytracker.h"

#include "math/nimsumtable.h"

#include <algorithm>
#include <vector>

namespace nimlab::bench {

namespace {

/// The article's method 2 as a textbook writes it: for each cell, mark the values in the row to the left and the column
/// above, then take the first unmarked value. No bitset words, no running mex.
std::vector<std::uint16_t> textbookMexTable(int size)
{
    const auto at = [size](int m, int n) { return static_cast<std::size_t>(m) * static_cast<std::size_t>(size) + n; };
    std::vector<std::uint16_t> g(static_cast<std::size_t>(size) * static_cast<std::size_t>(size));
    for (int m = 0; m < size; ++m) {
        for (int n = 0; n < size; ++n) {
            std::vector<bool> marked(static_cast<std::size_t>(m + n + 1), false); // m + n values miss one of 0..m+n
            for (int j = 0; j < n; ++j)
                marked[g[at(m, j)]] = true;
            for (int i = 0; i < m; ++i)
                marked[g[at(i, n)]] = true;
            std::size_t value = 0;
            while (marked[value])
                ++value;
            g[at(m, n)] = static_cast<std::uint16_t>(value);
        }
    }
    return g;
}

QString methodLabel(NimSumMethod method)
{
    const std::string_view name = nimSumMethodName(method);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

void compareMexWithTextbook(BenchReport &report, int size)
{
    std::vector<std::uint16_t> textbook;
    const double textbookMs = timeMs([&] { textbook = textbookMexTable(size); });
    NimSumTable fast;
    const double fastMs = timeMs([&] { fast = buildNimSumTable(NimSumMethod::Mex, size); }, 3);
    const bool same = fast.cells == textbook;
    const double speedup = fastMs > 0 ? textbookMs / fastMs : 0.0;
    report.addComparison(QStringLiteral("nim-sum %1x%1: bitset mex vs textbook mex%2")
                             .arg(size)
                             .arg(same ? QString() : QStringLiteral(" (TABLES DIFFER)")),
                         fastMs, textbookMs, QStringLiteral("at least 100x"), same && speedup >= 100);
}

void timeBigMex(BenchReport &report, int size)
{
    int builtSize = 0;
    const double ms = timeMs([&] { builtSize = buildNimSumTable(NimSumMethod::Mex, size).size; });
    report.addTiming(QStringLiteral("nim-sum %1x%1: mex build").arg(size), ms, QStringLiteral("ms"),
                     QStringLiteral("completes, under 10 s"), builtSize == size && ms < 10000);
}

void compareBlocksWithXor(BenchReport &report, int size)
{
    const auto timeMethod = [size](NimSumMethod method, bool &ok) {
        return timeMs([&] { ok = buildNimSumTable(method, size).size == size && ok; }, 7);
    };
    bool ok = true;
    // A warm-up run first, so the first method timed does not pay alone for the allocator's first fresh pages.
    timeMethod(NimSumMethod::Xor, ok);
    const double blocksMs = timeMethod(NimSumMethod::Blocks, ok);
    const double xorMs = timeMethod(NimSumMethod::Xor, ok);
    report.addRatio(QStringLiteral("nim-sum %1x%1: blocks vs xor").arg(size), blocksMs, QStringLiteral("xor"), xorMs,
                    QStringLiteral("at most 2x"), ok && blocksMs <= 2.0 * xorMs);
}

void measureMemory(BenchReport &report, NimSumMethod method, int size)
{
    const std::uint64_t baseline = currentHeapBytes();
    resetPeakHeapBytes();
    std::uint64_t tableBytes = 0;
    {
        const NimSumTable table = buildNimSumTable(method, size);
        tableBytes = table.cells.size() * sizeof(std::uint16_t);
    }
    const std::uint64_t peak = peakHeapBytes() - baseline;
    report.addMemory(QStringLiteral("nim-sum %1x%1: %2 peak heap").arg(size).arg(methodLabel(method)), peak, tableBytes,
                     QStringLiteral("at most 3x the table"),
                     tableBytes > 0 && double(peak) <= 3.0 * double(tableBytes));
}

} // namespace

void benchNimSum(BenchReport &report, bool quick)
{
    compareMexWithTextbook(report, quick ? 128 : 1024);
    timeBigMex(report, quick ? 256 : 4096);
    compareBlocksWithXor(report, quick ? 256 : 4096);
    for (const NimSumMethod method : {NimSumMethod::Xor, NimSumMethod::Mex, NimSumMethod::Blocks})
        measureMemory(report, method, quick ? 256 : 4096);
}

} // namespace nimlab::bench
