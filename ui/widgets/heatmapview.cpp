#include "heatmapview.h"

#include "valuecolor.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace nimlab {

namespace {
constexpr int kKeyWidth = 12;
constexpr int kGap = 4;
// Values of NimLab's tables fit 16 bits; a larger maximum only stretches the palette.
constexpr std::uint32_t kMaxPaletteValue = 65535;

/// The smallest of 1, 2, 5, 10, 20, 50, ... that is at least `at least`: the step between the key's labels.
std::uint32_t niceStep(double atLeast)
{
    for (std::uint32_t scale = 1;; scale *= 10)
        for (std::uint32_t m : {1u, 2u, 5u})
            if (double(m * scale) >= atLeast || scale > kMaxPaletteValue)
                return m * scale;
}

int ceilDiv(qint64 a, qint64 b)
{
    return int((a + b - 1) / b);
}
} // namespace

HeatMapView::HeatMapView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatMapView::setGrid(const QRect &cells, ValueFunction value, std::uint32_t maxValue)
{
    m_cells = cells;
    m_value = std::move(value);
    m_maxValue = std::min(maxValue, kMaxPaletteValue);
    m_sparseZeros.clear();
    m_hovered.reset();
    const int columns = cells.width(), rows = cells.height();
    m_image = QImage(columns, rows, QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::transparent);
    std::vector<QRgb> colours(std::size_t(m_maxValue) + 1);
    for (std::uint32_t v = 0; v <= m_maxValue; ++v)
        colours[v] = valueColor(v, m_maxValue).rgb();
    // A few zeros (Wythoff's P-positions, about one per row) vanish when cells are a pixel or two; many cannot.
    const std::size_t sparse = 4 * std::size_t(columns + rows);
    bool fewZeros = true;
    for (int j = 0; j < rows; ++j) {
        const int y = m_origin == Origin::TopLeft ? cells.top() + j : cells.top() + rows - 1 - j;
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(j));
        for (int i = 0; i < columns; ++i) {
            const std::uint32_t v = m_value(cells.left() + i, y);
            if (v == kNoCell)
                continue;
            line[i] = colours[std::min(v, m_maxValue)];
            if (v == 0 && fewZeros) {
                m_sparseZeros.emplace_back(i, j);
                fewZeros = m_sparseZeros.size() <= sparse;
            }
        }
    }
    if (!fewZeros)
        m_sparseZeros.clear();
    update();
}

void HeatMapView::clear()
{
    m_cells = {};
    m_value = {};
    m_image = {};
    m_sparseZeros.clear();
    setHovered(std::nullopt);
    update();
}

void HeatMapView::setCellText(TextFunction text)
{
    m_text = std::move(text);
}

void HeatMapView::setOrigin(Origin origin)
{
    m_origin = origin;
    if (m_value)
        setGrid(m_cells, m_value, m_maxValue);
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
    const int top = line + 2 * kGap;    // the key's title
    const int bottom = line + 2 * kGap; // the x title between the first and the last x
    const QRect free = area.adjusted(left, top, -right, -bottom);
    int w = std::min(free.width(), free.height()), h = w;
    if (!m_image.isNull()) {
        // Square cells, as large as fit.
        const double cell = std::min(double(free.width()) / m_cells.width(), double(free.height()) / m_cells.height());
        w = int(cell * m_cells.width());
        h = int(cell * m_cells.height());
    }
    w = std::max(w, 1);
    h = std::max(h, 1);
    l.map = QRect(free.left() + (free.width() - w) / 2, free.top() + (free.height() - h) / 2, w, h);
    l.key = QRect(l.map.right() + 1 + 2 * kGap, l.map.top(), kKeyWidth, l.map.height());
    return l;
}

std::optional<QPoint> HeatMapView::cellAt(QPoint pos) const
{
    const QRect r = layoutFor(rect()).map;
    if (m_image.isNull() || !r.contains(pos))
        return std::nullopt;
    const int columns = m_cells.width(), rows = m_cells.height();
    const int i = std::clamp(int(qint64(pos.x() - r.left()) * columns / r.width()), 0, columns - 1);
    const int j = std::clamp(int(qint64(pos.y() - r.top()) * rows / r.height()), 0, rows - 1);
    const QPoint cell(m_cells.left() + i, m_origin == Origin::TopLeft ? m_cells.top() + j : m_cells.bottom() - j);
    if (m_value(cell.x(), cell.y()) == kNoCell)
        return std::nullopt;
    return cell;
}

