// The Fibonacci Nim tab through its widgets (offscreen): both worked examples step by step with the articles'
// numbers, whole games against the perfect computer in every variant, exact entry of huge piles, the start editor's
// bounds, the analysis and its Zeckendorf picture (made only when first shown), and the Grundy view.
#include "examples/examplepanel.h"
#include "fibnim/fibnimanalysisview.h"
#include "fibnim/fibnimboard.h"
#include "fibnim/fibnimexamplepage.h"
#include "fibnim/fibnimgrundypage.h"
#include "fibnim/fibnimstartbox.h"
#include "fibnim/fibnimtab.h"
#include "fibnim/startvalueschart.h"
#include "fibnim/zeckendorfchart.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gamesidepanel.h"
#include "i18n/languagemanager.h"
#include "widgets/coinrow.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

#include "uitest.h"
#include <QToolButton>

using namespace nimlab;

namespace {
constexpr std::uint64_t k1e18 = 1000000000000000000ULL;

/// Chooses an item of one of the side panel's player boxes as a person would.
void choosePlayer(GameSidePanel *panel, const QString &box, int item)
{
    for (QComboBox *b : panel->findChildren<QComboBox *>())
        if (b->accessibleName() == box) {
            uitest::chooseItem(b, item);
            return;
        }
    QFAIL("no such player box");
}

/// Types into the start editor and presses Start.
bool startGame(FibNimTab &tab, int variant, const QString &piles, const QString &quota = {})
{
    FibNimStartBox *start = tab.startBox();
    uitest::chooseItem(start->variantBox(), variant);
    start->pilesEdit()->clear();
    QTest::keyClicks(start->pilesEdit(), piles);
    start->quotaEdit()->clear();
    QTest::keyClicks(start->quotaEdit(), quota);
    QTest::mouseClick(start->findChild<QPushButton *>(QStringLiteral("startButton")), Qt::LeftButton);
    return start->message().isEmpty();
}

/// Takes `take` coins from `pile` through the board: a click on a coin when the pile is drawn, else the exact entry.
void takeThroughTheBoard(FibNimBoard *board, int pile, std::uint64_t take)
{
    auto *coins = board->findChild<CoinRow *>(QStringLiteral("coins%1").arg(pile));
    QVERIFY(coins);
    if (!coins->isHidden()) {
        QTest::mouseClick(coins, Qt::LeftButton, {}, coins->coinRect(int(coins->coins() - take)).center());
        return;
    }
    auto *entry = board->findChild<QLineEdit *>(QStringLiteral("entry%1").arg(pile));
    QVERIFY(entry);
    entry->clear();
    QTest::keyClicks(entry, QString::number(take));
    QTest::mouseClick(board->findChild<QPushButton *>(QStringLiteral("take%1").arg(pile)), Qt::LeftButton);
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
        QCOMPARE(tab.pages()->currentIndex(), 1);
        QCOMPARE(tab.findChild<QComboBox *>(QStringLiteral("exampleChoice"))->currentIndex(), 1);
        QCOMPARE(game.stepper()->index(), 1);
        // Clicking First and the Play page changes the tab's state in core, which the session saves.
        QTest::mouseClick(tab.findChild<QToolButton *>(QStringLiteral("exampleFirst")), Qt::LeftButton);
        QCOMPARE(game.stepper()->index(), 0);
        tab.showPage(FibNimTab::PlayPage);
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
        FibNimExamplePage *page = tab.examplePage();
        auto *panel = tab.findChild<ExamplePanel *>();
        QCOMPARE(panel->stepper()->count(), 6);
        for (int i = 0; i < step; ++i)
            QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("exampleNext")), Qt::LeftButton);
        QCOMPARE(panel->stepper()->index(), step);
        QVERIFY2(page->positionText().contains(position), qPrintable(page->positionText()));
        QVERIFY2(panel->currentText().contains(explanation), qPrintable(panel->currentText()));
        QCOMPARE(page->findChild<CoinRow *>(QStringLiteral("exampleCoins"))->coins(),
                 position.section(QLatin1Char(' '), 0, 0).toULongLong());
        QCOMPARE(page->positionText().contains(QStringLiteral("take %1 (outlined)").arg(marked)), marked > 0);
        // The article's picture: one row per pile size so far, the last one ending with its smallest term.
        const QStringList rows{QStringLiteral("10 = 8 + 2"), QStringLiteral("8"),         QStringLiteral("6 = 5 + 1"),
                               QStringLiteral("5"),          QStringLiteral("4 = 3 + 1"), QStringLiteral("3")};
        QVERIFY(page->chart());
        QCOMPARE(page->chart()->rowLabels(), rows.mid(0, step + 1));
        QCOMPARE(page->chart()->rowSegments(0), (std::vector<double>{8, 2}));
    }

    void twentyOneCoinExample()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        tab.showPage(FibNimTab::ExamplesPage);
        tab.show();
        FibNimExamplePage *page = tab.examplePage();
        // Choose the second example as a person would: open the choice and pick it with the keyboard.
        auto *choice = tab.findChild<QComboBox *>(QStringLiteral("exampleChoice"));
        QVERIFY(choice && choice->isVisible());
        choice->setFocus();
        QTest::keyClick(choice, Qt::Key_Down);
        QCOMPARE(game.exampleIndex(), 1);
        auto *panel = tab.findChild<ExamplePanel *>();
        QCOMPARE(panel->stepper()->count(), 2);
        QVERIFY(page->positionText().contains(QStringLiteral("21 coins, quota 20")));
        QVERIFY(page->positionText().contains(QStringLiteral("a losing position")));
        QVERIFY(panel->currentText().contains(QStringLiteral("21 is a Fibonacci number")));
        QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("exampleNext")), Qt::LeftButton);
        QVERIFY2(
            panel->currentText().contains(QStringLiteral("take 1: 20 = 13 + 5 + 2 left, the second player takes 2")),
            qPrintable(panel->currentText()));
        // Play from the article's position: the analysis then says the player to move loses.
        QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("playFromStep")), Qt::LeftButton);
        QCOMPARE(game.session()->startPosition(), (GameState{21, 20}));
        QCOMPARE(tab.pages()->currentIndex(), int(FibNimTab::PlayPage));
        QVERIFY(tab.analysis()->html().contains(QStringLiteral("21 is a Fibonacci number")));
        QVERIFY(tab.analysis()->html().contains(QStringLiteral("loses against best play")));
    }

    void analysisAndPicture()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        QVERIFY(!tab.analysis()->chart()); // nothing of Qt Charts before the tab is shown
        QVERIFY(!tab.grundyPage()->chart());
        const QString html = tab.analysis()->html();
        for (const QString &s :
             {QStringLiteral("10 = 8 + 2"), QStringLiteral("The quota is 9 and the smallest Zeckendorf term is 2"),
              QStringLiteral("take 2: leaves 8"), QStringLiteral("2 \u00d7 2 = 4, below 8")})
            QVERIFY2(html.contains(s), qPrintable(html));
        QVERIFY(tab.board()->quotaText().contains(QStringLiteral("Quota: 9")));
        tab.show();
        QVERIFY(tab.analysis()->chart());
        QVERIFY(!tab.grundyPage()->chart()); // only the page shown
        game.session()->setPlayer(1, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
        takeThroughTheBoard(tab.board(), 0, 2);
        QCOMPARE(game.session()->position(), (GameState{8, 4}));
        QVERIFY(tab.board()->quotaText().contains(QStringLiteral("Quota: 4")));
        QCOMPARE(tab.analysis()->chart()->rowLabels(),
                 (QStringList{QStringLiteral("10 = 8 + 2"), QStringLiteral("8")}));
        QVERIFY(
            tab.analysis()->html().contains(QStringLiteral("The quota is 4, below the smallest Zeckendorf term 8")));
        QCheckBox *show = tab.showAnalysisBox();
        QTest::mouseClick(show, Qt::LeftButton, {}, QPoint(8, show->height() / 2)); // on the indicator
        QVERIFY(!tab.analysis()->isVisible());
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
        choosePlayer(tab.sidePanel(), QStringLiteral("Second player"), 4); // Computer: perfect
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
            takeThroughTheBoard(tab.board(), int(move[0]), move[1]);
            QCOMPARE(game.session()->moveCount(), before + 1);
        }
        if (computerHadAWin)
            QCOMPARE(game.session()->winner(), 1);
        if (followHints && personStartsWinning)
            QCOMPARE(game.session()->winner(), 0);
        QVERIFY(tab.sidePanel()->statusText().startsWith(QStringLiteral("Game over")));
        QVERIFY(tab.board()->quotaText().contains(QStringLiteral("game is over")));
    }

    void hugePileByExactEntry()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        game.session()->setPlayer(1, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
        QVERIFY(startGame(tab, 0, QStringLiteral("1000000000000000000")));
        QCOMPARE(game.session()->position(), (GameState{k1e18, k1e18 - 1}));
        QVERIFY(tab.board()->findChild<CoinRow *>(QStringLiteral("coins0"))->isHidden()); // too big to draw
        QVERIFY(tab.board()->quotaText().contains(QStringLiteral("Quota: 999999999999999999")));
        const GameMove hint = *game.session()->hint();
        takeThroughTheBoard(tab.board(), 0, hint[1]);
        QCOMPARE(game.session()->position(), (GameState{k1e18 - hint[1], 2 * hint[1]}));
        // The quota is enforced by the core and explained: take one more than allowed.
        QSignalSpy rejected(game.session(), &GameSession::moveRejected);
        takeThroughTheBoard(tab.board(), 0, 2 * hint[1] + 1);
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
        QVERIFY2(tab.startBox()->message().contains(message), qPrintable(tab.startBox()->message()));
        QCOMPARE(game.session()->startPosition(), (GameState{10, 9}));
        QVERIFY(startGame(tab, 2, QStringLiteral("5 8"), QStringLiteral("3")));
        QCOMPARE(game.session()->startPosition(), (GameState{3, 5, 8}));
        QVERIFY(tab.startBox()->message().isEmpty());
    }

    void grundyView()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        QSignalSpy finished(game.grundyJob(), &BackgroundJob::finished);
        tab.showPage(FibNimTab::GrundyPage);
        tab.show();
        FibNimGrundyPage *page = tab.grundyPage();
        auto *job = page->findChild<JobControls *>(QStringLiteral("fibnimGrundyJob"));
        auto *map = page->findChild<HeatMapView *>(QStringLiteral("fibnimGrundyMap"));
        QVERIFY(job && map);
        auto *start = job->findChild<QPushButton *>(QStringLiteral("jobStart"));
        auto *cancel = job->findChild<QPushButton *>(QStringLiteral("jobCancel"));
        auto *progress = job->findChild<QProgressBar *>(QStringLiteral("jobProgress"));
        QVERIFY(start && cancel && progress);
        QVERIFY(page->chart());
        QVERIFY(finished.wait(30000)); // started by showing the page
        QCOMPARE(map->cells(), QRect(1, 1, 1000, 1000));
        QCOMPARE(progress->value(), 1000);
        QCOMPARE(job->state(), JobControls::State::Finished);
        QVERIFY2(
            page->summaryText().contains(QStringLiteral("2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987")),
            qPrintable(page->summaryText()));
        QVERIFY(page->summaryText().contains(QStringLiteral("exactly the Fibonacci numbers")));
        QScatterSeries *fib = page->chart()->fibonacciSeries();
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
            page->hoverText(),
            QStringLiteral("g(%1, %2) = %3").arg(n).arg(q).arg(game.grundyTable()->value(n, std::uint64_t(q))));
        // Above the diagonal (q > n) there is no position: no cell.
        QVERIFY(!map->cellAt(QPoint(cells.right() - 2, cells.top() + 2)));
        // Compute a smaller table, then cancel one: the controls come back either way.
        page->sizeBox()->setValue(50);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(!page->sizeBox()->isEnabled()); // no other size while one is built
        QVERIFY(finished.wait(30000));
        QCOMPARE(map->cells(), QRect(1, 1, 50, 50));
        QVERIFY(page->sizeBox()->isEnabled());
        QSignalSpy cancelled(game.grundyJob(), &BackgroundJob::cancelled);
        page->sizeBox()->setValue(1000);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_COMPARE(cancelled.count() + finished.count(), 3);
        QTRY_VERIFY(start->isEnabled());
        QVERIFY(!cancel->isEnabled());
        QVERIFY(page->sizeBox()->isEnabled());
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
        const QString englishPage = tab.pages()->tabText(FibNimTab::PlayPage);
        QVERIFY(language.setLanguage(code));
        QCoreApplication::processEvents();
        QVERIFY(tab.board()->quotaText().contains(quota));
        QVERIFY(tab.board()->quotaText().contains(QStringLiteral("9")));
        QVERIFY2(tab.analysis()->html().contains(zeckendorf), qPrintable(tab.analysis()->html()));
        QVERIFY(tab.analysis()->html().contains(QStringLiteral("10 = 8 + 2")));
        QVERIFY(tab.pages()->tabText(FibNimTab::PlayPage) != englishPage);
        QVERIFY(tab.examplePage()->positionText().contains(quota));
        QVERIFY(language.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(tab.board()->quotaText().startsWith(QStringLiteral("Quota: 9")));
        QCOMPARE(tab.pages()->tabText(FibNimTab::PlayPage), englishPage);
    }
};

QTEST_MAIN(TstFibNimTab)
#include "tst_fibnimtab.moc"
