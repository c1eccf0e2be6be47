#include "uimeasure.h"

#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nimsum/nimsumbuilder.h"
#include "session/workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QProcess>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace nimlab::uibench {

std::optional<double> peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return std::nullopt;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (!line.startsWith("VmHWM:"))
            continue;
        bool ok = false;
        const double kiB = line.mid(6).trimmed().split(' ').first().toDouble(&ok);
        if (ok && kiB > 0)
            return kiB / 1024.0;
    }
    return std::nullopt;
}

ResponsivenessFigures measureResponsiveness(int size, int cancelAfterMs)
{
    ResponsivenessFigures figures;
    NimSumBuilder builder;
    QEventLoop loop;
    QElapsedTimer sinceTick;
    QTimer watchdog;
    watchdog.setInterval(5);
    int ticks = 0;
    double longestStall = 0;
    QObject::connect(&watchdog, &QTimer::timeout, &loop, [&] {
        longestStall = std::max(longestStall, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.restart();
        ++ticks;
    });
    bool finished = false, cancelled = false;
    QObject::connect(&builder, &NimSumBuilder::compareFinished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QObject::connect(&builder, &NimSumBuilder::compareCancelled, &loop, [&] {
        cancelled = true;
        loop.quit();
    });

    QElapsedTimer total;
    total.start();
    sinceTick.start();
    watchdog.start();
    builder.setSize(size); // starts the comparison
    loop.exec();
    figures.compareMs = double(total.nsecsElapsed()) / 1e6;
    figures.agreed = finished && builder.comparison() && builder.comparison()->agree;
    figures.watchdogTicks = ticks;
    // A stall is only seen between two ticks: with fewer than two the GUI thread was never observed.
    if (ticks >= 2)
        figures.longestStallMs = longestStall;
    else
        figures.stallProblem = QStringLiteral("the watchdog ticked %1 times during the comparison").arg(ticks);
    figures.peakRssMiB = peakRssMiB();
    if (!figures.peakRssMiB)
        figures.memoryProblem = QStringLiteral("/proc/self/status has no VmHWM");

    // A second comparison, cancelled while it runs.
    finished = cancelled = false;
    QElapsedTimer cancelTimer;
    const int after = std::max(1, std::min(cancelAfterMs, int(figures.compareMs / 3)));
    QTimer::singleShot(after, &loop, [&] {
        if (finished)
            return;
        cancelTimer.start();
        builder.cancelCompare();
    });
    sinceTick.restart();
    builder.startCompare();
    loop.exec();
    watchdog.stop();
    if (cancelled && cancelTimer.isValid())
        figures.cancelLatencyMs = double(cancelTimer.nsecsElapsed()) / 1e6;
    else if (finished)
        figures.cancelProblem =
            QStringLiteral("the comparison finished before Cancel was pressed (%1 ms after the start)").arg(after);
    else
        figures.cancelProblem = QStringLiteral("the comparison was cancelled before Cancel was pressed");
    return figures;
}

namespace {
double renderedAfter(const std::function<QWidget *()> &make)
{
    QElapsedTimer timer;
    timer.start();
    QWidget *window = make();
    window->show();
    window->grab(); // lays out and paints everything once
    QCoreApplication::processEvents();
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    delete window;
    QCoreApplication::processEvents();
    return ms;
}

std::optional<double> median(std::vector<double> v)
{
    if (v.empty())
        return std::nullopt;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
} // namespace

namespace {
QMainWindow *makeBareWindow()
{
    auto *window = new QMainWindow;
    auto *tabs = new QTabWidget(window);
    for (int i = 0; i < 4; ++i)
        tabs->addTab(new QWidget, QStringLiteral("Tab %1").arg(i + 1));
    window->setCentralWidget(tabs);
    window->resize(1100, 780);
    return window;
}

/// The wall time of one run from start to exit; missing (with `problem` set) when the run did not render its PNG.
std::optional<double> runProcessMs(const QString &exe, const QStringList &args, const QString &home, const QString &png,
                                   QString &problem)
{
    QFile::remove(png);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    process.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    process.start(exe, args);
    const bool exited = process.waitForFinished(60000);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (!exited || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        problem = QStringLiteral("%1 %2 failed: %3 (exit code %4)")
                      .arg(exe, args.join(QLatin1Char(' ')), process.errorString())
                      .arg(process.exitCode());
        return std::nullopt;
    }
    if (QFileInfo(png).size() <= 0) {
        problem = QStringLiteral("%1 %2 rendered no PNG").arg(exe, args.join(QLatin1Char(' ')));
        return std::nullopt;
    }
    return ms;
}
} // namespace

int runBareWindow(const QString &file)
{
    QMainWindow *window = makeBareWindow();
    window->show();
    QTimer::singleShot(0, window, [window, file] { QCoreApplication::exit(window->grab().save(file, "PNG") ? 0 : 1); });
    const int code = QCoreApplication::exec();
    delete window;
    return code;
}

StartupFigures measureProcessStartup(const QString &nimlabExe, const QString &bareExe, int runs)
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    std::vector<double> a, b;
    QString problem;
    for (int i = 0; i <= runs && problem.isEmpty(); ++i) {
        // A fresh home each run: the first start of a new user (the article's 8 x 8 table).
        const QString home = dir.filePath(QStringLiteral("home%1").arg(i));
        const std::optional<double> nimlab =
            runProcessMs(nimlabExe, {QStringLiteral("--screenshot"), png}, home, png, problem);
        const std::optional<double> bare =
            runProcessMs(bareExe, {QStringLiteral("--bare-window"), png}, home, png, problem);
        if (i == 0 || !nimlab || !bare)
            continue; // warm-up: the first run loads everything from disk
        a.push_back(*nimlab);
        b.push_back(*bare);
    }
    if (!problem.isEmpty())
        return {std::nullopt, std::nullopt, problem};
    return {median(a), median(b), {}};
}

StartupFigures measureStartup(int runs)
{
    QTemporaryDir dir;
    LanguageManager language;
    std::vector<Workspace *> workspaces;
    const auto nimlab = [&] {
        auto *workspace = new Workspace(dir.filePath(QStringLiteral("session.json")));
        workspaces.push_back(workspace);
        workspace->loadSession();
        return static_cast<QWidget *>(new MainWindow(workspace, &language));
    };
    const auto bare = [] { return static_cast<QWidget *>(makeBareWindow()); };
    renderedAfter(nimlab); // warm up fonts, styles and plugins for both
    renderedAfter(bare);
    std::vector<double> a, b;
    for (int i = 0; i < runs; ++i) {
        a.push_back(renderedAfter(nimlab));
        b.push_back(renderedAfter(bare));
    }
    for (Workspace *w : workspaces)
        delete w;
    return {median(a), median(b), {}};
}

} // namespace nimlab::uibench
