#include "comparechart.h"

#include "nimsum/nimsumbuilder.h"
#include "widgets/chartfonts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nimlab {

CompareChart::CompareChart(NimSumBuilder *builder, QWidget *parent)
    : QWidget(parent), m_builder(builder), m_title(new QLabel(this)), m_chart(new QChart),
      m_view(new QChartView(m_chart, this)), m_axisX(new QCategoryAxis), m_axisY(new QLogValueAxis)
{
    m_view->setObjectName(QStringLiteral("compareView")); // tests read its chart's series (one point per size)
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(240);
    m_view->setMinimumWidth(380);
    m_title->setObjectName(QStringLiteral("compareTitle"));
    m_title->setWordWrap(true);
    m_title->setAlignment(Qt::AlignHCenter);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    QFont small = m_axisX->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_axisX->setLabelsFont(small);
    for (int k = 0; k <= 12; k += 2)
        m_axisX->append(QString::number(1 << k), k);
    m_axisX->setRange(0, 12);
    m_axisY->setBase(10);
    m_axisY->setLabelFormat(QStringLiteral("%g"));
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    // One colour per method, none like another (the theme's own would follow the theme).
    const QColor colours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xf3, 0x84, 0x00), QColor(0x00, 0x88, 0x56)};
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        QLineSeries *&series = m_series[i];
        series = new QLineSeries;
        series->setPen(QPen(colours[i], 2));
        series->setPointsVisible(true);
        m_chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    connect(builder, &NimSumBuilder::compareFinished, this, &CompareChart::refresh);
    followViewFont(m_view); // the chart zooms with the window
    retranslateUi();
    refresh();
}

void CompareChart::refresh()
{
    double low = 1e9, high = 0;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        QList<QPointF> points;
        for (const NimSumBuilder::HistoryEntry &e : m_builder->history()) {
            const double ms = std::max(0.001, e.ms[i]); // a log axis cannot show 0
            points.append(QPointF(std::log2(double(e.size)), ms));
            low = std::min(low, ms);
            high = std::max(high, ms);
        }
        m_series[i]->replace(points);
    }
    if (high <= 0) {
        low = 0.001;
        high = 1;
    }
    m_axisY->setRange(low / 2, high * 2);
}

void CompareChart::retranslateUi()
{
    m_title->setText(tr("Build time against table size"));
    m_axisX->setTitleText(tr("Table size N (N x N)"));
    m_axisY->setTitleText(tr("Time (ms)"));
    m_series[0]->setName(tr("XOR"));
    m_series[1]->setName(tr("mex"));
    m_series[2]->setName(tr("Blocks"));
}

void CompareChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
