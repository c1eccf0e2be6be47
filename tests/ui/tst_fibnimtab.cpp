// The Fibonacci Nim tab through its widgets (offscreen): both worked examples step by step with the articles'
// numbers, whole games against the perfect computer in every variant, exact entry of huge piles, the start editor's
// bounds, the analysis and its Zeckendorf picture (made only when first shown), and the Grundy view.
#include "examples/examplepanel.h"
#include "fibnim/fibnimtab.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "i18n/languagemanager.h"
#include "widgets/coinrow.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"

#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include "uitest.h"
#include <QToolButton>

using namespace nimlab;

namespace {
constexpr std::uint64_t k1e18 = 1000000000000000000ULL;

/// The text of the label `name` of the tab (what a person reads there).
QString labelText(const FibNimTab &tab, const QString &name)
{
    const auto *label = tab.findChild<QLabel *>(name);
    return label ? label->text() : QStringLiteral("(no label %1)").arg(name);
}
QString analysisHtml(const FibNimTab &tab)
{
    return labelText(tab, QStringLiteral("analysisText"));
}
QString quotaText(const FibNimTab &tab)
{
    return labelText(tab, QStringLiteral("quotaLabel"));
}
QString examplePosition(const FibNimTab &tab)
{
    return labelText(tab, QStringLiteral("examplePosition"));
}
QString editorMessage(const FibNimTab &tab)
{
    return labelText(tab, QStringLiteral("editorMessage"));
}
QTabWidget *pages(const FibNimTab &tab)
{
    return tab.findChild<QTabWidget *>(QStringLiteral("gamePages"));
}

/// The chart drawn by the chart widget `owner` (nullptr until the widget is made), read through its view `view`.
QChart *chartOf(const FibNimTab &tab, const QString &owner, const QString &view)
{
    const auto *widget = tab.findChild<QWidget *>(owner);
    const auto *chartView = widget ? widget->findChild<QChartView *>(view) : nullptr;
    return chartView ? chartView->chart() : nullptr;
}
/// A Zeckendorf picture (`owner` is "analysisChart" or "exampleChart").
QChart *zeckendorfChart(const FibNimTab &tab, const QString &owner)
{
    return chartOf(tab, owner, QStringLiteral("zeckendorfView"));
}
/// The row labels of a Zeckendorf picture, top to bottom (the category axis lists them bottom to top).
QStringList rowLabels(QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart ? chart->axes(Qt::Vertical) : QList<QAbstractAxis *>();
    auto *rows = axes.isEmpty() ? nullptr : qobject_cast<QBarCategoryAxis *>(axes.first());
    if (!rows)
        return {QStringLiteral("(no row axis)")};
    QStringList labels = rows->categories();
    std::reverse(labels.begin(), labels.end());
    return labels;
}
/// The width of each rectangle of row `row` (top to bottom) of a Zeckendorf picture, left to right.
std::vector<double> rowSegments(QChart *chart, int row)
{
    const QList<QAbstractSeries *> series = chart ? chart->series() : QList<QAbstractSeries *>();
    const auto *bars = series.isEmpty() ? nullptr : qobject_cast<QHorizontalStackedBarSeries *>(series.first());
    if (!bars)
        return {};
    std::vector<double> widths;
    const qsizetype category = qsizetype(rowLabels(chart).size()) - 1 - row;
    for (const QBarSet *set : bars->barSets())
        if (category >= 0 && category < set->count() && set->at(category) > 0)
            widths.push_back(set->at(category));
    return widths;
}

/// Chooses an item of one of the side panel's player boxes ("firstPlayerBox", "secondPlayerBox") as a person would.
void choosePlayer(FibNimTab &tab, const QString &box, int item)
{
    auto *b = tab.findChild<QComboBox *>(box);
    QVERIFY(b);
    uitest::chooseItem(b, item);
}

/// Types into the start editor and presses Start.
bool startGame(FibNimTab &tab, int variant, const QString &piles, const QString &quota = {})
{
    auto *variantBox = tab.findChild<QComboBox *>(QStringLiteral("variantBox"));
    auto *pilesEdit = tab.findChild<QLineEdit *>(QStringLiteral("startPiles"));
    auto *quotaEdit = tab.findChild<QLineEdit *>(QStringLiteral("startQuota"));
    auto *start = tab.findChild<QPushButton *>(QStringLiteral("startButton"));
    if (!variantBox || !pilesEdit || !quotaEdit || !start)
        return false;
    uitest::chooseItem(variantBox, variant);
    pilesEdit->clear();
    QTest::keyClicks(pilesEdit, piles);
    quotaEdit->clear();
    QTest::keyClicks(quotaEdit, quota);
    QTest::mouseClick(start, Qt::LeftButton);
    return editorMessage(tab).isEmpty();
}

/// Takes `take` coins from `pile` through the board: a click on a coin when the pile is drawn, else the exact entry.
void takeThroughTheBoard(FibNimTab &board, int pile, std::uint64_t take)
{
    auto *coins = board.findChild<CoinRow *>(QStringLiteral("coins%1").arg(pile));
    QVERIFY(coins);
    if (!coins->isHidden()) {
        QTest::mouseClick(coins, Qt::LeftButton, {}, coins->coinRect(int(coins->coins() - take)).center());
        return;
    }
    auto *entry = board.findChild<QLineEdit *>(QStringLiteral("entry%1").arg(pile));
    QVERIFY(entry);
    entry->clear();
    QTest::keyClicks(entry, QString::number(take));
    QTest::mouseClick(board.findChild<QPushButton *>(QStringLiteral("take%1").arg(pile)), Qt::LeftButton);
}
} // namespace

class TstFibNimTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pageAndExampleStepRoundTrip()
    {
        // The page, the worked example and its step are kept with the session and shown again when restored.
        FibNimGame game;
        FibNimTab tab(&game);
        QJsonObject state = game.saveState();
        state.insert(
            QStringLiteral("view"),
            QJsonObject{{QStringLiteral("page"), 1}, {QStringLiteral("example"), 1}, {QStringLiteral("step"), 1}});
        game.restoreState(state);
        QCOMPARE(pages(tab)->currentIndex(), 1);
        QCOMPARE(tab.findChild<QComboBox *>(QStringLiteral("exampleChoice"))->currentIndex(), 1);
        QCOMPARE(game.stepper()->index(), 1);
        // Clicking First and the Play page changes the tab's state in core, which the session saves.
        QTest::mouseClick(tab.findChild<QToolButton *>(QStringLiteral("exampleFirst")), Qt::LeftButton);
        QCOMPARE(game.stepper()->index(), 0);
        tab.show();
        QTabBar *bar = pages(tab)->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(FibNimTab::PlayPage).center());
        QCOMPARE(game.page(), 0);
        const QJsonObject saved = game.saveState();
        QVERIFY(game.validateState(saved).isEmpty());
        for (const QJsonObject &view :
             {QJsonObject{{QStringLiteral("page"), 3}, {QStringLiteral("example"), 0}, {QStringLiteral("step"), 0}},
              QJsonObject{{QStringLiteral("page"), 0}},
              QJsonObject{{QStringLiteral("page"), 0}, {QStringLiteral("example"), 0}, {QStringLiteral("step"), 6}}}) {
            QJsonObject bad = saved;
            bad.insert(QStringLiteral("view"), view);
            QVERIFY(!game.validateState(bad).isEmpty());
        }
    }

    void tenCoinExample_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("explanation");
        QTest::addColumn<int>("marked");
        QTest::addRow("10 = 8 + 2, quota 9, take 2") << 0 << QStringLiteral("10 = 8 + 2 coins, quota 9")
                                                     << QStringLiteral("take that smallest term, 2, leaving 8") << 2;
        QTest::addRow("8 left, quota 4, 3 or 4 lose at once, suppose 2")
            << 1 << QStringLiteral("8 coins, quota 4") << QStringLiteral("Taking 3 or 4 would let the first player win")
            << 2;
        QTest::addRow("6 = 5 + 1, take 1")
            << 2 << QStringLiteral("6 = 5 + 1 coins, quota 4")
            << QStringLiteral("takes the smallest Fibonacci number of the representation, 1, leaving 5") << 1;
        QTest::addRow("5 left, quota 2, 2 loses at once, suppose 1")
            << 3 << QStringLiteral("5 coins, quota 2") << QStringLiteral("Taking 2 would let the first player win")
            << 1;
        QTest::addRow("4 = 3 + 1, take 1")
            << 4 << QStringLiteral("4 = 3 + 1 coins, quota 2") << QStringLiteral("1, leaving 3") << 1;
        QTest::addRow("3 left, the first player takes the rest")
            << 5 << QStringLiteral("3 coins, quota 2")
            << QStringLiteral("takes 1 or 2 coins, the first player can take all") << 0;
    }
    void tenCoinExample()
    {
        QFETCH(int, step);
        QFETCH(QString, position);
        QFETCH(QString, explanation);
        QFETCH(int, marked);
        FibNimGame game;
        FibNimTab tab(&game);
        tab.showPage(FibNimTab::ExamplesPage);
        tab.show();
        auto *panel = tab.findChild<ExamplePanel *>();
        QVERIFY(panel);
        QCOMPARE(panel->stepper()->count(), 6);
        for (int i = 0; i < step; ++i)
            QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("exampleNext")), Qt::LeftButton);
        QCOMPARE(panel->stepper()->index(), step);
        QVERIFY2(examplePosition(tab).contains(position), qPrintable(examplePosition(tab)));
        QVERIFY2(panel->currentText().contains(explanation), qPrintable(panel->currentText()));
        QCOMPARE(tab.findChild<CoinRow *>(QStringLiteral("exampleCoins"))->coins(),
                 position.section(QLatin1Char(' '), 0, 0).toULongLong());
        QCOMPARE(examplePosition(tab).contains(QStringLiteral("take %1 (outlined)").arg(marked)), marked > 0);
        // The article's picture: one row per pile size so far, the last one ending with its smallest term.
        const QStringList rows{QStringLiteral("10 = 8 + 2"), QStringLiteral("8"),         QStringLiteral("6 = 5 + 1"),
                               QStringLiteral("5"),          QStringLiteral("4 = 3 + 1"), QStringLiteral("3")};
        QChart *chart = zeckendorfChart(tab, QStringLiteral("exampleChart"));
        QVERIFY(chart);
        QCOMPARE(rowLabels(chart), rows.mid(0, step + 1));
        QCOMPARE(rowSegments(chart, 0), (std::vector<double>{8, 2}));
    }

    void twentyOneCoinExample()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        tab.showPage(FibNimTab::ExamplesPage);
        tab.show();
        // Choose the second example as a person would: open the choice and pick it with the keyboard.
        auto *choice = tab.findChild<QComboBox *>(QStringLiteral("exampleChoice"));
        QVERIFY(choice && choice->isVisible());
        choice->setFocus();
        QTest::keyClick(choice, Qt::Key_Down);
        QCOMPARE(game.exampleIndex(), 1);
        auto *panel = tab.findChild<ExamplePanel *>();
        QCOMPARE(panel->stepper()->count(), 2);
        QVERIFY(examplePosition(tab).contains(QStringLiteral("21 coins, quota 20")));
        QVERIFY(examplePosition(tab).contains(QStringLiteral("a losing position")));
        QVERIFY(panel->currentText().contains(QStringLiteral("21 is a Fibonacci number")));
        // The first step has no table; the second shows the 20 first moves as one, not as a paragraph.
        auto *table = uitest::child<QTableView>(&tab, "exampleTable");
        QVERIFY(!table->isVisible());
        QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("exampleNext")), Qt::LeftButton);
        QVERIFY(table->isVisible());
        QVERIFY(!panel->currentText().contains(QStringLiteral("take 1: 20")));
        QAbstractItemModel *model = table->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 20);
        QCOMPARE(model->columnCount(), 5);
        QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Zeckendorf form"));
        const QStringList first{QStringLiteral("take 1"), QStringLiteral("20"), QStringLiteral("13 + 5 + 2"),
                                QStringLiteral("2"), QStringLiteral("take 2")};
        const QStringList tenth{QStringLiteral("take 10"), QStringLiteral("11"), QStringLiteral("8 + 3"),
                                QStringLiteral("20"), QStringLiteral("take all 11")};
        for (int c = 0; c < 5; ++c) {
            QCOMPARE(model->index(0, c).data().toString(), first[c]);
            QCOMPARE(model->index(9, c).data().toString(), tenth[c]);
        }
        // Back to the first step: the table goes away again.
        QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("examplePrevious")), Qt::LeftButton);
        QVERIFY(!table->isVisible());
        // Play from the article's position: the analysis then says the player to move loses.
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("playFromStep")), Qt::LeftButton);
        QCOMPARE(game.session()->startPosition(), (GameState{21, 20}));
        QCOMPARE(pages(tab)->currentIndex(), int(FibNimTab::PlayPage));
        QVERIFY(analysisHtml(tab).contains(QStringLiteral("21 is a Fibonacci number")));
        QVERIFY(analysisHtml(tab).contains(QStringLiteral("loses against best play")));
    }

    void analysisAndPicture()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        // Nothing of Qt Charts before the tab is shown.
        QVERIFY(!tab.findChild<QWidget *>(QStringLiteral("analysisChart")));
        QVERIFY(!tab.findChild<QWidget *>(QStringLiteral("startValuesChart")));
        QVERIFY(!tab.findChild<QChartView *>());
        const QString html = analysisHtml(tab);
        for (const QString &s :
             {QStringLiteral("10 = 8 + 2"), QStringLiteral("The quota is 9 and the smallest Zeckendorf term is 2"),
              QStringLiteral("take 2: 10 \u2192 8, next quota 4; 4 is below 8"),
              QStringLiteral("2 \u00d7 2 = 4, below 8")})
            QVERIFY2(html.contains(s), qPrintable(html));
        QVERIFY(quotaText(tab).contains(QStringLiteral("Quota: 9")));
        tab.show();
        QVERIFY(zeckendorfChart(tab, QStringLiteral("analysisChart")));
        QVERIFY(!tab.findChild<QWidget *>(QStringLiteral("startValuesChart"))); // only the page shown
        game.session()->setPlayer(1, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
        takeThroughTheBoard(tab, 0, 2);
        QCOMPARE(game.session()->position(), (GameState{8, 4}));
        QVERIFY(quotaText(tab).contains(QStringLiteral("Quota: 4")));
        QCOMPARE(rowLabels(zeckendorfChart(tab, QStringLiteral("analysisChart"))),
                 (QStringList{QStringLiteral("10 = 8 + 2"), QStringLiteral("8")}));
        QVERIFY(analysisHtml(tab).contains(QStringLiteral("The quota is 4, below the smallest Zeckendorf term 8")));
        auto *show = tab.findChild<QCheckBox *>(QStringLiteral("showAnalysis"));
        auto *analysis = tab.findChild<QLabel *>(QStringLiteral("analysisText"));
        QVERIFY(show && analysis && analysis->isVisible());
        QTest::mouseClick(show, Qt::LeftButton, {}, QPoint(8, show->height() / 2)); // on the indicator
        QVERIFY(!analysis->isVisible());
    }

    void wholeGameAgainstThePerfectComputer_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("piles");
        QTest::addColumn<bool>("followHints");
        QTest::addRow("10 coins, hints: the person wins") << 0 << QStringLiteral("10") << true;
        QTest::addRow("21 coins: the computer wins") << 0 << QStringLiteral("21") << false;
        QTest::addRow("100 coins, random") << 0 << QStringLiteral("100") << false;
        QTest::addRow("200 coins by entry, hints") << 0 << QStringLiteral("200") << true;
        QTest::addRow("several piles, hints") << 1 << QStringLiteral("5 8 10") << true;
        QTest::addRow("several piles, random") << 1 << QStringLiteral("7 12") << false;
        QTest::addRow("one quota, hints") << 2 << QStringLiteral("5 8") << true;
        QTest::addRow("one quota, random") << 2 << QStringLiteral("4 6 9") << false;
    }
    void wholeGameAgainstThePerfectComputer()
    {
        QFETCH(int, variant);
        QFETCH(QString, piles);
        QFETCH(bool, followHints);
        FibNimGame game;
        game.session()->setComputerDelayMs(0);
        game.session()->setSeed(5);
        FibNimTab tab(&game);
        tab.show();
        choosePlayer(tab, QStringLiteral("secondPlayerBox"), 4); // Computer: perfect
        QVERIFY(startGame(tab, variant, piles));
        QCOMPARE(game.session()->player(1).level, GameSession::Level::Perfect);
        const bool personStartsWinning = game.rules().moverWins(game.session()->position());
        bool computerHadAWin = false;
        std::mt19937_64 random(11);
        while (!game.session()->isOver()) {
            if (game.session()->playerToMove() == 1) {
                computerHadAWin = computerHadAWin || game.rules().moverWins(game.session()->position());
                QTRY_VERIFY(game.session()->playerToMove() == 0 || game.session()->isOver());
                continue;
            }
            QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("hintButton")), Qt::LeftButton);
            QVERIFY(game.session()->isHintShown());
            const std::optional<GameMove> hint = game.session()->shownHint();
            QCOMPARE(hint.has_value(), game.rules().moverWins(game.session()->position()));
            const GameMove move =
                followHints && hint ? *hint : game.rules().randomMove(game.session()->position(), random);
            const int before = game.session()->moveCount();
            takeThroughTheBoard(tab, int(move[0]), move[1]);
            QCOMPARE(game.session()->moveCount(), before + 1);
        }
        if (computerHadAWin)
            QCOMPARE(game.session()->winner(), 1);
        if (followHints && personStartsWinning)
            QCOMPARE(game.session()->winner(), 0);
        QVERIFY(labelText(tab, QStringLiteral("statusLabel")).startsWith(QStringLiteral("Game over")));
        QVERIFY(quotaText(tab).contains(QStringLiteral("game is over")));
    }

    void hugePileByExactEntry()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        game.session()->setPlayer(1, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
        QVERIFY(startGame(tab, 0, QStringLiteral("1000000000000000000")));
        QCOMPARE(game.session()->position(), (GameState{k1e18, k1e18 - 1}));
        QVERIFY(tab.findChild<CoinRow *>(QStringLiteral("coins0"))->isHidden()); // too big to draw
        QVERIFY(quotaText(tab).contains(QStringLiteral("Quota: 999999999999999999")));
        const GameMove hint = *game.session()->hint();
        takeThroughTheBoard(tab, 0, hint[1]);
        QCOMPARE(game.session()->position(), (GameState{k1e18 - hint[1], 2 * hint[1]}));
        // The quota is enforced by the core and explained: take one more than allowed.
        QSignalSpy rejected(game.session(), &GameSession::moveRejected);
        takeThroughTheBoard(tab, 0, 2 * hint[1] + 1);
        QCOMPARE(rejected.count(), 1);
        QVERIFY(rejected.first().first().toString().contains(QStringLiteral("quota")));
    }

    void startEditorBounds_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("piles");
        QTest::addColumn<QString>("quota");
        QTest::addColumn<QString>("message");
        QTest::addRow("one coin") << 0 << QStringLiteral("1") << QString() << QStringLiteral("at least 2 coins");
        QTest::addRow("above 10^18") << 0 << QStringLiteral("1000000000000000001") << QString()
                                     << QStringLiteral("at most 10^18");
        QTest::addRow("two numbers for one pile")
            << 0 << QStringLiteral("3 4") << QString() << QStringLiteral("a single number");
        QTest::addRow("letters are not typed")
            << 0 << QStringLiteral("ten") << QString() << QStringLiteral("a single number");
        QTest::addRow("1001 coins in a pile")
            << 1 << QStringLiteral("5 1001") << QString() << QStringLiteral("pile 2 has 1001");
        QTest::addRow("41 coins, one quota")
            << 2 << QStringLiteral("20 21") << QString() << QStringLiteral("this position has 41");
        QTest::addRow("quota 0") << 2 << QStringLiteral("3 4") << QStringLiteral("0") << QStringLiteral("at least 1");
    }
    void startEditorBounds()
    {
        QFETCH(int, variant);
        QFETCH(QString, piles);
        QFETCH(QString, quota);
        QFETCH(QString, message);
        FibNimGame game;
        FibNimTab tab(&game);
        QVERIFY(!startGame(tab, variant, piles, quota));
        QVERIFY2(editorMessage(tab).contains(message), qPrintable(editorMessage(tab)));
        QCOMPARE(game.session()->startPosition(), (GameState{10, 9}));
        QVERIFY(startGame(tab, 2, QStringLiteral("5 8"), QStringLiteral("3")));
        QCOMPARE(game.session()->startPosition(), (GameState{3, 5, 8}));
        QVERIFY(editorMessage(tab).isEmpty());
    }

    void grundyView()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        QSignalSpy finished(game.grundyJob(), &BackgroundJob::finished);
        tab.showPage(FibNimTab::GrundyPage);
        tab.show();
        auto *job = tab.findChild<JobControls *>(QStringLiteral("fibnimGrundyJob"));
        auto *map = tab.findChild<HeatMapView *>(QStringLiteral("fibnimGrundyMap"));
        auto *sizeBox = tab.findChild<QSpinBox *>(QStringLiteral("grundySize"));
        QVERIFY(job && map && sizeBox);
        auto *start = job->findChild<QPushButton *>(QStringLiteral("jobStart"));
        auto *cancel = job->findChild<QPushButton *>(QStringLiteral("jobCancel"));
        auto *progress = job->findChild<QProgressBar *>(QStringLiteral("jobProgress"));
        QVERIFY(start && cancel && progress);
        QChart *chart = chartOf(tab, QStringLiteral("startValuesChart"), QStringLiteral("startValuesView"));
        QVERIFY(chart);                // made when the page was first shown
        QVERIFY(finished.wait(30000)); // started by showing the page
        QCOMPARE(map->cells(), QRect(1, 1, 1000, 1000));
        QCOMPARE(progress->value(), 1000);
        QCOMPARE(job->state(), JobControls::State::Finished);
        const QString summary = labelText(tab, QStringLiteral("grundySummary"));
        QVERIFY2(summary.contains(QStringLiteral("2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987")),
                 qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("exactly the Fibonacci numbers")));
        QScatterSeries *fib = nullptr;
        for (QAbstractSeries *series : chart->series())
            if (series->objectName() == QLatin1String("fibonacciNumbers"))
                fib = qobject_cast<QScatterSeries *>(series);
        QVERIFY(fib);
        QCOMPARE(fib->count(), 14);
        for (const QPointF &p : fib->points())
            QCOMPARE(p.y(), 0.0);
        // The value under the mouse, for a point in the lower left of the map (where q <= n): x is q, y is n.
        const QRect cells = map->cellRect(QPoint(1, 1)).united(map->cellRect(QPoint(1000, 1000)));
        const QPoint point(cells.left() + cells.width() / 3, cells.top() + cells.height() * 2 / 3);
        const std::optional<QPoint> cell = map->cellAt(point);
        QVERIFY(cell && cell->x() >= 1 && cell->x() <= cell->y());
        QTest::mouseMove(map, point);
        const int n = cell->y(), q = cell->x();
        QTRY_COMPARE(
            labelText(tab, QStringLiteral("grundyHover")),
            QStringLiteral("g(%1, %2) = %3").arg(n).arg(q).arg(game.grundyTable()->value(n, std::uint64_t(q))));
        // Above the diagonal (q > n) there is no position: no cell.
        QVERIFY(!map->cellAt(QPoint(cells.right() - 2, cells.top() + 2)));
        // Compute a smaller table, then cancel one: the controls come back either way.
        sizeBox->setValue(50);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(!sizeBox->isEnabled()); // no other size while one is built
        QVERIFY(finished.wait(30000));
        QCOMPARE(map->cells(), QRect(1, 1, 50, 50));
        QVERIFY(sizeBox->isEnabled());
        QSignalSpy cancelled(game.grundyJob(), &BackgroundJob::cancelled);
        sizeBox->setValue(1000);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_COMPARE(cancelled.count() + finished.count(), 3);
        QTRY_VERIFY(start->isEnabled());
        QVERIFY(!cancel->isEnabled());
        QVERIFY(sizeBox->isEnabled());
    }

    void languageSwitchRetranslates_data()
    {
        // The glossary's words for the quota and the Zeckendorf representation (the articles' own).
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("quota");
        QTest::addColumn<QString>("zeckendorf");
        QTest::addRow("ja") << QStringLiteral("ja") << QStringLiteral("クォータ")
                            << QStringLiteral("ゼッケンドルフ表現");
        QTest::addRow("yue") << QStringLiteral("yue") << QStringLiteral("限額") << QStringLiteral("Zeckendorf 表示");
    }
    void languageSwitchRetranslates()
    {
        QFETCH(QString, code);
        QFETCH(QString, quota);
        QFETCH(QString, zeckendorf);
        FibNimGame game;
        LanguageManager language;
        FibNimTab tab(&game);
        tab.show();
        const QString englishPage = pages(tab)->tabText(FibNimTab::PlayPage);
        QVERIFY(language.setLanguage(code));
        QCoreApplication::processEvents();
        QVERIFY(quotaText(tab).contains(quota));
        QVERIFY(quotaText(tab).contains(QStringLiteral("9")));
        QVERIFY2(analysisHtml(tab).contains(zeckendorf), qPrintable(analysisHtml(tab)));
        QVERIFY(analysisHtml(tab).contains(QStringLiteral("10 = 8 + 2")));
        QVERIFY(pages(tab)->tabText(FibNimTab::PlayPage) != englishPage);
        QVERIFY(examplePosition(tab).contains(quota));
        QVERIFY(language.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(quotaText(tab).startsWith(QStringLiteral("Quota: 9")));
        QCOMPARE(pages(tab)->tabText(FibNimTab::PlayPage), englishPage);
    }
};

QTEST_MAIN(TstFibNimTab)
#include "tst_fibnimtab.moc"
