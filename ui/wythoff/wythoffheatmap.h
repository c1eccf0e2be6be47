#pragma once

#include "math/wythoff.h"

#include <QImage>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace nimlab {

/// The Grundy values of Wythoff's game as a heat map (one pixel per position, (0, 0) in the bottom-left corner, value
/// 0 - the P-positions - in black), painted from a QImage; the value under the mouse is reported.
class WythoffHeatMap final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffHeatMap)

public:
    explicit WythoffHeatMap(QWidget *parent = nullptr);

    /// Shows this table (nullptr clears the map).
    void setTable(std::shared_ptr<const WythoffGrundyTable> table);
    std::shared_ptr<const WythoffGrundyTable> table() const { return m_table; }
    /// The image painted (size x size).
    const QImage &image() const { return m_image; }
    /// The position under a point of the widget, or nullopt.
    std::optional<QPoint> positionAt(QPoint pos) const;
    /// Where the map is drawn.
    QRect mapRect() const;

    QSize sizeHint() const override { return {420, 420}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

Q_SIGNALS:
    /// The mouse is over position (x, y), whose Grundy value is `value`.
    void hovered(int x, int y, int value);
    /// The mouse left the map.
    void left();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    std::shared_ptr<const WythoffGrundyTable> m_table;
    QImage m_image;
    std::vector<QPoint> m_zeros; // the P-positions, drawn over the image so that scaling cannot hide them
};

} // namespace nimlab
