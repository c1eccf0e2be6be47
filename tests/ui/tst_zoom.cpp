// View > Zoom in / Zoom out / Actual size, pressed as keys on the window (Ctrl+=, Ctrl++, Ctrl+-, Ctrl+0): text,
// boards and charts grow and shrink together (a label's font, the larger status line, the coins' drawn size, a chart's
// axis font, the nim-sum table's cells); Actual size gives back the first sizes; the status bar says the zoom; the
// actions are disabled at the ends; a new window opens at the zoom last chosen; and at the largest zoom the window
// still fits a projector's 1280x720 (the pages scroll inside).
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "projectorscreen.h"
#include "session/workspace.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "windowtest.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QScreen>
#include <QSettings>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nimlab;

namespace {
/// What the tests measure, read from the real widgets as they are shown.
struct Sizes
{
    qreal label = 0;  ///< the board's group title
    qreal status = 0; ///< the side panel's larger status line
    int coins = 0;    ///< the first pile's drawn height at a given width
    qreal chart = 0;  ///< the analysis chart's axis labels
};

/// A window on a fresh session, on a tab, shown and active (keys go to the active window).
struct Window : uitest::SessionWindow
{
    Window(const QString &sessionPath, const QString &tab) : SessionWindow(sessionPath)
    {
        window.showTab(tab);
        window.show();
        window.activateWindow();
    }
};

Sizes measure(const QWidget &window)
{
    QCoreApplication::processEvents();
    Sizes s;
    s.label = uitest::child<QGroupBox>(&window, "boardBox")->font().pointSizeF();
    s.status = uitest::child<QLabel>(&window, "statusLabel")->font().pointSizeF();
    s.coins = uitest::child<CoinRow>(&window, "coins0")->heightForWidth(2000);
    const auto *chart = uitest::child<QWidget>(&window, "analysisChart")->findChild<QChartView *>();
    s.chart =
        chart && !chart->chart()->axes().isEmpty() ? chart->chart()->axes().first()->labelsFont().pointSizeF() : 0;
    return s;
}

QString zoomText(const QWidget &window)
{
    return uitest::child<QLabel>(&window, "zoomLabel")->text();
}

void press(QWidget &window, QKeyCombination key)
{
    QTest::keyClick(&window, key.key(), key.keyboardModifiers());
    QCoreApplication::processEvents();
}
} // namespace

class TstZoom : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_sessions = 0;
    QString sessionPath() { return m_dir.filePath(QStringLiteral("session%1.json").arg(++m_sessions)); }

