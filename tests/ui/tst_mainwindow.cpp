// The main window builds a tab's widget only when the tab is first shown (offscreen): a fresh window builds the
// current tab only and a click on another tab builds that one; a tab opened after a language switch is built in the
// new language; showTab, the saved tab and --tab (a switch before the first show) build only the tab shown; the tabs
// built late still reach the window (status messages, the nim tab's request for the article's table, Export) and
// show the restored session without changing it.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nim/nimtab.h"
#include "nimsum/nimsumbuilder.h"
#include "session/workspace.h"
#include "uitest.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;

namespace {
const QStringList kTabs = {QStringLiteral("nimsum"),  QStringLiteral("nim"),  QStringLiteral("fibnim"),
                           QStringLiteral("wythoff"), QStringLiteral("sums"), QStringLiteral("practice")};

/// The tabs whose widget exists, found by objectName as tests reach them.
QStringList builtTabs(const QWidget &window)
{
    QStringList built;
    for (const QString &name : kTabs)
        if (window.findChild<QWidget *>(name))
            built << name;
    return built;
}

/// Whether the tab's widget is built and on screen.
bool isShown(const QWidget &window, const QString &name)
{
    const QWidget *tab = window.findChild<QWidget *>(name);
    return tab && tab->isVisible();
}

/// The window's own tab bar (the first found: the tabs' inner tab bars lie deeper).
QTabBar *tabBar(const QWidget &window)
{
    auto *bar = window.findChild<QTabBar *>();
    return bar && bar->count() == int(kTabs.size()) ? bar : nullptr;
}

void clickTab(const QWidget &window, int index)
{
    QTabBar *bar = tabBar(window);
    QVERIFY(bar);
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
}

/// Every text a user reads on the widget: buttons, labels and group titles, in the order they were made.
QStringList texts(const QWidget *root)
{
    QStringList all;
    for (const QAbstractButton *b : root->findChildren<QAbstractButton *>())
        all << b->text();
    for (const QLabel *l : root->findChildren<QLabel *>())
        all << l->text();
    for (const QGroupBox *g : root->findChildren<QGroupBox *>())
        all << g->title();
    return all;
}

/// The Export action, known by its shortcut.
QAction *exportAction(const QWidget &window)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            return a;
    return nullptr;
}
} // namespace

class TstMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_sessions = 0;
    QString sessionPath() { return m_dir.filePath(QStringLiteral("session%1.json").arg(++m_sessions)); }

