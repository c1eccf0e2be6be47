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
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <algorithm>
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

WythoffBoard *findBoard(const QWidget &tab)
{
    auto *board = tab.findChild<WythoffBoard *>(QStringLiteral("queenBoard"));
    Q_ASSERT(board);
    return board;
}

QToolButton *button(const QWidget &tab, const char *name)
{
    auto *b = tab.findChild<QToolButton *>(QLatin1String(name));
    Q_ASSERT(b);
    return b;
}

QTableView *table(const QWidget &tab)
{
    auto *view = tab.findChild<QTableView *>(QStringLiteral("pPositionTable"));
    Q_ASSERT(view);
    return view;
}

QString boardText(const QWidget &tab)
{
    return tab.findChild<QLabel *>(QStringLiteral("constructionBoardText"))->text();
}

// The board as drawn now, once pending layouts settled (the legend under it changes with the page).
QImage image(WythoffBoard *board)
{
    QCoreApplication::sendPostedEvents();
    return board->grab().toImage();
}

// Rows of the P-table whose normal pair is filled in.
int filledRows(const QWidget &tab)
{
    const QAbstractItemModel *model = table(tab)->model();
    int rows = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        rows += !cell(model, row, WythoffPTableModel::XColumn).isEmpty();
    return rows;
}

