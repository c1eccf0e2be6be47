// The scorecard and Swap sides in the Nim tab, clicked through (offscreen) with a short delay before the computer
// moves: a whole game won by clicking coins, a game lost (taking moves back and finishing again does not count it
// twice), Swap sides exchanging the players' boxes and the computer then moving by itself, and Reset scores.
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "nim/nimtab.h"
#include "uitest.h"
#include "widgets/coinrow.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace nimlab;
using uitest::child;

namespace {
constexpr int kPerson = 0;
constexpr int kPerfectComputer = 4; // the player boxes' last item
constexpr int kFewSeconds = 5000;

/// Leaves `size` coins in heap `heap` by clicking the coin there, as a person does.
void leave(QWidget *root, int heap, std::uint64_t size)
{
    auto *row = root->findChild<CoinRow *>(QStringLiteral("coins%1").arg(heap));
    QVERIFY(row);
    QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(int(size)).center());
}

/// Plays as the person until the game is over: evens the two heaps when it can (which wins from an uneven start),
/// else takes one coin; the computer answers by itself.
void playToTheEnd(QWidget *root, GameSession *game)
{
    while (!game->isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(game->isOver() || !game->isComputerToMove(), kFewSeconds);
        if (game->isOver())
            break;
        const GameState p = game->position();
        const int big = p[1] > p[0] ? 1 : 0;
        const int moves = game->moveCount();
        leave(root, big, p[0] != p[1] ? p[1 - big] : p[big] - 1);
        QCOMPARE(game->moveCount(), moves + 1);
    }
}
} // namespace

class TstScorecard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void winsAreCountedSwappedAndReset()
    {
        // {2, 3}: the first player wins by evening the heaps.
        GameTab nim(QStringLiteral("nim"), nimKind(), QJsonObject{{QStringLiteral("misere"), false}}, {2, 3},
                    {ExampleId::Nim}, 2);
        GameSession *game = nim.game();
        game->setComputerDelayMs(100);
        NimTab tab(&nim);
        tab.show();
        auto *first = child<QComboBox>(&tab, "firstPlayerBox");
        auto *second = child<QComboBox>(&tab, "secondPlayerBox");
        auto *scorecard = child<QLabel>(&tab, "scorecard");
        auto *swap = child<QPushButton>(&tab, "swapSides");
        auto *reset = child<QPushButton>(&tab, "resetScores");
        auto *undo = child<QPushButton>(&tab, "undoButton");
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: First player 0 \u00b7 Second player 0"));
        QVERIFY(!swap->isEnabled()); // two people: nothing to swap
        QVERIFY(!reset->isEnabled());

        uitest::chooseItem(second, kPerfectComputer);
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: You 0 \u00b7 Computer (perfect) 0"));
        QVERIFY(swap->isEnabled());

        // A whole game, won by clicking.
        playToTheEnd(&tab, game);
        QCOMPARE(game->winner(), 0);
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: You 1 \u00b7 Computer (perfect) 0"));
        QVERIFY(reset->isEnabled());
        QVERIFY(!swap->isEnabled()); // the game is over
        // Taken back and won again: still one game.
        QTest::mouseClick(undo, Qt::LeftButton);
        QVERIFY(!game->isOver());
        playToTheEnd(&tab, game);
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: You 1 \u00b7 Computer (perfect) 0"));

        // A new game; you swap sides before moving: the computer plays first, by itself, after its delay.
        QTest::mouseClick(child<QPushButton>(&tab, "newGameButton"), Qt::LeftButton);
        QCOMPARE(game->moveCount(), 0);
        QVERIFY(swap->isEnabled());
        QTest::mouseClick(swap, Qt::LeftButton);
        QCOMPARE(first->currentIndex(), kPerfectComputer);
        QCOMPARE(second->currentIndex(), kPerson);
        // Your win stays yours; the two players now come first, in their order.
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: Computer (perfect) 0 \u00b7 You 1"));
        QCOMPARE(game->moveCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(game->moveCount(), 1, kFewSeconds);
        QCOMPARE(game->position(), (GameState{2, 2})); // the perfect computer evened the heaps
        playToTheEnd(&tab, game);
        QCOMPARE(game->winner(), 0);
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: Computer (perfect) 1 \u00b7 You 1"));

        // Swapping in the middle of a game: the computer opens with {2, 2}; you swap and take over its side, so the
        // computer is to move in the same position, and moves.
        QTest::mouseClick(child<QPushButton>(&tab, "newGameButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(game->moveCount(), 1, kFewSeconds);
        QTest::mouseClick(swap, Qt::LeftButton);
        QCOMPARE(first->currentIndex(), kPerson);
        QCOMPARE(second->currentIndex(), kPerfectComputer);
        QCOMPARE(game->position(), (GameState{2, 2}));
        QCOMPARE(game->moveCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(game->moveCount(), 2, kFewSeconds); // the computer moved, now second
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: You 1 \u00b7 Computer (perfect) 1"));

        QTest::mouseClick(reset, Qt::LeftButton);
        QCOMPARE(scorecard->text(), QStringLiteral("Games won: You 0 \u00b7 Computer (perfect) 0"));
        QVERIFY(!reset->isEnabled());
    }

    void aComputerAgainstItselfHasARowPerSide()
    {
        // {1, 2, 3} has nim-sum 0: the second computer wins.
        GameTab nim(QStringLiteral("nim"), nimKind(), QJsonObject{{QStringLiteral("misere"), false}}, {1, 2, 3},
                    {ExampleId::Nim}, 2);
        nim.game()->setComputerDelayMs(0);
        NimTab tab(&nim);
        tab.show();
        uitest::chooseItem(child<QComboBox>(&tab, "firstPlayerBox"), kPerfectComputer);
        uitest::chooseItem(child<QComboBox>(&tab, "secondPlayerBox"), kPerfectComputer);
        QTRY_VERIFY_WITH_TIMEOUT(nim.game()->isOver(), kFewSeconds);
        QCOMPARE(child<QLabel>(&tab, "scorecard")->text(),
                 QStringLiteral("Games won: First computer (perfect) 0 \u00b7 Second computer (perfect) 1"));
        // The first computer becomes a beginner: the rows name each by level; the earlier win keeps its row.
        uitest::chooseItem(child<QComboBox>(&tab, "firstPlayerBox"), 1);
        QCOMPARE(child<QLabel>(&tab, "scorecard")->text(),
                 QStringLiteral("Games won: Computer (beginner) 0 \u00b7 Computer (perfect) 0 \u00b7 Second computer "
                                "(perfect) 1"));
    }
};

QTEST_MAIN(TstScorecard)
#include "tst_scorecard.moc"
