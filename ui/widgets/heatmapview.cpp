#include "heatmapview.h"

#include "valuecolor.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace nimlab {

namespace {
constexpr int kKeyWidth = 12;
constexpr int kGap = 4;
// Values are kept in 16 bits (NimLab's tables fit them); a larger maximum only stretches the palette.
constexpr std::uint32_t kMaxPaletteValue = HeatMapValues::kNoValue - 1;
constexpr double kWheelStep = 1.25; // zoom per notch of the wheel
constexpr double kKeyStep = 2.0;    // zoom per + or -
constexpr int kLargestCell = 32;    // pixels a side of a cell at the largest zoom

/// The smallest of 1, 2, 5, 10, 20, 50, ... that is at least `at least`: the step between the key's labels.
std::uint32_t niceStep(double atLeast)
{
    for (std::uint32_t scale = 1;; scale *= 10)
        for (std::uint32_t m : {1u, 2u, 5u})
            if (double(m * scale) >= atLeast || scale > kMaxPaletteValue)
                return m * scale;
}

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

bool sameWindow(const HeatMapWindow &a, const HeatMapWindow &b)
{
    return a.view == b.view && a.scaledWidth == b.scaledWidth && a.scaledHeight == b.scaledHeight &&
           a.offsetX == b.offsetX && a.offsetY == b.offsetY;
}
} // namespace

HeatMapView::HeatMapView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus); // zoom and move from the keyboard too
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatMapView::setGrid(const QRect &cells, ValueFunction value, std::uint32_t maxValue)
{
    m_cells = cells;
    m_value = std::move(value);
    m_fromMemory = false;
    const int columns = cells.width(), rows = cells.height();
    m_values.columns = columns;
    m_values.rows = rows;
    m_values.cells.assign(std::size_t(columns) * std::size_t(rows), HeatMapValues::kNoValue);
    for (int j = 0; j < rows; ++j) {
        const int y = m_origin == Origin::TopLeft ? cells.top() + j : cells.top() + rows - 1 - j;
        std::uint16_t *line = m_values.cells.data() + std::size_t(j) * std::size_t(columns);
        for (int i = 0; i < columns; ++i) {
            const std::uint32_t v = m_value(cells.left() + i, y);
            if (v != kNoCell)
                line[i] = std::uint16_t(std::min(v, kMaxPaletteValue));
        }
    }
    gridChanged(maxValue);
}

void HeatMapView::setGrid(const QRect &cells, const std::uint16_t *rows, std::uint32_t maxValue)
{
    m_cells = cells;
    m_values.columns = cells.width();
    m_values.rows = cells.height();
    m_values.cells.assign(rows, rows + std::size_t(cells.width()) * std::size_t(cells.height()));
    if (m_origin == Origin::BottomLeft)
        flipRows();
    // The values are exact (16 bits); kNoValue, the one value that cannot be shown, marks no cell.
    m_fromMemory = true;
    m_value = [this](int x, int y) -> std::uint32_t {
        const int j = m_origin == Origin::TopLeft ? y - m_cells.top() : m_cells.bottom() - y;
        const std::uint16_t v =
            m_values.cells[std::size_t(j) * std::size_t(m_values.columns) + std::size_t(x - m_cells.left())];
        return v == HeatMapValues::kNoValue ? kNoCell : v;
    };
    gridChanged(maxValue);
}

void HeatMapView::flipRows()
{
    const auto columns = std::ptrdiff_t(m_values.columns);
    for (std::ptrdiff_t top = 0, bottom = m_values.rows - 1; top < bottom; ++top, --bottom)
        std::swap_ranges(m_values.cells.begin() + top * columns, m_values.cells.begin() + (top + 1) * columns,
                         m_values.cells.begin() + bottom * columns);
}

void HeatMapView::gridChanged(std::uint32_t maxValue)
{
    m_maxValue = std::min(maxValue, kMaxPaletteValue);
    m_hovered.reset();
    m_colours.resize(std::size_t(m_maxValue) + 1);
    for (std::uint32_t v = 0; v <= m_maxValue; ++v)
        m_colours[v] = valueColor(v, m_maxValue).rgb();
    m_render = {};
    fit();
}

void HeatMapView::clear()
{
    m_cells = {};
    m_value = {};
    m_fromMemory = false;
    m_values = {};
    m_render = {};
    setHovered(std::nullopt);
    fit();
}

void HeatMapView::setCellText(TextFunction text)
{
    m_text = std::move(text);
}

