#pragma once

#include <QString>

#include <optional>

namespace nimlab::uibench {

/// What a 4096 x 4096 comparison does to the GUI thread, measured with a watchdog timer on the event loop.
/// A figure that is missing was not measured: `problem` says why, and the benchmark counts it as a failure.
struct ResponsivenessFigures
{
    std::optional<double> longestStallMs;  ///< longest gap between two watchdog ticks (5 ms apart) in the comparison
    std::optional<double> cancelLatencyMs; ///< from Cancel to the cancelled signal
    double compareMs = 0;                  ///< the whole comparison
    std::optional<double> peakRssMiB;      ///< the process's peak resident memory after the comparison
    bool agreed = false;
    int watchdogTicks = 0; ///< ticks seen during the first comparison
    QString stallProblem, cancelProblem, memoryProblem;
};

/// Runs a full comparison at `size` with the watchdog, then another one cancelled after `cancelAfterMs` (or after a
/// third of the first comparison's time, when that is shorter, so that Cancel comes while the work runs).
ResponsivenessFigures measureResponsiveness(int size, int cancelAfterMs);

/// Start-up to a rendered window: NimLab's main window against a bare QMainWindow with four empty tabs.
struct StartupFigures
{
    std::optional<double> nimlabMs; ///< median over the runs; missing when a run failed
    std::optional<double> bareMs;
    QString problem; ///< why a figure is missing
};
StartupFigures measureStartup(int runs);

/// The same for whole processes, from exec to the first rendered frame saved as PNG: `nimlab --screenshot` against
/// `bareExe --bare-window --screenshot` (a QMainWindow with four empty tabs), alternating, median of `runs`.
StartupFigures measureProcessStartup(const QString &nimlabExe, const QString &bareExe, int runs);

/// The bare comparison window: a QMainWindow with four empty tabs, rendered to `file` once shown; returns the exit
/// code.
int runBareWindow(const QString &file);

/// Peak resident memory of this process (VmHWM), in MiB; missing when the system does not say.
std::optional<double> peakRssMiB();

} // namespace nimlab::uibench
