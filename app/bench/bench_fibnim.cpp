// Fibonacci Nim cases: the incremental Grundy table against the textbook definition, a 10000-coin table, the
// Zeckendorf strategy on a 10^18-coin pile, and the global variant at its 40-coin limit.
#include "benchreport.h"
#include "memorytracker.h"

#include "math/fibnim.h"
#include "math/fibonacci.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace nimlab::bench {

namespace {

/// g[n][q] for 0 <= q <= n, straight from the definition: for every (n, q) a fresh set of the options' values
/// g(n - k, min(2k, n - k)), k = 1 .. q, then the first value missing from it.
std::vector<std::vector<std::uint16_t>> textbookGrundy(int maxCoins)
{
    std::vector<std::vector<std::uint16_t>> g(static_cast<std::size_t>(maxCoins) + 1);
    for (int n = 0; n <= maxCoins; ++n) {
        g[n].assign(static_cast<std::size_t>(n) + 1, 0);
        for (int q = 1; q <= n; ++q) {
            std::vector<bool> seen(static_cast<std::size_t>(q) + 1, false); // q options, so the mex is at most q
            for (int k = 1; k <= q; ++k)
                seen[g[n - k][std::min(2 * k, n - k)]] = true;
            std::uint16_t mex = 0;
            while (seen[mex])
                ++mex;
            g[n][q] = mex;
        }
    }
    return g;
}

bool sameValues(const FibNimGrundyTable &table, const std::vector<std::vector<std::uint16_t>> &textbook)
{
    for (int n = 0; n <= table.maxCoins(); ++n)
        for (int q = 1; q <= n; ++q)
            if (table.value(n, static_cast<std::uint64_t>(q)) != textbook[n][q])
                return false;
    return table.isValid();
}

void benchGrundyAgainstTextbook(BenchReport &report, int maxCoins, bool quick)
{
    std::vector<std::vector<std::uint16_t>> textbook;
    const double textbookMs = timeMs([&] { textbook = textbookGrundy(maxCoins); });
    const double fastMs = timeMs([maxCoins] { FibNimGrundyTable table(maxCoins); }, 5);
    const bool agree = sameValues(FibNimGrundyTable(maxCoins), textbook);
    const double ratio = fastMs > 0 ? textbookMs / fastMs : 0.0;
    const QString name = QStringLiteral("Fibonacci Nim g(n, q) incremental vs textbook, n <= %1").arg(maxCoins);
    if (quick) // too small to judge the speed: only the values are checked
        report.addComparison(name, fastMs, textbookMs, QStringLiteral("same table (speed judged at 1500)"), agree);
    else
        report.addComparison(name, fastMs, textbookMs, QStringLiteral("at least 100x, same table"),
                             agree && ratio >= 100);
}

void benchBigGrundyTable(BenchReport &report, int maxCoins)
{
    resetPeakHeapBytes();
    const std::uint64_t before = currentHeapBytes();
    bool valid = false;
    const double ms = timeMs([&] { valid = FibNimGrundyTable(maxCoins).isValid(); });
    const std::uint64_t peak = peakHeapBytes() - before;
    const std::uint64_t tableBytes =
        static_cast<std::uint64_t>(maxCoins) * static_cast<std::uint64_t>(maxCoins + 1) / 2 * sizeof(std::uint16_t);
    report.addTiming(QStringLiteral("Fibonacci Nim g(n, q) table, n <= %1").arg(maxCoins), ms, QStringLiteral("ms"),
                     QStringLiteral("completes"), valid);
    report.addMemory(QStringLiteral("Fibonacci Nim g(n, q) table memory, n <= %1").arg(maxCoins), peak, tableBytes,
                     QStringLiteral("at most 1.1x the table"), valid && double(peak) <= 1.1 * double(tableBytes));
}

void benchHugePile(BenchReport &report, int calls)
{
    // Different pile sizes near 10^18 each call, and a sum of the answers, so nothing is hoisted out of the loop.
    std::uint64_t sink = 0;
    const std::uint64_t base = 1000000000000000000ULL;
    const double ms = timeMs(
        [&] {
            for (int i = 0; i < calls; ++i) {
                const FibNimPosition position = fibNimStart(base + static_cast<std::uint64_t>(i) * 7919);
                const std::vector<std::uint64_t> moves = fibNimWinningMoves(position);
                sink += moves.size() + zeckendorf(position.coins).size() + (moves.empty() ? 0 : moves.front());
            }
        },
        3);
    const double microseconds = ms * 1000.0 / calls;
    report.addTiming(QStringLiteral("Fibonacci Nim winning moves + Zeckendorf, 10^18 coins (per call)"), microseconds,
                     QStringLiteral("us"), QStringLiteral("below 1000 us, ideally below 10"),
                     sink != 0 && microseconds < 1000.0);
}

void benchGlobal(BenchReport &report, const std::vector<std::uint64_t> &piles, const QString &name)
{
    std::uint64_t positions = 0;
    bool solved = false;
    const double ms = timeMs([&] {
        const auto analysis = analyseGlobalFibNim(globalFibNimStart(piles));
        solved = analysis.has_value();
        positions = solved ? analysis->positionsSearched : 0;
    });
    report.addTiming(QStringLiteral("Global Fibonacci Nim %1 (%2 positions)").arg(name).arg(positions), ms,
                     QStringLiteral("ms"), QStringLiteral("below 1000 ms"), solved && ms < 1000.0);
}

} // namespace

void benchFibNim(BenchReport &report, bool quick)
{
    benchGrundyAgainstTextbook(report, quick ? 200 : 1500, quick);
    benchBigGrundyTable(report, quick ? 1000 : 10000);
    benchHugePile(report, quick ? 10000 : 1000000);
    benchGlobal(report, {13, 14, 13}, QStringLiteral("13 + 14 + 13 coins"));
    // The start that searches the most positions (13656) among all 37338 ways to split 40 coins into piles.
    benchGlobal(report, {11, 7, 5, 4, 3, 2, 2, 2, 1, 1, 1, 1},
                QStringLiteral("11 + 7 + 5 + 4 + 3 + 3 x 2 + 4 x 1 coins"));
}

} // namespace nimlab::bench
