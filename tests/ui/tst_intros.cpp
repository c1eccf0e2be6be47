// The "What is this game?" pages (offscreen, on the real window, driven as a person does): a fresh home shows each
// game tab's intro the first time the tab is shown, in place of the game; "Try it" goes to the game; a tab shown
// again, in this window or a new one, shows the game; the intro comes back from the button beside the pages' tabs and
// from Help; its text follows the language; a window not asked for intros (a screenshot) never shows one.
#include "games/introtext.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "session/workspace.h"
#include "uitest.h"
#include "windowtest.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nimlab;

using uitest::clickTab;

namespace {
const QStringList kGameTabs = {QStringLiteral("nim"), QStringLiteral("fibnim"), QStringLiteral("wythoff"),
                               QStringLiteral("sums")};

/// A window on a session of its own, shown; intros on a first visit when `intros`.
struct Window : uitest::SessionWindow
{
    Window(const QString &sessionPath, bool intros) : SessionWindow(sessionPath)
    {
        window.setIntrosOnFirstVisit(intros);
        window.show();
    }
};

QWidget *tab(const MainWindow &window, const QString &name)
{
    return window.findChild<QWidget *>(name);
}

/// Whether tab `name` shows its intro instead of the game (both checked, as a person would see them).
bool showsIntro(const MainWindow &window, const QString &name)
{
    QWidget *shown = tab(window, name);
    if (!shown)
        return false;
    const bool intro = uitest::child<QWidget>(shown, "gameIntro")->isVisible();
    const bool game = uitest::child<QTabWidget>(shown, "gamePages")->isVisible();
    return intro && !game;
}

bool showsGame(const MainWindow &window, const QString &name)
{
    QWidget *shown = tab(window, name);
    return shown && !uitest::child<QWidget>(shown, "gameIntro")->isVisible() &&
           uitest::child<QTabWidget>(shown, "gamePages")->isVisible();
}
} // namespace

class TstIntros : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_sessions = 0;
    QString sessionPath() { return m_dir.filePath(QStringLiteral("session%1.json").arg(++m_sessions)); }

private Q_SLOTS:
    void init()
    {
        // Every test starts from a home where no tab was ever visited.
        uitest::useTemporaryHome(m_dir, QTest::currentTestFunction());
    }

    void firstVisitShowsTheIntroOnce()
    {
        {
            Window w(sessionPath(), true);
            QVERIFY(QTest::qWaitForWindowExposed(&w.window));
            for (const QString &name : kGameTabs) {
                clickTab(w.window, name);
                QVERIFY2(showsIntro(w.window, name), qPrintable(name));
                QCOMPARE(uitest::child<QLabel>(tab(w.window, name), "introTitle")->text(),
                         rulesTitle(*introTopicOfTab(name)));
                QTest::mouseClick(uitest::child<QPushButton>(tab(w.window, name), "tryIt"), Qt::LeftButton);
                QVERIFY2(showsGame(w.window, name), qPrintable(name));
            }
            // Back to a tab visited in this window: the game.
            clickTab(w.window, QStringLiteral("nimsum"));
            clickTab(w.window, QStringLiteral("nim"));
            QVERIFY(showsGame(w.window, QStringLiteral("nim")));
        }
        // A new window remembers the visits.
        Window w(sessionPath(), true);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        for (const QString &name : kGameTabs) {
            clickTab(w.window, name);
            QVERIFY2(showsGame(w.window, name), qPrintable(name));
        }
    }

    void eachTabRemembersItsOwnVisit()
    {
        {
            Window w(sessionPath(), true);
            QVERIFY(QTest::qWaitForWindowExposed(&w.window));
            clickTab(w.window, QStringLiteral("wythoff"));
            QVERIFY(showsIntro(w.window, QStringLiteral("wythoff")));
        }
        Window w(sessionPath(), true);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        clickTab(w.window, QStringLiteral("wythoff"));
        QVERIFY(showsGame(w.window, QStringLiteral("wythoff")));
        clickTab(w.window, QStringLiteral("fibnim"));
        QVERIFY(showsIntro(w.window, QStringLiteral("fibnim")));
    }

    void theButtonAndHelpBringItBack()
    {
        Window w(sessionPath(), false);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        auto *help = w.window.findChild<QAction *>(QStringLiteral("introAction"));
        QVERIFY(help);
        // The table builder has no intro.
        QVERIFY(!help->isEnabled());
        for (const QString &name : kGameTabs) {
            clickTab(w.window, name);
            QVERIFY2(showsGame(w.window, name), qPrintable(name));
            QTest::mouseClick(uitest::child<QPushButton>(tab(w.window, name), "introButton"), Qt::LeftButton);
            QVERIFY2(showsIntro(w.window, name), qPrintable(name));
            QTest::mouseClick(uitest::child<QPushButton>(tab(w.window, name), "tryIt"), Qt::LeftButton);
            QVERIFY(showsGame(w.window, name));
            QVERIFY(help->isEnabled());
            help->trigger();
            QVERIFY2(showsIntro(w.window, name), qPrintable(name));
        }
    }

    void aWindowWithoutIntrosShowsTheGame()
    {
        Window w(sessionPath(), false);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        for (const QString &name : kGameTabs) {
            clickTab(w.window, name);
            QVERIFY2(showsGame(w.window, name), qPrintable(name));
        }
    }

    void theTextFollowsTheLanguage()
    {
        Window w(sessionPath(), true);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        clickTab(w.window, QStringLiteral("fibnim"));
        QWidget *shown = tab(w.window, QStringLiteral("fibnim"));
        QVERIFY(showsIntro(w.window, QStringLiteral("fibnim")));
        auto *title = uitest::child<QLabel>(shown, "introTitle");
        auto *rules = uitest::child<QLabel>(shown, "introRules");
        auto *caption = uitest::child<QLabel>(shown, "introCaption");
        const QString english = rules->text();
        QVERIFY2(english.contains(QStringLiteral("twice as many coins")), qPrintable(english));
        QVERIFY2(caption->text().contains(QStringLiteral("10 coins")) && caption->text().contains(QStringLiteral("9")),
                 qPrintable(caption->text()));
        for (const QString &code : {QStringLiteral("ja"), QStringLiteral("yue")}) {
            QVERIFY(w.language.setLanguage(code));
            QCoreApplication::processEvents();
            QVERIFY2(rules->text() != english, qPrintable(code));
            QCOMPARE(title->text(), rulesTitle(RulesTopic::FibonacciNim));
            QVERIFY(rules->text().contains(rulesInBrief(RulesTopic::FibonacciNim).first()));
        }
        QVERIFY(w.language.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(rules->text(), english);
    }
};

QTEST_MAIN(TstIntros)
#include "tst_intros.moc"