void HeatMapView::setOrigin(Origin origin)
{
    if (origin == m_origin)
        return;
    m_origin = origin;
    if (m_fromMemory) {
        flipRows(); // the values are the view's own: turn them upside down
        gridChanged(m_maxValue);
    } else if (m_value) {
        setGrid(m_cells, m_value, m_maxValue);
    }
}

void HeatMapView::setTitles(const QString &xTitle, const QString &yTitle, const QString &valueTitle)
{
    m_xTitle = xTitle;
    m_yTitle = yTitle;
    m_valueTitle = valueTitle;
    update();
}

void HeatMapView::setPlaceholderText(const QString &text)
{
    m_placeholder = text;
    update();
}

HeatMapView::Layout HeatMapView::layoutFor(const QRect &area) const
{
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    Layout l;
    for (int c : {m_cells.left(), m_cells.right(), m_cells.top(), m_cells.bottom()})
        l.tickWidth = std::max(l.tickWidth, fm.horizontalAdvance(QString::number(c)));
    const int valueWidth = fm.horizontalAdvance(QString::number(m_maxValue));
    const int left = line + kGap + l.tickWidth + kGap;
    const int right = 2 * kGap + std::max(kKeyWidth + kGap + valueWidth, fm.horizontalAdvance(m_valueTitle)) + kGap;
    const int top = line + 2 * kGap;        // the key's title
    const int bottom = 2 * line + 2 * kGap; // the x title between the first and the last x, then the read-out
    const QRect free = area.adjusted(left, top, -right, -bottom);
    int w = std::min(free.width(), free.height()), h = w;
    if (m_values.columns > 0) {
        // Square cells, as large as fit.
        const double cell = std::min(double(free.width()) / m_values.columns, double(free.height()) / m_values.rows);
        w = int(cell * m_values.columns);
        h = int(cell * m_values.rows);
    }
    w = std::max(w, 1);
    h = std::max(h, 1);
    l.map = QRect(free.left() + (free.width() - w) / 2, free.top() + (free.height() - h) / 2, w, h);
    l.key = QRect(l.map.right() + 1 + 2 * kGap, l.map.top(), kKeyWidth, l.map.height());
    return l;
}

HeatMapWindow HeatMapView::windowFor(const QRect &map) const
{
    HeatMapWindow w{map.size(), map.width(), map.height(), 0, 0};
    w.scaledWidth = std::max<qint64>(map.width(), std::llround(map.width() * m_zoom));
    w.scaledHeight = std::max<qint64>(map.height(), std::llround(map.height() * m_zoom));
    w.offsetX = std::clamp<qint64>(std::llround(m_centre.x() * double(w.scaledWidth) - map.width() / 2.0), 0,
                                   w.scaledWidth - map.width());
    w.offsetY = std::clamp<qint64>(std::llround(m_centre.y() * double(w.scaledHeight) - map.height() / 2.0), 0,
                                   w.scaledHeight - map.height());
    return w;
}

int HeatMapView::blockSide(const HeatMapWindow &window) const
{
    if (m_values.columns <= 0)
        return 1;
    return int(std::max(
        {qint64(1), ceilDiv(m_values.columns, window.scaledWidth), ceilDiv(m_values.rows, window.scaledHeight)}));
}

QPoint HeatMapView::cellUnder(const QRect &map, QPoint pos) const
{
    const HeatMapWindow w = windowFor(map);
    const int i = std::clamp(heatMapCellOf(pos.x() - map.left(), w.offsetX, m_values.columns, w.scaledWidth), 0,
                             m_values.columns - 1);
    const int j =
        std::clamp(heatMapCellOf(pos.y() - map.top(), w.offsetY, m_values.rows, w.scaledHeight), 0, m_values.rows - 1);
    return {m_cells.left() + i, m_origin == Origin::TopLeft ? m_cells.top() + j : m_cells.bottom() - j};
}

std::pair<QPoint, QPoint> HeatMapView::cornerCells(const QRect &map) const
{
    // The last cell in view is the last one the last pixel covers, not the first one.
    const HeatMapWindow w = windowFor(map);
    const int i =
        std::clamp(heatMapCellOf(map.width(), w.offsetX, m_values.columns, w.scaledWidth) - 1, 0, m_values.columns - 1);
    const int j =
        std::clamp(heatMapCellOf(map.height(), w.offsetY, m_values.rows, w.scaledHeight) - 1, 0, m_values.rows - 1);
    return {cellUnder(map, map.topLeft()),
            {m_cells.left() + i, m_origin == Origin::TopLeft ? m_cells.top() + j : m_cells.bottom() - j}};
}

