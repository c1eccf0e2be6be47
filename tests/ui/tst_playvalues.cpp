// Best play shown while playing, clicked through in the Nim tab (offscreen): the analysis says in how many moves the
// player to move wins or loses (the remoteness, searched off the GUI thread), the value history carries the same
// numbers for every position, looking back shows the value of the position looked at; and while looking back, a
// position where the computer is to move takes no move from the board (the status says why) until "Play on from here".
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/valuehistoryview.h"
#include "nim/nimtab.h"
#include "uitest.h"
#include "widgets/coinrow.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace nimlab;
using uitest::child;

namespace {
constexpr int kPerfectComputer = 4; // the player boxes' last item

std::unique_ptr<GameTab> nimGameTab(const GameState &start)
{
    auto tab =
        std::make_unique<GameTab>(QStringLiteral("nim"), nimKind(), QJsonObject{{QStringLiteral("misere"), false}},
                                  start, std::vector<ExampleId>{ExampleId::Nim}, 2);
    tab->game()->setComputerDelayMs(0);
    return tab;
}

// Clicks coin `coin` (from 0) of heap `heap`: takes it and every coin after it.
void clickCoin(QWidget *root, int heap, int coin)
{
    auto *row = root->findChild<CoinRow *>(QStringLiteral("coins%1").arg(heap));
    QVERIFY(row);
    QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(coin).center());
}

// Clicks a check box on its box (its middle may be past the end of its text).
void toggle(QWidget *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

const QString kWinsIn3 = QStringLiteral("With best play the player to move wins in 3 moves, counting both players' "
                                        "moves.");
const QString kLosesIn2 = QStringLiteral("With best play the player to move loses in 2 moves, counting both players' "
                                         "moves (the losing player holds out as long as possible).");
} // namespace

class TstPlayValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theAnalysisCountsTheMovesToTheEnd()
    {
        // (1, 2): the mover takes 1 from heap 2 and wins in 3 moves: (1, 1), (0, 1) or (1, 0), (0, 0).
        auto nim = nimGameTab({1, 2});
        NimTab tab(nim.get());
        tab.show();
        auto *value = child<QLabel>(&tab, "positionValue");
        QTRY_COMPARE(value->text(), kWinsIn3);
        QVERIFY(value->isVisible());
        clickCoin(&tab, 1, 1); // takes the second coin of heap 2: (1, 1)
        QCOMPARE(nim->game()->position(), (GameState{1, 1}));
        QTRY_COMPARE(value->text(), kLosesIn2);
        // The value history has the same numbers, for every position of the game.
        auto *history = child<ValueHistoryView>(&tab, "valueHistory");
        QTRY_VERIFY(history->accessibleDescription().contains(
            QStringLiteral("The start: First player can force a win in 3 moves.")));
        QVERIFY(history->accessibleDescription().contains(
            QStringLiteral("After move 1: First player can force a win in 2 moves.")));
        // Looking back at the start shows its value again.
        QTest::mouseClick(history, Qt::LeftButton, {}, history->markCentre(0));
        QCOMPARE(nim->game()->moveCount(), 0);
        QCOMPARE(value->text(), kWinsIn3);
        // Hiding the analysis hides the count with it.
        toggle(child<QWidget>(&tab, "showAnalysis"));
        QVERIFY(!value->isVisible());
        // At the end there is nothing to count.
        toggle(child<QWidget>(&tab, "showAnalysis"));
        clickCoin(&tab, 1, 1);
        clickCoin(&tab, 0, 0);
        clickCoin(&tab, 1, 0);
        QVERIFY(nim->game()->isOver());
        QCOMPARE(value->text(), QString());
        QVERIFY(!value->isVisible());
    }

    void aTreeTooBigIsSaidSo()
    {
        auto nim = nimGameTab({1000, 2000, 3000});
        NimTab tab(nim.get());
        tab.show();
        QTRY_VERIFY(
            child<QLabel>(&tab, "positionValue")->text().startsWith(QStringLiteral("More than 100,000 positions")));
    }

    void lookingBackTheComputersMoveIsItsOwn()
    {
        // (2, 3) against the perfect computer: the person empties heap 1, the computer takes the 3 coins and wins.
        auto nim = nimGameTab({2, 3});
        NimTab tab(nim.get());
        tab.show();
        uitest::chooseItem(child<QComboBox>(&tab, "secondPlayerBox"), kPerfectComputer);
        clickCoin(&tab, 0, 0);
        QTRY_VERIFY(nim->game()->isOver());
        GameSession *game = nim->game();
        // Back to the position after the person's move: the computer is to move there.
        auto *history = child<ValueHistoryView>(&tab, "valueHistory");
        QTest::mouseClick(history, Qt::LeftButton, {}, history->markCentre(1));
        QCOMPARE(game->moveCount(), 1);
        QVERIFY(game->isReviewing());
        QVERIFY(child<QLabel>(&tab, "statusLabel")
                    ->text()
                    .endsWith(QStringLiteral("Computer (perfect) moves here once you press \"Play on from here\".")));
        // A click on heap 2 is not a move for the computer: nothing changes.
        clickCoin(&tab, 1, 2);
        QCOMPARE(game->moveCount(), 1);
        QCOMPARE(game->historySize(), 2);
        QCOMPARE(game->position(), (GameState{0, 3}));
        // The person may still move where it is their turn: back at the start, a click continues the game from there.
        QTest::mouseClick(history, Qt::LeftButton, {}, history->markCentre(0));
        QVERIFY(!child<QLabel>(&tab, "statusLabel")->text().contains(QStringLiteral("moves here")));
        // Play on from the computer's position: it moves.
        QTest::mouseClick(history, Qt::LeftButton, {}, history->markCentre(1));
        QTest::mouseClick(child<QPushButton>(&tab, "playFromHere"), Qt::LeftButton);
        QTRY_VERIFY(game->isOver());
        QCOMPARE(game->moveCount(), 2);
    }
};

QTEST_MAIN(TstPlayValues)
#include "tst_playvalues.moc"
