// The Nim tab through its widgets (offscreen): a whole game against the perfect computer (which never loses from a
// winning position), hints, undo, the review, the start position editor's bounds, big heaps by exact entry, and the
// seed's worked example (6, 12, 9) step by step.
#include "examples/examplepanel.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/movelistmodel.h"
#include "games/nimanalysis.h"
#include "games/nimrules.h"
#include "games/typedgame.h"
#include "nim/nimtab.h"
#include "widgets/coinrow.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include "uitest.h"

using namespace nimlab;

namespace {
QJsonObject normal()
{
    return {{QStringLiteral("misere"), false}};
}
GameSession::Player perfectComputer()
{
    return {GameSession::PlayerKind::Computer, GameSession::Level::Perfect};
}

/// Clicks coin `newSize` of heap `heap` (the heap becomes `newSize` coins).
void clickCoin(NimTab &tab, int heap, int newSize)
{
    auto *coins = tab.findChild<CoinRow *>(QStringLiteral("coins%1").arg(heap));
    QVERIFY(coins && !coins->isHidden());
    QTest::mouseClick(coins, Qt::LeftButton, {}, coins->coinRect(newSize).center());
}

QLineEdit *entry(NimTab &tab, int heap)
{
    return tab.findChild<QLineEdit *>(QStringLiteral("entry%1").arg(heap));
}

/// The analysis as the tab shows it (rich text).
QString analysisHtml(NimTab &tab)
{
    auto *label = tab.findChild<QLabel *>(QStringLiteral("analysisText"));
    return label ? label->text() : QStringLiteral("(no analysis label)");
}
} // namespace

class TstNimTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workedExample()
    {
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        NimTab tab(&nimTab);
        auto *ex = tab.findChild<ExamplePanel *>();
        QVERIFY(ex);
        QCOMPARE(ex->stepper()->count(), 5);
        const QString expected[] = {QStringLiteral("6 = 2 + 4, 12 = 4 + 8, 9 = 1 + 8"), QStringLiteral("= 1 + 2 = 3"),
                                    QStringLiteral("is 2"), QStringLiteral("= 1 + 4 = 5"),
                                    QStringLiteral("(5, 12, 9)")};
        for (int i = 0; i < 5; ++i) {
            ex->stepper()->goTo(i);
            QVERIFY2(ex->currentText().contains(expected[i]), qPrintable(ex->currentText()));
        }
        // Play from the last step's position: (5, 12, 9), a losing position for the player to move.
        auto *play = tab.findChild<QPushButton *>(QStringLiteral("playFromStep"));
        QVERIFY(play);
        QTest::mouseClick(play, Qt::LeftButton);
        QCOMPARE(session.startPosition(), (GameState{5, 12, 9}));
        QVERIFY(analysisHtml(tab).contains(QStringLiteral("The nim-sum is 0")));
    }

    void workedExampleHighlightsTheStepsColumns_data()
    {
        // Steps 1 .. 5: the columns each step talks about, by place value (3 = 2 + 1 is the nim-sum of (6, 12, 9)).
        QTest::addColumn<int>("step");
        QTest::addColumn<QStringList>("columns");
        QTest::addColumn<int>("rows");
        QTest::addRow("powers of two") << 0 << QStringList{} << 3;
        QTest::addRow("nim-sum") << 1 << QStringList{QStringLiteral("2"), QStringLiteral("1")} << 4;
        QTest::addRow("largest power") << 2 << QStringList{QStringLiteral("2")} << 4;
        QTest::addRow("new size") << 3 << QStringList{QStringLiteral("2"), QStringLiteral("1")} << 4;
        QTest::addRow("winning move") << 4 << QStringList{QStringLiteral("2"), QStringLiteral("1")} << 4;
    }
    void workedExampleHighlightsTheStepsColumns()
    {
        QFETCH(int, step);
        QFETCH(QStringList, columns);
        QFETCH(int, rows);
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        NimTab tab(&nimTab);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        uitest::clickPage(&tab, 1);
        // Stepped with the buttons, as a person does.
        QTest::mouseClick(uitest::child<QToolButton>(&tab, "exampleFirst"), Qt::LeftButton);
        for (int i = 0; i < step; ++i)
            QTest::mouseClick(uitest::child<QToolButton>(&tab, "exampleNext"), Qt::LeftButton);
        auto *table = uitest::child<QTableView>(&tab, "exampleNimTable");
        QVERIFY(table->isVisible());
        QVERIFY(uitest::child<QWidget>(&tab, "exampleHeaps")->isVisible());
        QAbstractItemModel *model = table->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), rows);
        QCOMPARE(model->columnCount(), 5); // 8 4 2 1 and the decimal number
        // What the table says it highlights, in words, and what it paints: heap 2 (12) is a row no step after the
        // first highlights, so its coloured cells are exactly the highlighted columns.
        const QString expected =
            QStringLiteral("Highlighted columns: %1.")
                .arg(columns.isEmpty() ? QStringLiteral("none") : QLocale().createSeparatedList(columns));
        QVERIFY2(table->accessibleDescription().startsWith(expected), qPrintable(table->accessibleDescription()));
        if (step > 0) {
            QStringList painted;
            for (int c = 0; c < 4; ++c)
                if (model->index(1, c).data(Qt::BackgroundRole).isValid())
                    painted << model->headerData(c, Qt::Horizontal).toString();
            QCOMPARE(painted, columns);
        }
        if (step == 4) { // the winning move: 6 -> 5, and the nim-sum row all 0
            QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("Heap 1 (6 \u2192 5)"));
            QCOMPARE(model->index(0, 4).data().toString(), QStringLiteral("5"));
            for (int c = 0; c < 5; ++c)
                QCOMPARE(model->index(3, c).data().toString(), QStringLiteral("0"));
            auto *heap = uitest::child<CoinRow>(&tab, "exampleHeap0");
            QCOMPARE(heap->coins(), std::uint64_t(6));
        }
    }

    void analysisShowsTheSeedsMethod()
    {
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        NimTab tab(&nimTab);
        const QString html = analysisHtml(tab);
        QVERIFY(html.contains(QStringLiteral("Nim-sum = 3")));
        QVERIFY(
            html.contains(QStringLiteral("The largest power of two in the nim-sum 3 is 2. Heap 1 (6 coins) has it.")));
        QVERIFY(html.contains(QStringLiteral("heap 1: 6 \u2192 5 (take 1)")));
        session.newGame({{QStringLiteral("misere"), true}}, {1, 1, 5});
        QVERIFY(analysisHtml(tab).contains(QStringLiteral("Misère play")));
        QVERIFY(analysisHtml(tab).contains(QStringLiteral("Lower it to 1 (take 4)")));
    }

    void wholeGameAgainstThePerfectComputer_data()
    {
        QTest::addColumn<GameState>("start");
        QTest::addColumn<bool>("computerFirst");
        QTest::addRow("seed, person first") << GameState{6, 12, 9} << false;
        QTest::addRow("seed, computer first") << GameState{6, 12, 9} << true;
        QTest::addRow("losing start, computer first") << GameState{5, 12, 9} << true;
        QTest::addRow("four heaps") << GameState{3, 7, 11, 15} << false;
    }
    void wholeGameAgainstThePerfectComputer()
    {
        QFETCH(GameState, start);
        QFETCH(bool, computerFirst);
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), start, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        session.setComputerDelayMs(0);
        NimTab tab(&nimTab);
        tab.show();
        auto *moveList = tab.findChild<QTableView *>(QStringLiteral("moveList"));
        QVERIFY(moveList && moveList->model());
        QAbstractItemModelTester tester(moveList->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int computer = computerFirst ? 0 : 1;
        session.setPlayer(computer, perfectComputer());
        bool computerHadAWin = false;
        while (!session.isOver()) {
            if (session.playerToMove() == computer) {
                computerHadAWin = computerHadAWin || session.rules().moverWins(session.position());
                QTRY_VERIFY(session.playerToMove() != computer || session.isOver());
                continue;
            }
            // The person clicks the first coin row that can move: always take the last coin of the first heap.
            const GameState &heaps = session.position();
            int heap = 0;
            while (heaps[std::size_t(heap)] == 0)
                ++heap;
            clickCoin(tab, heap, int(heaps[std::size_t(heap)] - 1));
        }
        if (computerHadAWin)
            QCOMPARE(session.winner(), computer);
        QVERIFY(tab.findChild<QLabel *>(QStringLiteral("statusLabel"))->text().startsWith(QStringLiteral("Game over")));
        const QModelIndex review = moveList->model()->index(0, MoveListModel::ReviewColumn);
        QVERIFY(!moveList->isColumnHidden(MoveListModel::ReviewColumn)); // shown once the game is over
        QVERIFY(!review.data().toString().isEmpty());
    }

    void hintUndoAndReview()
    {
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        NimTab tab(&nimTab);
        auto *hint = tab.findChild<QPushButton *>(QStringLiteral("hintButton"));
        auto *hintLabel = tab.findChild<QLabel *>(QStringLiteral("hintLabel"));
        QVERIFY(hint && hintLabel);
        QTest::mouseClick(hint, Qt::LeftButton);
        QCOMPARE(hintLabel->text(), QStringLiteral("Hint: heap 1: 6 \u2192 5 (take 1)"));
        // The hint's number is offered in heap 1's field, and only there.
        QCOMPARE(entry(tab, 0)->placeholderText(), QStringLiteral("5"));
        QVERIFY(entry(tab, 1)->placeholderText().isEmpty());
        clickCoin(tab, 1, 11); // misses the win
        // A hint belongs to one position: the move cleared it, text and field alike.
        QVERIFY(hintLabel->text().isEmpty());
        QVERIFY(entry(tab, 0)->placeholderText().isEmpty());
        QTest::mouseClick(hint, Qt::LeftButton);
        QVERIFY(hintLabel->text().startsWith(QStringLiteral("Hint:")));
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("undoButton")), Qt::LeftButton);
        QCOMPARE(session.position(), (GameState{6, 12, 9}));
        clickCoin(tab, 0, 5);
        QTest::mouseClick(hint, Qt::LeftButton);
        QCOMPARE(hintLabel->text(), QStringLiteral("No winning move: The nim-sum is 0. Every move changes one heap, so "
                                                   "it changes the nim-sum to something other than 0, and the "
                                                   "opponent can then make it 0 again."));
    }

    void theEditorShowsTheGameInProgress_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addRow("normal") << false;
        QTest::addRow("misere") << true;
    }
    void theEditorShowsTheGameInProgress()
    {
        QFETCH(bool, misere);
        GameTab nimTab(QStringLiteral("nim"), nimKind(), {{QStringLiteral("misere"), misere}}, {1, 1, 3},
                       {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        NimTab tab(&nimTab);
        auto *heaps = tab.findChild<QLineEdit *>(QStringLiteral("startHeaps"));
        auto *misereBox = tab.findChild<QCheckBox *>(QStringLiteral("misereBox"));
        QVERIFY(heaps && misereBox);
        QCOMPARE(heaps->text(), QStringLiteral("1 1 3"));
        QCOMPARE(misereBox->isChecked(), misere);
        // Ticking the box and pressing Start plays the other rule, from the heaps typed.
        QTest::mouseClick(misereBox, Qt::LeftButton);
        heaps->clear();
        QTest::keyClicks(heaps, QStringLiteral("2 5"));
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("startButton")), Qt::LeftButton);
        QCOMPARE(TypedGame<NimRules>(&session).rules().isMisere(), !misere);
        QCOMPARE(session.position(), (GameState{2, 5}));
    }

    void reviewCountsAreTheCores()
    {
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        NimTab tab(&nimTab);
        clickCoin(tab, 0, 5);  // keeps the win
        clickCoin(tab, 1, 11); // from a lost position
        clickCoin(tab, 2, 0);  // misses the win
        clickCoin(tab, 0, 0);
        clickCoin(tab, 1, 0);
        QVERIFY(session.isOver());
        const GameSession::ReviewCounts c = session.reviewCounts();
        QCOMPARE(c, (GameSession::ReviewCounts{2, 2, 1}));
        const QString review = tab.findChild<QLabel *>(QStringLiteral("reviewLabel"))->text();
        QCOMPARE(review, QStringLiteral(
                             "Review: moves that kept a won position: %1; that missed a win: %2 (the list says which "
                             "move would have won); made from a lost position: %3.")
                             .arg(c.keptWin)
                             .arg(c.missedWin)
                             .arg(c.fromLost));
    }

    void editorBounds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addRow("seed") << QStringLiteral("6 12 9") << true;
        QTest::addRow("commas") << QStringLiteral("1, 2, 3") << true;
        QTest::addRow("2^63") << QStringLiteral("9223372036854775808 1") << true;
        QTest::addRow("above 2^63") << QStringLiteral("9223372036854775809") << false;
        QTest::addRow("no heaps") << QString() << false;
        QTest::addRow("eleven heaps") << QStringLiteral("1 1 1 1 1 1 1 1 1 1 1") << false;
        QTest::addRow("negative") << QStringLiteral("-3 4") << false;
        QTest::addRow("text") << QStringLiteral("six") << false;
    }
    void editorBounds()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {6, 12, 9}, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        session.play({0, 5});
        NimTab tab(&nimTab);
        auto *heaps = tab.findChild<QLineEdit *>(QStringLiteral("startHeaps"));
        auto *message = tab.findChild<QLabel *>(QStringLiteral("editorMessage"));
        QVERIFY(heaps && message);
        heaps->clear();
        QTest::keyClicks(heaps, text);
        QCOMPARE(heaps->text(), text);
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("startButton")), Qt::LeftButton);
        QCOMPARE(message->text().isEmpty(), accepted);
        if (accepted) // a new game from the heaps typed
            QCOMPARE(session.moveCount(), 0);
        else // nothing changed
            QCOMPARE(session.position(), (GameState{5, 12, 9}));
    }

    void bigHeapsByExactEntry()
    {
        const std::uint64_t big = std::uint64_t{1} << 63;
        GameTab nimTab(QStringLiteral("nim"), nimKind(), normal(), {big, 5}, {ExampleId::Nim}, 2);
        GameSession &session = *nimTab.game();
        NimTab tab(&nimTab);
        QVERIFY(tab.findChild<CoinRow *>(QStringLiteral("coins0"))->isHidden()); // too big to draw
        QVERIFY(!tab.findChild<CoinRow *>(QStringLiteral("coins1"))->isHidden());
        QCOMPARE(tab.findChild<QLabel *>(QStringLiteral("size0"))->text(), QString::number(big));
        QTest::keyClicks(entry(tab, 0), QStringLiteral("5"));
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("take0")), Qt::LeftButton);
        QCOMPARE(session.position(), (GameState{5, 5}));
        QTest::keyClicks(entry(tab, 1), QStringLiteral("9"));
        QTest::keyClick(entry(tab, 1), Qt::Key_Return);
        QCOMPARE(session.position(), (GameState{5, 5})); // refused: more than the heap has
    }
};

QTEST_MAIN(TstNimTab)
#include "tst_nimtab.moc"
