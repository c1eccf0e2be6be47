// The students' view (offscreen, on the real window, driven as a person does): its key hides the answers in every
// game tab (the analysis and its value line, "Show the analysis" and "Colour moves on hover", the Hint button and Edit
// > Hint, the value history, the hint itself, Wythoff's P-positions and the misère pairs of the construction table),
// a hover over a board colours no move, a new window keeps it, and the key again shows everything as before.
#include "games/gamesession.h"
#include "games/typedgame.h"
#include "games/wythofflab.h"
#include "games/wythoffrules.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "session/workspace.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "widgets/valuecolor.h"
#include "windowtest.h"
#include "wythoff/wythoffboard.h"

#include <QAction>
#include <QCheckBox>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace nimlab;
using uitest::child;

using uitest::clickTab;

namespace {
const QStringList kGameTabs = {QStringLiteral("nim"), QStringLiteral("fibnim"), QStringLiteral("wythoff"),
                               QStringLiteral("sums")};

struct Window : uitest::SessionWindow
{
    explicit Window(const QString &sessionPath) : SessionWindow(sessionPath)
    {
        window.resize(1280, 900);
        window.show();
        window.activateWindow();
    }
};

/// The students' view's key, pressed where a person's keys go (in the window, active again after the tooltips of a
/// hover).
void pressStudentsView(MainWindow &window)
{
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QWidget *focus = window.focusWidget();
    QTest::keyClick(focus ? focus : &window, Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
}

void clickBox(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

/// The colour drawn at the last coin of the first pile with the mouse over it (away first, so that it sees a move).
QRgb hoverLastCoin(QWidget *tab)
{
    auto *row = child<CoinRow>(tab, "coins0");
    QTest::mouseMove(row, QPoint(row->width() - 1, row->height() - 1));
    const QPoint centre = row->coinRect(int(row->coins()) - 1).center();
    QTest::mouseMove(row, centre);
    return row->grab().toImage().pixelColor(centre).rgb();
}

bool isMoveColour(QRgb colour)
{
    return colour == kWinningMove.rgb() || colour == kLosingMove.rgb();
}

/// The answers of the tab shown, as a person sees them: each widget's visibility.
struct Answers
{
    bool analysis, valueLine, showAnalysis, hoverSwitch, hintButton, hintLabel, history;
};

Answers answersOf(QWidget *tab)
{
    return {child<QGroupBox>(tab, "analysisBox")->isVisible(),  child<QLabel>(tab, "positionValue")->isVisible(),
            child<QCheckBox>(tab, "showAnalysis")->isVisible(), child<QCheckBox>(tab, "hoverValues")->isVisible(),
            child<QPushButton>(tab, "hintButton")->isVisible(), child<QLabel>(tab, "hintLabel")->isVisible(),
            child<QWidget>(tab, "valueHistory")->isVisible()};
}

void checkAllHidden(QWidget *tab, const char *name)
{
    const Answers a = answersOf(tab);
    QVERIFY2(!a.analysis && !a.valueLine && !a.showAnalysis && !a.hoverSwitch && !a.hintButton && !a.hintLabel &&
                 !a.history,
             name);
}

void checkAllShown(QWidget *tab, const char *name)
{
    const Answers a = answersOf(tab);
    QVERIFY2(a.analysis && a.valueLine && a.showAnalysis && a.hoverSwitch && a.hintButton && a.hintLabel && a.history,
             name);
}
} // namespace

class TstStudentsView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_sessions = 0;
    QString sessionPath() { return m_dir.filePath(QStringLiteral("session%1.json").arg(++m_sessions)); }

private Q_SLOTS:
    void init() { uitest::useTemporaryHome(m_dir, QTest::currentTestFunction()); }

    void theKeyHidesTheAnswersEverywhereAndBack()
    {
        Window w(sessionPath());
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        auto *hint = w.window.findChild<QAction *>(QStringLiteral("hintAction"));
        auto *students = w.window.findChild<QAction *>(QStringLiteral("studentsViewAction"));
        QVERIFY(hint && students && !students->isChecked());
        // Every game tab as a person leaves it: the move colours on, a hint asked for (its value line searched).
        for (const QString &name : kGameTabs) {
            clickTab(w.window, name);
            QWidget *tab = w.window.findChild<QWidget *>(name);
            QTRY_VERIFY_WITH_TIMEOUT(tab->findChild<CoinRow *>(QStringLiteral("coins0")), 30000);
            clickBox(child<QCheckBox>(tab, "hoverValues"));
            QTRY_VERIFY_WITH_TIMEOUT(isMoveColour(hoverLastCoin(tab)), 30000);
            QTest::mouseClick(child<QPushButton>(tab, "hintButton"), Qt::LeftButton);
            QVERIFY(!child<QLabel>(tab, "hintLabel")->text().isEmpty());
            QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(tab, "positionValue")->isVisible(), 30000);
            checkAllShown(tab, qPrintable(name));
        }

        pressStudentsView(w.window);
        QVERIFY(students->isChecked());
        for (const QString &name : kGameTabs) {
            clickTab(w.window, name);
            QWidget *tab = w.window.findChild<QWidget *>(name);
            checkAllHidden(tab, qPrintable(name));
            QVERIFY2(!isMoveColour(hoverLastCoin(tab)), qPrintable(name));
            QVERIFY(!hint->isVisible() && !hint->isEnabled());
            // Ctrl+H gives no hint either.
            QTest::keyClick(&w.window, Qt::Key_H, Qt::ControlModifier);
            QVERIFY(child<QLabel>(tab, "hintLabel")->text().isEmpty());
        }

        pressStudentsView(w.window);
        QVERIFY(!students->isChecked());
        for (const QString &name : kGameTabs) {
            clickTab(w.window, name);
            QWidget *tab = w.window.findChild<QWidget *>(name);
            checkAllShown(tab, qPrintable(name));
            QVERIFY2(isMoveColour(hoverLastCoin(tab)), qPrintable(name));
            // The hint asked for before is shown again.
            QVERIFY2(!child<QLabel>(tab, "hintLabel")->text().isEmpty(), qPrintable(name));
            QVERIFY(hint->isVisible());
        }
    }

