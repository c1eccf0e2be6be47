// What a restored or changed game shows, clicked through on the offscreen platform: every start editor shows the start
// and the play of the game in progress after a restore (a Nim game of 1 1 3 in misère play was restored while the
// field still said "6 12 9" and Misère was unticked, so Start silently began another game); a hint belongs to one
// position (the hinted number stayed in a heap's field after Redo and after further moves).
#include "fibnim/fibnimtab.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/wythofflab.h"
#include "nim/nimtab.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "wythoff/wythofftab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

#include <algorithm>

using namespace nimlab;
using uitest::child;

namespace {
std::unique_ptr<GameTab> nimGameTab(bool misere, const GameState &start)
{
    return std::make_unique<GameTab>(QStringLiteral("nim"), nimKind(), QJsonObject{{QStringLiteral("misere"), misere}},
                                     start, std::vector<ExampleId>{ExampleId::Nim}, 2);
}

void click(QWidget *root, const char *name)
{
    QTest::mouseClick(child<QPushButton>(root, name), Qt::LeftButton);
}

// Clicks coin `coin` (from 0) of heap `heap`: takes it and every coin after it.
void clickCoin(QWidget *root, int heap, int coin)
{
    auto *row = root->findChild<CoinRow *>(QStringLiteral("coins%1").arg(heap));
    QVERIFY(row);
    QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(coin).center());
}

QString placeholder(QWidget *root, int heap)
{
    return root->findChild<QLineEdit *>(QStringLiteral("entry%1").arg(heap))->placeholderText();
}
} // namespace

