// The window fits a classroom screen: on every tab, every page of a game tab and in every language, the main window's
// minimum size (menu bar, tab bar, status bar included) fits a 1280x720 screen (also what 1920x1080 at 150% gives)
// less a realistic frame allowance, and so does the tab's own content, so that nothing scrolls at the normal zoom.
// The rows come from the window itself: a tab added to the window is checked without a change here.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "projectorscreen.h"
#include "session/workspace.h"
#include "uitest.h"
#include "windowtest.h"

#include <QApplication>
#include <QLayout>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;

using uitest::clickTab;

namespace {
/// 1280x720 less a title bar (~32 px), window borders and a desktop panel or task bar (~48 px).
const QSize kBudget(1280 - 20, 720 - 90);

QString describe(QSize size)
{
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}
} // namespace

class TstFit : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_sessions = 0;
    QString sessionPath() { return m_dir.filePath(QStringLiteral("session%1.json").arg(++m_sessions)); }
    /// Every tab's name and its number of game pages (1 for a tab without them), read from a window.
    QList<std::pair<QString, int>> m_tabs;

private Q_SLOTS:
    void initTestCase()
    {
        uitest::useTemporaryHome(m_dir, "tst_fit");
        // The projector's screen (on the offscreen platform, which the tests run on).
        if (QGuiApplication::platformName() == QLatin1String("offscreen"))
            QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 720));
        Workspace workspace(sessionPath());
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QString &name : window.tabNames()) {
            clickTab(window, name);
            QWidget *shown = window.findChild<QWidget *>(name);
            auto *pages = shown->findChild<QTabWidget *>(QStringLiteral("gamePages"));
            // The table builder's two modes are its two pages.
            const bool modes = shown->findChild<QRadioButton *>(QStringLiteral("compareMode"));
            m_tabs.push_back({name, pages ? pages->count() : modes ? 2 : 1});
        }
        QTRY_VERIFY_WITH_TIMEOUT(!workspace.isBusy(), 60000);
    }

    void fitsTheScreen_data()
    {
        QTest::addColumn<QString>("tab");
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::availableLanguages())
            for (const auto &[tab, pages] : m_tabs)
                for (int page = 0; page < pages; ++page)
                    QTest::addRow("%s page %d %s", qPrintable(tab), page, qPrintable(language))
                        << tab << page << language;
    }

    void fitsTheScreen()
    {
        QFETCH(QString, tab);
        QFETCH(int, page);
        QFETCH(QString, language);
        Workspace workspace(sessionPath());
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        MainWindow window(&workspace, &languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        clickTab(window, tab);
        QWidget *shown = window.findChild<QWidget *>(tab);
        QVERIFY(shown);
        if (shown->findChild<QTabWidget *>(QStringLiteral("gamePages")))
            uitest::clickPage(shown, page);
        else if (page == 1)
            QTest::mouseClick(uitest::child<QRadioButton>(shown, "compareMode"), Qt::LeftButton);
        // Wait for what the page starts (a Grundy table, a comparison): its results may change the sizes.
        QTRY_VERIFY_WITH_TIMEOUT(!workspace.isBusy(), 60000);
        QCoreApplication::processEvents();

        const QSize minimum = window.minimumSizeHint().expandedTo(window.layout()->minimumSize());
        // The tab's content itself: larger than the space of its page, it would scroll as a whole.
        const QSize content = shown->minimumSizeHint().expandedTo(shown->layout()->minimumSize());
        // The page of the window's tab widget: what is around it is the window's (tab bar, menu, status bar).
        QScrollArea *tabPage = nullptr;
        for (QWidget *w = shown->parentWidget(); w && !tabPage; w = w->parentWidget())
            tabPage = qobject_cast<QScrollArea *>(w);
        QVERIFY(tabPage);
        const QSize chrome = window.size() - tabPage->size();
        const QSize needed = content + chrome;
        qInfo("%s page %d %s: window minimum %s, content minimum %s, with the window around it %s; opened at %s",
              qPrintable(tab), page, qPrintable(language), qPrintable(describe(minimum)), qPrintable(describe(content)),
              qPrintable(describe(needed)), qPrintable(describe(window.size())));
        QVERIFY2(minimum.width() <= kBudget.width() && minimum.height() <= kBudget.height(),
                 qPrintable(describe(minimum)));
        QVERIFY2(needed.width() <= kBudget.width() && needed.height() <= kBudget.height(),
                 qPrintable(describe(needed)));
        // Opened for the first time on the projector, the window is within the screen and the tab does not scroll as
        // a whole (its pages scroll inside where they are long).
        const QRect free = window.screen()->availableGeometry();
        QVERIFY2(free.contains(window.frameGeometry()), qPrintable(describe(window.frameGeometry().size())));
        QVERIFY(!tabPage->verticalScrollBar()->isVisible());
        QVERIFY(!tabPage->horizontalScrollBar()->isVisible());
    }

    // A window closed at a size larger than this screen (saved on a larger screen, or at another scale) opens again
    // within the screen's free space.
    void restoredGeometryFitsTheScreen()
    {
        const QString session = sessionPath();
        {
            Workspace workspace(session);
            LanguageManager language;
            MainWindow window(&workspace, &language);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.setGeometry(200, 150, 2400, 1500);
            QTRY_COMPARE(window.size(), QSize(2400, 1500));
            window.close(); // saves the geometry
        }
        Workspace workspace(session);
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.restoreSettings();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect free = window.screen()->availableGeometry();
        QVERIFY2(free.contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2 %3 in %4")
                                .arg(window.frameGeometry().x())
                                .arg(window.frameGeometry().y())
                                .arg(describe(window.frameGeometry().size()), describe(free.size()))));
    }
};

PROJECTOR_TEST_MAIN(TstFit)
#include "tst_fit.moc"