private Q_SLOTS:
    void initTestCase()
    {
        // The saved window settings go to the temporary directory, not to the user's.
        uitest::useTemporaryHome(m_dir, "tst_mainwindow");
    }

    void freshWindowBuildsOnlyTheCurrentTab()
    {
        Workspace workspace(sessionPath());
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(builtTabs(window), QStringList{QStringLiteral("nimsum")});
        QVERIFY(isShown(window, QStringLiteral("nimsum")));
        // Every tab has its title and tooltip from the start.
        QTabBar *bar = tabBar(window);
        QVERIFY(bar);
        for (int i = 0; i < bar->count(); ++i) {
            QVERIFY(!bar->tabText(i).isEmpty());
            QVERIFY(!bar->tabToolTip(i).isEmpty());
        }

        clickTab(window, 2);
        QCOMPARE(window.currentTabName(), QStringLiteral("fibnim"));
        QCOMPARE(builtTabs(window), (QStringList{QStringLiteral("nimsum"), QStringLiteral("fibnim")}));
        QVERIFY(isShown(window, QStringLiteral("fibnim")));
        QWidget *fibNim = window.findChild<QWidget *>(QStringLiteral("fibnim"));
        QVERIFY(fibNim->width() > window.width() / 2); // laid out in its page, not left at a default size

        // Back and forth: each tab is built once.
        clickTab(window, 0);
        clickTab(window, 2);
        QCOMPARE(window.findChildren<QWidget *>(QStringLiteral("fibnim")).size(), 1);
        QCOMPARE(window.findChild<QWidget *>(QStringLiteral("fibnim")), fibNim);
    }

    void tabOpenedAfterALanguageSwitchIsInTheNewLanguage()
    {
        Workspace workspace(sessionPath());
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTabBar *bar = tabBar(window);
        QVERIFY(bar);

        QVERIFY(language.setLanguage(QStringLiteral("ja")));
        QCoreApplication::processEvents();
        QCOMPARE(bar->tabText(1), QStringLiteral("ニム")); // the unbuilt tab's title follows the language
        QVERIFY(!window.findChild<QWidget *>(QStringLiteral("nim")));

        clickTab(window, 1);
        auto *nim = window.findChild<NimTab *>(QStringLiteral("nim"));
        QVERIFY(nim);
        // The same texts as a Nim tab made now in Japanese, and they are not the English ones.
        const NimTab japanese(workspace.nimTab());
        const QStringList japaneseTexts = texts(&japanese);
        QCOMPARE(texts(nim), japaneseTexts);

        QVERIFY(language.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        const NimTab english(workspace.nimTab());
        QVERIFY(texts(&english) != japaneseTexts);
        QCOMPARE(texts(nim), texts(&english)); // and the tab built late follows later switches
    }

    void showTabBuildsTheNamedTab()
    {
        Workspace workspace(sessionPath());
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.tabNames(), kTabs);

        QVERIFY(window.showTab(QStringLiteral("wythoff")));
        QCOMPARE(window.currentTabName(), QStringLiteral("wythoff"));
        QCOMPARE(builtTabs(window), (QStringList{QStringLiteral("nimsum"), QStringLiteral("wythoff")}));
        QVERIFY(isShown(window, QStringLiteral("wythoff")));
        QCOMPARE(QSettings().value(QStringLiteral("window/tab")).toString(), QStringLiteral("wythoff"));

        QVERIFY(!window.showTab(QStringLiteral("chess")));
        QCOMPARE(window.currentTabName(), QStringLiteral("wythoff"));
        QCOMPARE(builtTabs(window), (QStringList{QStringLiteral("nimsum"), QStringLiteral("wythoff")}));
    }

    void tabChosenBeforeTheFirstShowIsTheOnlyOneBuilt()
    {
        QSettings().setValue(QStringLiteral("window/tab"), QStringLiteral("fibnim"));
        Workspace workspace(sessionPath());
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.restoreSettings();
        QCOMPARE(window.currentTabName(), QStringLiteral("fibnim"));
        QVERIFY(window.showTab(QStringLiteral("nim"))); // as --tab does after the saved tab
        QCOMPARE(builtTabs(window), QStringList());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(builtTabs(window), QStringList{QStringLiteral("nim")});
        QVERIFY(isShown(window, QStringLiteral("nim")));
        // The nim-sum tab is built when asked for, even unseen.
        QVERIFY(window.nimSumTab());
        QCOMPARE(builtTabs(window), (QStringList{QStringLiteral("nimsum"), QStringLiteral("nim")}));
    }

    void buildingATabLeavesTheSessionAsItWas_data()
    {
        QTest::addColumn<QString>("tab");
        for (const QString &name : kTabs)
            QTest::addRow("%s", qPrintable(name)) << name;
    }
    void buildingATabLeavesTheSessionAsItWas()
    {
        // A tab is now built after the session was restored: it must show the restored state, not reset it.
        QFETCH(QString, tab);
        Workspace workspace(sessionPath());
        LanguageManager language;
        MainWindow window(&workspace, &language);
        QVERIFY(window.showTab(tab));
        QCOMPARE(workspace.session()->openFrom(QStringLiteral(NIMLAB_TEST_DATA "/session-v1.json")), QString());
        const QJsonObject restored = workspace.session()->toJson();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(isShown(window, tab));
        const QJsonObject now = workspace.session()->toJson();
        QCOMPARE(now.keys(), restored.keys());
        const QJsonObject parts = now.value(QStringLiteral("parts")).toObject();
        const QJsonObject restoredParts = restored.value(QStringLiteral("parts")).toObject();
        QCOMPARE(parts.keys(), restoredParts.keys());
        for (const QString &part : parts.keys())
            QVERIFY2(parts.value(part) == restoredParts.value(part),
                     qPrintable(part + QStringLiteral(" is now ") +
                                QString::fromUtf8(QJsonDocument(parts.value(part).toObject()).toJson())));
    }

    void tabsBuiltLateReachTheWindow()
    {
        QSettings().setValue(QStringLiteral("window/tab"), QStringLiteral("nim"));
        Workspace workspace(sessionPath());
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.restoreSettings();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *exportTable = exportAction(window);
        QVERIFY(exportTable);
        QVERIFY(!exportTable->isEnabled()); // only the nim-sum tab has a table to export
        auto *nim = window.findChild<NimTab *>(QStringLiteral("nim"));
        QVERIFY(nim);

        // A message of the Nim tab reaches the status bar: a heap's "leave" field with no number in it.
        auto *leave = nim->findChild<QLineEdit *>(QStringLiteral("entry0"));
        QVERIFY(leave && leave->isEnabled());
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
        QTest::keyClicks(leave, QStringLiteral("x"));
        QTest::keyClick(leave, Qt::Key_Return);
        QVERIFY(!window.statusBar()->currentMessage().isEmpty());

        // The worked example's last button asks for the article's 8 x 8 table: the unbuilt nim-sum tab opens with it.
        NimSumBuilder *builder = workspace.nimSumBuilder();
        builder->setSize(16);
        QVERIFY(!window.findChild<QWidget *>(QStringLiteral("nimsum")));
        auto *openTable = nim->findChild<QPushButton *>(QStringLiteral("openNimSumTable"));
        QVERIFY(openTable);
        QTest::mouseClick(openTable, Qt::LeftButton);
        QCOMPARE(window.currentTabName(), QStringLiteral("nimsum"));
        QVERIFY(isShown(window, QStringLiteral("nimsum")));
        QCOMPARE(builder->size(), 8);
        QVERIFY(builder->stepper()->atLast());
        QVERIFY(exportTable->isEnabled());
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
