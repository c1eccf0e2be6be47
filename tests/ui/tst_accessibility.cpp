// What a screen reader is told, driven as a person does on the real window: every game's board says in its
// accessible description what it shows now ("Heap 2: 12 coins", "The queen is at (7, 9)"), after a move by mouse and
// after one by keyboard; the queen's board plays from the keyboard;
// Tab visits every control of a game page once, in the page's order.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "session/workspace.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "windowtest.h"
#include "wythoff/wythoffboard.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace nimlab;

namespace {

/// A window on a fresh session, shown and active, on tab `tab`.
struct Window : uitest::SessionWindow
{
    Window(const QString &sessionPath, const QString &tab) : SessionWindow(sessionPath)
    {
        window.showTab(tab);
        window.show();
        window.activateWindow();
    }
};

/// Two people play (the second player is the computer at first): every move in a test is a person's.
void twoPeople(QWidget *root)
{
    uitest::chooseItem(uitest::child<QComboBox>(root, "firstPlayerBox"), 0);
    uitest::chooseItem(uitest::child<QComboBox>(root, "secondPlayerBox"), 0);
}

/// What a screen reader reads as `widget`'s description (through Qt's accessibility interface, not the widget).
QString description(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Description) : QString();
}

QString name(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Name) : QString();
}

/// Clicks coin `coin` (from 0) of the coin row `row`.
void clickCoin(CoinRow *row, int coin)
{
    QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(coin).center());
}

void typeMove(QLineEdit *entry, const QString &text)
{
    entry->setFocus();
    QTest::keyClicks(entry, text);
    QTest::keyClick(entry, Qt::Key_Return);
}

/// The widgets Tab visits from `first` until it comes back to one it has visited.
QList<QWidget *> tabWalk(QWidget *first)
{
    QList<QWidget *> visited;
    first->setFocus(Qt::TabFocusReason);
    for (QWidget *now = QApplication::focusWidget(); now && !visited.contains(now) && visited.size() < 500;
         now = QApplication::focusWidget()) {
        visited << now;
        QTest::keyClick(now, Qt::Key_Tab);
    }
    return visited;
}

/// True when `w` and its parents up to `root` are shown (it may get the keyboard).
bool shownIn(const QWidget *w, const QWidget *root)
{
    return w->isVisibleTo(root) && w->isVisible();
}

} // namespace

class TstAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { uitest::useTemporaryHome(m_home, "tst_accessibility"); }

    void nimHeaps()
    {
        Window w(m_home.filePath(QStringLiteral("nim.json")), QStringLiteral("nim"));
        twoPeople(uitest::child<QWidget>(&w.window, "nim"));
        auto *heap2 = uitest::child<CoinRow>(&w.window, "coins1");
        QVERIFY(name(heap2).contains(QLatin1String("Heap 2")));
        QVERIFY2(description(heap2).startsWith(QLatin1String("Heap 2: 12 coins")), qPrintable(description(heap2)));
        // By mouse: the eleventh coin and the one after it.
        clickCoin(heap2, 10);
        QVERIFY2(description(heap2).startsWith(QLatin1String("Heap 2: 10 coins, you may take 1 to 10")),
                 qPrintable(description(heap2)));
        // By keyboard: leave 5 in heap 1.
        auto *heap1 = uitest::child<CoinRow>(&w.window, "coins0");
        typeMove(uitest::child<QLineEdit>(&w.window, "entry0"), QStringLiteral("5"));
        QVERIFY2(description(heap1).startsWith(QLatin1String("Heap 1: 5 coins")), qPrintable(description(heap1)));
    }

    void fibNimPile()
    {
        Window w(m_home.filePath(QStringLiteral("fibnim.json")), QStringLiteral("fibnim"));
        twoPeople(uitest::child<QWidget>(&w.window, "fibnim"));
        auto *pile = uitest::child<CoinRow>(&w.window, "coins0");
        const QString before = description(pile);
        QVERIFY2(before.contains(QLatin1String("you may take 1 to")), qPrintable(before));
        // Take 1 by keyboard: the quota becomes 2.
        typeMove(uitest::child<QLineEdit>(&w.window, "entry0"), QStringLiteral("1"));
        const QString afterKeys = description(pile);
        QVERIFY2(afterKeys.contains(QLatin1String("quota 2: you may take 1 to 2")), qPrintable(afterKeys));
        // Take the last coin by mouse: the quota becomes 2 again, one coin fewer.
        const int coins = afterKeys.section(QLatin1Char(' '), 1, 1).toInt();
        QVERIFY(coins > 1);
        clickCoin(pile, coins - 1);
        QVERIFY2(description(pile).contains(QStringLiteral(": %1 coins, quota 2").arg(coins - 1)),
                 qPrintable(description(pile)));
    }

    void wythoffQueen()
    {
        Window w(m_home.filePath(QStringLiteral("wythoff.json")), QStringLiteral("wythoff"));
        twoPeople(uitest::child<QWidget>(&w.window, "wythoff"));
        auto *board = uitest::child<WythoffBoard>(&w.window, "queenBoard");
        QVERIFY(board->isVisible());
        const QRegularExpression queenAt(QStringLiteral("The queen is at \\((\\d+), (\\d+)\\)"));
        QRegularExpressionMatch at = queenAt.match(description(board));
        QVERIFY2(at.hasMatch(), qPrintable(description(board)));
        int x = at.captured(1).toInt(), y = at.captured(2).toInt();
        QVERIFY(x > 1 && y > 1);
        // By keyboard: one square left, then Enter.
        board->setFocus(Qt::TabFocusReason);
        QTest::keyClick(board, Qt::Key_Left);
        QVERIFY2(description(board).contains(QStringLiteral("Chosen: (%1, %2); press Enter").arg(x - 1).arg(y)),
                 qPrintable(description(board)));
        QTest::keyClick(board, Qt::Key_Return);
        QVERIFY2(description(board).contains(QStringLiteral("The queen is at (%1, %2)").arg(x - 1).arg(y)),
                 qPrintable(description(board)));
        --x;
        // By mouse: one square down.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(x, y - 1).center());
        QVERIFY2(description(board).contains(QStringLiteral("The queen is at (%1, %2)").arg(x).arg(y - 1)),
                 qPrintable(description(board)));
        // The piles say the same.
        auto *second = uitest::child<CoinRow>(&w.window, "coins1");
        QVERIFY2(description(second).startsWith(QStringLiteral("Second pile (y): %1 coins").arg(y - 1)),
                 qPrintable(description(second)));
    }

    void sumComponents()
    {
        Window w(m_home.filePath(QStringLiteral("sums.json")), QStringLiteral("sums"));
        twoPeople(uitest::child<QWidget>(&w.window, "sums"));
        QTRY_VERIFY(w.window.findChild<CoinRow *>(QStringLiteral("coins0")));
        auto *nim = uitest::child<CoinRow>(&w.window, "coins0");
        QVERIFY2(description(nim).startsWith(QLatin1String("1. Nim heap of 3: you may take 1 to 3")),
                 qPrintable(description(nim)));
        clickCoin(nim, 1); // take 2
        QVERIFY2(description(nim).startsWith(QLatin1String("1. Nim heap of 1")), qPrintable(description(nim)));
        auto *queen = uitest::child<QWidget>(&w.window, "queen2");
        QVERIFY2(description(queen).contains(QLatin1String("The queen is at (4, 4)")), qPrintable(description(queen)));
        QVERIFY(name(queen).contains(QLatin1String("Component 3")));
        typeMove(uitest::child<QLineEdit>(&w.window, "wythoffEntry2"), QStringLiteral("3,3"));
        QVERIFY2(description(queen).contains(QLatin1String("The queen is at (3, 3)")), qPrintable(description(queen)));
    }

    void tabVisitsEveryControlOnce_data()
    {
        QTest::addColumn<QString>("tab");
        QTest::addColumn<QString>("startField"); // a control of the start position's editor
        QTest::addRow("nim") << QStringLiteral("nim") << QStringLiteral("startHeaps");
        QTest::addRow("fibnim") << QStringLiteral("fibnim") << QStringLiteral("startPiles");
        QTest::addRow("wythoff") << QStringLiteral("wythoff") << QStringLiteral("startX");
        QTest::addRow("sums") << QStringLiteral("sums") << QStringLiteral("startComponents");
    }

    void tabVisitsEveryControlOnce()
    {
        QFETCH(QString, tab);
        QFETCH(QString, startField);
        Window w(m_home.filePath(tab + QStringLiteral("-tab.json")), tab);
        QWidget *page = uitest::child<QWidget>(&w.window, qPrintable(tab));
        auto *tabBar = w.window.findChild<QTabBar *>();
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        const QList<QWidget *> walk = tabWalk(tabBar);
        // Every control of the page that takes the keyboard is visited, once.
        QList<QWidget *> inPage;
        for (QWidget *now : walk)
            if (page->isAncestorOf(now))
                inPage << now;
        for (QWidget *control : page->findChildren<QWidget *>()) {
            const bool takesTab = (control->focusPolicy() & Qt::TabFocus) && control->isEnabled() &&
                                  shownIn(control, page) && !control->focusProxy();
            if (takesTab)
                QVERIFY2(inPage.count(control) == 1,
                         qPrintable(QStringLiteral("%1 (%2) visited %3 times")
                                        .arg(control->objectName(), QLatin1String(control->metaObject()->className()))
                                        .arg(inPage.count(control))));
        }
        // In the page's order: the pages' tabs, the start position, the board, then the side panel.
        const auto firstIndex = [&inPage](const QString &name) {
            for (int i = 0; i < inPage.size(); ++i)
                for (QWidget *p = inPage[i]; p; p = p->parentWidget())
                    if (p->objectName() == name)
                        return i;
            return -1;
        };
        const int pages = firstIndex(QStringLiteral("gamePages"));
        const int side = firstIndex(QStringLiteral("newGameButton"));
        QVERIFY(pages >= 0 && side >= 0);
        QVERIFY2(pages < side, "the game's pages come before the side panel");
        // The start position comes before the board, and the board's controls before the side panel.
        const int start = firstIndex(startField);
        const int board = firstIndex(QStringLiteral("boardBox"));
        QVERIFY(start > pages && board > start && board < side);
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TstAccessibility)
#include "tst_accessibility.moc"
