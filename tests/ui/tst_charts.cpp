// The charts (issue 15): the Fibonacci marks' labels on the start-values plot never overlap, at any width; no title is
// cut (a chart's title is a wrapped label above it, its axes' titles fit the plot) in any language; no two series of a
// chart have the same or nearly the same colour; the Zeckendorf picture draws one row as a bar, not a wall; the value
// read under the mouse on the Grundy page goes when the table is computed again.
#include "fibnim/fibnimtab.h"
#include "fibnim/startvalueschart.h"
#include "fibnim/zeckendorfchart.h"
#include "games/fibnimgame.h"
#include "i18n/languagemanager.h"
#include "jobs/backgroundjob.h"
#include "math/fibnim.h"
#include "nimsum/comparechart.h"
#include "nimsum/nimsumbuilder.h"
#include "uitest.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"
#include "wythoff/wythoffscatterchart.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QXYSeries>

#include <cmath>
#include <memory>

using namespace nimlab;

namespace {

QChart *chartIn(const QWidget *widget)
{
    const auto *view = widget->findChild<QChartView *>();
    return view ? view->chart() : nullptr;
}

/// Shows `widget` at `size` and waits until its chart has laid out its plot.
void showAt(QWidget *widget, QSize size)
{
    widget->resize(size);
    widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(widget));
    QTRY_VERIFY(chartIn(widget) && chartIn(widget)->plotArea().width() > 50);
    QCoreApplication::processEvents();
}

/// Where Qt Charts draws the labelled marks' numbers: centred over each mark, as wide as its number.
QList<QRectF> markLabels(QChart *chart, QScatterSeries *marks)
{
    const QFontMetrics metrics(marks->pointLabelsFont());
    QList<QRectF> labels;
    for (int i = 0; i < marks->count(); ++i) {
        const auto config = marks->pointConfiguration(i);
        if (!config.value(QXYSeries::PointConfiguration::LabelVisibility, marks->pointLabelsVisible()).toBool())
            continue;
        const QPointF at = chart->mapToPosition(marks->at(i), marks);
        const int width = metrics.horizontalAdvance(QString::number(marks->at(i).x(), 'g', 6));
        const qreal top = at.y() - marks->markerSize() / 2 - metrics.height();
        labels << QRectF(at.x() - width / 2, top, width, metrics.height());
    }
    return labels;
}

/// "Redmean" distance of two colours (0 the same, about 765 black to white): a cheap stand-in for how unlike they look.
double colourDistance(const QColor &a, const QColor &b)
{
    const double mean = (a.red() + b.red()) / 2.0;
    const double dr = a.red() - b.red(), dg = a.green() - b.green(), db = a.blue() - b.blue();
    return std::sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db);
}

/// Each series' colour, or each bar set's, with its name.
QList<std::pair<QString, QColor>> seriesColours(QChart *chart)
{
    QList<std::pair<QString, QColor>> colours;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            colours.append({xy->name(), xy->color()});
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                colours.append({set->label(), set->color()});
    }
    return colours;
}

/// Titles of `chart` and its axes that do not fit the room Qt Charts gives them (which it would cut with "...").
QStringList cutChartTitles(QChart *chart)
{
    QStringList cut;
    if (!chart->title().isEmpty() &&
        QFontMetrics(chart->titleFont()).horizontalAdvance(chart->title()) > chart->size().width() - 8)
        cut << chart->title();
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->titleText().isEmpty() || !axis->isTitleVisible())
            continue;
        const qreal room =
            axis->orientation() == Qt::Horizontal ? chart->plotArea().width() : chart->plotArea().height();
        if (QFontMetrics(axis->titleFont()).horizontalAdvance(axis->titleText()) > room)
            cut << axis->titleText();
    }
    return cut;
}

} // namespace

class TstCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fibonacciLabelsDoNotOverlap_data()
    {
        QTest::addColumn<int>("width");
        for (const int width : {320, 420, 560, 800, 1200})
            QTest::addRow("%d px", width) << width;
    }
    void fibonacciLabelsDoNotOverlap()
    {
        QFETCH(int, width);
        StartValuesChart chart;
        chart.setTable(std::make_shared<const FibNimGrundyTable>(1000));
        showAt(&chart, QSize(width, 320));
        QChart *plot = chartIn(&chart);
        auto *marks = plot->findChild<QScatterSeries *>(QStringLiteral("fibonacciNumbers"));
        if (!marks)
            for (QAbstractSeries *series : plot->series())
                if (series->objectName() == QLatin1String("fibonacciNumbers"))
                    marks = qobject_cast<QScatterSeries *>(series);
        QVERIFY(marks);
        QCOMPARE(marks->count(), 14); // 2, 3, 5, ..., 987
        const QList<QRectF> labels = markLabels(plot, marks);
        QVERIFY2(labels.size() >= 4, qPrintable(QString::number(labels.size())));
        const QRectF inside(QPointF(0, 0), plot->size());
        for (qsizetype i = 0; i < labels.size(); ++i) {
            QVERIFY(inside.contains(labels[i]));
            for (qsizetype j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!labels[i].intersects(labels[j]),
                         qPrintable(QStringLiteral("labels %1 and %2 overlap at %3 px").arg(i).arg(j).arg(width)));
        }
    }

    void titlesAreNotCut_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &code : LanguageManager::availableLanguages())
            QTest::addRow("%s", qPrintable(code)) << code;
    }
    void titlesAreNotCut()
    {
        QFETCH(QString, language);
        LanguageManager languages;
        StartValuesChart startValues;
        startValues.setTable(std::make_shared<const FibNimGrundyTable>(1000));
        ZeckendorfChart zeckendorf;
        zeckendorf.setNumbers({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21});
        WythoffScatterChart scatter;
        NimSumBuilder builder;
        CompareChart compare(&builder);
        // Narrow, as beside a heat map; the language switched while they are shown.
        for (QWidget *chart : {static_cast<QWidget *>(&startValues), static_cast<QWidget *>(&zeckendorf),
                               static_cast<QWidget *>(&scatter), static_cast<QWidget *>(&compare)})
            showAt(chart, QSize(400, 420));
        QVERIFY(languages.setLanguage(language));
        QCoreApplication::processEvents();
        for (QWidget *chart : {static_cast<QWidget *>(&startValues), static_cast<QWidget *>(&zeckendorf),
                               static_cast<QWidget *>(&scatter), static_cast<QWidget *>(&compare)}) {
            QTRY_VERIFY(chartIn(chart)->plotArea().width() > 50);
            const QStringList cut = cutChartTitles(chartIn(chart));
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(" | "))));
            // The chart's title, above it, is whole: as many lines as it needs at its width.
            QLabel *title = nullptr;
            for (QLabel *label : chart->findChildren<QLabel *>())
                if (label->objectName().endsWith(QLatin1String("Title")))
                    title = label;
            QVERIFY(title && !title->text().isEmpty() && title->isVisible());
            QVERIFY(title->wordWrap());
            QTRY_VERIFY2(title->height() >= title->heightForWidth(title->width()), qPrintable(title->text()));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void seriesColoursAreDistinct_data()
    {
        QTest::addColumn<int>("chart");
        QTest::addColumn<std::vector<std::uint64_t>>("numbers");
        QTest::addRow("start values") << 0 << std::vector<std::uint64_t>{};
        QTest::addRow("P-positions") << 1 << std::vector<std::uint64_t>{};
        QTest::addRow("build times") << 2 << std::vector<std::uint64_t>{};
        QTest::addRow("Zeckendorf, 1 to 21")
            << 3
            << std::vector<std::uint64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21};
        // Terms twelve indices apart (F2 = 1 and F14 = 377), and a dozen terms in one legend (the most it shows).
        QTest::addRow("Zeckendorf, 1 and 377") << 3 << std::vector<std::uint64_t>{1, 377, 378};
        QTest::addRow("Zeckendorf, 1 to 377 but 2")
            << 3 << std::vector<std::uint64_t>{1, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377};
        QTest::addRow("Zeckendorf, twelve terms")
            << 3 << std::vector<std::uint64_t>{1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233};
    }
    void seriesColoursAreDistinct()
    {
        QFETCH(int, chart);
        QFETCH(std::vector<std::uint64_t>, numbers);
        NimSumBuilder builder;
        std::unique_ptr<QWidget> widget;
        if (chart == 0) {
            auto *startValues = new StartValuesChart;
            startValues->setTable(std::make_shared<const FibNimGrundyTable>(100));
            widget.reset(startValues);
        } else if (chart == 1) {
            widget = std::make_unique<WythoffScatterChart>();
        } else if (chart == 2) {
            widget = std::make_unique<CompareChart>(&builder);
        } else {
            auto *zeckendorf = new ZeckendorfChart;
            zeckendorf->setNumbers(numbers);
            widget.reset(zeckendorf);
        }
        QChart *plot = chartIn(widget.get());
        QVERIFY(plot->legend()->isVisible()); // what the legend shows, it tells apart
        const auto colours = seriesColours(plot);
        QVERIFY(colours.size() >= 2);
        for (qsizetype i = 0; i < colours.size(); ++i)
            for (qsizetype j = i + 1; j < colours.size(); ++j)
                QVERIFY2(colourDistance(colours[i].second, colours[j].second) >= 100,
                         qPrintable(QStringLiteral("%1 (%2) and %3 (%4) look alike")
                                        .arg(colours[i].first, colours[i].second.name(), colours[j].first,
                                             colours[j].second.name())));
    }

    void oneRowIsABarNotAWall_data()
    {
        QTest::addColumn<std::vector<std::uint64_t>>("numbers");
        QTest::addColumn<int>("height");
        QTest::addRow("one row, tall") << std::vector<std::uint64_t>{21} << 700;
        QTest::addRow("one row, short") << std::vector<std::uint64_t>{20} << 260;
        QTest::addRow("two rows") << std::vector<std::uint64_t>{21, 20} << 600;
        QTest::addRow("24 rows") << std::vector<std::uint64_t>{1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                                               13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24}
                                 << 800;
    }
    void oneRowIsABarNotAWall()
    {
        QFETCH(std::vector<std::uint64_t>, numbers);
        QFETCH(int, height);
        ZeckendorfChart zeckendorf;
        zeckendorf.setNumbers(numbers);
        showAt(&zeckendorf, QSize(600, height));
        QChart *chart = chartIn(&zeckendorf);
        auto *bars = qobject_cast<QAbstractBarSeries *>(chart->series().value(0));
        QVERIFY(bars);
        // The height of a bar on screen: from one side of its row's band to the other (rows are categories 0, 1, ...).
        const qreal half = bars->barWidth() / 2;
        const qreal bar = std::abs(chart->mapToPosition(QPointF(0, -half), bars).y() -
                                   chart->mapToPosition(QPointF(0, half), bars).y());
        QVERIFY2(bar <= ZeckendorfChart::kMaxBarHeight + 1, qPrintable(QString::number(bar)));
        QVERIFY2(bar >= 8, qPrintable(QString::number(bar))); // and still a bar
    }

    void hoverReadOutGoesWhenTheTableIsComputedAgain()
    {
        FibNimGame game;
        FibNimTab tab(&game);
        QSignalSpy finished(game.grundyJob(), &BackgroundJob::finished);
        tab.showPage(FibNimTab::GrundyPage);
        tab.resize(1000, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000); // started by showing the page
        auto *map = uitest::child<HeatMapView>(&tab, "fibnimGrundyMap");
        auto *hover = uitest::child<QLabel>(&tab, "grundyHover");
        auto *size = uitest::child<QSpinBox>(&tab, "grundySize");
        auto *start = uitest::child<QPushButton>(uitest::child<JobControls>(&tab, "fibnimGrundyJob"), "jobStart");
        const QRect cells = map->cellRect(QPoint(1, 1)).united(map->cellRect(QPoint(1000, 1000)));
        QTest::mouseMove(map, QPoint(cells.left() + cells.width() / 3, cells.top() + cells.height() * 2 / 3));
        QTRY_VERIFY(!hover->text().isEmpty());
        // A smaller table, typed and computed as a person does: what was read from the old one goes.
        size->setFocus();
        size->selectAll();
        QTest::keyClicks(size, QStringLiteral("50"));
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(hover->text().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
        QCOMPARE(map->cells(), QRect(1, 1, 50, 50));
        QVERIFY(hover->text().isEmpty());
    }
};

QTEST_MAIN(TstCharts)
#include "tst_charts.moc"
