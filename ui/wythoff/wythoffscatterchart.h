#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace nimlab {

/// The P-positions (x, y) and (y, x) as points, with the lines y = phi x and y = x / phi they hug (Qt Charts). The
/// points are exact; floating point is used only to draw the two lines.
class WythoffScatterChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffScatterChart)

public:
    /// Largest coordinate plotted.
    static constexpr int kLimit = 100;

    explicit WythoffScatterChart(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title; ///< the chart's title, wrapped above it (a chart's own title is cut when narrow)
    QChart *m_chart;
    QChartView *m_view;
    QScatterSeries *m_points;
    QLineSeries *m_upper;
    QLineSeries *m_lower;
    QValueAxis *m_axisX;
    QValueAxis *m_axisY;
};

} // namespace nimlab
