#pragma once

#include <QWidget>

#include <cstdint>
#include <vector>

class QBarCategoryAxis;
class QChart;
class QChartView;
class QHorizontalStackedBarSeries;
class QLabel;
class QValueAxis;

namespace nimlab {

/// The article's picture of Zeckendorf representations (Qt Charts): one row per number, one rectangle per Fibonacci
/// term, as wide as the term, largest on the left, so that the strategy's move, the smallest term, is the last
/// rectangle of a row. Created only when first shown.
class ZeckendorfChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ZeckendorfChart)

public:
    /// Most rows drawn; longer lists keep their last rows.
    static constexpr std::size_t kMaxRows = 24;
    /// The tallest a bar is drawn, in pixels: one row in a tall chart is a bar, not a wall.
    static constexpr int kMaxBarHeight = 32;

    explicit ZeckendorfChart(QWidget *parent = nullptr);

    /// The rows to draw, first at the top.
    void setNumbers(const std::vector<std::uint64_t> &numbers);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    /// Keeps the bars at most kMaxBarHeight tall for the plot's height and the number of rows.
    void fitBars();

    QLabel *m_title;   ///< the chart's title, wrapped above it (a chart's own title is cut when narrow)
    QLabel *m_caption; ///< what the widths mean, wrapped below it (too long for the axis' own title)
    QChart *m_chart;
    QChartView *m_view;
    QHorizontalStackedBarSeries *m_series;
    QBarCategoryAxis *m_rowsAxis;
    QValueAxis *m_valueAxis;
    std::vector<std::uint64_t> m_numbers;
};

} // namespace nimlab
