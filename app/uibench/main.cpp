// nimlab-uibench: the window's performance goals, measured in one run. Start-up to a rendered window against a
// bare Qt window with four tabs (goal: within 1.5x); during a 4096 x 4096 comparison, the longest the GUI thread is
// blocked (goal: 50 ms), how fast Cancel stops the work (goal: 100 ms) and the peak memory (goal: under 400 MB).
#include "uimeasure.h"

#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace nimlab::uibench;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("nimlab-uibench"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 3 && args[1] == QLatin1String("--bare-window"))
        return runBareWindow(args[2]);
    const StartupFigures inProcess = measureStartup(9);
    std::printf("in-process window construction to first paint: NimLab %.2f ms, bare window %.2f ms\n",
                inProcess.nimlabMs, inProcess.bareMs);
    const StartupFigures start =
        measureProcessStartup(QStringLiteral(NIMLAB_GUI_PATH), QCoreApplication::applicationFilePath(), 9);
    const double startRatio = start.bareMs > 0 ? start.nimlabMs / start.bareMs : 0;
    const ResponsivenessFigures r = measureResponsiveness(4096, 200);
    const bool startOk = startRatio <= 1.5;
    const bool stallOk = r.longestStallMs <= 50;
    const bool cancelOk = r.cancelLatencyMs <= 100;
    const bool memoryOk = r.peakRssMiB < 400;
    std::printf(
        "start-up (process start to rendered window): NimLab %.2f ms, bare window with four tabs %.2f ms, ratio %.2f "
        "(goal <= 1.5) [%s]\n",
        start.nimlabMs, start.bareMs, startRatio, startOk ? "ok" : "MISSED");
    std::printf("4096 x 4096 compare: %.0f ms, methods agree: %s\n", r.compareMs, r.agreed ? "yes" : "NO");
    std::printf("longest GUI-thread stall during the compare: %.1f ms (goal <= 50) [%s]\n", r.longestStallMs,
                stallOk ? "ok" : "MISSED");
    std::printf("cancel latency: %.1f ms (goal <= 100) [%s]\n", r.cancelLatencyMs, cancelOk ? "ok" : "MISSED");
    std::printf("peak memory after the compare: %.1f MiB (goal < 400 MB) [%s]\n", r.peakRssMiB,
                memoryOk ? "ok" : "MISSED");
    const QJsonObject summary{{QStringLiteral("startupMs"), start.nimlabMs},
                              {QStringLiteral("bareStartupMs"), start.bareMs},
                              {QStringLiteral("startupRatio"), startRatio},
                              {QStringLiteral("compareMs"), r.compareMs},
                              {QStringLiteral("longestStallMs"), r.longestStallMs},
                              {QStringLiteral("cancelLatencyMs"), r.cancelLatencyMs},
                              {QStringLiteral("peakRssMiB"), r.peakRssMiB},
                              {QStringLiteral("agreed"), r.agreed},
                              {QStringLiteral("allPassed"), startOk && stallOk && cancelOk && memoryOk && r.agreed}};
    std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Indented).constData());
    return startOk && stallOk && cancelOk && memoryOk && r.agreed ? 0 : 1;
}
