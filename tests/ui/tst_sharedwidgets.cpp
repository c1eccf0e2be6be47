// The widgets every tab shares (offscreen): JobControls driven by clicks on a real BackgroundJob doing a cancellable
// loop (start, progress, Cancel, finished, failed), HeatMapView painting the palette colour of each value where
// cellRect() says and taking its tooltip from the owner's callback, the palette itself (readable text on every
// colour, 0 darkest), CoinRow (clicks, the coins within reach, the hover and hint marks, read from its pixels) and
// PileBoard (rows, intents from clicks and typing, the too-big pile).
#include "jobs/backgroundjob.h"
#include "widgets/coinrow.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"
#include "widgets/pileboard.h"
#include "widgets/valuecolor.h"

#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QToolTip>

#include <stdexcept>

using namespace nimlab;

Q_DECLARE_METATYPE(nimlab::HeatMapView::Origin)
Q_DECLARE_METATYPE(nimlab::JobControls::State)

namespace {
/// Counts to `steps` (2 ms a step), reporting progress and stopping when asked; throws half-way if `fail`.
std::shared_ptr<const int> countTo(int steps, bool fail, const Progress &progress)
{
    for (int i = 0; i < steps; ++i) {
        if (!progress(double(i) / steps))
            return nullptr;
        if (fail && i == steps / 2)
            throw std::runtime_error("the work broke");
        QThread::msleep(2);
    }
    progress(1.0);
    return std::make_shared<const int>(steps);
}

/// A value for each cell that differs between neighbours in x and in y; no cell far right of the diagonal.
std::uint32_t sample(int x, int y)
{
    return x > y + 6 ? HeatMapView::kNoCell : std::uint32_t(3 * x + 2 * y) % 7;
}
constexpr std::uint32_t kSampleMax = 6;

/// The colour at the centre of each coin of `row` as drawn now.
QList<QColor> coinColours(CoinRow &row)
{
    const QImage shot = row.grab().toImage();
    QList<QColor> colours;
    for (int i = 0; i < int(row.coins()); ++i)
        colours.append(shot.pixelColor(row.coinRect(i).center()));
    return colours;
}

/// The colour just left of each coin of `row`, where a hint's outline is drawn.
QList<QColor> ringColours(CoinRow &row)
{
    const QImage shot = row.grab().toImage();
    QList<QColor> colours;
    for (int i = 0; i < int(row.coins()); ++i) {
        const QRect r = row.coinRect(i);
        colours.append(shot.pixelColor(r.left() - 1, r.center().y()));
    }
    return colours;
}

/// A board row as an owner would fill it (the texts only need to be different from each other).
PileRow pileRow(std::uint64_t coins, std::uint64_t withinReach, bool enabled)
{
    PileRow row;
    row.name = QStringLiteral("P");
    row.coins = coins;
    row.withinReach = withinReach;
    row.size = QString::number(coins);
    row.entryLabel = QStringLiteral("n:");
    row.takeText = QStringLiteral("Go");
    row.enabled = enabled;
    return row;
}

QString sampleText(int x, int y, std::uint32_t value)
{
    return QStringLiteral("(%1, %2) holds %3").arg(x).arg(y).arg(value);
}
} // namespace