    void wythoffHidesItsPPositions()
    {
        Window w(sessionPath());
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        clickTab(w.window, QStringLiteral("wythoff"));
        QWidget *tab = w.window.findChild<QWidget *>(QStringLiteral("wythoff"));
        auto *showP = child<QCheckBox>(tab, "showPBox");
        auto *board = child<WythoffBoard>(tab, "queenBoard");
        clickBox(showP);
        QVERIFY(showP->isChecked());
        // (1, 2) is a P-position the queen does not reach from the start (7, 9): only the P colour is drawn there.
        const QRect square = board->squareRect(1, 2);
        const QPoint point = square.topLeft() + QPoint(2, 2);
        const auto colour = [board, point] { return board->grab().toImage().pixelColor(point).rgb(); };
        const QRgb withP = colour();
        clickBox(showP);
        const QRgb plain = colour();
        QVERIFY(withP != plain);
        clickBox(showP);
        QCOMPARE(colour(), withP);

        pressStudentsView(w.window);
        QVERIFY(!showP->isVisible());
        QCOMPARE(colour(), plain);
        // The construction table's misère pairs, given whole before any step, are hidden too.
        uitest::clickPage(tab, 1);
        auto *table = child<QTableView>(tab, "pPositionTable");
        QVERIFY(table->isColumnHidden(2) && table->isColumnHidden(3) && !table->isColumnHidden(0));
        // The game's own pages (the explanations for any n, the charts) give way to a notice, the page shown kept.
        uitest::clickPage(tab, 2);
        auto *explain = child<QWidget>(tab, "explainIndex");
        const auto notices = tab->findChildren<QLabel *>(QStringLiteral("answersHiddenNotice"));
        QCOMPARE(notices.size(), 2);
        const auto noticeShown = [&notices] {
            return std::any_of(notices.cbegin(), notices.cend(), [](const QLabel *l) { return l->isVisible(); });
        };
        QVERIFY(!explain->isVisible() && noticeShown());
        pressStudentsView(w.window);
        QVERIFY(explain->isVisible() && !noticeShown());
        QCOMPARE(child<QTabWidget>(tab, "gamePages")->currentIndex(), 2);
        uitest::clickPage(tab, 1);
        QVERIFY(!table->isColumnHidden(2) && !table->isColumnHidden(3));
        uitest::clickPage(tab, 0);
        QVERIFY(showP->isVisible() && showP->isChecked());
        QCOMPARE(colour(), withP);
    }

    void aNewWindowKeepsIt()
    {
        {
            Window w(sessionPath());
            QVERIFY(QTest::qWaitForWindowActive(&w.window));
            pressStudentsView(w.window);
            QVERIFY(w.window.findChild<QAction *>(QStringLiteral("studentsViewAction"))->isChecked());
        }
        Window w(sessionPath());
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QVERIFY(w.window.findChild<QAction *>(QStringLiteral("studentsViewAction"))->isChecked());
        for (const QString &name : kGameTabs) {
            clickTab(w.window, name);
            checkAllHidden(w.window.findChild<QWidget *>(name), qPrintable(name));
        }
        pressStudentsView(w.window);
        clickTab(w.window, QStringLiteral("nim"));
        const QWidget *nim = w.window.findChild<QWidget *>(QStringLiteral("nim"));
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(nim, "positionValue")->isVisible(), 30000);
        QVERIFY(child<QGroupBox>(nim, "analysisBox")->isVisible());
        QVERIFY(child<QPushButton>(nim, "hintButton")->isVisible());
    }
};

QTEST_MAIN(TstStudentsView)
#include "tst_studentsview.moc"