class TstPlayRestore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nimEditorShowsTheRestoredGame_data()
    {
        QTest::addColumn<int>("moves");
        QTest::addRow("no move made") << 0;
        QTest::addRow("one move made") << 1;
    }
    void nimEditorShowsTheRestoredGame()
    {
        QFETCH(int, moves);
        auto saved = nimGameTab(true, {1, 1, 3});
        if (moves > 0)
            QVERIFY(saved->game()->play({2, 1}).isEmpty());
        auto nim = nimGameTab(false, {6, 12, 9});
        NimTab tab(nim.get());
        tab.show();
        QCOMPARE(child<QLineEdit>(&tab, "startHeaps")->text(), QStringLiteral("6 12 9"));
        nim->restoreState(saved->saveState());
        QCOMPARE(nim->game()->moveCount(), moves);
        QCOMPARE(child<QLineEdit>(&tab, "startHeaps")->text(), QStringLiteral("1 1 3"));
        QVERIFY(child<QCheckBox>(&tab, "misereBox")->isChecked());
        // Start begins the restored game again, as shown.
        click(&tab, "startButton");
        QCOMPARE(nim->game()->position(), (GameState{1, 1, 3}));
        QCOMPARE(nim->game()->rules().lastMoverWins(), false);
    }

    void fibNimEditorShowsTheRestoredGame()
    {
        FibNimGame saved;
        QVERIFY(saved.session()
                    ->newGame(QJsonObject{{QStringLiteral("variant"), QStringLiteral("multi")}}, {5, 4, 8, 7})
                    .isEmpty());
        QVERIFY(saved.session()->play({0, 2}).isEmpty());
        FibNimGame game;
        FibNimTab tab(&game);
        tab.show();
        game.restoreState(saved.saveState());
        QCOMPARE(game.session()->moveCount(), 1);
        QCOMPARE(child<QLineEdit>(&tab, "startPiles")->text(), QStringLiteral("5 8"));
        QCOMPARE(child<QComboBox>(&tab, "variantBox")->currentIndex(), int(FibNimRules::Variant::Multi));
    }

    void aTabBuiltAfterARestoreShowsItsPage()
    {
        // The window builds a tab when it is first shown, after the session was restored: the page and the example
        // step restored are the ones shown (the Worked examples page came up as Play).
        auto saved = nimGameTab(false, {6, 12, 9});
        saved->setPage(1);
        saved->stepper()->next();
        auto nim = nimGameTab(false, {6, 12, 9});
        nim->restoreState(saved->saveState());
        NimTab tab(nim.get());
        tab.show();
        QCOMPARE(child<QTabWidget>(&tab, "gamePages")->currentIndex(), 1);
        QCOMPARE(nim->stepper()->index(), 1);
    }

    void fibNimGrundySizeIsRestored()
    {
        // The Grundy page's largest pile is typed in one window; a restart restores it (it used to reset to 1000).
        FibNimGame saved;
        FibNimTab first(&saved);
        first.show();
        auto *box = child<QSpinBox>(&first, "grundySize");
        QCOMPARE(box->value(), FibNimGame::kMaxGrundyCoins);
        box->setFocus();
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, QStringLiteral("250"));
        QCOMPARE(box->value(), 250);
        FibNimGame game;
        FibNimTab tab(&game);
        tab.show();
        QCOMPARE(child<QSpinBox>(&tab, "grundySize")->value(), FibNimGame::kMaxGrundyCoins);
        game.restoreState(saved.saveState());
        QCOMPARE(child<QSpinBox>(&tab, "grundySize")->value(), 250);
        // The table the Grundy page builds is of that size.
        uitest::clickPage(&tab, 2);
        QTRY_VERIFY(game.grundyTable() != nullptr);
        QCOMPARE(game.grundyTable()->maxCoins(), 250);
    }

    void wythoffEditorShowsTheRestoredGame()
    {
        WythoffLab saved;
        QVERIFY(saved.newGame(4, 11, true).isEmpty());
        QVERIFY(saved.game()->play({4, 6}).isEmpty());
        WythoffLab lab;
        WythoffTab tab(&lab);
        tab.show();
        lab.restoreState(saved.saveState());
        QCOMPARE(child<QLineEdit>(&tab, "startX")->text(), QStringLiteral("4"));
        QCOMPARE(child<QLineEdit>(&tab, "startY")->text(), QStringLiteral("11"));
        QVERIFY(child<QCheckBox>(&tab, "misereBox")->isChecked());
    }

    void nimHintBelongsToOnePosition()
    {
        auto nim = nimGameTab(false, {6, 12, 9});
        NimTab tab(nim.get());
        tab.show();
        // The article's winning move: heap 1 from 6 to 5.
        click(&tab, "hintButton");
        QCOMPARE(placeholder(&tab, 0), QStringLiteral("5"));
        QVERIFY(!child<QLabel>(&tab, "hintLabel")->text().isEmpty());
        // Another move (heap 2 down to 3): the hint was for the position before.
        clickCoin(&tab, 1, 3);
        QCOMPARE(nim->game()->position(), (GameState{6, 3, 9}));
        QCOMPARE(placeholder(&tab, 0), QString());
        QVERIFY(child<QLabel>(&tab, "hintLabel")->text().isEmpty());
        // Undo, hint again, then Redo: the hint goes with its position.
        click(&tab, "undoButton");
        click(&tab, "hintButton");
        QCOMPARE(placeholder(&tab, 0), QStringLiteral("5"));
        click(&tab, "redoButton");
        QCOMPARE(nim->game()->position(), (GameState{6, 3, 9}));
        for (int heap = 0; heap < 3; ++heap)
            QCOMPARE(placeholder(&tab, heap), QString());
        // A hint in the new position names that position's move, never the old one.
        click(&tab, "hintButton");
        const std::vector<GameMove> winning = nim->game()->rules().winningMoves(nim->game()->position());
        int hintedHeaps = 0;
        for (int heap = 0; heap < 3; ++heap) {
            if (placeholder(&tab, heap).isEmpty())
                continue;
            ++hintedHeaps;
            const GameMove shown{std::uint64_t(heap), placeholder(&tab, heap).toULongLong()};
            QVERIFY2(std::find(winning.begin(), winning.end(), shown) != winning.end(),
                     qPrintable(QStringLiteral("heap %1 to %2").arg(heap).arg(placeholder(&tab, heap))));
        }
        QCOMPARE(hintedHeaps, 1);
    }
};

QTEST_MAIN(TstPlayRestore)
#include "tst_playrestore.moc"