std::optional<QPoint> HeatMapView::cellAt(QPoint pos) const
{
    const QRect r = layoutFor(rect()).map;
    if (m_values.columns <= 0 || !r.contains(pos))
        return std::nullopt;
    const QPoint cell = cellUnder(r, pos);
    if (m_value(cell.x(), cell.y()) == kNoCell)
        return std::nullopt;
    return cell;
}

QRect HeatMapView::cellRect(QPoint cell) const
{
    const QRect r = layoutFor(rect()).map;
    if (m_values.columns <= 0 || !m_cells.contains(cell))
        return {};
    const HeatMapWindow w = windowFor(r);
    const int columns = m_values.columns, rows = m_values.rows;
    const qint64 i = cell.x() - m_cells.left();
    const qint64 j = m_origin == Origin::TopLeft ? cell.y() - m_cells.top() : m_cells.bottom() - cell.y();
    // The same rounding as cellAt(): pixel p shows cell floor((p + offset) * cells / scaled).
    const qint64 x0 = r.left() + ceilDiv(i * w.scaledWidth, columns) - w.offsetX;
    const qint64 x1 = r.left() + ceilDiv((i + 1) * w.scaledWidth, columns) - w.offsetX;
    const qint64 y0 = r.top() + ceilDiv(j * w.scaledHeight, rows) - w.offsetY;
    const qint64 y1 = r.top() + ceilDiv((j + 1) * w.scaledHeight, rows) - w.offsetY;
    const QRect cellArea(QPoint(int(x0), int(y0)), QPoint(int(x1 - 1), int(y1 - 1)));
    return cellArea.isValid() ? cellArea.intersected(r) : cellArea;
}

void HeatMapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const Layout l = layoutFor(rect());
    p.setPen(palette().color(QPalette::Text));
    paintAxes(p, l);
    if (m_values.columns <= 0) {
        p.fillRect(l.map, palette().color(QPalette::AlternateBase));
        p.drawRect(l.map.adjusted(0, 0, -1, -1));
        p.drawText(l.map.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    // Where the grid has no cell: hatched, so that it is never taken for a dark value, under any palette.
    p.fillRect(l.map, palette().color(QPalette::Base));
    p.fillRect(l.map, QBrush(palette().color(QPalette::Mid), Qt::BDiagPattern));
    const HeatMapWindow window = windowFor(l.map);
    if (m_render.isNull() || !sameWindow(window, m_renderWindow)) {
        m_render = renderHeatMapSummary(m_values, m_colours, window);
        m_renderWindow = window;
    }
    p.drawImage(l.map.topLeft(), m_render);
    // The frame in the text colour, around the cells (never over them): it stands apart from the near-black 0 under a
    // light and a dark palette alike.
    p.drawRect(l.map.adjusted(-1, -1, 0, 0));
    paintKey(p, l);
}

void HeatMapView::paintAxes(QPainter &p, const Layout &l) const
{
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    const QRect &r = l.map;
    // The x title sits between the first and the last x, on their line.
    const int room = r.width() - 2 * (l.tickWidth + 2 * kGap);
    p.drawText(QRect(r.left(), r.bottom() + 1 + kGap / 2, r.width(), line), Qt::AlignHCenter | Qt::AlignTop,
               fm.elidedText(m_xTitle, Qt::ElideRight, std::max(room, 0)));
    // The y title reads in the direction y grows: downwards for a table, upwards for a chart.
    p.save();
    p.translate(r.left() - l.tickWidth - 2 * kGap - line / 2, r.center().y());
    p.rotate(m_origin == Origin::TopLeft ? 90 : -90);
    p.drawText(QRect(-r.height() / 2, -line / 2, r.height(), line), Qt::AlignCenter, m_yTitle);
    p.restore();
    if (m_values.columns <= 0)
        return;
    // The first and the last cell in view (the whole grid when it fits).
    const auto [first, last] = cornerCells(r);
    const QRect xTicks(r.left(), r.bottom() + 1 + kGap / 2, r.width(), line);
    p.drawText(xTicks, Qt::AlignLeft | Qt::AlignTop, QString::number(first.x()));
    p.drawText(xTicks, Qt::AlignRight | Qt::AlignTop, QString::number(last.x()));
    const QRect yTicks(r.left() - kGap - l.tickWidth, r.top(), l.tickWidth, r.height());
    p.drawText(yTicks, Qt::AlignRight | Qt::AlignTop, QString::number(first.y()));
    p.drawText(yTicks, Qt::AlignRight | Qt::AlignBottom, QString::number(last.y()));
    // The read-out: the cell under the mouse, exact at any zoom, else what a pixel stands for.
    const QRect readoutLine(0, r.bottom() + 1 + kGap / 2 + line, width(), line);
    p.drawText(readoutLine, Qt::AlignHCenter | Qt::AlignTop,
               fm.elidedText(readout(windowFor(r)), Qt::ElideRight, width() - 2 * kGap));
}

QString HeatMapView::readout(const HeatMapWindow &window) const
{
    if (m_hovered && m_text)
        return m_text(m_hovered->x(), m_hovered->y(), m_value(m_hovered->x(), m_hovered->y()));
    const QString zoom = QLocale().toString(m_zoom, 'f', m_zoom < 10 ? 1 : 0);
    const int block = blockSide(window);
    if (block > 1)
        return tr("Each pixel: the smallest value of up to %1 \u00d7 %1 cells, so a 0 always shows. Zoom %2\u00d7 "
                  "(wheel, + and \u2212; drag or arrows to move; 0 fits)")
            .arg(block)
            .arg(zoom);
    return tr("Zoom %1\u00d7 (wheel, + and \u2212; drag or arrows to move; 0 fits)").arg(zoom);
}

void HeatMapView::paintKey(QPainter &p, const Layout &l) const
{
    const int line = fontMetrics().height();
    p.drawText(QRect(l.key.left(), l.key.top() - line - kGap, width() - l.key.left(), line),
               Qt::AlignLeft | Qt::AlignVCenter, m_valueTitle);
    // One band per value, the largest at the top.
    QImage bands(1, int(m_maxValue) + 1, QImage::Format_RGB32);
    for (std::uint32_t v = 0; v <= m_maxValue; ++v)
        bands.setPixel(0, int(m_maxValue - v), m_colours.empty() ? valueColor(v, m_maxValue).rgb() : m_colours[v]);
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(l.key, bands);
    p.drawRect(l.key.adjusted(0, 0, -1, -1));
    const double band = double(l.key.height()) / (double(m_maxValue) + 1);
    const std::uint32_t step = niceStep(line / band);
    const auto label = [&](std::uint32_t v) {
        const int centre = l.key.bottom() - int((double(v) + 0.5) * band);
        p.drawText(QRect(l.key.right() + 1 + kGap, centre - line / 2, width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(v));
    };
    std::uint32_t last = 0;
    for (std::uint32_t v = 0; v <= m_maxValue; v += step) {
        label(v);
        last = v;
    }
    if (last != m_maxValue && double(m_maxValue - last) * band >= 1.5 * line) // apart from the label below it
        label(m_maxValue);
}

bool HeatMapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const std::optional<QPoint> cell = cellAt(help->pos());
        if (cell && m_text) {
            QToolTip::showText(help->globalPos(), m_text(cell->x(), cell->y(), m_value(cell->x(), cell->y())), this,
                               cellRect(*cell));
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

double HeatMapView::maxZoom() const
{
    const QRect map = layoutFor(rect()).map;
    if (m_values.columns <= 0)
        return 1.0;
    return std::max(1.0, kLargestCell *
                             std::max(double(m_values.columns) / map.width(), double(m_values.rows) / map.height()));
}

void HeatMapView::zoomBy(double factor, QPoint anchor)
{
    const QRect map = layoutFor(rect()).map;
    const HeatMapWindow before = windowFor(map);
    // The grid point under the anchor, as fractions of the grid.
    const double gx = (anchor.x() - map.left() + before.offsetX + 0.5) / double(before.scaledWidth);
    const double gy = (anchor.y() - map.top() + before.offsetY + 0.5) / double(before.scaledHeight);
    m_zoom = std::clamp(m_zoom * factor, 1.0, maxZoom());
    const double sw = std::max(double(map.width()), map.width() * m_zoom);
    const double sh = std::max(double(map.height()), map.height() * m_zoom);
    m_centre = QPointF((gx * sw - (anchor.x() - map.left() + 0.5) + map.width() / 2.0) / sw,
                       (gy * sh - (anchor.y() - map.top() + 0.5) + map.height() / 2.0) / sh);
    viewChanged();
}

void HeatMapView::panBy(QPointF pixels)
{
    const HeatMapWindow w = windowFor(layoutFor(rect()).map);
    m_centre += QPointF(pixels.x() / double(w.scaledWidth), pixels.y() / double(w.scaledHeight));
    viewChanged();
}

void HeatMapView::fit()
{
    m_zoom = 1.0;
    m_centre = QPointF(0.5, 0.5);
    viewChanged();
}

void HeatMapView::viewChanged()
{
    const QRect map = layoutFor(rect()).map;
    const HeatMapWindow w = windowFor(map);
    const double hx = map.width() / (2.0 * double(w.scaledWidth)), hy = map.height() / (2.0 * double(w.scaledHeight));
    m_centre = QPointF(std::clamp(m_centre.x(), hx, 1.0 - hx), std::clamp(m_centre.y(), hy, 1.0 - hy));
    if (m_hovered) // the read-out follows the cell now under the mouse
        setHovered(cellAt(m_mousePos));
    updateDescription();
    update();
}

void HeatMapView::updateDescription()
{
    if (m_values.columns <= 0) {
        setAccessibleDescription(m_placeholder);
        return;
    }
    const QRect map = layoutFor(rect()).map;
    const auto [first, last] = cornerCells(map);
    setAccessibleDescription(
        tr("%1 \u00d7 %2 cells, zoom %3\u00d7, showing x %4 to %5 and y %6 to %7; each pixel shows the smallest value "
           "of the cells under it (up to %8 \u00d7 %8).")
            .arg(m_values.columns)
            .arg(m_values.rows)
            .arg(QLocale().toString(m_zoom, 'f', 1))
            .arg(first.x())
            .arg(last.x())
            .arg(std::min(first.y(), last.y()))
            .arg(std::max(first.y(), last.y()))
            .arg(blockSide(windowFor(map))));
}

void HeatMapView::wheelEvent(QWheelEvent *event)
{
    const int notches = event->angleDelta().y();
    if (m_values.columns <= 0 || notches == 0) {
        QWidget::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(kWheelStep, notches / 120.0), event->position().toPoint());
    event->accept();
}

void HeatMapView::keyPressEvent(QKeyEvent *event)
{
    const QRect map = layoutFor(rect()).map;
    const bool zoomed = m_zoom > 1.0;
    const double step = std::max(map.width(), map.height()) / 8.0;
    if (m_values.columns > 0) {
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomBy(kKeyStep, map.center());
            return;
        case Qt::Key_Minus:
            zoomBy(1.0 / kKeyStep, map.center());
            return;
        case Qt::Key_0:
            fit();
            return;
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
            if (!zoomed)
                break; // nothing to move: the key is the window's (a stepper's, a focus move)
            panBy(event->key() == Qt::Key_Left    ? QPointF(-step, 0)
                  : event->key() == Qt::Key_Right ? QPointF(step, 0)
                  : event->key() == Qt::Key_Up    ? QPointF(0, -step)
                                                  : QPointF(0, step));
            return;
        default:
            break;
        }
    }
    QWidget::keyPressEvent(event);
}

void HeatMapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_zoom > 1.0) {
        m_dragFrom = event->position().toPoint();
        setCursor(Qt::ClosedHandCursor);
    }
    QWidget::mousePressEvent(event);
}

void HeatMapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_dragFrom) {
        m_dragFrom.reset();
        unsetCursor();
    }
    QWidget::mouseReleaseEvent(event);
}

void HeatMapView::mouseMoveEvent(QMouseEvent *event)
{
    m_mousePos = event->position().toPoint();
    if (m_dragFrom && (event->buttons() & Qt::LeftButton)) {
        const QPoint delta = m_mousePos - *m_dragFrom;
        m_dragFrom = m_mousePos;
        panBy(QPointF(-delta.x(), -delta.y())); // the grid follows the mouse
    }
    setHovered(cellAt(m_mousePos));
    QWidget::mouseMoveEvent(event);
}

void HeatMapView::leaveEvent(QEvent *event)
{
    setHovered(std::nullopt);
    QWidget::leaveEvent(event);
}

void HeatMapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    viewChanged();
}

void HeatMapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        viewChanged();
    QWidget::changeEvent(event);
}

void HeatMapView::setHovered(std::optional<QPoint> cell)
{
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    update(); // the read-out line
    if (cell)
        Q_EMIT cellHovered(cell->x(), cell->y());
    else
        Q_EMIT hoverLeft();
}

} // namespace nimlab
