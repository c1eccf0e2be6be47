// The end of a game and its review, clicked through in the Nim tab (offscreen): who won by name ("You", "Computer
// (perfect)", "First player"), and for each move whether it kept the win, missed it -- with the move that would have
// won, in the explainer's words -- or was made from a lost position; long texts are never cut off (the whole text is
// the tooltip).
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
constexpr int kPerson = 0;
constexpr int kPerfectComputer = 4; // the player boxes' last item

std::unique_ptr<GameTab> nimGameTab(const GameState &start)
{
    auto tab =
        std::make_unique<GameTab>(QStringLiteral("nim"), nimKind(), QJsonObject{{QStringLiteral("misere"), false}},
                                  start, std::vector<ExampleId>{ExampleId::Nim}, 2);
    tab->game()->setComputerDelayMs(0);
    return tab;
}

// Takes every coin of heap `heap` by clicking its first coin.
void emptyHeap(QWidget *root, int heap)
{
    auto *row = root->findChild<CoinRow *>(QStringLiteral("coins%1").arg(heap));
    QVERIFY(row);
    QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(0).center());
}

QString cell(QTableView *view, int row, int column)
{
    return view->model()->index(row, column).data().toString();
}
} // namespace

class TstReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theReviewNamesTheWinnerAndTheMissedWin_data()
    {
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("mover");
        QTest::addColumn<QString>("replier");
        QTest::addRow("against the perfect computer")
            << kPerfectComputer << QStringLiteral("Game over: Computer (perfect) won.") << QStringLiteral("You")
            << QStringLiteral("Computer (perfect)");
        QTest::addRow("two people") << kPerson << QStringLiteral("Game over: Second player won.")
                                    << QStringLiteral("First player") << QStringLiteral("Second player");
    }
    void theReviewNamesTheWinnerAndTheMissedWin()
    {
        QFETCH(int, second);
        QFETCH(QString, status);
        QFETCH(QString, mover);
        QFETCH(QString, replier);
        // (2, 3): the first player wins by taking 1 from heap 2 (nim-sum 1); emptying heap 1 instead misses the win.
        auto nim = nimGameTab({2, 3});
        NimTab tab(nim.get());
        tab.show();
        uitest::chooseItem(child<QComboBox>(&tab, "secondPlayerBox"), second);
        auto *statusLabel = child<QLabel>(&tab, "statusLabel");
        QCOMPARE(statusLabel->text(),
                 second == kPerson ? QStringLiteral("First player to move.") : QStringLiteral("Your move."));
        emptyHeap(&tab, 0);
        if (second == kPerson)
            emptyHeap(&tab, 1); // the second player takes the last 3 coins
        QTRY_VERIFY(nim->game()->isOver());
        QCOMPARE(nim->game()->position(), (GameState{0, 0}));
        QCOMPARE(statusLabel->text(), status);
        auto *moves = child<QTableView>(&tab, "moveList");
        QCOMPARE(moves->model()->rowCount(), 2);
        QCOMPARE(cell(moves, 0, 1), mover);
        QCOMPARE(cell(moves, 1, 1), replier);
        // The missed win names the move that would have won, as the move list words moves.
        const QString winning =
            nim->game()->explainer().describeMove(GameState{2, 3}, nim->game()->rules().winningMoves({2, 3}).front());
        QCOMPARE(winning, QStringLiteral("heap 2: 3 \u2192 2 (take 1)"));
        QCOMPARE(cell(moves, 0, 3), QStringLiteral("missed a win: %1 would have won").arg(winning));
        QCOMPARE(cell(moves, 1, 3), QStringLiteral("kept a won position"));
        // Never cut off: the whole text is the tooltip of the move and of the review.
        QCOMPARE(moves->model()->index(0, 3).data(Qt::ToolTipRole).toString(), cell(moves, 0, 3));
        QCOMPARE(moves->model()->index(0, 2).data(Qt::ToolTipRole).toString(), cell(moves, 0, 2));
        QVERIFY(child<QLabel>(&tab, "reviewLabel")->text().contains(QStringLiteral("missed a win: 1")));
    }

    void aWonGameSaysYouWon()
    {
        // (0, 3) against the computer: the person takes the last 3 coins and wins.
        auto nim = nimGameTab({0, 3});
        NimTab tab(nim.get());
        tab.show();
        uitest::chooseItem(child<QComboBox>(&tab, "secondPlayerBox"), kPerfectComputer);
        emptyHeap(&tab, 1);
        QVERIFY(nim->game()->isOver());
        QCOMPARE(child<QLabel>(&tab, "statusLabel")->text(), QStringLiteral("Game over: you won."));
        QCOMPARE(cell(child<QTableView>(&tab, "moveList"), 0, 3), QStringLiteral("kept a won position"));
    }

    void lookingBackKeepsTheGame()
    {
        // (2, 3) against the perfect computer: the person empties heap 1 (missing the win), the computer takes 3.
        auto nim = nimGameTab({2, 3});
        NimTab tab(nim.get());
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        uitest::chooseItem(child<QComboBox>(&tab, "secondPlayerBox"), kPerfectComputer);
        emptyHeap(&tab, 0);
        QTRY_VERIFY(nim->game()->isOver());
        GameSession *game = nim->game();
        auto *moves = child<QTableView>(&tab, "moveList");
        auto *status = child<QLabel>(&tab, "statusLabel");
        auto *playFromHere = child<QPushButton>(&tab, "playFromHere");
        QVERIFY(!playFromHere->isVisible());
        // Clicking the first move shows the position after it: the board and the analysis follow, the game stays.
        QTest::mouseClick(moves->viewport(), Qt::LeftButton, {},
                          moves->visualRect(moves->model()->index(0, 2)).center());
        QCOMPARE(game->position(), (GameState{0, 3}));
        QCOMPARE(child<QLabel>(&tab, "size0")->text(), QStringLiteral("0"));
        QCOMPARE(game->historySize(), 2);
        QVERIFY(status->text().startsWith(QStringLiteral("Looking back")));
        QVERIFY(playFromHere->isVisible());
        QCOMPARE(moves->model()->rowCount(), 2);
        QCOMPARE(cell(moves, 0, 3).left(12), QStringLiteral("missed a win")); // the review stays
        QTest::qWait(50);
        QCOMPARE(game->moveCount(), 1); // the computer does not move while the person looks back

        // The value history: one mark per position; (2, 3) is the first player's, (0, 3) and the end the computer's;
        // clicking a mark shows that position.
        auto *history = child<ValueHistoryView>(&tab, "valueHistory");
        QVERIFY(history->markCentre(0).y() < history->markCentre(1).y()); // first player's win above the line
        QCOMPARE(history->markCentre(1).y(), history->markCentre(2).y());
        QVERIFY(history->accessibleDescription().contains(QStringLiteral("The move before missed a win.")));
        QTest::mouseClick(history, Qt::LeftButton, {}, history->markCentre(0));
        QCOMPARE(game->moveCount(), 0);
        QCOMPARE(game->position(), (GameState{2, 3}));
        QTest::mouseClick(history, Qt::LeftButton, {}, history->markCentre(2));
        QVERIFY(game->isOver());
        QVERIFY(!game->isReviewing());
        QVERIFY(!playFromHere->isVisible());
        QCOMPARE(status->text(), QStringLiteral("Game over: Computer (perfect) won."));

        // Play from here: after the first move the computer is to move, and it moves.
        QTest::mouseClick(history, Qt::LeftButton, {}, history->markCentre(1));
        QTest::mouseClick(playFromHere, Qt::LeftButton);
        QTRY_VERIFY(game->isOver());
        QCOMPARE(game->moveCount(), 2);
    }

    void twoComputersAreTold()
    {
        auto nim = nimGameTab({1, 2, 3});
        NimTab tab(nim.get());
        tab.show();
        uitest::chooseItem(child<QComboBox>(&tab, "firstPlayerBox"), kPerfectComputer);
        uitest::chooseItem(child<QComboBox>(&tab, "secondPlayerBox"), kPerfectComputer);
        QTRY_VERIFY(nim->game()->isOver());
        // (1, 2, 3) has nim-sum 0: the second computer wins, every move of the first from a lost position.
        QCOMPARE(child<QLabel>(&tab, "statusLabel")->text(),
                 QStringLiteral("Game over: Second computer (perfect) won."));
        QCOMPARE(cell(child<QTableView>(&tab, "moveList"), 0, 3), QStringLiteral("from a lost position"));
    }
};

QTEST_MAIN(TstReview)
#include "tst_review.moc"
