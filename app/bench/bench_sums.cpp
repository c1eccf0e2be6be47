// Sums of games: the tables a tab builds once (off the GUI thread), then the analysis of a 10-component position with
// the tables built (each value with its options and mex, the columns, every winning move), against the values and
// nim-sum alone (one table lookup per component) in the same run.
#include "benchreport.h"

#include "games/sumanalysis.h"

#include <cstdint>
#include <vector>

namespace nimlab::bench {

namespace {

std::vector<SumComponent> tenComponents(int fibCoins, int wythoffPile)
{
    const auto n = std::uint64_t(fibCoins);
    const auto w = std::uint64_t(wythoffPile);
    return {SumComponent::fibNimStart(n),     SumComponent::wythoff(w, w - 17), SumComponent::nim(UINT64_MAX),
            SumComponent::fibNim(n - 1, 500), SumComponent::wythoff(w - 3, w),  SumComponent::fibNimStart(n - 7),
            SumComponent::wythoff(w / 2, w),  SumComponent::nim(123456789),     SumComponent::fibNim(n / 2, n),
            SumComponent::wythoff(w, 1)};
}

} // namespace

void benchSums(BenchReport &report, bool quick)
{
    const int fibCoins = quick ? 1000 : kMaxSumFibNimCoins;
    const int wythoffPile = quick ? 511 : kMaxSumWythoffPile;
    const std::vector<SumComponent> sum = tenComponents(fibCoins, wythoffPile);
    const SumTableNeeds needs = SumTableNeeds::of(sum);

    std::shared_ptr<const SumTables> tables;
    const double buildMs = timeMs([&] { tables = buildSumTables(needs); });
    report.addTiming(QStringLiteral("Sum tables (Fibonacci Nim to %1 coins, Wythoff %2x%2) build, once per tab")
                         .arg(needs.fibNimCoins)
                         .arg(needs.wythoffSize),
                     buildMs, QStringLiteral("ms"), QStringLiteral("completes (off the GUI thread)"),
                     tables && tables->covers(needs));

    constexpr int kAnalyses = 20;
    std::size_t sink = 0;
    const double analysisMs = timeMs(
                                  [&] {
                                      for (int i = 0; i < kAnalyses; ++i)
                                          sink += analyseSum(sum, *tables)->winningMoves.size();
                                  },
                                  3) /
                              kAnalyses;
    constexpr int kLookups = 20000;
    const double lookupMs = timeMs(
                                [&] {
                                    for (int i = 0; i < kLookups; ++i) {
                                        std::uint64_t s = 0;
                                        const std::optional<std::vector<std::uint64_t>> values =
                                            sumGrundyValues(sum, *tables);
                                        for (const std::uint64_t g : *values)
                                            s ^= g;
                                        sink += std::size_t(s);
                                    }
                                },
                                3) /
                            kLookups;
    volatile std::size_t keep = sink;
    (void)keep;
    const bool instant = quick || analysisMs < 16.0;
    report.addRatio(QStringLiteral("Sum analysis, 10 components, tables built (values with their mex, columns, "
                                   "every winning move)"),
                    analysisMs, QStringLiteral("the values and their nim-sum alone (10 table lookups)"), lookupMs,
                    quick ? QStringLiteral("runs (judged at full size)") : QStringLiteral("under 16 ms: one frame"),
                    instant && analysisMs > 0);
}

} // namespace nimlab::bench
