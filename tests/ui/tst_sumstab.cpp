// The sums tab clicked through (offscreen): the worked example's sum with its values 3, 5 and 7 and nim-sum 1 in the
// analysis, a winning move in each kind of component made with the mouse (a Nim heap's coin, a Fibonacci Nim pile's
// coin, a square of the small queen's board), a sum built with the add and remove buttons, a typo refused without
// changing anything, and a start that needs bigger Grundy tables built off the GUI thread before the game begins.
#include "games/gamesession.h"
#include "games/sumanalysis.h"
#include "games/sumlab.h"
#include "sums/miniqueenboard.h"
#include "sums/sumstab.h"
#include "uitest.h"
#include "widgets/coinrow.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

Q_DECLARE_METATYPE(nimlab::SumComponent)

using namespace nimlab;
using uitest::child;

namespace {
std::vector<SumComponent> components(const SumLab &lab)
{
    return lab.components();
}

void click(QWidget *root, const char *name)
{
    QTest::mouseClick(child<QPushButton>(root, name), Qt::LeftButton);
}

void clickCoin(QWidget *root, int row, int coin)
{
    auto *coins = root->findChild<CoinRow *>(QStringLiteral("coins%1").arg(row));
    QVERIFY(coins);
    QTest::mouseClick(coins, Qt::LeftButton, {}, coins->coinRect(coin).center());
}

void typeStart(QWidget *root, const QString &text)
{
    auto *edit = child<QLineEdit>(root, "startComponents");
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

QString analysisText(QWidget *root)
{
    return child<QLabel>(root, "sumAnalysis")->text();
}
} // namespace

class TstSumsTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theExampleSumIsAnalysed()
    {
        SumLab lab;
        SumsTab tab(&lab);
        tab.show();
        QCOMPARE(child<QLineEdit>(&tab, "startComponents")->text(), QStringLiteral("nim:3 fib:10/9 wythoff:4,4"));
        const QString text = analysisText(&tab);
        // The values 3, 5 and 7, each as the mex of its options' values, and the nim-sum 1.
        QVERIFY(text.contains(QStringLiteral("so g = mex = 3")));
        QVERIFY(text.contains(QStringLiteral("so g = mex = 5")));
        QVERIFY(text.contains(QStringLiteral("so g = mex = 7")));
        QVERIFY(text.contains(QStringLiteral("The nim-sum of the values is 1, not 0")));
        // Every winning move of the core is listed, each in the explainer's words.
        const SumAnalysis a = *lab.analysis();
        QCOMPARE(a.winningMoves.size(), std::size_t(5));
        for (const SumWinningMove &m : a.winningMoves)
            QVERIFY(text.contains(SumExplainer::winningMoveText(a, m).toHtmlEscaped()));
        QVERIFY(text.contains(SumExplainer::misereText().toHtmlEscaped()));
    }

