#pragma once

#include "heatmapsummary.h"

#include <QImage>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace nimlab {

/// A grid of values painted in the palette of valueColor() (one image of the view, never a widget per cell), with
/// axis titles, the first and last coordinate shown on each axis, a colour key beside the map, a read-out line and a
/// tooltip for the cell under the mouse. The whole grid is fitted to the view at first; where a pixel stands for a
/// block of cells it shows the block's smallest value, so the P-positions (0) stay visible at any size. Zoom with the
/// wheel or + and -, move with a drag or the arrow keys, 0 fits the whole grid again; the read-out and the tooltip
/// always name the one cell under the mouse. The owner gives the values and the texts (from the core).
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
    /// The same for a grid whose values are already in memory, row by row (row y at (y - top()) * width()), all
    /// cells: copied at once (a 4096 x 4096 table in milliseconds), with no call per cell.
    void setGrid(const QRect &cells, const std::uint16_t *rows, std::uint32_t maxValue);
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

    /// How many times larger than the fitted view the grid is drawn (1: the whole grid fits).
    double zoom() const { return m_zoom; }

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
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Layout
    {
        QRect map, key;
        int tickWidth = 0;
    };
    Layout layoutFor(const QRect &area) const;
    /// Where the grid lies under the map at the current zoom and centre.
    HeatMapWindow windowFor(const QRect &map) const;
    void paintAxes(QPainter &p, const Layout &l) const;
    void paintKey(QPainter &p, const Layout &l) const;
    void setHovered(std::optional<QPoint> cell);
    /// Zooms by `factor`, keeping the grid point under `anchor` (a point of the map) where it is.
    void zoomBy(double factor, QPoint anchor);
    /// Moves the view by `pixels` of the screen.
    void panBy(QPointF pixels);
    void fit();
    /// The largest zoom: a cell 32 pixels wide.
    double maxZoom() const;
    /// Keeps the centre where the view stays within the grid.
    void viewChanged();
    /// The cell column and row under a point of the map (clamped), before any kNoCell check.
    QPoint cellUnder(const QRect &map, QPoint pos) const;
    /// The cells in view at the map's top left and bottom right corners.
    std::pair<QPoint, QPoint> cornerCells(const QRect &map) const;
    /// What the read-out line says: the cell under the mouse, else what a pixel stands for and the keys.
    QString readout(const HeatMapWindow &window) const;
    /// The most cells along a side that one pixel stands for (1 when zoomed in to cells of a pixel or more).
    int blockSide(const HeatMapWindow &window) const;
    void updateDescription();
    /// The colours of the values and the fitted view, after the values are in place.
    void gridChanged(std::uint32_t maxValue);
    /// Reverses the order of the rows of m_values (a change of origin of a grid held in memory).
    void flipRows();

    QRect m_cells;
    ValueFunction m_value;
    TextFunction m_text;
    std::uint32_t m_maxValue = 0;
    Origin m_origin = Origin::TopLeft;
    QString m_xTitle, m_yTitle, m_valueTitle, m_placeholder;
    HeatMapValues m_values;      ///< every cell's value, top row first
    bool m_fromMemory = false;   ///< m_values came from setGrid(cells, rows), and m_value reads them
    std::vector<QRgb> m_colours; ///< the colour of each value 0 .. m_maxValue
    double m_zoom = 1.0;         ///< 1: the whole grid fits the map
    QPointF m_centre{0.5, 0.5};  ///< the point of the grid at the map's centre, as fractions of its width and height
    mutable QImage m_render;     ///< the summary of the view, made again when the view changes
    mutable HeatMapWindow m_renderWindow{};
    std::optional<QPoint> m_hovered;
    std::optional<QPoint> m_dragFrom; ///< where a drag is now (left button held)
    QPoint m_mousePos;                ///< the mouse's last point over the widget
};

} // namespace nimlab
