// Killing NimLab (SIGKILL) right after a change loses nothing: a child process opens the main window, changes the
// builder through its widgets and reports; the test kills it and opens a new window on the same session file.
// A truncated session file gives a fresh start with the old file kept aside, and the status bar says so.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsum/nimsumbuildertab.h"
#include "session/workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "uitest.h"

#include <cstdio>

using namespace nimlab;

namespace {
/// The child: change the builder through the window's widgets, say "ready", then wait to be killed.
int runChild(const QString &sessionPath)
{
    Workspace workspace(sessionPath);
    LanguageManager language;
    MainWindow window(&workspace, &language);
    workspace.loadSession();
    window.show();
    NimSumBuilderTab *tab = window.nimSumTab();
    const QList<QComboBox *> boxes = tab->findChildren<QComboBox *>();
    QComboBox *size = boxes.at(0);
    QComboBox *method = boxes.at(1);
    uitest::chooseItem(size, size->findData(16));
    uitest::chooseItem(method, 1); // mex
    workspace.nimSumBuilder()->stepper()->goTo(41);
    std::printf("ready\n");
    std::fflush(stdout);
    return QApplication::exec();
}
} // namespace

class TstSessionKill : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sigkillAfterAChangeLosesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), path});
        QVERIFY(child.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += child.readAllStandardOutput()).contains("ready") ||
                                     child.state() == QProcess::NotRunning,
                                 30000);
        QCOMPARE(child.state(), QProcess::Running);
        child.kill(); // SIGKILL: no destructor, no close event, no final save
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        Workspace workspace(path);
        LanguageManager language;
        MainWindow window(&workspace, &language);
        QCOMPARE(workspace.loadSession(), SessionStore::LoadResult::Restored);
        NimSumBuilder *b = workspace.nimSumBuilder();
        QCOMPARE(b->size(), 16);
        QCOMPARE(b->method(), NimSumMethod::Mex);
        QCOMPARE(b->stepper()->index(), 41);
        QCOMPARE(window.nimSumTab()->findChildren<QComboBox *>().at(0)->currentText(), QStringLiteral("16"));
    }

    void truncatedFileGivesAFreshStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        {
            Workspace w(path);
            w.nimSumBuilder()->setSize(32);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const QByteArray full = file.readAll();
        QVERIFY(file.resize(full.size() / 2));
        file.close();

        Workspace workspace(path);
        QCOMPARE(workspace.loadSession(), SessionStore::LoadResult::Damaged);
        QCOMPARE(workspace.nimSumBuilder()->size(), 8);
        QFile aside(workspace.session()->movedAsidePath());
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), full.left(full.size() / 2));
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 3 && args[1] == QLatin1String("--child"))
        return runChild(args[2]);
    TstSessionKill test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sessionkill.moc"
