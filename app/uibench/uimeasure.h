#pragma once

#include <QString>

namespace nimlab::uibench {

/// What a 4096 x 4096 comparison does to the GUI thread, measured with a watchdog timer on the event loop.
struct ResponsivenessFigures
{
    double longestStallMs = 0;  ///< longest gap between two watchdog ticks (5 ms apart) during the comparison
    double cancelLatencyMs = 0; ///< from Cancel to the cancelled signal
    double compareMs = 0;       ///< the whole comparison
    double peakRssMiB = 0;      ///< the process's peak resident memory after the comparison
    bool agreed = false;
};

/// Runs a full comparison at `size` with the watchdog, then another one cancelled after `cancelAfterMs`.
ResponsivenessFigures measureResponsiveness(int size, int cancelAfterMs);

/// Start-up to a rendered window: NimLab's main window against a bare QMainWindow with four empty tabs.
struct StartupFigures
{
    double nimlabMs = 0; ///< median over the runs
    double bareMs = 0;
};
StartupFigures measureStartup(int runs);

/// The same for whole processes, from exec to the first rendered frame saved as PNG: `nimlab --screenshot` against
/// `bareExe --bare-window --screenshot` (a QMainWindow with four empty tabs), alternating, median of `runs`.
StartupFigures measureProcessStartup(const QString &nimlabExe, const QString &bareExe, int runs);

/// The bare comparison window: a QMainWindow with four empty tabs, rendered to `file` once shown; returns the exit
/// code.
int runBareWindow(const QString &file);

/// Peak resident memory of this process (VmHWM), in MiB; 0 when unknown.
double peakRssMiB();

} // namespace nimlab::uibench