    void aWinningMoveInEachKindOfComponent_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<SumComponent>("after");
        QTest::addRow("Nim heap 3 -> 2") << 0 << SumComponent::nim(2);
        QTest::addRow("Fibonacci Nim: take 3 of 10") << 1 << SumComponent::fibNim(7, 6);
        QTest::addRow("Wythoff (4, 4) -> (3, 3)") << 2 << SumComponent::wythoff(3, 3);
    }
    void aWinningMoveInEachKindOfComponent()
    {
        QFETCH(int, kind);
        QFETCH(SumComponent, after);
        SumLab lab;
        lab.game()->setPlayer(1, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
        SumsTab tab(&lab);
        tab.show();
        if (kind == 0)
            clickCoin(&tab, 0, 2); // the last coin of the heap of 3
        else if (kind == 1)
            clickCoin(&tab, 1, 7); // the 8th of 10 coins: takes 3
        else {
            auto *board = child<MiniQueenBoard>(&tab, "queen2");
            QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(3, 3).center());
        }
        QCOMPARE(lab.game()->moveCount(), 1);
        QCOMPARE(components(lab)[std::size_t(kind)], after);
        // Each of these moves makes the nim-sum 0: the analysis says the player to move now loses.
        QVERIFY(analysisText(&tab).contains(QStringLiteral("The nim-sum of the values is 0")));
    }

    void aSumIsBuiltWithTheButtons()
    {
        SumLab lab;
        SumsTab tab(&lab);
        tab.show();
        auto *edit = child<QLineEdit>(&tab, "startComponents");
        for (int i = 0; i < 3; ++i)
            click(&tab, "removeLast");
        QCOMPARE(edit->text(), QString());
        click(&tab, "addWythoff");
        click(&tab, "addNim");
        click(&tab, "addFib");
        click(&tab, "addNim");
        click(&tab, "removeLast");
        QCOMPARE(edit->text(), QStringLiteral("wythoff:3,5 nim:5 fib:8"));
        click(&tab, "jobStart");
        QCOMPARE(components(lab), (std::vector<SumComponent>{SumComponent::wythoff(3, 5), SumComponent::nim(5),
                                                             SumComponent::fibNim(8, 7)}));
        QCOMPARE(lab.game()->moveCount(), 0);
        // The editor writes the start back in full (the pile's quota).
        QCOMPARE(edit->text(), QStringLiteral("wythoff:3,5 nim:5 fib:8/7"));
    }

    void aTypoChangesNothing_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown game") << "nim:3 chess:4"
                                      << "'chess:4' is not a component";
        QTest::addRow("no number") << "nim:three"
                                   << "'nim:three' is not a component";
        QTest::addRow("zero quota") << "fib:5/0"
                                    << "quota";
        QTest::addRow("Wythoff beyond 4095") << "wythoff:4096,1"
                                             << "4095";
        QTest::addRow("eleven components") << "nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1"
                                           << "10";
        QTest::addRow("no component") << ""
                                      << "";
    }
    void aTypoChangesNothing()
    {
        QFETCH(QString, typed);
        QFETCH(QString, message);
        SumLab lab;
        SumsTab tab(&lab);
        tab.show();
        const GameState before = lab.game()->position();
        typeStart(&tab, typed);
        QCOMPARE(lab.game()->position(), before);
        const QString shown = child<QLabel>(&tab, "editorMessage")->text();
        QVERIFY2(!shown.isEmpty() && shown.contains(message), qPrintable(shown));
    }

    void theWorkedExampleIsSteppedAndPlayed()
    {
        SumLab lab;
        SumsTab tab(&lab);
        tab.show();
        uitest::clickPage(&tab, 1);
        auto *text = child<QLabel>(&tab, "exampleText");
        // The last step is the last winning move, Wythoff (4, 4) -> (3, 3), with the values after it: nim-sum 0.
        QTest::mouseClick(child<QWidget>(&tab, "exampleLast"), Qt::LeftButton);
        const SumAnalysis a = *lab.analysis();
        QVERIFY(text->text().contains(SumExplainer::winningMoveText(a, a.winningMoves.back())));
        QVERIFY(text->text().contains(QStringLiteral("The values become (3, 5, 6), whose nim-sum is 0.")));
        // "Play this sum" starts the step's sum (after the move).
        click(&tab, "playFromStep");
        QCOMPARE(components(lab), (std::vector<SumComponent>{SumComponent::nim(3), SumComponent::fibNim(10, 9),
                                                             SumComponent::wythoff(3, 3)}));
    }

    void bigComponentsWaitForTheirTables()
    {
        SumLab lab;
        SumsTab tab(&lab);
        tab.show();
        typeStart(&tab, QStringLiteral("wythoff:1000,2000 fib:3000 nim:7"));
        // The tables are built off the GUI thread; the game starts when they are there.
        QTRY_COMPARE_WITH_TIMEOUT(components(lab),
                                  (std::vector<SumComponent>{SumComponent::wythoff(1000, 2000),
                                                             SumComponent::fibNim(3000, 2999), SumComponent::nim(7)}),
                                  20000);
        QVERIFY(!lab.isWaitingForTables());
        QVERIFY(analysisText(&tab).contains(QStringLiteral("Component 1, Wythoff position (1000, 2000)")));
        // Too big to draw: the queen is moved by typing the square.
        QVERIFY(!child<MiniQueenBoard>(&tab, "queen0")->isVisible());
        lab.game()->setPlayer(1, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
        auto *entry = child<QLineEdit>(&tab, "wythoffEntry0");
        QTest::keyClicks(entry, QStringLiteral("900,1900"));
        QTest::keyClick(entry, Qt::Key_Return);
        QCOMPARE(components(lab)[0], SumComponent::wythoff(900, 1900));
    }
};

QTEST_MAIN(TstSumsTab)
#include "tst_sumstab.moc"
