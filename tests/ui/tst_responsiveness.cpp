// During a 4096 x 4096 comparison the GUI thread keeps serving events (a watchdog timer on the event loop ticks
// while the work runs off the GUI thread), Cancel stops the work (the cancelled signal arrives, not the finished
// one), and the process's peak memory stays under 400 MB. The time limits (a stall of at most 50 ms, Cancel within
// 100 ms) are judged by nimlab-uibench, not here: a test suite on a busy machine is no stopwatch.
#include "uimeasure.h"

#include <QTest>

using namespace nimlab::uibench;

class TstResponsiveness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compare4096KeepsTheWindowResponsive()
    {
        const ResponsivenessFigures f = measureResponsiveness(4096, 150);
        qInfo("longest stall %.1f ms, cancel latency %.1f ms, compare %.0f ms, %d watchdog ticks",
              f.longestStallMs.value_or(-1), f.cancelLatencyMs.value_or(-1), f.compareMs, f.watchdogTicks);
        QVERIFY(f.agreed);
        // Work on the GUI thread would leave the watchdog at most one tick for the whole comparison.
        QVERIFY2(f.longestStallMs, qPrintable(f.stallProblem));
        QVERIFY2(f.longestStallMs < f.compareMs, "the GUI thread was blocked for the whole comparison");
        QVERIFY2(f.cancelLatencyMs, qPrintable(f.cancelProblem));
        QVERIFY2(f.peakRssMiB, qPrintable(f.memoryProblem));
        QVERIFY2(*f.peakRssMiB * 1048576.0 < 400e6,
                 qPrintable(QStringLiteral("peak memory %1 MiB").arg(*f.peakRssMiB)));
    }
};

QTEST_MAIN(TstResponsiveness)
#include "tst_responsiveness.moc"
