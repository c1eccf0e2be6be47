// Undo and Redo against the computer in the Nim tab, through its widgets (offscreen), with the app's own delay
// before the computer moves: after Undo with the computer first, the computer moves again and a person can move (the
// game froze with "thinking..." and every control disabled), and Redo stays possible until the computer moves.
#include "games/gamesession.h"
#include "games/gamesidepanel.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "nim/nimboard.h"
#include "nim/nimtab.h"
#include "uitest.h"
#include "widgets/coinrow.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace nimlab;

namespace {
constexpr int kPerfectComputer = 4; // the player boxes' last item
constexpr int kFewSeconds = 5000;

QJsonObject normal()
{
    return {{QStringLiteral("misere"), false}};
}

/// Every Take button of the board is enabled: a person can move (the start heaps are never empty here).
bool personCanMove(NimTab &tab, int heaps)
{
    for (int i = 0; i < heaps; ++i) {
        auto *take = tab.findChild<QPushButton *>(QStringLiteral("take%1").arg(i));
        if (!take || !take->isEnabled())
            return false;
    }
    return true;
}
} // namespace

class TstPlayUndo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoAfterTheComputerFirstMoveLetsItMoveAgain()
    {
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        const GameSession &session = *nimTab.game();
        NimTab tab(&nimTab);
        tab.show();
        auto *first = tab.findChild<QComboBox *>(QStringLiteral("firstPlayerBox"));
        auto *undo = tab.findChild<QPushButton *>(QStringLiteral("undoButton"));
        auto *status = tab.findChild<QLabel *>(QStringLiteral("statusLabel"));
        QVERIFY(first && undo && status);
        QVERIFY(personCanMove(tab, 3));

        uitest::chooseItem(first, kPerfectComputer);
        // The computer is to move: the board waits for it, and the status says so.
        QVERIFY(!personCanMove(tab, 3));
        const QString thinking = status->text();
        QTRY_VERIFY_WITH_TIMEOUT(personCanMove(tab, 3), kFewSeconds);
        QCOMPARE(session.moveCount(), 1);
        QVERIFY(undo->isEnabled());

        QTest::mouseClick(undo, Qt::LeftButton);
        // No earlier position has a person to move: the computer moves again after its delay, then a person can.
        QTRY_VERIFY_WITH_TIMEOUT(personCanMove(tab, 3) && undo->isEnabled(), kFewSeconds);
        QVERIFY(status->text() != thinking);
        QCOMPARE(session.moveCount(), 1);
        QCOMPARE(session.playerToMove(), 1);

        // And the person really moves: a click on the first heap's last coin.
        const std::uint64_t coins = session.position()[0];
        QVERIFY(coins > 0);
        auto *row = tab.findChild<CoinRow *>(QStringLiteral("coins0"));
        QVERIFY(row);
        QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(int(coins - 1)).center());
        QCOMPARE(session.position()[0], coins - 1);
    }

    void redoBeforeTheComputerMovesAgain()
    {
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        session.setComputerDelayMs(1000); // long enough to press Redo first, even on a busy machine
        NimTab tab(&nimTab);
        tab.show();
        auto *first = tab.findChild<QComboBox *>(QStringLiteral("firstPlayerBox"));
        auto *undo = tab.findChild<QPushButton *>(QStringLiteral("undoButton"));
        auto *redo = tab.findChild<QPushButton *>(QStringLiteral("redoButton"));
        QVERIFY(first && undo && redo);
        uitest::chooseItem(first, kPerfectComputer);
        QTRY_VERIFY_WITH_TIMEOUT(personCanMove(tab, 3), kFewSeconds);
        const GameState afterComputer = session.position();

        QTest::mouseClick(undo, Qt::LeftButton);
        QVERIFY(!personCanMove(tab, 3)); // the computer is to move again...
        QVERIFY(redo->isEnabled());      // ...and its move can be redone until it moves
        QTest::mouseClick(redo, Qt::LeftButton);
        QVERIFY(personCanMove(tab, 3));
        QVERIFY(!redo->isEnabled());
        QCOMPARE(session.position(), afterComputer);
        QCOMPARE(session.moveCount(), 1);
    }
};

QTEST_MAIN(TstPlayUndo)
#include "tst_playundo.moc"
