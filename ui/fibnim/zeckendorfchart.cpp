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
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

namespace nimlab {

namespace {
// Twelve colours that no two of look alike (no pair closer than about 130 in the "redmean" distance).
constexpr QRgb kTermColours[] = {0x1f77b4, 0xf38400, 0x008856, 0x800000, 0x76b7b2, 0xedc948,
                                 0x604e97, 0xff9da7, 0x9c755f, 0x000080, 0x59a14f, 0x2b3d26};
constexpr int kColourCount = int(std::size(kTermColours));

// One colour per Fibonacci index, the same in every row and every chart, as long as the chart's terms take different
// colours that way; otherwise (terms twelve indices apart) one colour per term of this chart, largest first, so that
// no two terms of one legend share a colour.
std::map<int, QColor> termColours(const std::set<int, std::greater<>> &indices)
{
    std::set<int> used;
    for (const int index : indices)
        used.insert(index % kColourCount);
    const bool byIndex = used.size() == indices.size();
    std::map<int, QColor> colours;
    int rank = 0;
    for (const int index : indices)
        colours[index] = QColor::fromRgb(kTermColours[(byIndex ? index : rank++) % kColourCount]);
    return colours;
}
constexpr int kMaxLabel = 36;
constexpr qsizetype kMaxLegend = 12;
} // namespace

ZeckendorfChart::ZeckendorfChart(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_caption(new QLabel(this)), m_chart(new QChart),
      m_view(new QChartView(m_chart, this)), m_series(new QHorizontalStackedBarSeries),
      m_rowsAxis(new QBarCategoryAxis), m_valueAxis(new QValueAxis)
{
    // The view is what tests find: its chart's category axis lists the rows bottom to top, its series the terms.
    m_view->setObjectName(QStringLiteral("zeckendorfView"));
    m_title->setObjectName(QStringLiteral("zeckendorfTitle"));
    m_caption->setObjectName(QStringLiteral("zeckendorfCaption"));
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignHCenter);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(240);
    m_chart->addSeries(m_series);
    m_chart->addAxis(m_rowsAxis, Qt::AlignLeft);
    m_chart->addAxis(m_valueAxis, Qt::AlignBottom);
    m_series->attachAxis(m_rowsAxis);
    m_series->attachAxis(m_valueAxis);
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
    layout->addWidget(m_caption);
    connect(m_chart, &QChart::plotAreaChanged, this, &ZeckendorfChart::fitBars);
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
    // The bars under the mouse are replaced: what their tooltip said is gone with them.
    QToolTip::hideText();
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
    const std::map<int, QColor> colours = termColours(indices);
    for (const int index : indices) {
        auto *set = new QBarSet(QStringLiteral("F%1 = %2").arg(index).arg(fibonacci(index)));
        set->setColor(colours.at(index));
        set->setBorderColor(colours.at(index).darker(150));
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
    fitBars();
}

void ZeckendorfChart::fitBars()
{
    const qreal rowHeight = m_chart->plotArea().height() / qreal(std::max<std::size_t>(1, m_numbers.size()));
    constexpr qreal kWidth = 0.7; // of a row, where rows are small enough
    m_series->setBarWidth(rowHeight > 0 ? std::min(kWidth, kMaxBarHeight / rowHeight) : kWidth);
}

void ZeckendorfChart::retranslateUi()
{
    m_title->setText(tr("Zeckendorf representations: one row per pile size, one rectangle per Fibonacci term"));
    m_caption->setText(tr("coins (each rectangle is a Fibonacci number)"));
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
