#include "zeckendorfchart.h"

#include "games/fibnimanalysis.h"
#include "math/fibonacci.h"
#include "widgets/chartfonts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <set>

namespace nimlab {

namespace {
// One colour per Fibonacci index, the same in every row and every chart.
QColor termColour(int index)
{
    static const QColor colours[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0x59, 0xa1, 0x4f),
                                     QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2), QColor(0xed, 0xc9, 0x48),
                                     QColor(0xb0, 0x7a, 0xa1), QColor(0xff, 0x9d, 0xa7), QColor(0x9c, 0x75, 0x5f),
                                     QColor(0xba, 0xb0, 0xac)};
    return colours[index % 10];
}
constexpr int kMaxLabel = 36;
constexpr qsizetype kMaxLegend = 12;
} // namespace

ZeckendorfChart::ZeckendorfChart(QWidget *parent)
    : QWidget(parent), m_chart(new QChart), m_view(new QChartView(m_chart, this)),
      m_series(new QHorizontalStackedBarSeries), m_rowsAxis(new QBarCategoryAxis), m_valueAxis(new QValueAxis)
{
    // The view is what tests find: its chart's category axis lists the rows bottom to top, its series the terms.
    m_view->setObjectName(QStringLiteral("zeckendorfView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(240);
    m_chart->addSeries(m_series);
    m_chart->addAxis(m_rowsAxis, Qt::AlignLeft);
    m_chart->addAxis(m_valueAxis, Qt::AlignBottom);
    m_series->attachAxis(m_rowsAxis);
    m_series->attachAxis(m_valueAxis);
    m_series->setBarWidth(0.7);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    followViewFont(m_view); // the chart zooms with the window
    retranslateUi();
}

void ZeckendorfChart::setNumbers(const std::vector<std::uint64_t> &numbers)
{
    const std::size_t skip = numbers.size() > kMaxRows ? numbers.size() - kMaxRows : 0;
    std::vector<std::uint64_t> rows(numbers.begin() + std::ptrdiff_t(skip), numbers.end());
    if (rows == m_numbers)
        return;
    m_numbers = std::move(rows);
    rebuild();
}

void ZeckendorfChart::rebuild()
{
    m_series->clear();
    std::set<int, std::greater<>> indices;
    std::vector<std::vector<FibonacciTerm>> terms;
    double widest = 1;
    for (const std::uint64_t n : m_numbers) {
        terms.push_back(zeckendorfTerms(n));
        for (const FibonacciTerm &t : terms.back())
            indices.insert(t.index);
        widest = std::max(widest, double(n));
    }
    // Largest term first, so each row reads like its sum and ends with its smallest term.
    for (const int index : indices) {
        auto *set = new QBarSet(QStringLiteral("F%1 = %2").arg(index).arg(fibonacci(index)));
        set->setColor(termColour(index));
        set->setBorderColor(termColour(index).darker(150));
        for (auto row = terms.rbegin(); row != terms.rend(); ++row) {
            const bool has =
                std::any_of(row->begin(), row->end(), [index](const FibonacciTerm &t) { return t.index == index; });
            set->append(has ? double(fibonacci(index)) : 0.0);
        }
        connect(set, &QBarSet::hovered, this, [this, set, index](bool on, int category) {
            if (!on || set->at(category) <= 0) {
                QToolTip::hideText();
                return;
            }
            const std::uint64_t n = m_numbers[m_numbers.size() - 1 - std::size_t(category)];
            QToolTip::showText(QCursor::pos(), tr("%1 is a term of %2").arg(fibonacci(index)).arg(zeckendorfText(n)));
        });
        m_series->append(set);
    }
    QStringList categories;
    for (auto n = m_numbers.rbegin(); n != m_numbers.rend(); ++n) {
        QString label = zeckendorfText(*n);
        if (label.size() > kMaxLabel)
            label = tr("%1 (%2 terms)").arg(*n).arg(zeckendorf(*n).size());
        categories << label;
    }
    m_rowsAxis->setCategories(categories);
    // Ticks at whole numbers: 1, 2 or 5 times a power of ten, at most about eight of them.
    double step = 1;
    for (int i = 0; widest / step > 8; ++i)
        step *= i % 3 == 1 ? 2.5 : 2.0;
    m_valueAxis->setTickType(QValueAxis::TicksDynamic);
    m_valueAxis->setTickAnchor(0);
    m_valueAxis->setTickInterval(step);
    m_valueAxis->setRange(0, widest);
    m_valueAxis->setLabelFormat(widest < 1e7 ? QStringLiteral("%.0f") : QStringLiteral("%.3g"));
    m_chart->legend()->setVisible(m_series->count() <= kMaxLegend);
    // Rows stay readable: the chart grows with them (the page scrolls).
    m_view->setMinimumHeight(std::max(240, 120 + 26 * int(m_numbers.size())));
}

void ZeckendorfChart::retranslateUi()
{
    m_chart->setTitle(tr("Zeckendorf representations: one row per pile size, one rectangle per Fibonacci term"));
    m_valueAxis->setTitleText(tr("coins (each rectangle is a Fibonacci number)"));
    m_view->setAccessibleName(tr("Zeckendorf picture"));
    rebuild();
}

void ZeckendorfChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
