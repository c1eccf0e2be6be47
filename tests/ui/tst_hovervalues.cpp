// "Colour moves on hover" in the three game tabs (offscreen), as a person uses it: tick the box under "Show the
// analysis", move the mouse over a coin or a square, and read what is drawn there (the pixel's colour) and the
// tooltip. The seed article's Nim position (6, 12, 9): only heap 1 from 6 to 5 wins. Hiding the analysis closes the
// box and takes the colours away; with the box off the boards look as they always did.
#include "fibnim/fibnimtab.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/wythofflab.h"
#include "nim/nimtab.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "widgets/valuecolor.h"
#include "wythoff/wythoffboard.h"
#include "wythoff/wythofftab.h"

#include <QCheckBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include <optional>

using namespace nimlab;
using uitest::child;

namespace {
const QString kWinning = QStringLiteral("Winning move");
const QString kLosing = QStringLiteral("Losing move");

// What a person sees on `widget` at `point`: the colour drawn there.
QRgb colourAt(QWidget *widget, QPoint point)
{
    return widget->grab().toImage().pixelColor(point).rgb();
}

// Ticks or unticks a check box with the mouse, on its indicator, as a person does.
void clickBox(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

// Moves the mouse over coin `coin` of `row` (away first, so that the row sees a move) and returns the colour drawn
// at that coin's centre.
QRgb hoverCoin(CoinRow *row, int coin)
{
    QTest::mouseMove(row, QPoint(row->width() - 1, row->height() - 1));
    const QPoint centre = row->coinRect(coin).center();
    QTest::mouseMove(row, centre);
    return colourAt(row, centre);
}

QRgb hoverSquare(WythoffBoard *board, int x, int y)
{
    QTest::mouseMove(board, QPoint(0, 0));
    // Off the centre, where the frame is not: a quarter into the square.
    const QRect square = board->squareRect(x, y);
    const QPoint point = square.topLeft() + QPoint(square.width() / 4, square.height() / 4);
    QTest::mouseMove(board, square.center());
    return colourAt(board, point);
}

void type(QLineEdit *edit, const QString &text)
{
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Moves the mouse onto `button` (from outside it) and returns the colour drawn inside its edge, left of its text.
QRgb hoverButton(QPushButton *button)
{
    QTest::mouseMove(button->window(), QPoint(1, 1));
    QTest::mouseMove(button, button->rect().center());
    return colourAt(button, QPoint(4, button->height() / 2));
}

// A take button under the mouse, with the entry asking for a move of this value (nullopt: none, or not a move).
void checkButton(QPushButton *button, std::optional<bool> value)
{
    const QRgb colour = hoverButton(button);
    const QString tip = button->toolTip();
    if (value) {
        QCOMPARE(colour, (*value ? kWinningMove : kLosingMove).rgb());
        QVERIFY2(tip.contains(*value ? kWinning : kLosing) && !tip.contains(*value ? kLosing : kWinning),
                 qPrintable(tip));
    } else {
        QVERIFY(colour != kWinningMove.rgb() && colour != kLosingMove.rgb());
        QVERIFY2(!tip.contains(kWinning) && !tip.contains(kLosing), qPrintable(tip));
    }
}

// The value each take shows on the coins of `row` (take = coins - coin), checked in colour and words.
void checkCoin(CoinRow *row, int coin, bool winning)
{
    QCOMPARE(hoverCoin(row, coin), (winning ? kWinningMove : kLosingMove).rgb());
    QVERIFY2(row->toolTip().contains(winning ? kWinning : kLosing), qPrintable(row->toolTip()));
    QVERIFY2(!row->toolTip().contains(winning ? kLosing : kWinning), qPrintable(row->toolTip()));
}

// With the values off (or the analysis hidden) the coins a click takes are drawn as they always were.
void checkNoValue(CoinRow *row, int coin)
{
    const QRgb colour = hoverCoin(row, coin);
    QVERIFY(colour != kWinningMove.rgb() && colour != kLosingMove.rgb());
    QVERIFY2(row->toolTip().startsWith(QStringLiteral("Take ")), qPrintable(row->toolTip()));
    QVERIFY2(!row->toolTip().contains(kWinning) && !row->toolTip().contains(kLosing), qPrintable(row->toolTip()));
}
} // namespace

class TstHoverValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The two colours read on a light and on a dark window (at least 3 : 1, the WCAG minimum for a graphic), and
    // the words say the rest for whoever cannot tell red from green.
    void coloursReadOnLightAndDark()
    {
        for (const QColor &c : {kWinningMove, kLosingMove}) {
            QVERIFY(contrastRatio(c, Qt::white) >= 3.0);
            QVERIFY(contrastRatio(c, QColor(0x1e, 0x1e, 0x1e)) >= 3.0);
        }
        QVERIFY(kWinningMove.green() > kWinningMove.red());
        QVERIFY(kLosingMove.red() > kLosingMove.green());
    }

    void nimSeedPosition_data()
    {
        QTest::addColumn<int>("coin");
        QTest::addColumn<bool>("winning");
        // Heap 1 of 6 coins: the coin i takes 6 - i and leaves i.
        QTest::addRow("take 1, leave 5 (wins)") << 5 << true;
        for (int leave = 0; leave < 5; ++leave)
            QTest::addRow("take %d, leave %d (loses)", 6 - leave, leave) << leave << false;
    }
    void nimSeedPosition()
    {
        QFETCH(int, coin);
        QFETCH(bool, winning);
        GameTab nimTab(QStringLiteral("nim"), nimKind(), {{QStringLiteral("misere"), false}}, {6, 12, 9},
                       {ExampleId::Nim}, 2);
        NimTab tab(&nimTab);
        tab.resize(1280, 900);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        auto *hover = child<QCheckBox>(&tab, "hoverValues");
        auto *analysis = child<QCheckBox>(&tab, "showAnalysis");
        auto *heap1 = child<CoinRow>(&tab, "coins0");
        QVERIFY(!hover->isChecked() && hover->isEnabled() && analysis->isChecked());
        checkNoValue(heap1, coin);

        clickBox(hover);
        QVERIFY(hover->isChecked());
        checkCoin(heap1, coin, winning);

        // Hiding the analysis closes the box (still ticked) and the colours go; showing it brings them back.
        clickBox(analysis);
        QVERIFY(!analysis->isChecked());
        QVERIFY(!hover->isEnabled());
        QVERIFY(hover->isChecked());
        checkNoValue(heap1, coin);
        clickBox(analysis);
        QVERIFY(hover->isEnabled());
        checkCoin(heap1, coin, winning);

        // Unticked, the board is as it was.
        clickBox(hover);
        checkNoValue(heap1, coin);
    }

    // The field and its Take button: leaving 5 in heap 1 wins, leaving 3 loses, leaving 6 is no move.
    void nimTakeButton()
    {
        GameTab nimTab(QStringLiteral("nim"), nimKind(), {{QStringLiteral("misere"), false}}, {6, 12, 9},
                       {ExampleId::Nim}, 2);
        NimTab tab(&nimTab);
        tab.resize(1280, 900);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        auto *entry = child<QLineEdit>(&tab, "entry0");
        auto *take = child<QPushButton>(&tab, "take0");
        type(entry, QStringLiteral("5"));
        checkButton(take, std::nullopt);
        clickBox(child<QCheckBox>(&tab, "hoverValues"));
        checkButton(take, true);
        const QSize size = take->size();
        type(entry, QStringLiteral("3"));
        checkButton(take, false);
        type(entry, QStringLiteral("6"));
        checkButton(take, std::nullopt);
        QCOMPARE(take->size(), size); // the value changes the colours, never the layout
        type(entry, QStringLiteral("5"));
        clickBox(child<QCheckBox>(&tab, "showAnalysis"));
        checkButton(take, std::nullopt);
    }

    // Wythoff's game from (2, 4): only (2, 1) wins (a P-position), by taking 3 from the second pile.
    void wythoffBoardAndPiles()
    {
        WythoffLab lab;
        WythoffTab tab(&lab);
        tab.resize(1280, 900);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        type(child<QLineEdit>(&tab, "startX"), QStringLiteral("2"));
        type(child<QLineEdit>(&tab, "startY"), QStringLiteral("4"));
        QTest::mouseClick(child<QPushButton>(&tab, "startButton"), Qt::LeftButton);
        QVERIFY(child<QLabel>(&tab, "editorMessage")->text().isEmpty());
        auto *board = child<WythoffBoard>(&tab, "queenBoard");
        auto *second = child<CoinRow>(&tab, "coins1");
        auto *hover = child<QCheckBox>(&tab, "hoverValues");

        const QRgb plainWin = hoverSquare(board, 2, 1);
        QVERIFY(plainWin != kWinningMove.rgb());
        QVERIFY(!board->toolTip().contains(kWinning));
        checkNoValue(second, 1);

        clickBox(hover);
        QCOMPARE(hoverSquare(board, 2, 1), kWinningMove.rgb());
        QVERIFY2(board->toolTip().contains(kWinning), qPrintable(board->toolTip()));
        QCOMPARE(hoverSquare(board, 2, 3), kLosingMove.rgb());
        QVERIFY2(board->toolTip().contains(kLosing), qPrintable(board->toolTip()));
        QCOMPARE(hoverSquare(board, 0, 2), kLosingMove.rgb()); // the diagonal
        QVERIFY2(board->toolTip().contains(kLosing), qPrintable(board->toolTip()));
        // A square the queen does not reach has no value.
        const QRgb unreachable = hoverSquare(board, 3, 3);
        QVERIFY(unreachable != kWinningMove.rgb() && unreachable != kLosingMove.rgb());
        QVERIFY(!board->toolTip().contains(kWinning) && !board->toolTip().contains(kLosing));
        // The second pile of 4: leaving 1 wins, leaving 3 loses.
        checkCoin(second, 1, true);
        checkCoin(second, 3, false);
        checkCoin(child<CoinRow>(&tab, "coins0"), 1, false);
        // The take field and its three buttons: 3 from the second pile wins; 3 is more than the first pile or both
        // can give; 1 loses from any.
        auto *entry = child<QLineEdit>(&tab, "takeEntry");
        auto *first = child<QPushButton>(&tab, "takeFromFirst");
        auto *secondButton = child<QPushButton>(&tab, "takeFromSecond");
        auto *both = child<QPushButton>(&tab, "takeFromBoth");
        type(entry, QStringLiteral("3"));
        checkButton(secondButton, true);
        checkButton(first, std::nullopt);
        checkButton(both, std::nullopt);
        type(entry, QStringLiteral("1"));
        checkButton(secondButton, false);
        checkButton(first, false);
        checkButton(both, false);

        clickBox(child<QCheckBox>(&tab, "showAnalysis"));
        QVERIFY(!hover->isEnabled());
        QCOMPARE(hoverSquare(board, 2, 1), plainWin);
        QVERIFY(!board->toolTip().contains(kWinning));
        checkNoValue(second, 1);
        checkButton(first, std::nullopt);
    }

    // Fibonacci Nim, the article's 10 coins with quota 9: taking 2 wins (10 = 8 + 2), taking 1 or 3 loses, and taking
    // all 10 is above the quota: no value, said in words.
    void fibNimArticlePile()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        tab.resize(1280, 900);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QCOMPARE(game.session()->position(), (GameState{10, 9}));
        auto *hover = child<QCheckBox>(&tab, "hoverValues");
        auto *pile = child<CoinRow>(&tab, "coins0");
        checkNoValue(pile, 8);

        clickBox(hover);
        checkCoin(pile, 8, true);  // take 2
        checkCoin(pile, 9, false); // take 1
        checkCoin(pile, 7, false); // take 3
        const QRgb tooMany = hoverCoin(pile, 0);
        QVERIFY(tooMany != kWinningMove.rgb() && tooMany != kLosingMove.rgb());
        QVERIFY2(pile->toolTip().contains(QStringLiteral("Not allowed now")), qPrintable(pile->toolTip()));

        clickBox(child<QCheckBox>(&tab, "showAnalysis"));
        QVERIFY(!hover->isEnabled());
        checkNoValue(pile, 8);
        clickBox(child<QCheckBox>(&tab, "showAnalysis"));

        // The take field and its button: 2 wins, 1 loses, 10 is above the quota.
        auto *entry = child<QLineEdit>(&tab, "entry0");
        auto *take = child<QPushButton>(&tab, "take0");
        type(entry, QStringLiteral("2"));
        checkButton(take, true);
        type(entry, QStringLiteral("1"));
        checkButton(take, false);
        type(entry, QStringLiteral("10"));
        checkButton(take, std::nullopt);
    }
};

QTEST_MAIN(TstHoverValues)
#include "tst_hovervalues.moc"
