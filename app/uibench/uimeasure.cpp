#include "uimeasure.h"

#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nimsum/nimsumbuilder.h"
#include "session/workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QMainWindow>
#include <QProcess>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace nimlab::uibench {

double peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0;
}

ResponsivenessFigures measureResponsiveness(int size, int cancelAfterMs)
{
    ResponsivenessFigures figures;
    NimSumBuilder builder;
    QEventLoop loop;
    QElapsedTimer sinceTick;
    QTimer watchdog;
    watchdog.setInterval(5);
    QObject::connect(&watchdog, &QTimer::timeout, &loop, [&] {
        figures.longestStallMs = std::max(figures.longestStallMs, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.restart();
    });
    QObject::connect(&builder, &NimSumBuilder::compareFinished, &loop, &QEventLoop::quit);
    QObject::connect(&builder, &NimSumBuilder::compareCancelled, &loop, &QEventLoop::quit);

    QElapsedTimer total;
    total.start();
    sinceTick.start();
    watchdog.start();
    builder.setSize(size); // starts the comparison
    loop.exec();
    figures.compareMs = double(total.nsecsElapsed()) / 1e6;
    figures.agreed = builder.comparison() && builder.comparison()->agree;
    figures.peakRssMiB = peakRssMiB();

    // A second comparison, cancelled part way.
    QElapsedTimer cancelTimer;
    QTimer::singleShot(cancelAfterMs, &loop, [&] {
        cancelTimer.start();
        builder.cancelCompare();
    });
    sinceTick.restart();
    builder.startCompare();
    loop.exec();
    figures.cancelLatencyMs = double(cancelTimer.nsecsElapsed()) / 1e6;
    watchdog.stop();
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

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
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

double runProcessMs(const QString &exe, const QStringList &args, const QString &home)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    process.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    process.start(exe, args);
    process.waitForFinished(60000);
    return double(timer.nsecsElapsed()) / 1e6;
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
    for (int i = 0; i <= runs; ++i) {
        // A fresh home each run: the first start of a new user (the seed's 8 x 8 table).
        const QString home = dir.filePath(QStringLiteral("home%1").arg(i));
        const double nimlab = runProcessMs(nimlabExe, {QStringLiteral("--screenshot"), png}, home);
        const double bare = runProcessMs(bareExe, {QStringLiteral("--bare-window"), png}, home);
        if (i == 0)
            continue; // warm-up: the first run loads everything from disk
        a.push_back(nimlab);
        b.push_back(bare);
    }
    return {median(a), median(b)};
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
    return {median(a), median(b)};
}

} // namespace nimlab::uibench
