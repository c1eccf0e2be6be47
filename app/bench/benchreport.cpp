#include "benchreport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <limits>

namespace nimlab::bench {

double timeMs(const std::function<void()> &fn, int repeats)
{
    double best = std::numeric_limits<double>::infinity();
    for (int i = 0; i < std::max(1, repeats); ++i) {
        const auto start = std::chrono::steady_clock::now();
        fn();
        const auto stop = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::milli>(stop - start).count());
    }
    return best;
}

void BenchReport::add(const QJsonObject &entry, const QString &line, bool passed)
{
    QJsonObject withVerdict = entry;
    withVerdict.insert(QStringLiteral("passed"), passed);
    m_cases.append(withVerdict);
    m_allPassed = m_allPassed && passed;
    std::printf("%-58s %s  [%s]\n", qPrintable(entry.value(QStringLiteral("name")).toString()), qPrintable(line),
                passed ? "ok" : "MISSED");
    std::fflush(stdout);
}

void BenchReport::addComparison(const QString &name, double fastMs, double textbookMs, const QString &target,
                                bool passed)
{
    const double ratio = fastMs > 0 ? textbookMs / fastMs : 0.0;
    add(QJsonObject{{QStringLiteral("name"), name},
                    {QStringLiteral("fastMs"), fastMs},
                    {QStringLiteral("textbookMs"), textbookMs},
                    {QStringLiteral("speedup"), ratio},
                    {QStringLiteral("target"), target}},
        QStringLiteral("fast %1 ms, textbook %2 ms, %3x faster (target: %4)")
            .arg(fastMs, 0, 'f', 3)
            .arg(textbookMs, 0, 'f', 3)
            .arg(ratio, 0, 'f', 1)
            .arg(target),
        passed);
}

void BenchReport::addRatio(const QString &name, double ms, const QString &referenceName, double referenceMs,
                           const QString &target, bool passed)
{
    const double ratio = referenceMs > 0 ? ms / referenceMs : 0.0;
    add(QJsonObject{{QStringLiteral("name"), name},
                    {QStringLiteral("ms"), ms},
                    {QStringLiteral("reference"), referenceName},
                    {QStringLiteral("referenceMs"), referenceMs},
                    {QStringLiteral("ratio"), ratio},
                    {QStringLiteral("target"), target}},
        QStringLiteral("%1 ms vs %2 %3 ms, ratio %4 (target: %5)")
            .arg(ms, 0, 'f', 3)
            .arg(referenceName)
            .arg(referenceMs, 0, 'f', 3)
            .arg(ratio, 0, 'f', 2)
            .arg(target),
        passed);
}

void BenchReport::addTiming(const QString &name, double value, const QString &unit, const QString &target, bool passed)
{
    add(QJsonObject{{QStringLiteral("name"), name},
                    {QStringLiteral("value"), value},
                    {QStringLiteral("unit"), unit},
                    {QStringLiteral("target"), target}},
        QStringLiteral("%1 %2 (target: %3)").arg(value, 0, 'f', 3).arg(unit, target), passed);
}

void BenchReport::addMemory(const QString &name, std::uint64_t peakBytes, std::uint64_t tableBytes,
                            const QString &target, bool passed)
{
    const double ratio = tableBytes > 0 ? double(peakBytes) / double(tableBytes) : 0.0;
    add(QJsonObject{{QStringLiteral("name"), name},
                    {QStringLiteral("peakBytes"), double(peakBytes)},
                    {QStringLiteral("tableBytes"), double(tableBytes)},
                    {QStringLiteral("ratio"), ratio},
                    {QStringLiteral("target"), target}},
        QStringLiteral("peak %1 MiB for a %2 MiB table, %3x (target: %4)")
            .arg(double(peakBytes) / 1048576.0, 0, 'f', 1)
            .arg(double(tableBytes) / 1048576.0, 0, 'f', 1)
            .arg(ratio, 0, 'f', 2)
            .arg(target),
        passed);
}

void BenchReport::addNotMeasured(const QString &name, const QString &why, const QString &target)
{
    m_cases.append(QJsonObject{{QStringLiteral("name"), name},
                               {QStringLiteral("notMeasured"), why},
                               {QStringLiteral("target"), target},
                               {QStringLiteral("passed"), false}});
    m_allPassed = false;
    std::printf("%-58s not measured: %s [FAILED]\n", qPrintable(name), qPrintable(why));
    std::fflush(stdout);
}

void BenchReport::printSummary() const
{
    const QJsonObject summary{{QStringLiteral("cases"), m_cases}, {QStringLiteral("allPassed"), m_allPassed}};
    std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Indented).constData());
}

} // namespace nimlab::bench
