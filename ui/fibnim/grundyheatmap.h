#pragma once

#include <QImage>
#include <QWidget>

#include <memory>

namespace nimlab {

class FibNimGrundyTable;

/// g(n, q) of one Fibonacci Nim pile as a heat map: one pixel per (n, q) with 1 <= q <= n, n downwards and q to
/// the right, painted into a QImage once per table (never one widget per cell). The value under the mouse is shown
/// as a tooltip and reported by cellHovered.
class GrundyHeatMap final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GrundyHeatMap)

public:
    explicit GrundyHeatMap(QWidget *parent = nullptr);

    /// Shows `table` (nullptr clears the map).
    void setTable(std::shared_ptr<const FibNimGrundyTable> table);
    const QImage &image() const { return m_image; }
    /// The cell under a point of the widget: x() is n, y() is q; (0, 0) when there is none.
    QPoint cellAt(QPoint pos) const;
    /// The text for cell (n, q), e.g. "g(10, 9) = 1".
    QString cellText(int n, int q) const;
    /// The colour of value v on this map (0 is dark: the positions the player to move loses).
    static QColor colourFor(int value, int maxValue);
    QSize sizeHint() const override;

Q_SIGNALS:
    /// The mouse is over cell (n, q) whose value is `value`.
    void cellHovered(int n, int q, int value);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRect mapRect() const;
    std::shared_ptr<const FibNimGrundyTable> m_table;
    QImage m_image;
    int m_maxValue = 0;
};

} // namespace nimlab
