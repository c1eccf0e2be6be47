// Wythoff cases: the bitset Grundy table against the textbook mex per cell, the full 4096 table's time and memory,
// and the per-call cost of the exact 128-bit P-position arithmetic near the top of the 64-bit range.
#include "benchreport.h"
#include "memorytracker.h"

#include "math/wythoff.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace nimlab::bench {

namespace {

// The definition as a textbook states it: for each cell, mark every option's value, then take the first unmarked.
std::vector<std::uint16_t> textbookGrundy(int size)
{
    const auto n = static_cast<std::size_t>(size);
    std::vector<std::uint16_t> g(n * n);
    std::vector<bool> marks;
    for (std::size_t x = 0; x < n; ++x) {
        for (std::size_t y = 0; y < n; ++y) {
            marks.assign(3 * n, false);
            for (std::size_t a = 1; a <= x; ++a)
                marks[g[(x - a) * n + y]] = true;
            for (std::size_t a = 1; a <= y; ++a)
                marks[g[x * n + y - a]] = true;
            for (std::size_t a = 1; a <= std::min(x, y); ++a)
                marks[g[(x - a) * n + y - a]] = true;
            std::uint16_t mex = 0;
            while (marks[mex])
                ++mex;
            g[x * n + y] = mex;
        }
    }
    return g;
}

// The speed target is judged at 1024 only; a quick run just checks that both versions agree.
void benchGrundyComparison(BenchReport &report, int size, bool quick)
{
    WythoffGrundyTable fast;
    std::vector<std::uint16_t> textbook;
    const double fastMs = timeMs([&] { fast = buildWythoffGrundy(size); }, 3);
    const double textbookMs = timeMs([&] { textbook = textbookGrundy(size); });
    const bool same = fast.cells == textbook;
    const bool fastEnough = quick || (fastMs > 0 && textbookMs / fastMs >= 100);
    QString target = quick ? QStringLiteral("same table (speed judged at 1024)") : QStringLiteral("at least 100x");
    if (!same)
        target += QStringLiteral("; TABLES DIFFER");
    report.addComparison(QStringLiteral("Wythoff Grundy %1x%1 (bitsets vs textbook)").arg(size), fastMs, textbookMs,
                         target, same && fastEnough);
}

void benchGrundyFullSize(BenchReport &report, int size)
{
    const std::uint64_t before = currentHeapBytes();
    resetPeakHeapBytes();
    int rows = 0;
    WythoffGrundyTable table;
    const double ms = timeMs([&] {
        table = buildWythoffGrundy(size, [&](double) {
            ++rows;
            return true;
        });
    });
    const std::uint64_t peakExtra = peakHeapBytes() - before;
    const bool complete = table.size == size && rows == size && table.at(0, 0) == 0;
    report.addTiming(QStringLiteral("Wythoff Grundy %1x%1 build").arg(size), ms, QStringLiteral("ms"),
                     QStringLiteral("completes"), complete);
    const std::uint64_t tableBytes = table.cells.size() * sizeof(std::uint16_t);
    report.addMemory(QStringLiteral("Wythoff Grundy %1x%1 peak memory").arg(size), peakExtra, tableBytes,
                     QStringLiteral("at most 3x the table"), tableBytes > 0 && peakExtra <= 3 * tableBytes);
}

// Microseconds per call of fn(i) over `calls` calls; the results feed a sink so the calls are not optimised away.
template <typename Fn> double microsecondsPerCall(int calls, Fn fn)
{
    std::uint64_t sink = 0;
    const double ms = timeMs(
        [&] {
            for (int i = 0; i < calls; ++i)
                sink += fn(static_cast<std::uint64_t>(i));
        },
        3);
    volatile std::uint64_t keep = sink;
    (void)keep;
    return ms * 1000.0 / calls;
}

void benchPerCall(BenchReport &report, int calls)
{
    const std::uint64_t base = std::uint64_t{1} << 61;
    const double pPositionUs = microsecondsPerCall(calls, [&](std::uint64_t i) {
        const auto pair = wythoffPPosition(base + i);
        return pair ? pair->y : 0;
    });
    report.addTiming(QStringLiteral("wythoffPPosition(2^61 + i)"), pPositionUs, QStringLiteral("us per call"),
                     QStringLiteral("microseconds at most"), pPositionUs < 1000);

    const std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    const double movesUs = microsecondsPerCall(calls, [&](std::uint64_t i) {
        return std::uint64_t(wythoffWinningMoves(top - 3 * i, top - 7 * i - 1).size());
    });
    report.addTiming(QStringLiteral("wythoffWinningMoves near (2^64, 2^64)"), movesUs, QStringLiteral("us per call"),
                     QStringLiteral("microseconds at most"), movesUs < 1000);
}

} // namespace

void benchWythoff(BenchReport &report, bool quick)
{
    benchGrundyComparison(report, quick ? 128 : 1024, quick);
    benchGrundyFullSize(report, quick ? 512 : kMaxWythoffGrundySize);
    benchPerCall(report, quick ? 2000 : 100000);
}

} // namespace nimlab::bench
