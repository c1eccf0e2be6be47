#pragma once

#include <QImage>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace nimlab {

/// A grid of values painted in the palette of valueColor() (one image per grid, never a widget per cell), with
/// axis titles, the first and last coordinate on each axis, a colour key beside the map, and a tooltip for the cell
/// under the mouse. The owner gives the values and the tooltip text (both from the core); the view only paints.
class HeatMapView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeatMapView)

public:
    /// The value of cell (x, y), or kNoCell where the grid has no cell (left empty, no tooltip).
    using ValueFunction = std::function<std::uint32_t(int x, int y)>;
    /// The tooltip of cell (x, y) whose value is `value`.
    using TextFunction = std::function<QString(int x, int y, std::uint32_t value)>;
    static constexpr std::uint32_t kNoCell = std::numeric_limits<std::uint32_t>::max();

    /// Where the first row of cells is drawn: y grows downwards (a table) or upwards (a chart).
    enum class Origin
    {
        TopLeft,
        BottomLeft,
    };

    explicit HeatMapView(QWidget *parent = nullptr);

    /// Shows the cells of `cells` (x from left() to right(), y from top() to bottom()), values 0 .. maxValue.
    void setGrid(const QRect &cells, ValueFunction value, std::uint32_t maxValue);
    /// Shows no grid, only the placeholder text.
    void clear();
    void setCellText(TextFunction text);
    void setOrigin(Origin origin);
    /// The axis titles and the colour key's title, in the owner's words; call from retranslateUi().
    void setTitles(const QString &xTitle, const QString &yTitle, const QString &valueTitle);
    /// What the empty view says.
    void setPlaceholderText(const QString &text);

    /// The cells shown (empty when there is no grid).
    QRect cells() const { return m_cells; }
    /// The cell under a point of the widget, if any.
    std::optional<QPoint> cellAt(QPoint pos) const;
    /// Where cell (x, y) is drawn.
    QRect cellRect(QPoint cell) const;

    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {220, 220}; }

Q_SIGNALS:
    /// The mouse moved onto cell (x, y).
    void cellHovered(int x, int y);
    /// The mouse left the cells.
    void hoverLeft();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    struct Layout
    {
        QRect map, key;
        int tickWidth = 0;
    };
    Layout layoutFor(const QRect &area) const;
    void paintAxes(QPainter &p, const Layout &l) const;
    void paintKey(QPainter &p, const Layout &l) const;
    void setHovered(std::optional<QPoint> cell);

    QRect m_cells;
    ValueFunction m_value;
    TextFunction m_text;
    std::uint32_t m_maxValue = 0;
    Origin m_origin = Origin::TopLeft;
    QString m_xTitle, m_yTitle, m_valueTitle, m_placeholder;
    QImage m_image;                    ///< one pixel per cell, transparent where there is no cell
    std::vector<QPoint> m_sparseZeros; ///< image pixels of value 0, when few enough to be drawn over a shrunk image
    std::optional<QPoint> m_hovered;
};

} // namespace nimlab
