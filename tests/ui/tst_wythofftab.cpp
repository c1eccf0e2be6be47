// The Wythoff tab's Play page on the offscreen platform, driven as a person does: whole games against the perfect
// computer played by clicking the board, refused clicks, hints, exact play with piles of 2^62, the start editor, the
// settings of the views, and the analysis of the position in play. (The construction, the explanations and the charts
// are in tst_wythoffpages.)
#include "games/gamesession.h"
#include "games/wythoffanalysis.h"
#include "games/wythofflab.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "wythoff/wythoffboard.h"
#include "wythoff/wythofftab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <random>

using namespace nimlab;
using uitest::child;

namespace {
constexpr std::uint64_t kMaxPile = std::uint64_t{1} << 62;

struct Fixture
{
    WythoffLab lab;
    WythoffTab tab{&lab};
    Fixture()
    {
        lab.game()->setComputerDelayMs(0);
        tab.resize(1280, 900);
        tab.show();
    }
    WythoffBoard *board() const { return child<WythoffBoard>(&tab, "queenBoard"); }
};

// Replaces what a field holds by typing, as a person does.
void type(QLineEdit *edit, const QString &text)
{
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Types a start position and clicks Start; true when the tab took it (no message under the fields).
bool startGame(const Fixture &f, const QString &x, const QString &y, bool misere)
{
    type(child<QLineEdit>(&f.tab, "startX"), x);
    type(child<QLineEdit>(&f.tab, "startY"), y);
    auto *misereBox = child<QCheckBox>(&f.tab, "misereBox");
    if (misereBox->isChecked() != misere)
        QTest::mouseClick(misereBox, Qt::LeftButton, {}, QPoint(8, misereBox->height() / 2));
    QTest::mouseClick(child<QPushButton>(&f.tab, "startButton"), Qt::LeftButton);
    return child<QLabel>(&f.tab, "editorMessage")->text().isEmpty();
}

void click(WythoffBoard *board, std::uint64_t x, std::uint64_t y)
{
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(int(x), int(y)).center());
}
} // namespace

class TstWythoffTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playAgainstThePerfectComputerOnTheBoard_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addRow("normal") << false;
        QTest::addRow("misere") << true;
    }
    void playAgainstThePerfectComputerOnTheBoard()
    {
        QFETCH(bool, misere);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.setBoardSize(20);
        GameSession *game = f.lab.game();
        game->setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Perfect});
        std::mt19937_64 random(misere ? 5 : 9);
        int computerWins = 0;
        for (int round = 0; round < 25; ++round) {
            QVERIFY(startGame(f, QString::number(random() % 20), QString::number(1 + random() % 19), misere));
            QCOMPARE(game->rules().lastMoverWins(), !misere);
            bool computerHadTheWin = false;
            while (!game->isOver()) {
                if (game->playerToMove() == 0) {
                    // The person clicks a square the queen reaches, chosen at random.
                    const GameMove target = game->rules().randomMove(game->position(), random);
                    const int before = game->moveCount();
                    click(f.board(), target[0], target[1]);
                    QCOMPARE(game->moveCount(), before + 1);
                    QCOMPARE(game->positionAt(before + 1), target);
                } else {
                    computerHadTheWin = computerHadTheWin || game->rules().moverWins(game->position());
                    QTRY_VERIFY(game->playerToMove() == 0 || game->isOver());
                }
            }
            if (computerHadTheWin) {
                QCOMPARE(game->winner(), 1);
                ++computerWins;
            }
        }
        QVERIFY(computerWins > 10);
    }

    void refusedClicksAreReportedOnce_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addRow("to the right") << 7 << 8;
        QTest::addRow("up") << 6 << 9;
        QTest::addRow("not on a line") << 4 << 5;
        QTest::addRow("unequal diagonal") << 3 << 6;
    }
    void refusedClicksAreReportedOnce()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        QVERIFY(startGame(f, QStringLiteral("6"), QStringLiteral("8"), false));
        QSignalSpy messages(&f.tab, &WythoffTab::statusMessage);
        click(f.board(), std::uint64_t(x), std::uint64_t(y));
        QCOMPARE(f.lab.game()->moveCount(), 0);
        QCOMPARE(messages.count(), 1);
        QVERIFY(!messages.first().first().toString().isEmpty());
        click(f.board(), 6, 8); // the queen's own square: nothing, silently
        QCOMPARE(f.lab.game()->moveCount(), 0);
        QCOMPARE(messages.count(), 1);
    }

    void hintOutlinesEveryWinningMove_data()
    {
        QTest::addColumn<std::uint64_t>("x");
        QTest::addColumn<std::uint64_t>("y");
        QTest::addColumn<int>("moves");
        QTest::addRow("(7, 9): two") << std::uint64_t(7) << std::uint64_t(9) << 2;
        QTest::addRow("(7, 10): three") << std::uint64_t(7) << std::uint64_t(10) << 3;
        QTest::addRow("(12, 20): none") << std::uint64_t(12) << std::uint64_t(20) << 0;
    }
    void hintOutlinesEveryWinningMove()
    {
        QFETCH(std::uint64_t, x);
        QFETCH(std::uint64_t, y);
        QFETCH(int, moves);
        Fixture f;
        f.lab.setBoardSize(24);
        QVERIFY(startGame(f, QString::number(x), QString::number(y), false));
        WythoffBoard *board = f.board();
        board->resize(480, 480);
        const auto hintPixels = [board] {
            const QImage image = board->grab().toImage();
            int count = 0;
            for (int py = 0; py < image.height(); ++py)
                for (int px = 0; px < image.width(); ++px)
                    count += image.pixelColor(px, py) == QColor(0x1b, 0x8a, 0x3a);
            return count;
        };
        QCOMPARE(hintPixels(), 0);
        QTest::mouseClick(child<QPushButton>(&f.tab, "hintButton"), Qt::LeftButton);
        const std::vector<GameMove> expected = f.lab.game()->rules().winningMoves({x, y});
        QCOMPARE(int(expected.size()), moves);
        // Every winning move is outlined in green, and told to a screen reader.
        QCOMPARE(hintPixels() > 0, moves > 0);
        for (const GameMove &m : expected)
            QVERIFY2(board->accessibleDescription().contains(QStringLiteral("(%1, %2)").arg(m[0]).arg(m[1])),
                     qPrintable(board->accessibleDescription()));
        QVERIFY(!child<QLabel>(&f.tab, "hintLabel")->text().isEmpty());
        click(board, x, y - 1);
        QCOMPARE(f.lab.game()->moveCount(), 1);
        QCOMPARE(hintPixels(), 0); // a move clears the hint
    }

    void pilesPlayExactlyAt2p62_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<QString>("take");
        QTest::addColumn<GameState>("after");
        QTest::addRow("first") << QStringLiteral("takeFromFirst") << QStringLiteral("4611686018427387904")
                               << GameState{0, kMaxPile - 1};
        QTest::addRow("second") << QStringLiteral("takeFromSecond") << QStringLiteral("1")
                                << GameState{kMaxPile, kMaxPile - 2};
        QTest::addRow("both") << QStringLiteral("takeFromBoth") << QStringLiteral("4611686018427387903")
                              << GameState{1, 0};
    }
    void pilesPlayExactlyAt2p62()
    {
        QFETCH(QString, button);
        QFETCH(QString, take);
        QFETCH(GameState, after);
        Fixture f;
        QVERIFY(startGame(f, QStringLiteral("4611686018427387904"), QStringLiteral("4611686018427387903"), false));
        QVERIFY(!f.board()->queenOnBoard());
        QVERIFY(!child<CoinRow>(&f.tab, "coins0")->isVisible());
        QCOMPARE(child<QLabel>(&f.tab, "size0")->text(), QStringLiteral("4611686018427387904"));
        QTest::keyClicks(child<QLineEdit>(&f.tab, "takeEntry"), take);
        QTest::mouseClick(f.tab.findChild<QPushButton *>(button), Qt::LeftButton);
        QCOMPARE(f.lab.game()->position(), after);
        QCOMPARE(child<QLabel>(&f.tab, "size1")->text(), QString::number(after[1]));
    }

    void pilesRefuseBadEntries_data()
    {
        QTest::addColumn<QString>("take");
        QTest::addRow("empty") << QString();
        QTest::addRow("zero") << QStringLiteral("0");
        QTest::addRow("more than the pile") << QStringLiteral("10");
        QTest::addRow("above 2^64") << QStringLiteral("99999999999999999999");
    }
    void pilesRefuseBadEntries()
    {
        QFETCH(QString, take);
        Fixture f;
        QVERIFY(startGame(f, QStringLiteral("7"), QStringLiteral("9"), false));
        QSignalSpy messages(&f.tab, &WythoffTab::statusMessage);
        QTest::keyClicks(child<QLineEdit>(&f.tab, "takeEntry"), take);
        QTest::mouseClick(child<QPushButton>(&f.tab, "takeFromBoth"), Qt::LeftButton);
        QCOMPARE(f.lab.game()->moveCount(), 0);
        QCOMPARE(messages.count(), 1);
        // Clicking a coin takes it and those after it from that pile.
        auto *second = child<CoinRow>(&f.tab, "coins1");
        QTest::mouseClick(second, Qt::LeftButton, {}, second->coinRect(4).center());
        QCOMPARE(f.lab.game()->position(), (GameState{7, 4}));
    }

    void startEditorChecksThePiles_data()
    {
        QTest::addColumn<QString>("x");
        QTest::addColumn<QString>("y");
        QTest::addColumn<bool>("valid");
        QTest::addRow("article pair") << QStringLiteral("12") << QStringLiteral("20") << true;
        QTest::addRow("2^62") << QStringLiteral("4611686018427387904") << QStringLiteral("0") << true;
        QTest::addRow("2^62 + 1") << QStringLiteral("4611686018427387905") << QStringLiteral("0") << false;
        QTest::addRow("empty") << QString() << QStringLiteral("3") << false;
    }
    void startEditorChecksThePiles()
    {
        QFETCH(QString, x);
        QFETCH(QString, y);
        QFETCH(bool, valid);
        Fixture f;
        const GameState before = f.lab.game()->startPosition();
        QCOMPARE(startGame(f, x, y, true), valid);
        QCOMPARE(f.lab.isMisere(), valid);
        if (valid)
            QCOMPARE(f.lab.game()->startPosition(), (GameState{x.toULongLong(), y.toULongLong()}));
        else
            QCOMPARE(f.lab.game()->startPosition(), before);
    }

    void startEditorShowsTheRestoredGame()
    {
        // A misère game from (4, 11) with a move made, restored: the fields show its start and its play.
        WythoffLab saved;
        QVERIFY(saved.newGame(4, 11, true).isEmpty());
        QVERIFY(saved.game()->play({4, 6}).isEmpty());
        Fixture f;
        QVERIFY(startGame(f, QStringLiteral("2"), QStringLiteral("3"), false));
        f.lab.restoreState(saved.saveState());
        QCOMPARE(child<QLineEdit>(&f.tab, "startX")->text(), QStringLiteral("4"));
        QCOMPARE(child<QLineEdit>(&f.tab, "startY")->text(), QStringLiteral("11"));
        QVERIFY(child<QCheckBox>(&f.tab, "misereBox")->isChecked());
        // Start now begins the restored start again, in misère play.
        QTest::mouseClick(child<QPushButton>(&f.tab, "startButton"), Qt::LeftButton);
        QCOMPARE(f.lab.game()->position(), (GameState{4, 11}));
        QVERIFY(f.lab.isMisere());
    }

    void settingsDriveTheViews()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        auto *size = child<QSpinBox>(&f.tab, "boardSizeBox");
        QCOMPARE(size->value(), f.lab.boardSize());
        const int before = size->value();
        QTest::keyClick(size, Qt::Key_Up);
        QCOMPARE(f.lab.boardSize(), before + 1);
        QCOMPARE(f.board()->side(), before + 1);
        auto *showP = child<QCheckBox>(&f.tab, "showPBox");
        QTest::mouseClick(showP, Qt::LeftButton, {}, QPoint(8, showP->height() / 2));
        QVERIFY(f.lab.showPPositions());
        auto *views = child<QComboBox>(&f.tab, "viewChoice");
        auto *boardBox = child<QGroupBox>(&f.tab, "boardBox");
        uitest::chooseItem(views, int(WythoffLab::View::Piles));
        QCOMPARE(f.lab.view(), WythoffLab::View::Piles);
        QVERIFY(!f.board()->isVisibleTo(&f.tab));
        QVERIFY(child<CoinRow>(&f.tab, "coins0")->isVisibleTo(&f.tab));
        const QString pilesTitle = boardBox->title();
        uitest::chooseItem(views, int(WythoffLab::View::Board));
        QVERIFY(f.board()->isVisibleTo(&f.tab));
        QVERIFY(!child<CoinRow>(&f.tab, "coins0")->isVisibleTo(&f.tab));
        QVERIFY(boardBox->title() != pilesTitle); // the page's title names the view shown
    }

    void analysisFollowsThePosition_data()
    {
        QTest::addColumn<std::uint64_t>("x");
        QTest::addColumn<std::uint64_t>("y");
        QTest::addColumn<bool>("misere");
        QTest::addColumn<std::uint64_t>("toX");
        QTest::addColumn<std::uint64_t>("toY");
        QTest::addRow("(7, 9) to the P-position (3, 5)")
            << std::uint64_t(7) << std::uint64_t(9) << false << std::uint64_t(3) << std::uint64_t(5);
        QTest::addRow("(12, 20) to (12, 3)")
            << std::uint64_t(12) << std::uint64_t(20) << false << std::uint64_t(12) << std::uint64_t(3);
        QTest::addRow("misere (3, 3) to (2, 2)")
            << std::uint64_t(3) << std::uint64_t(3) << true << std::uint64_t(2) << std::uint64_t(2);
    }
    void analysisFollowsThePosition()
    {
        QFETCH(std::uint64_t, x);
        QFETCH(std::uint64_t, y);
        QFETCH(bool, misere);
        QFETCH(std::uint64_t, toX);
        QFETCH(std::uint64_t, toY);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.setBoardSize(24);
        QVERIFY(startGame(f, QString::number(x), QString::number(y), misere));
        auto *analysis = child<QLabel>(&f.tab, "wythoffAnalysis");
        const auto verdict = [](std::uint64_t a, std::uint64_t b) {
            return QStringLiteral("(%1, %2) is").arg(a).arg(b);
        };
        QVERIFY2(analysis->text().startsWith(verdict(x, y)), qPrintable(analysis->text()));
        QCOMPARE(analysis->text(), WythoffAnalysis::positionText(x, y, misere));
        click(f.board(), toX, toY);
        QCOMPARE(f.lab.game()->moveCount(), 1);
        QVERIFY2(analysis->text().startsWith(verdict(toX, toY)), qPrintable(analysis->text()));
        QCOMPARE(analysis->text(), WythoffAnalysis::positionText(toX, toY, misere));
        // Undo brings the first analysis back; hiding the analysis hides it.
        QTest::mouseClick(child<QPushButton>(&f.tab, "undoButton"), Qt::LeftButton);
        QVERIFY(analysis->text().startsWith(verdict(x, y)));
        auto *show = child<QCheckBox>(&f.tab, "showAnalysis");
        QTest::mouseClick(show, Qt::LeftButton, {}, QPoint(8, show->height() / 2));
        QVERIFY(!analysis->isVisibleTo(&f.tab));
    }
};

QTEST_MAIN(TstWythoffTab)
#include "tst_wythofftab.moc"
