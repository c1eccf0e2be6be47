// The Wythoff tab on the offscreen platform: the article's construction stepped on the board with its table, whole
// games against the perfect computer played by clicking the board, refused clicks, hints, exact play with piles of
// 2^62, the start editor, the explanations, and the charts created only when first shown.
#include "examples/examplepanel.h"
#include "games/gamesession.h"
#include "games/gamesidepanel.h"
#include "games/wythofflab.h"
#include "widgets/coinrow.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"
#include "wythoff/wythoffboard.h"
#include "wythoff/wythoffchartspanel.h"
#include "wythoff/wythoffconstructionpanel.h"
#include "wythoff/wythoffexplainpanel.h"
#include "wythoff/wythoffpiles.h"
#include "wythoff/wythoffptablemodel.h"
#include "wythoff/wythoffscatterchart.h"
#include "wythoff/wythofftab.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <memory>

using namespace nimlab;

namespace {
// The article's table of P-positions, n = 0..20, typed from the article.
constexpr std::uint64_t kArticleX[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
constexpr std::uint64_t kArticleY[] = {0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52};
constexpr std::uint64_t kMaxPile = std::uint64_t{1} << 62;

struct Fixture
{
    WythoffLab lab;
    WythoffTab tab{&lab};
    Fixture()
    {
        lab.game()->setComputerDelayMs(0);
        tab.resize(1280, 860);
        tab.show();
    }
};

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
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
    void constructionFillsTheArticleTable_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 0; n <= 20; ++n)
            QTest::addRow("n = %d", n) << n;
    }
    void constructionFillsTheArticleTable()
    {
        QFETCH(int, n);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.setBoardSize(WythoffLab::kMaxBoard);
        f.tab.showPage(WythoffTab::ConstructionPage);
        Stepper *stepper = f.tab.constructionPanel()->examplePanel()->stepper();
        QCOMPARE(stepper->count(), 21);
        stepper->first();
        for (int i = 0; i < n; ++i)
            stepper->next();
        QCOMPARE(f.tab.board()->constructionStep(), n);
        const QAbstractItemModel *model = f.tab.constructionPanel()->tableModel();
        for (int row = 0; row <= 20; ++row) {
            const QString x = cell(model, row, WythoffPTableModel::XColumn);
            const QString y = cell(model, row, WythoffPTableModel::YColumn);
            QCOMPARE(x, row <= n ? QString::number(kArticleX[row]) : QString());
            QCOMPARE(y, row <= n ? QString::number(kArticleY[row]) : QString());
            // The misere table: (0, 1), (2, 2), then the same pairs.
            const std::uint64_t mx = row == 0 ? 0 : row == 1 ? 2 : kArticleX[row];
            const std::uint64_t my = row == 0 ? 1 : row == 1 ? 2 : kArticleY[row];
            QCOMPARE(cell(model, row, WythoffPTableModel::MisereXColumn), QString::number(mx));
            QCOMPARE(cell(model, row, WythoffPTableModel::MisereYColumn), QString::number(my));
        }
        const WythoffBoard *board = f.tab.board();
        const int x = int(kArticleX[n]), y = int(kArticleY[n]);
        const QString text = f.tab.constructionPanel()->boardText();
        QVERIFY2(text.contains(QStringLiteral("(%1, %2)").arg(x).arg(y)), qPrintable(text));
        if (y < board->side()) {
            QCOMPARE(board->constructionMark(x, y), WythoffConstruction::Mark::P);
            QCOMPARE(board->constructionMark(y, x), WythoffConstruction::Mark::P);
            // Every square that reaches the new P-position is now N.
            for (int a = 1; x + a < board->side(); ++a)
                QCOMPARE(board->constructionMark(x + a, y), WythoffConstruction::Mark::N);
            for (int a = 1; y + a < board->side() && x + a < board->side(); ++a)
                QCOMPARE(board->constructionMark(x + a, y + a), WythoffConstruction::Mark::N);
            if (n > 0) { // one step back, the square was not decided yet
                stepper->previous();
                QCOMPARE(board->constructionMark(x, y), WythoffConstruction::Mark::Unknown);
            }
        }
        // Leaving the page puts the game back on the board.
        f.tab.showPage(WythoffTab::PlayPage);
        QCOMPARE(f.tab.board()->constructionStep(), -1);
    }

    void tableModelIsConsistent()
    {
        WythoffPTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFilledCount(5);
        QCOMPARE(model.rowCount(), 21);
        QCOMPARE(model.columnCount(), int(WythoffPTableModel::ColumnCount));
        QCOMPARE(model.headerData(20, Qt::Vertical).toString(), QStringLiteral("20"));
    }

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
            f.tab.startXEdit()->setText(QString::number(random() % 20));
            f.tab.startYEdit()->setText(QString::number(1 + random() % 19));
            f.tab.misereBox()->setChecked(misere);
            QVERIFY(f.tab.startNewGame());
            QCOMPARE(game->rules().lastMoverWins(), !misere);
            bool computerHadTheWin = false;
            while (!game->isOver()) {
                if (game->playerToMove() == 0) {
                    // The person clicks a square the queen reaches, chosen at random.
                    const GameMove target = game->rules().randomMove(game->position(), random);
                    const int before = game->moveCount();
                    click(f.tab.board(), target[0], target[1]);
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

    void refusedClicksChangeNothing_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addRow("to the right") << 7 << 8;
        QTest::addRow("up") << 6 << 9;
        QTest::addRow("not on a line") << 4 << 5;
        QTest::addRow("unequal diagonal") << 3 << 6;
    }
    void refusedClicksChangeNothing()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        QVERIFY(f.lab.newGame(6, 8, false).isEmpty());
        QSignalSpy messages(&f.tab, &WythoffTab::statusMessage);
        click(f.tab.board(), std::uint64_t(x), std::uint64_t(y));
        QCOMPARE(f.lab.game()->moveCount(), 0);
        QVERIFY(!messages.isEmpty());
        QVERIFY(!messages.first().first().toString().isEmpty());
        click(f.tab.board(), 6, 8); // the queen's own square: nothing, silently
        QCOMPARE(f.lab.game()->moveCount(), 0);
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
        QVERIFY(f.lab.newGame(x, y, false).isEmpty());
        auto *board = f.tab.findChild<QWidget *>(QStringLiteral("queenBoard"));
        QVERIFY(board);
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
        QTest::mouseClick(f.tab.findChild<QPushButton *>(QStringLiteral("hintButton")), Qt::LeftButton);
        const std::vector<GameMove> expected = f.lab.game()->rules().winningMoves({x, y});
        QCOMPARE(int(expected.size()), moves);
        // Every winning move is outlined in green, and told to a screen reader.
        QCOMPARE(hintPixels() > 0, moves > 0);
        for (const GameMove &m : expected)
            QVERIFY2(board->accessibleDescription().contains(QStringLiteral("(%1, %2)").arg(m[0]).arg(m[1])),
                     qPrintable(board->accessibleDescription()));
        QVERIFY(!f.tab.findChild<QLabel *>(QStringLiteral("hintLabel"))->text().isEmpty());
        QVERIFY(f.lab.game()->play({x, y - 1}).isEmpty());
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
        f.tab.startXEdit()->setText(QStringLiteral("4611686018427387904"));
        f.tab.startYEdit()->setText(QStringLiteral("4611686018427387903"));
        QVERIFY(f.tab.startNewGame());
        QVERIFY(!f.tab.board()->queenOnBoard());
        WythoffPiles *piles = f.tab.piles();
        QVERIFY(!piles->findChild<CoinRow *>(QStringLiteral("coins0"))->isVisible());
        QCOMPARE(piles->findChild<QLabel *>(QStringLiteral("size0"))->text(), QStringLiteral("4611686018427387904"));
        QTest::keyClicks(piles->findChild<QLineEdit *>(QStringLiteral("takeEntry")), take);
        QTest::mouseClick(piles->findChild<QPushButton *>(button), Qt::LeftButton);
        QCOMPARE(f.lab.game()->position(), after);
        QCOMPARE(piles->findChild<QLabel *>(QStringLiteral("size1"))->text(), QString::number(after[1]));
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
        QVERIFY(f.lab.newGame(7, 9, false).isEmpty());
        QSignalSpy messages(&f.tab, &WythoffTab::statusMessage);
        WythoffPiles *piles = f.tab.piles();
        QTest::keyClicks(piles->findChild<QLineEdit *>(QStringLiteral("takeEntry")), take);
        QTest::mouseClick(piles->findChild<QPushButton *>(QStringLiteral("takeFromBoth")), Qt::LeftButton);
        QCOMPARE(f.lab.game()->moveCount(), 0);
        QCOMPARE(messages.count(), 1);
        // Clicking a coin takes it and those after it from that pile.
        auto *second = piles->findChild<CoinRow *>(QStringLiteral("coins1"));
        QTest::mouseClick(second, Qt::LeftButton, {}, second->coinRect(4).center());
        QCOMPARE(f.lab.game()->position(), (GameState{7, 4}));
    }

    void startEditorChecksThePiles_data()
    {
        QTest::addColumn<QString>("x");
        QTest::addColumn<QString>("y");
        QTest::addColumn<bool>("valid");
        QTest::addRow("seed pair") << QStringLiteral("12") << QStringLiteral("20") << true;
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
        f.tab.startXEdit()->setText(x);
        f.tab.startYEdit()->setText(y);
        f.tab.misereBox()->setChecked(true);
        QCOMPARE(f.tab.startNewGame(), valid);
        QCOMPARE(f.tab.editorMessage().isEmpty(), valid);
        QCOMPARE(f.lab.isMisere(), valid);
        if (valid)
            QCOMPARE(f.lab.game()->startPosition(), (GameState{x.toULongLong(), y.toULongLong()}));
        else
            QCOMPARE(f.lab.game()->startPosition(), before);
    }

    void settingsDriveTheViews()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.tab.boardSizeBox()->setValue(17);
        QCOMPARE(f.lab.boardSize(), 17);
        QCOMPARE(f.tab.board()->side(), 17);
        f.tab.showPBox()->setChecked(true);
        QVERIFY(f.lab.showPPositions());
        f.tab.viewBox()->setCurrentIndex(int(WythoffLab::View::Piles));
        f.lab.setView(WythoffLab::View::Piles);
        QVERIFY(f.tab.board()->isHidden() || !f.tab.board()->isVisibleTo(&f.tab));
        QVERIFY(f.tab.piles()->isVisibleTo(&f.tab));
        f.lab.setView(WythoffLab::View::Board);
        QVERIFY(f.tab.board()->isVisibleTo(&f.tab));
        QVERIFY(!f.tab.piles()->isVisibleTo(&f.tab));
    }

    void explainPanelFollowsN_data()
    {
        QTest::addColumn<QString>("n");
        QTest::addColumn<QStringList>("parts");
        QTest::addRow("8: (12, 20)") << QStringLiteral("8")
                                     << QStringList{QStringLiteral("(12, 20)"), QStringLiteral("isqrt(320) = 17"),
                                                    QStringLiteral("F5 + F3 + F1"), QStringLiteral("(13, 21)")};
        QTest::addRow("12: (19, 31)") << QStringLiteral("12")
                                      << QStringList{QStringLiteral("(19, 31)"), QStringLiteral("1 to 31")};
    }
    void explainPanelFollowsN()
    {
        QFETCH(QString, n);
        QFETCH(QStringList, parts);
        Fixture f;
        WythoffExplainPanel *panel = f.tab.explainPanel();
        panel->indexEdit()->setText(n);
        QVERIFY(panel->explainTypedIndex());
        QCOMPARE(f.lab.explainedIndex(), n.toULongLong());
        for (const QString &part : parts)
            QVERIFY2(panel->text().contains(part), qPrintable(part));
        panel->indexEdit()->setText(QStringLiteral("99999999999999999999"));
        QVERIFY(!panel->explainTypedIndex());
        QCOMPARE(f.lab.explainedIndex(), n.toULongLong());
    }

    void chartsAreCreatedWhenFirstShown()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.setGrundySize(64);
        QVERIFY(!f.tab.chartsPanel());
        f.tab.showPage(WythoffTab::ChartsPage);
        WythoffChartsPanel *charts = f.tab.chartsPanel();
        QVERIFY(charts);
        int expected = 0;
        for (std::uint64_t k = 0; wythoffPPosition(k)->x <= std::uint64_t(WythoffScatterChart::kLimit); ++k)
            expected += (wythoffPPosition(k)->y <= std::uint64_t(WythoffScatterChart::kLimit)) + (k > 0);
        QCOMPARE(charts->scatter()->pointCount(), expected);
        auto *map = charts->findChild<HeatMapView *>(QStringLiteral("wythoffGrundyMap"));
        auto *job = charts->findChild<JobControls *>(QStringLiteral("wythoffGrundyJob"));
        QVERIFY(map && job);
        auto *start = job->findChild<QPushButton *>(QStringLiteral("jobStart"));
        auto *cancel = job->findChild<QPushButton *>(QStringLiteral("jobCancel"));
        QVERIFY(start && cancel);
        QTRY_VERIFY_WITH_TIMEOUT(f.lab.grundyTable() != nullptr, 20000);
        QCOMPARE(f.lab.grundyTable()->size, 64);
        QCOMPARE(map->cells(), QRect(0, 0, 64, 64));
        QCOMPARE(job->findChild<QProgressBar *>(QStringLiteral("jobProgress"))->value(), 1000);
        // (0, 0) is in the bottom-left corner.
        QVERIFY(map->cellRect(QPoint(0, 0)).top() > map->cellRect(QPoint(0, 63)).top());
        // The value under the mouse: (3, 5) is a P-position, G = 0; (1, 0) has G = 1.
        for (const auto &[x, y, g] : {std::tuple{3, 5, 0}, std::tuple{1, 0, 1}}) {
            const QPointF at = map->cellRect(QPoint(x, y)).center();
            QMouseEvent move(QEvent::MouseMove, at, map->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QCoreApplication::sendEvent(map, &move);
            QVERIFY2(charts->valueText().contains(QStringLiteral("G(%1, %2) = %3").arg(x).arg(y).arg(g)),
                     qPrintable(charts->valueText()));
        }
        // A big build can be cancelled; the map keeps the last table.
        QSignalSpy cancelled(f.lab.grundyJob(), &BackgroundJob::cancelled);
        f.lab.setGrundySize(1024);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(cancel->isEnabled());
        QVERIFY(!start->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_COMPARE(cancelled.count() + int(f.lab.grundyTable()->size == 1024), 1);
        QVERIFY(!cancel->isEnabled());
        QVERIFY(start->isEnabled());
        if (cancelled.count() == 1)
            QCOMPARE(map->cells(), QRect(0, 0, 64, 64));
    }

    void sessionRestoresThePageAndTheStep_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<int>("step");
        QTest::addRow("construction half-way") << int(WythoffTab::ConstructionPage) << 10;
        QTest::addRow("explain") << int(WythoffTab::ExplainPage) << 0;
        QTest::addRow("charts") << int(WythoffTab::ChartsPage) << 20;
    }
    void sessionRestoresThePageAndTheStep()
    {
        QFETCH(int, page);
        QFETCH(int, step);
        WythoffLab saved;
        saved.setPage(page);
        saved.setConstructionStep(step);
        saved.setGrundySize(64);
        Fixture f;
        f.lab.restoreState(saved.saveState());
        QCOMPARE(f.tab.pages()->currentIndex(), page);
        QCOMPARE(f.tab.constructionPanel()->currentStep(), step);
        QCOMPARE(f.tab.board()->constructionStep(), page == WythoffTab::ConstructionPage ? step : -1);
        QCOMPARE(f.tab.chartsPanel() != nullptr, page == WythoffTab::ChartsPage);
        // And back: the tab's choices go to the core.
        f.tab.showPage(WythoffTab::PlayPage);
        QCOMPARE(f.lab.wythoffPage(), WythoffLab::Page::Play);
        f.tab.constructionPanel()->examplePanel()->stepper()->goTo(3);
        QCOMPARE(f.lab.constructionStep(), 3);
    }

    void languageChangeRebuildsTheTexts()
    {
        Fixture f;
        f.tab.showPage(WythoffTab::ConstructionPage);
        const QString legend = f.tab.boardLegend();
        QVERIFY(!legend.isEmpty());
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&f.tab, &change);
        QCOMPARE(f.tab.boardLegend(), legend);
        QCOMPARE(f.tab.board()->constructionStep(), f.tab.constructionPanel()->currentStep());
    }
};

QTEST_MAIN(TstWythoffTab)
#include "tst_wythofftab.moc"
