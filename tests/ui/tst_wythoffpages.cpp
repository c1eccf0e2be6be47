// The Wythoff tab's other pages on the offscreen platform, driven as a person does: the article's construction as
// the worked example, stepped on its own board with the article's table; the explanations for any n; the charts,
// created only when first shown; the page and the step restored from a session; a change of language.
#include "games/gamesession.h"
#include "games/wythofflab.h"
#include "jobs/backgroundjob.h"
#include "math/wythoff.h"
#include "uitest.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"
#include "wythoff/wythoffboard.h"
#include "wythoff/wythoffptablemodel.h"
#include "wythoff/wythoffscatterchart.h"
#include "wythoff/wythofftab.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QChartView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <algorithm>

using namespace nimlab;
using uitest::child;
using uitest::clickPage;

namespace {
// The article's table of P-positions, n = 0..20, typed from the article.
constexpr std::uint64_t kArticleX[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
constexpr std::uint64_t kArticleY[] = {0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52};

enum Page
{
    PlayPage,
    ConstructionPage,
    ExplainPage,
    ChartsPage,
};

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
};

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

WythoffBoard *constructionBoard(const QWidget &tab)
{
    return uitest::child<WythoffBoard>(&tab, "constructionBoard");
}

QToolButton *button(const QWidget &tab, const char *name)
{
    return uitest::child<QToolButton>(&tab, name);
}

QTableView *table(const QWidget &tab)
{
    return uitest::child<QTableView>(&tab, "pPositionTable");
}

QString boardText(const QWidget &tab)
{
    return uitest::child<QLabel>(&tab, "constructionBoardText")->text();
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

// The steps of the worked example from the first, by clicking.
void goToStep(const QWidget &tab, int step)
{
    QTest::mouseClick(button(tab, "exampleFirst"), Qt::LeftButton);
    for (int i = 0; i < step; ++i)
        QTest::mouseClick(button(tab, "exampleNext"), Qt::LeftButton);
}
} // namespace

class TstWythoffPages : public QObject
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
        auto *play = child<WythoffBoard>(&f.tab, "queenBoard");
        const QImage playBefore = image(play);
        clickPage(&f.tab, ConstructionPage);
        WythoffBoard *board = constructionBoard(f.tab);
        // Step 0 is the empty board; step n + 1 adds pair n.
        goToStep(f.tab, n + 1);
        QCOMPARE(filledRows(f.tab), n + 1);
        const QAbstractItemModel *model = table(f.tab)->model();
        for (int row = 0; row <= 20; ++row) {
            const QString x = cell(model, row, WythoffPTableModel::XColumn);
            const QString y = cell(model, row, WythoffPTableModel::YColumn);
            QCOMPARE(x, row <= n ? QString::number(kArticleX[row]) : QString());
            QCOMPARE(y, row <= n ? QString::number(kArticleY[row]) : QString());
            // The misère pairs come with their own steps, after the normal ones.
            QCOMPARE(cell(model, row, WythoffPTableModel::MisereXColumn), QString());
            QCOMPARE(cell(model, row, WythoffPTableModel::MisereYColumn), QString());
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
            // One step back, the square was not decided yet (at n = 0: the empty board).
            QTest::mouseClick(button(f.tab, "examplePrevious"), Qt::LeftButton);
            QCOMPARE(markAt(board, x, y), Mark::Unknown);
            QCOMPARE(filledRows(f.tab), n);
        }
        // The game's board never showed the construction: back on Play, it is as it was.
        clickPage(&f.tab, PlayPage);
        QCOMPARE(image(play), playBefore);
    }

    void nextMovesTheBoardAndTheTableTogether()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.setBoardSize(WythoffLab::kMaxBoard);
        clickPage(&f.tab, ConstructionPage);
        QTableView *view = table(f.tab);
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view->model()->rowCount(), 21);
        QCOMPARE(view->model()->columnCount(), int(WythoffPTableModel::ColumnCount));
        QCOMPARE(view->model()->headerData(20, Qt::Vertical).toString(), QStringLiteral("20"));
        QTest::mouseClick(button(f.tab, "exampleFirst"), Qt::LeftButton);
        WythoffBoard *board = constructionBoard(f.tab);
        QCOMPARE(filledRows(f.tab), 0); // the empty board
        for (int x = 0; x < board->side(); ++x)
            for (int y = 0; y < board->side(); ++y)
                QCOMPARE(markAt(board, x, y), Mark::Unknown);
        QImage before = image(board);
        for (int step = 0; step <= 20; ++step) {
            QSignalSpy changed(view->model(), &QAbstractItemModel::dataChanged);
            QTest::mouseClick(button(f.tab, "exampleNext"), Qt::LeftButton);
            const QImage after = image(board);
            // Both views moved on the one click: the board shows another construction (while this step or the one
            // before marks squares on it), the table one more row.
            const auto onBoard = [](int n) { return kArticleY[n] < std::uint64_t(WythoffLab::kMaxBoard); };
            if (onBoard(step) || step == 0 || onBoard(step - 1))
                QVERIFY2(after != before, qPrintable(QStringLiteral("step %1").arg(step)));
            QCOMPARE(filledRows(f.tab), step + 1);
            QVERIFY(!changed.isEmpty());
            QVERIFY2(board->accessibleDescription().contains(
                         QStringLiteral("(%1, %2)").arg(kArticleX[step]).arg(kArticleY[step])),
                     qPrintable(board->accessibleDescription()));
            before = after;
        }
        // The misère steps follow: the misère columns fill in, (0, 1) first, then (2, 2), then the rest at once.
        const QAbstractItemModel *model = view->model();
        const int misereFilled[] = {1, 2, 21};
        for (const int filled : misereFilled) {
            QVERIFY(button(f.tab, "exampleNext")->isEnabled());
            QTest::mouseClick(button(f.tab, "exampleNext"), Qt::LeftButton);
            QCOMPARE(filledRows(f.tab), 21);
            for (int row = 0; row <= 20; ++row)
                QCOMPARE(cell(model, row, WythoffPTableModel::MisereXColumn).isEmpty(), row >= filled);
            if (filled == 1) {
                QCOMPARE(cell(model, 0, WythoffPTableModel::MisereYColumn), QStringLiteral("1"));
                QCOMPARE(markAt(board, 0, 1), Mark::NewP);
                QCOMPARE(markAt(board, 1, 0), Mark::NewP);
                QCOMPARE(markAt(board, 2, 2), Mark::Unknown);
            } else if (filled == 2) {
                QCOMPARE(cell(model, 1, WythoffPTableModel::MisereXColumn), QStringLiteral("2"));
                QCOMPARE(markAt(board, 2, 2), Mark::NewP);
                QCOMPARE(markAt(board, 3, 5), Mark::Unknown);
            } else {
                QCOMPARE(markAt(board, 3, 5), Mark::NewP);
            }
        }
        QVERIFY(!button(f.tab, "exampleNext")->isEnabled());
        // Clicking the construction's board plays nothing.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(0, 0).center());
        QCOMPARE(f.lab.game()->moveCount(), 0);
    }

    void explainPageFollowsN_data()
    {
        QTest::addColumn<QString>("n");
        QTest::addColumn<QStringList>("parts");
        QTest::addRow("8: (12, 20)") << QStringLiteral("8")
                                     << QStringList{QStringLiteral("(12, 20)"), QStringLiteral("isqrt(320) = 17"),
                                                    QStringLiteral("F5 + F3 + F1"), QStringLiteral("(13, 21)")};
        QTest::addRow("12: (19, 31)") << QStringLiteral("12")
                                      << QStringList{QStringLiteral("(19, 31)"), QStringLiteral("1 to 31")};
    }
    void explainPageFollowsN()
    {
        QFETCH(QString, n);
        QFETCH(QStringList, parts);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        clickPage(&f.tab, ExplainPage);
        auto *index = child<QLineEdit>(&f.tab, "explainIndex");
        auto *text = child<QTextBrowser>(&f.tab, "explainText");
        index->setFocus();
        QTest::keyClick(index, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(index, n);
        QTest::keyClick(index, Qt::Key_Return);
        QCOMPARE(f.lab.explainedIndex(), n.toULongLong());
        for (const QString &part : parts)
            QVERIFY2(text->toPlainText().contains(part), qPrintable(part));
        // An n beyond 64 bits: a message, and nothing changes.
        QTest::keyClick(index, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(index, QStringLiteral("99999999999999999999"));
        QTest::keyClick(index, Qt::Key_Return);
        QCOMPARE(f.lab.explainedIndex(), n.toULongLong());
        QVERIFY(!child<QLabel>(&f.tab, "explainMessage")->text().isEmpty());
    }

    void chartsAreCreatedWhenFirstShown()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.setGrundySize(64);
        QVERIFY(!f.tab.findChild<QChartView *>(QStringLiteral("wythoffScatter")));
        clickPage(&f.tab, ChartsPage);
        auto *scatter = child<QChartView>(&f.tab, "wythoffScatter");
        int expected = 0;
        for (std::uint64_t k = 0; wythoffPPosition(k)->x <= std::uint64_t(WythoffScatterChart::kLimit); ++k)
            expected += (wythoffPPosition(k)->y <= std::uint64_t(WythoffScatterChart::kLimit)) + (k > 0);
        QScatterSeries *points = nullptr;
        for (QAbstractSeries *series : scatter->chart()->series())
            if (series->objectName() == QStringLiteral("pPositionPoints"))
                points = qobject_cast<QScatterSeries *>(series);
        QVERIFY(points);
        QCOMPARE(int(points->count()), expected);
        auto *map = child<HeatMapView>(&f.tab, "wythoffGrundyMap");
        auto *job = child<JobControls>(&f.tab, "wythoffGrundyJob");
        auto *value = child<QLabel>(&f.tab, "grundyValueText");
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
            QTest::mouseMove(map, map->cellRect(QPoint(x, y)).center());
            QTRY_VERIFY2(value->text().contains(QStringLiteral("G(%1, %2) = %3").arg(x).arg(y).arg(g)),
                         qPrintable(value->text()));
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
        QTest::addRow("construction at n = 7") << int(ConstructionPage) << 8;
        QTest::addRow("construction half-way") << int(ConstructionPage) << 11;
        QTest::addRow("explain") << int(ExplainPage) << 0;
        QTest::addRow("charts") << int(ChartsPage) << 20;
    }
    void sessionRestoresThePageAndTheStep()
    {
        QFETCH(int, page);
        QFETCH(int, step);
        // The same step reached by clicking, to compare the restored board with.
        Fixture clicked;
        QVERIFY(QTest::qWaitForWindowExposed(&clicked.tab));
        clickPage(&clicked.tab, ConstructionPage);
        goToStep(clicked.tab, step);
        const QImage expected = image(constructionBoard(clicked.tab));

        WythoffLab saved;
        saved.setPage(page);
        saved.setConstructionStep(step);
        saved.setGrundySize(64);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.tab));
        f.lab.restoreState(saved.saveState());
        QCOMPARE(child<QTabWidget>(&f.tab, "gamePages")->currentIndex(), page);
        // Step `step` everywhere: the example's text, the table, what the step did, and the board.
        const Example example = buildExample(ExampleId::Wythoff);
        QCOMPARE(child<QLabel>(&f.tab, "exampleText")->text(), example.steps[std::size_t(step)].text);
        QCOMPARE(filledRows(f.tab), step);
        const int n = std::max(0, step - 1); // step n + 1 adds pair n (the charts row's step 20 adds n = 19)
        const QString pair = QStringLiteral("(%1, %2)").arg(kArticleX[n]).arg(kArticleY[n]);
        QVERIFY2(boardText(f.tab).contains(pair), qPrintable(boardText(f.tab)));
        WythoffBoard *board = constructionBoard(f.tab);
        QVERIFY(board->accessibleDescription().contains(pair));
        clickPage(&f.tab, ConstructionPage);
        QCOMPARE(image(board), expected);
        QCOMPARE(f.tab.findChild<QChartView *>(QStringLiteral("wythoffScatter")) != nullptr, page == ChartsPage);
        // And back: the tab's choices go to the core.
        clickPage(&f.tab, PlayPage);
        QCOMPARE(f.lab.wythoffPage(), WythoffLab::Page::Play);
        clickPage(&f.tab, ConstructionPage);
        goToStep(f.tab, 3);
        QCOMPARE(f.lab.constructionStep(), 3);
        QCOMPARE(filledRows(f.tab), 3);
    }

    void languageChangeRebuildsTheTexts()
    {
        Fixture f;
        clickPage(&f.tab, ConstructionPage);
        QTest::mouseClick(button(f.tab, "exampleNext"), Qt::LeftButton);
        auto *legend = child<QLabel>(&f.tab, "constructionLegend");
        const QString text = legend->text();
        QVERIFY(!text.isEmpty());
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(legend->parentWidget(), &change);
        QCOMPARE(legend->text(), text);
        QVERIFY(boardText(f.tab).contains(QStringLiteral("(1, 2)")));
        QCOMPARE(constructionBoard(f.tab)->accessibleDescription(), boardText(f.tab));
    }
};

QTEST_MAIN(TstWythoffPages)
#include "tst_wythoffpages.moc"