private Q_SLOTS:
    void initTestCase() { uitest::useTemporaryHome(m_dir, "tst_zoom"); }
    void init() { QSettings().remove(QStringLiteral("view/zoom")); }

    void keysScaleTextBoardsAndChartsTogether()
    {
        Window w(sessionPath(), QStringLiteral("fibnim"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QVERIFY(zoomText(w.window).contains(QLatin1String("100")));
        const Sizes actual = measure(w.window);
        QVERIFY(actual.label > 0 && actual.coins > 0 && actual.chart > 0);

        press(w.window, Qt::CTRL | Qt::Key_Equal); // 110%
        press(w.window, Qt::CTRL | Qt::Key_Plus);  // 125%
        QVERIFY2(zoomText(w.window).contains(QLatin1String("125")), qPrintable(zoomText(w.window)));
        const Sizes larger = measure(w.window);
        QCOMPARE(larger.label, actual.label * 1.25);
        QCOMPARE(larger.status, actual.status * 1.25);
        QVERIFY2(larger.coins > actual.coins, qPrintable(QStringLiteral("%1 %2").arg(larger.coins).arg(actual.coins)));
        QVERIFY2(larger.chart > actual.chart, qPrintable(QStringLiteral("%1 %2").arg(larger.chart).arg(actual.chart)));

        press(w.window, Qt::CTRL | Qt::Key_Minus); // 110%
        const Sizes smaller = measure(w.window);
        QVERIFY(smaller.label < larger.label && smaller.label > actual.label);
        QVERIFY(smaller.coins < larger.coins);

        press(w.window, Qt::CTRL | Qt::Key_0);
        const Sizes back = measure(w.window);
        QCOMPARE(back.label, actual.label);
        QCOMPARE(back.status, actual.status);
        QCOMPARE(back.coins, actual.coins);
        QCOMPARE(back.chart, actual.chart);
        QVERIFY(zoomText(w.window).contains(QLatin1String("100")));
    }

    void tableCellsGrow()
    {
        Window w(sessionPath(), QStringLiteral("nimsum"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        auto *table = uitest::child<QTableView>(&w.window, "nimSumTable");
        const int cell = table->horizontalHeader()->defaultSectionSize();
        const qreal font = table->font().pointSizeF();
        for (int i = 0; i < 3; ++i) // 110, 125, 150
            press(w.window, Qt::CTRL | Qt::Key_Equal);
        QVERIFY(zoomText(w.window).contains(QLatin1String("150")));
        QCOMPARE(table->font().pointSizeF(), font * 1.5);
        QVERIFY2(table->horizontalHeader()->defaultSectionSize() > cell,
                 qPrintable(QString::number(table->horizontalHeader()->defaultSectionSize())));
    }

    void disabledAtTheEnds()
    {
        Window w(sessionPath(), QStringLiteral("nim"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        auto *in = uitest::child<QAction>(&w.window, "zoomInAction");
        auto *out = uitest::child<QAction>(&w.window, "zoomOutAction");
        auto *actual = uitest::child<QAction>(&w.window, "actualSizeAction");
        QVERIFY(in->isEnabled() && out->isEnabled() && !actual->isEnabled());
        for (int i = 0; i < 12; ++i)
            press(w.window, Qt::CTRL | Qt::Key_Equal);
        QVERIFY2(zoomText(w.window).contains(QLatin1String("200")), qPrintable(zoomText(w.window)));
        QVERIFY(!in->isEnabled() && out->isEnabled() && actual->isEnabled());
        for (int i = 0; i < 12; ++i)
            press(w.window, Qt::CTRL | Qt::Key_Minus);
        QVERIFY2(zoomText(w.window).contains(QLatin1String("80")), qPrintable(zoomText(w.window)));
        QVERIFY(in->isEnabled() && !out->isEnabled() && actual->isEnabled());
    }

    void newWindowRestoresTheZoom()
    {
        qreal actual = 0;
        {
            Window w(sessionPath(), QStringLiteral("nim"));
            QVERIFY(QTest::qWaitForWindowActive(&w.window));
            actual = uitest::child<QGroupBox>(&w.window, "boardBox")->font().pointSizeF();
            for (int i = 0; i < 3; ++i) // 110, 125, 150
                press(w.window, Qt::CTRL | Qt::Key_Equal);
            QVERIFY(zoomText(w.window).contains(QLatin1String("150")));
        }
        Window again(sessionPath(), QStringLiteral("nim"));
        QVERIFY(QTest::qWaitForWindowActive(&again.window));
        QVERIFY2(zoomText(again.window).contains(QLatin1String("150")), qPrintable(zoomText(again.window)));
        QCOMPARE(uitest::child<QGroupBox>(&again.window, "boardBox")->font().pointSizeF(), actual * 1.5);
        // The tab was built at that zoom: its tables' headers (fonts of their class) zoom too.
        auto *moves = uitest::child<QTableView>(&again.window, "moveList");
        QCOMPARE(moves->horizontalHeader()->font().pointSizeF(), actual * 1.5);
    }

    // Every tab of the window (a tab added later too), built at the largest zoom.
    void largestZoomStillFits()
    {
        QSettings().setValue(QStringLiteral("view/zoom"), 200);
        Window w(sessionPath(), QStringLiteral("nimsum"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QVERIFY(zoomText(w.window).contains(QLatin1String("200")));
        auto *bar = w.window.findChild<QTabBar *>();
        QVERIFY(bar);
        for (const QString &tab : w.window.tabNames()) {
            QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(int(w.window.tabNames().indexOf(tab))).center());
            QCOMPARE(w.window.currentTabName(), tab);
            QCoreApplication::processEvents();
            const QSize minimum = w.window.minimumSizeHint().expandedTo(w.window.layout()->minimumSize());
            QVERIFY2(minimum.width() <= 1260 && minimum.height() <= 630,
                     qPrintable(QStringLiteral("%1: %2x%3").arg(tab).arg(minimum.width()).arg(minimum.height())));
            QVERIFY(w.window.screen()->availableGeometry().contains(w.window.frameGeometry()));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!w.workspace.isBusy(), 60000);
    }
};

PROJECTOR_TEST_MAIN(TstZoom)
#include "tst_zoom.moc"
