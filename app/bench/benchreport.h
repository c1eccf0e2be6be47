#pragma once

#include <QJsonArray>
#include <QString>

#include <chrono>
#include <cstdint>
#include <functional>

namespace nimlab::bench {

/// Milliseconds taken by fn, best of `repeats` runs (the minimum is the least noisy estimate).
double timeMs(const std::function<void()> &fn, int repeats = 1);

/// Collects the benchmark cases, prints each as it is added and a JSON summary at the end.
class BenchReport
{
public:
    /// A fast path against the textbook version of the same definition, timed in the same run.
    /// `target` describes the goal; `passed` says whether the measured figures meet it.
    void addComparison(const QString &name, double fastMs, double textbookMs, const QString &target, bool passed);
    /// Two fast paths compared (e.g. blocks against XOR): ratio = ms / referenceMs.
    void addRatio(const QString &name, double ms, const QString &referenceName, double referenceMs,
                  const QString &target, bool passed);
    /// A single timing (e.g. per-call microseconds) with its target.
    void addTiming(const QString &name, double value, const QString &unit, const QString &target, bool passed);
    /// Peak extra bytes of a build against the bytes of the table it produces.
    void addMemory(const QString &name, std::uint64_t peakBytes, std::uint64_t tableBytes, const QString &target,
                   bool passed);

    /// A figure that could not be measured: printed as "not measured: <why> [FAILED]", and the run fails.
    void addNotMeasured(const QString &name, const QString &why, const QString &target);

    bool allPassed() const { return m_allPassed; }
    /// Prints {"cases": [...], "allPassed": bool} on stdout.
    void printSummary() const;

private:
    void add(const QJsonObject &entry, const QString &line, bool passed);
    QJsonArray m_cases;
    bool m_allPassed = true;
};

/// Fills the report with the nim-sum table cases.
void benchNimSum(BenchReport &report, bool quick);
/// Fills the report with the Fibonacci Nim cases.
void benchFibNim(BenchReport &report, bool quick);
/// Fills the report with the Wythoff cases.
void benchWythoff(BenchReport &report, bool quick);
/// Fills the report with the sums-of-games cases.
void benchSums(BenchReport &report, bool quick);
/// Fills the report with nimlab-cli's streamed table answers against plain writes of as many bytes.
void benchCliOutput(BenchReport &report, bool quick);

} // namespace nimlab::bench
