// nimlab-uibench: the window's performance goals, measured in one run. Start-up to a rendered window against a
// bare Qt window with four tabs (goal: within 1.5x); during a 4096 x 4096 comparison, the longest the GUI thread is
// blocked (goal: 50 ms), how fast Cancel stops the work (goal: 100 ms) and the peak memory (goal: under 400 MB).
#include "uimeasure.h"

#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cstdio>
#include <optional>

using namespace nimlab::uibench;

namespace {

/// Prints one goal and says whether it was met. A figure that was not measured is a failure, with the reason.
bool judge(const char *label, const std::optional<double> &value, const char *unit, double goal, const char *goalText,
           const QString &whyMissing, QJsonObject &summary, const QString &key)
{
    if (!value) {
        const QString why = whyMissing.isEmpty() ? QStringLiteral("no figure") : whyMissing;
        std::printf("%s: not measured: %s [FAILED]\n", label, qPrintable(why));
        summary.insert(key, QJsonValue::Null);
        summary.insert(key + QStringLiteral("NotMeasured"), why);
        return false;
    }
    const bool ok = *value <= goal;
    std::printf("%s: %.2f%s (goal %s) [%s]\n", label, *value, unit, goalText, ok ? "ok" : "MISSED");
    summary.insert(key, *value);
    return ok;
}

std::optional<double> ratio(const std::optional<double> &a, const std::optional<double> &b)
{
    if (!a || !b || *b <= 0)
        return std::nullopt;
    return *a / *b;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("nimlab-uibench"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 3 && args[1] == QLatin1String("--bare-window"))
        return runBareWindow(args[2]);
    QJsonObject summary;
    const StartupFigures inProcess = measureStartup(9);
    if (inProcess.nimlabMs && inProcess.bareMs)
        std::printf("in-process window construction to first paint: NimLab %.2f ms, bare window %.2f ms\n",
                    *inProcess.nimlabMs, *inProcess.bareMs);
    const StartupFigures start =
        measureProcessStartup(QStringLiteral(NIMLAB_GUI_PATH), QCoreApplication::applicationFilePath(), 9);
    if (start.nimlabMs && start.bareMs)
        std::printf("start-up (process start to rendered window): NimLab %.2f ms, bare window with four tabs %.2f ms\n",
                    *start.nimlabMs, *start.bareMs);
    bool ok = judge("start-up ratio, NimLab / bare window", ratio(start.nimlabMs, start.bareMs), "x", 1.5, "<= 1.5",
                    start.problem, summary, QStringLiteral("startupRatio"));

    const ResponsivenessFigures r = measureResponsiveness(4096, 200);
    std::printf("4096 x 4096 compare: %.0f ms, methods agree: %s\n", r.compareMs, r.agreed ? "yes" : "NO");
    summary.insert(QStringLiteral("compareMs"), r.compareMs);
    summary.insert(QStringLiteral("agreed"), r.agreed);
    ok = r.agreed && ok;
    ok = judge("longest GUI-thread stall during the compare", r.longestStallMs, " ms", 50, "<= 50", r.stallProblem,
               summary, QStringLiteral("longestStallMs")) &&
         ok;
    ok = judge("cancel latency", r.cancelLatencyMs, " ms", 100, "<= 100", r.cancelProblem, summary,
               QStringLiteral("cancelLatencyMs")) &&
         ok;
    ok = judge("peak memory after the compare", r.peakRssMiB, " MiB", 400e6 / 1048576.0, "< 400 MB", r.memoryProblem,
               summary, QStringLiteral("peakRssMiB")) &&
         ok;
    summary.insert(QStringLiteral("allPassed"), ok);
    std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Indented).constData());
    return ok ? 0 : 1;
}