QRect HeatMapView::cellRect(QPoint cell) const
{
    const QRect r = layoutFor(rect()).map;
    if (m_image.isNull() || !m_cells.contains(cell))
        return {};
    const int columns = m_cells.width(), rows = m_cells.height();
    const int i = cell.x() - m_cells.left();
    const int j = m_origin == Origin::TopLeft ? cell.y() - m_cells.top() : m_cells.bottom() - cell.y();
    // The same rounding as cellAt(): pixel p belongs to column floor((p - left) * columns / width).
    const int x0 = r.left() + ceilDiv(qint64(i) * r.width(), columns);
    const int x1 = r.left() + ceilDiv(qint64(i + 1) * r.width(), columns);
    const int y0 = r.top() + ceilDiv(qint64(j) * r.height(), rows);
    const int y1 = r.top() + ceilDiv(qint64(j + 1) * r.height(), rows);
    return QRect(QPoint(x0, y0), QPoint(x1 - 1, y1 - 1));
}

void HeatMapView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const Layout l = layoutFor(rect());
    p.setPen(palette().color(QPalette::Text));
    paintAxes(p, l);
    if (m_image.isNull()) {
        p.fillRect(l.map, palette().color(QPalette::AlternateBase));
        p.drawRect(l.map.adjusted(0, 0, -1, -1));
        p.drawText(l.map.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    // Where the grid has no cell: hatched, so that it is never taken for a dark value, under any palette.
    p.fillRect(l.map, palette().color(QPalette::Base));
    p.fillRect(l.map, QBrush(palette().color(QPalette::Mid), Qt::BDiagPattern));
    const bool shrunk = m_image.width() > l.map.width() || m_image.height() > l.map.height();
    p.setRenderHint(QPainter::SmoothPixmapTransform, shrunk); // shrunk: averaged rather than rows dropped
    p.drawImage(l.map, m_image);
    const double cw = double(l.map.width()) / m_image.width(), ch = double(l.map.height()) / m_image.height();
    if (std::min(cw, ch) < 4 && !m_sparseZeros.empty()) {
        p.save();
        p.setClipRect(l.map); // a dot is wider than its cell: keep the ones at the edge inside
        p.setPen(Qt::NoPen);
        p.setBrush(valueColor(0, m_maxValue));
        for (const QPoint &z : m_sparseZeros)
            p.drawRect(
                QRectF(l.map.left() + z.x() * cw, l.map.top() + z.y() * ch, std::max(2.0, cw), std::max(2.0, ch)));
        p.restore();
    }
    p.drawRect(l.map.adjusted(0, 0, -1, -1));
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
    if (m_image.isNull())
        return;
    const QRect xTicks(r.left(), r.bottom() + 1 + kGap / 2, r.width(), line);
    p.drawText(xTicks, Qt::AlignLeft | Qt::AlignTop, QString::number(m_cells.left()));
    p.drawText(xTicks, Qt::AlignRight | Qt::AlignTop, QString::number(m_cells.right()));
    const QRect yTicks(r.left() - kGap - l.tickWidth, r.top(), l.tickWidth, r.height());
    const bool down = m_origin == Origin::TopLeft;
    p.drawText(yTicks, Qt::AlignRight | (down ? Qt::AlignTop : Qt::AlignBottom), QString::number(m_cells.top()));
    p.drawText(yTicks, Qt::AlignRight | (down ? Qt::AlignBottom : Qt::AlignTop), QString::number(m_cells.bottom()));
}

void HeatMapView::paintKey(QPainter &p, const Layout &l) const
{
    const int line = fontMetrics().height();
    p.drawText(QRect(l.key.left(), l.key.top() - line - kGap, width() - l.key.left(), line),
               Qt::AlignLeft | Qt::AlignVCenter, m_valueTitle);
    // One band per value, the largest at the top.
    QImage bands(1, int(m_maxValue) + 1, QImage::Format_RGB32);
    for (std::uint32_t v = 0; v <= m_maxValue; ++v)
        bands.setPixel(0, int(m_maxValue - v), valueColor(v, m_maxValue).rgb());
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

void HeatMapView::mouseMoveEvent(QMouseEvent *event)
{
    setHovered(cellAt(event->position().toPoint()));
    QWidget::mouseMoveEvent(event);
}

void HeatMapView::leaveEvent(QEvent *event)
{
    setHovered(std::nullopt);
    QWidget::leaveEvent(event);
}

void HeatMapView::setHovered(std::optional<QPoint> cell)
{
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    if (cell)
        Q_EMIT cellHovered(cell->x(), cell->y());
    else
        Q_EMIT hoverLeft();
}

} // namespace nimlab
