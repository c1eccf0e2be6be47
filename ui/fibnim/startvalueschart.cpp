#include "startvalueschart.h"

#include "math/fibnim.h"
#include "math/fibonacci.h"
#include "widgets/chartfonts.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

namespace nimlab {

StartValuesChart::StartValuesChart(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_chart(new QChart), m_view(new QChartView(m_chart, this)),
      m_values(new QLineSeries), m_fibonacci(new QScatterSeries), m_axisX(new QLogValueAxis), m_axisY(new QValueAxis)
{
    // Names for tests (never shown): the view, and its chart's two series.
    m_view->setObjectName(QStringLiteral("startValuesView"));
    m_title->setObjectName(QStringLiteral("startValuesTitle"));
    m_values->setObjectName(QStringLiteral("startValues"));
    m_fibonacci->setObjectName(QStringLiteral("fibonacciNumbers"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(240);
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    m_values->setPen(QPen(QColor(0x4e, 0x79, 0xa7), 1.2));
    m_fibonacci->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_fibonacci->setMarkerSize(9);
    m_fibonacci->setColor(QColor(0xe1, 0x57, 0x59));
    m_fibonacci->setBorderColor(QColor(0x8b, 0x1e, 0x1e));
    m_fibonacci->setPointLabelsVisible(true);
    m_fibonacci->setPointLabelsFormat(QStringLiteral("@xPoint"));
    m_fibonacci->setPointLabelsClipping(false);
    for (QXYSeries *series : {static_cast<QXYSeries *>(m_values), static_cast<QXYSeries *>(m_fibonacci)}) {
        m_chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    m_axisX->setBase(10);
    m_axisX->setMinorTickCount(8);
    m_axisX->setLabelFormat(QStringLiteral("%d"));
    m_axisY->setLabelFormat(QStringLiteral("%d"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_title->setWordWrap(true);
    m_title->setAlignment(Qt::AlignHCenter);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    // Where the marks are on screen changes with the plot's size.
    connect(m_chart, &QChart::plotAreaChanged, this, &StartValuesChart::labelMarks);
    followViewFont(m_view); // the chart zooms with the window
    retranslateUi();
}

void StartValuesChart::setTable(const std::shared_ptr<const FibNimGrundyTable> &table)
{
    QList<QPointF> values;
    QList<QPointF> fibonacciPoints;
    int top = 1;
    const int size = table && table->isValid() ? table->maxCoins() : 0;
    for (int n = 2; n <= size; ++n) {
        const int g = table->value(n, std::uint64_t(n - 1));
        values.append(QPointF(n, g));
        top = std::max(top, g);
        // Marked where the core says n is a Fibonacci number; the line shows independently where g is 0.
        if (isFibonacci(std::uint64_t(n)))
            fibonacciPoints.append(QPointF(n, g));
    }
    m_values->replace(values);
    m_fibonacci->replace(fibonacciPoints);
    m_axisX->setRange(1, std::max(size, 10));
    m_axisY->setTickType(QValueAxis::TicksDynamic);
    m_axisY->setTickAnchor(0);
    m_axisY->setTickInterval(top <= 12 ? 1 : top <= 30 ? 2 : 5);
    m_axisY->setRange(-1, top + 1);
    labelMarks();
}

void StartValuesChart::labelMarks()
{
    // Qt Charts centres each label on its mark, as wide as the number in its format ("%g" of six digits).
    const QFontMetrics metrics(m_fibonacci->pointLabelsFont());
    const int gap = metrics.horizontalAdvance(QLatin1Char(' '));
    const qreal chartWidth = m_chart->size().width();
    qreal lastRight = -1e9;
    QHash<int, QHash<QXYSeries::PointConfiguration, QVariant>> marks;
    for (int i = 0; i < m_fibonacci->count(); ++i) {
        const QPointF mark = m_chart->mapToPosition(m_fibonacci->at(i), m_fibonacci);
        const int width = metrics.horizontalAdvance(QString::number(m_fibonacci->at(i).x(), 'g', 6));
        const qreal left = mark.x() - width / 2;
        const bool room = left >= lastRight + gap && left >= 0 && left + width <= chartWidth;
        if (room)
            lastRight = left + width;
        marks[i][QXYSeries::PointConfiguration::LabelVisibility] = room;
    }
    m_fibonacci->setPointsConfiguration(marks);
}

void StartValuesChart::retranslateUi()
{
    m_title->setText(tr("Starting values g(n, n \u2212 1): 0 exactly at the Fibonacci numbers"));
    m_axisX->setTitleText(tr("coins n (logarithmic scale)"));
    m_axisY->setTitleText(tr("g(n, n \u2212 1)"));
    m_values->setName(tr("g(n, n \u2212 1)"));
    m_fibonacci->setName(tr("Fibonacci numbers"));
    m_view->setAccessibleName(tr("Chart of the starting values"));
}

void StartValuesChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