// What the board shows on a square, read from its pixels: which of the board's fills covers most of the square
// (the colours of WythoffBoard: the bare squares, and P, N and fresh N over them), and the new P-position's outline.
enum class Mark
{
    Unknown,
    NewP,
    NewN,
    N,
    Other,
};
QColor over(const QColor &base, const QColor &top)
{
    QImage image(1, 1, QImage::Format_RGB32);
    image.fill(base);
    QPainter p(&image);
    p.fillRect(0, 0, 1, 1, top);
    p.end();
    return image.pixelColor(0, 0);
}
Mark markAt(WythoffBoard *board, int x, int y)
{
    const QColor bare[] = {QColor(0xb5, 0x88, 0x63), QColor(0xf0, 0xd9, 0xb5)};
    const QColor top[] = {QColor(0xd0, 0x30, 0x30, 170), QColor(0xff, 0x98, 0x30, 170), QColor(0x70, 0x70, 0x70, 140)};
    const QColor outline(0xff, 0xe0, 0x40);
    QColor fills[2][3];
    for (int b = 0; b < 2; ++b)
        for (int i = 0; i < 3; ++i)
            fills[b][i] = over(bare[b], top[i]);
    const QRect square = board->squareRect(x, y);
    const QImage image = board->grab(square).toImage();
    int counts[4] = {}; // bare, P, fresh N, N
    int outlined = 0;
    for (int py = 0; py < image.height(); ++py) {
        for (int px = 0; px < image.width(); ++px) {
            const QColor c = image.pixelColor(px, py);
            outlined += c == outline;
            for (int b = 0; b < 2; ++b) {
                counts[0] += c == bare[b];
                for (int i = 0; i < 3; ++i)
                    counts[i + 1] += c == fills[b][i];
            }
        }
    }
    const int most = int(std::max_element(std::begin(counts), std::end(counts)) - std::begin(counts));
    if (counts[most] == 0)
        return Mark::Other;
    switch (most) {
    case 0:
        return Mark::Unknown;
    case 1:
        return outlined > 0 ? Mark::NewP : Mark::Other;
    case 2:
        return Mark::NewN;
    default:
        return Mark::N;
    }
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
        WythoffBoard *board = findBoard(f.tab);
        const QImage play = image(board);
        f.tab.showPage(WythoffTab::ConstructionPage);
        QTest::mouseClick(button(f.tab, "exampleFirst"), Qt::LeftButton);
        for (int i = 0; i < n; ++i)
            QTest::mouseClick(button(f.tab, "exampleNext"), Qt::LeftButton);
        QCOMPARE(filledRows(f.tab), n + 1);
        const QAbstractItemModel *model = table(f.tab)->model();
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
        const int x = int(kArticleX[n]), y = int(kArticleY[n]);
        const QString pair = QStringLiteral("(%1, %2)").arg(x).arg(y);
        const QString text = boardText(f.tab);
        QVERIFY2(text.contains(pair), qPrintable(text));
        QCOMPARE(board->accessibleDescription(), text);
        if (y < board->side()) {
            QCOMPARE(markAt(board, x, y), Mark::NewP);
            QCOMPARE(markAt(board, y, x), Mark::NewP);
            // Every square that reaches the new P-position is now N (or was before).
            for (int a = 1; x + a < board->side(); ++a)
                QVERIFY(markAt(board, x + a, y) == Mark::NewN || markAt(board, x + a, y) == Mark::N);
            for (int a = 1; y + a < board->side() && x + a < board->side(); ++a)
                QVERIFY(markAt(board, x + a, y + a) == Mark::NewN || markAt(board, x + a, y + a) == Mark::N);
            // (x, y + 1) reaches no earlier P-position: its column, row and diagonal hold none.
            if (y + 1 < board->side())
                QCOMPARE(markAt(board, x, y + 1), Mark::NewN);
            if (n > 0) { // one step back, the square was not decided yet
                QTest::mouseClick(button(f.tab, "examplePrevious"), Qt::LeftButton);
                QCOMPARE(markAt(board, x, y), Mark::Unknown);
                QCOMPARE(filledRows(f.tab), n);
            }
        }
        // Leaving the page puts the game back on the board.
        f.tab.showPage(WythoffTab::PlayPage);
        QCOMPARE(image(board), play);
    }

    void nextMovesTheBoardAndTheTableTogether()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.setBoardSize(WythoffLab::kMaxBoard);
        f.tab.showPage(WythoffTab::ConstructionPage);
        QTableView *view = table(f.tab);
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view->model()->rowCount(), 21);
        QCOMPARE(view->model()->columnCount(), int(WythoffPTableModel::ColumnCount));
        QCOMPARE(view->model()->headerData(20, Qt::Vertical).toString(), QStringLiteral("20"));
        QTest::mouseClick(button(f.tab, "exampleFirst"), Qt::LeftButton);
        WythoffBoard *board = findBoard(f.tab);
        QImage before = image(board);
        for (int step = 1; step <= 20; ++step) {
            QSignalSpy changed(view->model(), &QAbstractItemModel::dataChanged);
            QTest::mouseClick(button(f.tab, "exampleNext"), Qt::LeftButton);
            const QImage after = image(board);
            // Both views moved on the one click: the board shows another construction (while this step or the one
            // before marks squares on it), the table one more row.
            const auto onBoard = [](int n) { return kArticleY[n] < std::uint64_t(WythoffLab::kMaxBoard); };
            if (onBoard(step) || onBoard(step - 1))
                QVERIFY2(after != before, qPrintable(QStringLiteral("step %1").arg(step)));
            QCOMPARE(filledRows(f.tab), step + 1);
            QVERIFY(!changed.isEmpty());
            QVERIFY2(board->accessibleDescription().contains(
                         QStringLiteral("(%1, %2)").arg(kArticleX[step]).arg(kArticleY[step])),
                     qPrintable(board->accessibleDescription()));
            before = after;
        }
        QVERIFY(!button(f.tab, "exampleNext")->isEnabled());
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
        QTest::addRow("construction at step 7") << int(WythoffTab::ConstructionPage) << 7;
        QTest::addRow("construction half-way") << int(WythoffTab::ConstructionPage) << 10;
        QTest::addRow("explain") << int(WythoffTab::ExplainPage) << 0;
        QTest::addRow("charts") << int(WythoffTab::ChartsPage) << 20;
    }
    void sessionRestoresThePageAndTheStep()
    {
        QFETCH(int, page);
        QFETCH(int, step);
        // The same step reached by clicking, to compare the restored board with.
        Fixture clicked;
        QVERIFY(QTest::qWaitForWindowExposed(&clicked.tab));
        clicked.tab.showPage(WythoffTab::ConstructionPage);
        QTest::mouseClick(button(clicked.tab, "exampleFirst"), Qt::LeftButton);
        for (int i = 0; i < step; ++i)
            QTest::mouseClick(button(clicked.tab, "exampleNext"), Qt::LeftButton);
        clicked.tab.showPage(WythoffTab::Page(page));
        const QImage expected = image(findBoard(clicked.tab));

        WythoffLab saved;
        saved.setPage(page);
        saved.setConstructionStep(step);
        saved.setGrundySize(64);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.restoreState(saved.saveState());
        QCOMPARE(f.tab.pages()->currentIndex(), page);
        // Step `step` everywhere: the example's text, the table, what the step did, and the board.
        const Example example = buildExample(ExampleId::Wythoff);
        QCOMPARE(f.tab.findChild<QLabel *>(QStringLiteral("exampleText"))->text(),
                 example.steps[std::size_t(step)].text);
        QCOMPARE(filledRows(f.tab), step + 1);
        const QString pair = QStringLiteral("(%1, %2)").arg(kArticleX[step]).arg(kArticleY[step]);
        QVERIFY2(boardText(f.tab).contains(pair), qPrintable(boardText(f.tab)));
        WythoffBoard *board = findBoard(f.tab);
        QCOMPARE(board->accessibleDescription().contains(pair), page == WythoffTab::ConstructionPage);
        QCOMPARE(image(board), expected);
        QCOMPARE(f.tab.chartsPanel() != nullptr, page == WythoffTab::ChartsPage);
        // And back: the tab's choices go to the core.
        f.tab.showPage(WythoffTab::PlayPage);
        QCOMPARE(f.lab.wythoffPage(), WythoffLab::Page::Play);
        f.tab.showPage(WythoffTab::ConstructionPage);
        QTest::mouseClick(button(f.tab, "exampleFirst"), Qt::LeftButton);
        for (int i = 0; i < 3; ++i)
            QTest::mouseClick(button(f.tab, "exampleNext"), Qt::LeftButton);
        QCOMPARE(f.lab.constructionStep(), 3);
        QCOMPARE(filledRows(f.tab), 4);
    }

    void languageChangeRebuildsTheTexts()
    {
        Fixture f;
        f.tab.showPage(WythoffTab::ConstructionPage);
        QTest::mouseClick(button(f.tab, "exampleNext"), Qt::LeftButton);
        const QString legend = f.tab.boardLegend();
        QVERIFY(!legend.isEmpty());
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&f.tab, &change);
        QCOMPARE(f.tab.boardLegend(), legend);
        QVERIFY(boardText(f.tab).contains(QStringLiteral("(1, 2)")));
        QCOMPARE(findBoard(f.tab)->accessibleDescription(), boardText(f.tab));
    }
};

QTEST_MAIN(TstWythoffTab)
#include "tst_wythofftab.moc"