class TstSharedWidgets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jobControlsFollowTheJob_data()
    {
        QTest::addColumn<int>("steps");
        QTest::addColumn<bool>("clickCancel");
        QTest::addColumn<bool>("fail");
        QTest::addColumn<JobControls::State>("end");
        QTest::addRow("runs to the end") << 300 << false << false << JobControls::State::Finished;
        QTest::addRow("cancelled by the button") << 1000000 << true << false << JobControls::State::Cancelled;
        QTest::addRow("the work throws") << 300 << false << true << JobControls::State::Failed;
    }
    void jobControlsFollowTheJob()
    {
        QFETCH(int, steps);
        QFETCH(bool, clickCancel);
        QFETCH(bool, fail);
        QFETCH(JobControls::State, end);
        BackgroundJob job;
        JobControls controls(&job);
        int requests = 0;
        // The owner's part: the start button's intent starts its own computation.
        connect(&controls, &JobControls::startRequested, &job, [&, steps, fail] {
            ++requests;
            job.start<int>([steps, fail](const Progress &progress) { return countTo(steps, fail, progress); });
        });
        controls.setStartText(QStringLiteral("&Go"), QString());
        controls.show();
        auto *start = controls.findChild<QPushButton *>(QStringLiteral("jobStart"));
        auto *cancel = controls.findChild<QPushButton *>(QStringLiteral("jobCancel"));
        auto *progress = controls.findChild<QProgressBar *>(QStringLiteral("jobProgress"));
        auto *stateLine = controls.findChild<QLabel *>(QStringLiteral("jobState"));
        QVERIFY(start && cancel && progress && stateLine);
        QCOMPARE(start->text(), QStringLiteral("&Go"));
        QCOMPARE(controls.state(), JobControls::State::Idle);
        QVERIFY(start->isEnabled());
        QVERIFY(!cancel->isEnabled());
        QSignalSpy running(&controls, &JobControls::runningChanged);

        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(requests, 1);
        QVERIFY(job.isRunning());
        QCOMPARE(controls.state(), JobControls::State::Running);
        QVERIFY(!start->isEnabled());
        QVERIFY(cancel->isEnabled());
        const QString runningText = stateLine->text();
        QVERIFY(!runningText.isEmpty());
        QTRY_VERIFY(progress->value() > 0); // progress moves while the work runs
        if (clickCancel)
            QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(controls.state(), end, 20000);
        QVERIFY(!job.isRunning());
        QVERIFY(start->isEnabled());
        QVERIFY(!cancel->isEnabled());
        QVERIFY(!stateLine->text().isEmpty());
        QVERIFY(stateLine->text() != runningText);
        QCOMPARE(running.count(), 2);
        QCOMPARE(running.at(0).at(0).toBool(), true);
        QCOMPARE(running.at(1).at(0).toBool(), false);
        if (end == JobControls::State::Finished) {
            QCOMPARE(progress->value(), 1000);
            QVERIFY2(stateLine->text().contains(QRegularExpression(QStringLiteral("\\d"))),
                     qPrintable(stateLine->text())); // how long it took
            QCOMPARE(*job.result<int>(), steps);
        } else {
            QVERIFY(progress->value() < 1000);
            QVERIFY(!job.result<int>());
        }
    }

    void jobControlsFollowAJobStartedElsewhere()
    {
        // A job started by its core object (a restored session, a new size), or finished before the panel existed.
        BackgroundJob job;
        job.start<int>([](const Progress &progress) { return countTo(5, false, progress); });
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QVERIFY(finished.wait(10000));
        JobControls late(&job);
        QCOMPARE(late.state(), JobControls::State::Finished);
        QCOMPARE(late.findChild<QProgressBar *>(QStringLiteral("jobProgress"))->value(), 1000);
        job.start<int>([](const Progress &progress) { return countTo(1000000, false, progress); });
        QCOMPARE(late.state(), JobControls::State::Running);
        QVERIFY(late.findChild<QPushButton *>(QStringLiteral("jobCancel"))->isEnabled());
        JobControls during(&job);
        QCOMPARE(during.state(), JobControls::State::Running);
        QVERIFY(!during.findChild<QPushButton *>(QStringLiteral("jobStart"))->isEnabled());
        job.cancel();
        QTRY_COMPARE(late.state(), JobControls::State::Cancelled);
        QCOMPARE(during.state(), JobControls::State::Cancelled);
    }

    void heatMapPaintsTheValueColour_data()
    {
        QTest::addColumn<HeatMapView::Origin>("origin");
        QTest::addColumn<QRect>("cells");
        QTest::addColumn<QPoint>("cell");
        const auto top = HeatMapView::Origin::TopLeft, bottom = HeatMapView::Origin::BottomLeft;
        QTest::addRow("table, first cell") << top << QRect(0, 0, 6, 4) << QPoint(0, 0);
        QTest::addRow("table, last cell") << top << QRect(0, 0, 6, 4) << QPoint(5, 3);
        QTest::addRow("table, inside") << top << QRect(0, 0, 6, 4) << QPoint(2, 1);
        QTest::addRow("chart, origin") << bottom << QRect(0, 0, 6, 4) << QPoint(0, 0);
        QTest::addRow("chart, top row") << bottom << QRect(0, 0, 6, 4) << QPoint(4, 3);
        QTest::addRow("from 1, a zero") << top << QRect(1, 1, 8, 8) << QPoint(3, 2);
        QTest::addRow("tall chart") << bottom << QRect(0, 0, 3, 9) << QPoint(1, 7);
        QTest::addRow("wide table") << top << QRect(0, 0, 12, 2) << QPoint(7, 1);
    }
    void heatMapPaintsTheValueColour()
    {
        QFETCH(HeatMapView::Origin, origin);
        QFETCH(QRect, cells);
        QFETCH(QPoint, cell);
        HeatMapView map;
        map.setOrigin(origin);
        map.resize(420, 320);
        map.setGrid(cells, sample, kSampleMax);
        QCOMPARE(map.cells(), cells);
        const QRect r = map.cellRect(cell);
        QVERIFY(!r.isEmpty());
        QCOMPARE(map.cellAt(r.center()), std::optional<QPoint>(cell));
        const QImage shot = map.grab().toImage();
        QCOMPARE(shot.pixelColor(r.center()).name(), valueColor(sample(cell.x(), cell.y()), kSampleMax).name());
        // y grows downwards in a table, upwards in a chart.
        const int firstRow = map.cellRect(QPoint(cell.x(), cells.top())).top();
        const int lastRow = map.cellRect(QPoint(cell.x(), cells.bottom())).top();
        QCOMPARE(firstRow < lastRow, origin == HeatMapView::Origin::TopLeft);
    }

    void heatMapHasNoCellWhereTheOwnerSaysSo()
    {
        HeatMapView map;
        map.resize(400, 400);
        map.setGrid(QRect(0, 0, 10, 10), sample, kSampleMax);
        QCOMPARE(sample(9, 0), HeatMapView::kNoCell);
        QVERIFY(!map.cellAt(map.cellRect(QPoint(9, 0)).center()));
        const QImage shot = map.grab().toImage();
        for (std::uint32_t v = 0; v <= kSampleMax; ++v)
            QVERIFY(shot.pixelColor(map.cellRect(QPoint(9, 0)).center()) != valueColor(v, kSampleMax));
        map.clear();
        QVERIFY(map.cells().isEmpty());
        QVERIFY(!map.cellAt(QPoint(200, 200)));
    }

    void heatMapTooltipComesFromTheCallback_data()
    {
        QTest::addColumn<QPoint>("cell");
        QTest::addRow("(0, 0)") << QPoint(0, 0);
        QTest::addRow("(3, 5)") << QPoint(3, 5);
        QTest::addRow("(7, 7)") << QPoint(7, 7);
    }
    void heatMapTooltipComesFromTheCallback()
    {
        QFETCH(QPoint, cell);
        HeatMapView map;
        map.setOrigin(HeatMapView::Origin::BottomLeft);
        map.resize(400, 400);
        map.setGrid(QRect(0, 0, 8, 8), sample, kSampleMax);
        QList<QPoint> asked;
        map.setCellText([&asked](int x, int y, std::uint32_t value) {
            asked.append(QPoint(x, y));
            return sampleText(x, y, value);
        });
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        const QPoint at = map.cellRect(cell).center();
        QHelpEvent help(QEvent::ToolTip, at, map.mapToGlobal(at));
        QCoreApplication::sendEvent(&map, &help);
        QCOMPARE(asked, QList<QPoint>{cell});
        QTRY_COMPARE(QToolTip::text(), sampleText(cell.x(), cell.y(), sample(cell.x(), cell.y())));
        // Outside the cells: no tooltip, the callback is not asked.
        QHelpEvent outside(QEvent::ToolTip, QPoint(1, 1), map.mapToGlobal(QPoint(1, 1)));
        QCoreApplication::sendEvent(&map, &outside);
        QCOMPARE(asked.size(), 1);
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void paletteKeepsTextReadable_data()
    {
        QTest::addColumn<std::uint32_t>("maxValue");
        QTest::addRow("g(n, q) up to a few") << std::uint32_t(6);
        QTest::addRow("a 64 x 64 nim-sum table") << std::uint32_t(63);
        QTest::addRow("Wythoff 1024 x 1024") << std::uint32_t(2046);
        QTest::addRow("a 4096 x 4096 nim-sum table") << std::uint32_t(4095);
    }
    void paletteKeepsTextReadable()
    {
        QFETCH(std::uint32_t, maxValue);
        const QColor zero = valueColor(0, maxValue);
        QVERIFY(contrastRatio(zero, Qt::white) >= 15); // 0 is near-black: the P-positions stand out
        QColor previous;
        for (std::uint32_t v = 0; v <= maxValue; ++v) {
            const QColor c = valueColor(v, maxValue);
            QVERIFY2(contrastRatio(c, contrastingTextColor(c)) >= 4.5, qPrintable(c.name()));
            if (v > 0) {
                QVERIFY(contrastRatio(c, Qt::white) < contrastRatio(zero, Qt::white));
                if (maxValue < 64)
                    QVERIFY(c != previous); // small maps: every value its own colour
            }
            previous = c;
        }
        QCOMPARE(valueColor(maxValue + 5, maxValue), valueColor(maxValue, maxValue));
        QVERIFY(contrastRatio(kStepHighlight, contrastingTextColor(kStepHighlight)) >= 4.5);
    }

    void coinRowClickRequestsTheRest_data()
    {
        QTest::addColumn<int>("coins");
        QTest::addColumn<int>("withinReach");
        QTest::addColumn<int>("clicked");
        QTest::addRow("Nim heap, first coin") << 7 << 7 << 0;
        QTest::addRow("Nim heap, last coin") << 7 << 7 << 6;
        QTest::addRow("quota 2 of 10, within reach") << 10 << 2 << 8;
        QTest::addRow("quota 2 of 10, out of reach") << 10 << 2 << 3;
        QTest::addRow("wrapped, second row") << 40 << 5 << 37;
        QTest::addRow("wrapped, first row") << 40 << 30 << 12;
        QTest::addRow("one coin") << 1 << 1 << 0;
    }
    void coinRowClickRequestsTheRest()
    {
        QFETCH(int, coins);
        QFETCH(int, withinReach);
        QFETCH(int, clicked);
        CoinRow row;
        row.setCoinsPerRow(15);
        row.setReachShown(true);
        row.setCoins(std::uint64_t(coins), std::uint64_t(withinReach));
        row.resize(row.sizeHint().width(), row.heightForWidth(row.sizeHint().width()));
        QSignalSpy takes(&row, &CoinRow::takeRequested);
        // The row asks for any take: whether it is allowed is the rules' answer (and their refusal says why).
        QTest::mouseClick(&row, Qt::LeftButton, {}, row.coinRect(clicked).center());
        QCOMPARE(takes.count(), 1);
        QCOMPARE(takes.first().first().value<std::uint64_t>(), std::uint64_t(coins - clicked));
        // The marking follows the owner's count: the last `withinReach` coins in one colour, the others in another.
        const QList<QColor> colours = coinColours(row);
        const QColor reach = colours.last();
        for (int i = 0; i < coins; ++i)
            QCOMPARE(colours[i] == reach, i >= coins - withinReach);
        // Not interactive (the computer moves, a worked example): clicks ask for nothing.
        row.setInteractive(false);
        QTest::mouseClick(&row, Qt::LeftButton, {}, row.coinRect(clicked).center());
        QCOMPARE(takes.count(), 1);
    }

    void coinRowOutlinesTheHint_data()
    {
        QTest::addColumn<int>("coins");
        QTest::addColumn<int>("marked");
        QTest::addRow("take 1 of 6") << 6 << 1;
        QTest::addRow("take 3 of 10") << 10 << 3;
        QTest::addRow("take all of 4") << 4 << 4;
        QTest::addRow("take 8 of 30, wrapped") << 30 << 8;
    }
    void coinRowOutlinesTheHint()
    {
        QFETCH(int, coins);
        QFETCH(int, marked);
        CoinRow row;
        row.setCoins(std::uint64_t(coins), std::uint64_t(coins));
        row.resize(250, row.heightForWidth(250));
        const QList<QColor> plain = ringColours(row);
        row.setMarkedTake(std::uint64_t(marked));
        const QList<QColor> outlined = ringColours(row);
        for (int i = 0; i < coins; ++i)
            QCOMPARE(outlined[i] != plain[i], i >= coins - marked);
        // A new pile clears the outline.
        row.setCoins(std::uint64_t(coins), std::uint64_t(coins));
        QCOMPARE(ringColours(row), plain);
    }

    void coinRowMarksWhatAClickWouldTake_data()
    {
        QTest::addColumn<int>("hovered");
        QTest::addRow("first coin") << 0;
        QTest::addRow("middle") << 5;
        QTest::addRow("last coin") << 11;
    }
    void coinRowMarksWhatAClickWouldTake()
    {
        QFETCH(int, hovered);
        const int coins = 12;
        CoinRow row;
        row.setCoins(coins, 4);
        row.resize(row.sizeHint());
        row.show();
        QVERIFY(QTest::qWaitForWindowExposed(&row));
        const QList<QColor> before = coinColours(row);
        const QString description = QStringLiteral("twelve coins");
        row.setDescription(description);
        QCOMPARE(row.toolTip(), description);
        QTest::mouseMove(&row, row.coinRect(hovered).center());
        QTRY_VERIFY(coinColours(row) != before);
        const QList<QColor> hovering = coinColours(row);
        for (int i = 0; i < coins; ++i)
            QCOMPARE(hovering[i] != before[i], i >= hovered);
        QVERIFY(row.toolTip().contains(QString::number(coins - hovered)));
        // Leaving the row, or the row no longer taking clicks, clears the mark and gives the owner's text back.
        row.setInteractive(false);
        QCOMPARE(coinColours(row), before);
        QCOMPARE(row.toolTip(), description);
    }

    void pileBoardShowsRowsAndSendsIntents()
    {
        PileBoard board;
        board.setMaxDrawn(30);
        std::vector<PileRow> rows{pileRow(9, 9, true), pileRow(std::uint64_t{1} << 40, 5, true), pileRow(4, 4, false)};
        rows[0].hintedTake = 2;
        rows[0].placeholder = QStringLiteral("7");
        board.setRows(rows);
        board.resize(800, 200);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QSignalSpy takes(&board, &PileBoard::takeRequested);
        QSignalSpy entries(&board, &PileBoard::entrySubmitted);
        for (int i = 0; i < 3; ++i) {
            const QString n = QString::number(i);
            QVERIFY(board.findChild<CoinRow *>(QStringLiteral("coins") + n));
            QVERIFY(board.findChild<QLineEdit *>(QStringLiteral("entry") + n));
            QVERIFY(board.findChild<QPushButton *>(QStringLiteral("take") + n));
            QCOMPARE(board.findChild<QLabel *>(QStringLiteral("size") + n)->text(), rows[std::size_t(i)].size);
        }
        auto *coins0 = board.findChild<CoinRow *>(QStringLiteral("coins0"));
        auto *entry0 = board.findChild<QLineEdit *>(QStringLiteral("entry0"));
        QVERIFY(coins0->isVisible());
        QVERIFY(!board.findChild<CoinRow *>(QStringLiteral("coins1"))->isVisible()); // too big to draw
        QCOMPARE(entry0->placeholderText(), QStringLiteral("7"));
        // The hinted coins are outlined: compare with the same row without the hint.
        const QList<QColor> hinted = ringColours(*coins0);
        rows[0].hintedTake = 0;
        board.setRows(rows);
        const QList<QColor> plain = ringColours(*coins0);
        for (int i = 0; i < 9; ++i)
            QCOMPARE(hinted[i] != plain[i], i >= 7);

        QTest::mouseClick(coins0, Qt::LeftButton, {}, coins0->coinRect(3).center());
        QCOMPARE(takes.count(), 1);
        QCOMPARE(takes.first().at(0).toInt(), 0);
        QCOMPARE(takes.first().at(1).value<std::uint64_t>(), std::uint64_t(6));

        QTest::keyClicks(entry0, QStringLiteral("4"));
        QTest::keyClick(entry0, Qt::Key_Return);
        auto *entry1 = board.findChild<QLineEdit *>(QStringLiteral("entry1"));
        QTest::keyClicks(entry1, QStringLiteral("x12")); // digits only
        QTest::mouseClick(board.findChild<QPushButton *>(QStringLiteral("take1")), Qt::LeftButton);
        QCOMPARE(entries.count(), 2);
        QCOMPARE(entries.at(0).at(0).toInt(), 0);
        QCOMPARE(entries.at(0).at(1).toString(), QStringLiteral("4"));
        QCOMPARE(entries.at(1).at(0).toInt(), 1);
        QCOMPARE(entries.at(1).at(1).toString(), QStringLiteral("12"));

        // A row that takes no moves: nothing to click, type or press.
        auto *coins2 = board.findChild<CoinRow *>(QStringLiteral("coins2"));
        QTest::mouseClick(coins2, Qt::LeftButton, {}, coins2->coinRect(0).center());
        QCOMPARE(takes.count(), 1);
        QVERIFY(!board.findChild<QLineEdit *>(QStringLiteral("entry2"))->isEnabled());
        QVERIFY(!board.findChild<QPushButton *>(QStringLiteral("take2"))->isEnabled());

        // New texts keep what was typed; a new position empties the entries; fewer piles, fewer rows.
        board.setRows(rows);
        QCOMPARE(entry0->text(), QStringLiteral("4"));
        board.clearEntries();
        QVERIFY(entry0->text().isEmpty());
        board.setRows({pileRow(3, 3, true)});
        QVERIFY(!board.findChild<QLineEdit *>(QStringLiteral("entry1")));
        QCOMPARE(board.findChild<CoinRow *>(QStringLiteral("coins0"))->coins(), std::uint64_t(3));
    }
};

QTEST_MAIN(TstSharedWidgets)
#include "tst_sharedwidgets.moc"
