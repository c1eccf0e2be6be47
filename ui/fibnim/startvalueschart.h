#pragma once

#include <QWidget>

#include <memory>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace nimlab {

class FibNimGrundyTable;

/// The starting values g(n, n - 1) of one pile against n (Qt Charts), with the Fibonacci numbers marked: the value
/// is 0 exactly there, where the first player loses. n is on a logarithmic axis, where the Fibonacci numbers (which
/// grow by the golden ratio) are evenly spaced.
class StartValuesChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartValuesChart)

public:
    explicit StartValuesChart(QWidget *parent = nullptr);

    /// Plots the starting values of `table` (nullptr clears the chart).
    void setTable(const std::shared_ptr<const FibNimGrundyTable> &table);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    /// Labels the Fibonacci marks that have room: evenly spaced on the log axis, their numbers grow wider than the
    /// spacing, so from there on only every second (third, ...) mark is labelled, and no two labels overlap.
    void labelMarks();

    QLabel *m_title; ///< the chart's title, wrapped above it (a chart's own title is cut when narrow)
    QChart *m_chart;
    QChartView *m_view;
    QLineSeries *m_values;
    QScatterSeries *m_fibonacci;
    QLogValueAxis *m_axisX;
    QValueAxis *m_axisY;
};

} // namespace nimlab
