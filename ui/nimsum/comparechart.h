#pragma once

#include <QWidget>

#include <array>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QCategoryAxis;
class QLogValueAxis;

namespace nimlab {

class NimSumBuilder;

/// Build time against table size for every size compared so far, one line per method (Qt Charts). Created only
/// when the compare panel is first shown.
class CompareChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareChart)

public:
    explicit CompareChart(NimSumBuilder *builder, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();

    NimSumBuilder *m_builder;
    QLabel *m_title; ///< the chart's title, wrapped above it (a chart's own title is cut when narrow)
    QChart *m_chart;
    QChartView *m_view;
    std::array<QLineSeries *, 3> m_series{};
    QCategoryAxis *m_axisX; ///< log2 of the size, labelled with the size
    QLogValueAxis *m_axisY;
};

} // namespace nimlab
