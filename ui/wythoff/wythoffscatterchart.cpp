#include "wythoffscatterchart.h"

#include "math/wythoff.h"
#include "widgets/chartfonts.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace nimlab {

WythoffScatterChart::WythoffScatterChart(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_chart(new QChart), m_view(new QChartView(m_chart, this)),
      m_points(new QScatterSeries), m_upper(new QLineSeries), m_lower(new QLineSeries), m_axisX(new QValueAxis),
      m_axisY(new QValueAxis)
{
    m_view->setObjectName(QStringLiteral("wythoffScatter"));
    m_points->setObjectName(QStringLiteral("pPositionPoints"));
    m_title->setObjectName(QStringLiteral("wythoffScatterTitle"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(200, 220); // grows with the page; the heat map below needs room too
    m_title->setWordWrap(true);
    m_title->setAlignment(Qt::AlignHCenter);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);

    for (std::uint64_t n = 0;; ++n) {
        const WythoffPair p = *wythoffPPosition(n);
        if (p.x > std::uint64_t(kLimit))
            break;
        if (p.y <= std::uint64_t(kLimit))
            m_points->append(double(p.x), double(p.y));
        if (p.x != p.y)
            m_points->append(double(p.y), double(p.x));
    }
    m_points->setMarkerSize(6);
    m_points->setColor(QColor(0xd0, 0x30, 0x30));
    m_points->setBorderColor(QColor(0xd0, 0x30, 0x30));
    // Only the two guide lines use floating point.
    const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
    m_upper->append(0, 0);
    m_upper->append(kLimit / phi, kLimit);
    m_lower->append(0, 0);
    m_lower->append(kLimit, kLimit / phi);
    // Each line its own colour, so the legend tells them apart.
    m_upper->setPen(QPen(QColor(0x1f, 0x4e, 0x9a), 1.2));
    m_lower->setPen(QPen(QColor(0x00, 0x88, 0x56), 1.2));

    m_axisX->setRange(0, kLimit);
    m_axisY->setRange(0, kLimit);
    m_axisX->setLabelFormat(QStringLiteral("%d"));
    m_axisY->setLabelFormat(QStringLiteral("%d"));
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    // The lines go on top: the points hug them so closely that they would hide them.
    for (QXYSeries *series :
         {static_cast<QXYSeries *>(m_points), static_cast<QXYSeries *>(m_upper), static_cast<QXYSeries *>(m_lower)}) {
        m_chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    followViewFont(m_view); // the chart zooms with the window
    retranslateUi();
}

void WythoffScatterChart::retranslateUi()
{
    m_title->setText(tr("P-positions and the golden ratio"));
    m_axisX->setTitleText(tr("x (first pile)"));
    m_axisY->setTitleText(tr("y (second pile)"));
    m_points->setName(tr("P-positions"));
    m_upper->setName(tr("y = \u03c6x"));
    m_lower->setName(tr("y = x / \u03c6"));
    m_view->setAccessibleName(tr("Chart of the P-positions"));
}

void WythoffScatterChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
