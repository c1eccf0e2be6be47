#include "wythoffheatmap.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace nimlab {

WythoffHeatMap::WythoffHeatMap(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void WythoffHeatMap::setTable(std::shared_ptr<const WythoffGrundyTable> table)
{
    m_table = std::move(table);
    m_image = QImage();
    m_zeros.clear();
    if (m_table && m_table->size > 0) {
        const int n = m_table->size;
        const std::uint16_t top =
            std::max<std::uint16_t>(1, *std::max_element(m_table->cells.begin(), m_table->cells.end()));
        // A hue per value, from blue (small) to red (large); 0 is black so the P-positions stand out.
        std::vector<QRgb> palette(std::size_t(top) + 1);
        palette[0] = qRgb(0, 0, 0);
        for (int v = 1; v <= top; ++v)
            palette[std::size_t(v)] = QColor::fromHsvF(0.67f * (1.0f - float(v) / float(top)), 0.85f, 0.97f).rgb();
        m_image = QImage(n, n, QImage::Format_RGB32);
        for (int y = 0; y < n; ++y) {
            auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(n - 1 - y));
            for (int x = 0; x < n; ++x) {
                line[x] = palette[m_table->at(x, y)];
                if (m_table->at(x, y) == 0)
                    m_zeros.emplace_back(x, y);
            }
        }
    }
    update();
}

QRect WythoffHeatMap::mapRect() const
{
    const int side = std::max(1, std::min(width(), height()) - 2);
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

std::optional<QPoint> WythoffHeatMap::positionAt(QPoint pos) const
{
    const QRect r = mapRect();
    if (!m_table || !r.contains(pos))
        return std::nullopt;
    const int n = m_table->size;
    const int x = std::clamp(int(qint64(pos.x() - r.left()) * n / r.width()), 0, n - 1);
    const int y = std::clamp(n - 1 - int(qint64(pos.y() - r.top()) * n / r.height()), 0, n - 1);
    return QPoint(x, y);
}

void WythoffHeatMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QRect r = mapRect();
    if (m_image.isNull()) {
        p.fillRect(r, palette().color(QPalette::AlternateBase));
        return;
    }
    p.setRenderHint(QPainter::SmoothPixmapTransform, m_image.width() > r.width());
    p.drawImage(r, m_image);
    const int n = m_image.width();
    const double cell = double(r.width()) / n;
    const double dot = std::max(1.5, cell);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::black);
    for (const QPoint &z : m_zeros)
        p.drawRect(QRectF(r.left() + z.x() * cell, r.top() + (n - 1 - z.y()) * cell, dot, dot));
}

void WythoffHeatMap::mouseMoveEvent(QMouseEvent *event)
{
    const std::optional<QPoint> at = positionAt(event->position().toPoint());
    if (!at) {
        Q_EMIT left();
        return;
    }
    Q_EMIT hovered(at->x(), at->y(), m_table->at(at->x(), at->y()));
}

void WythoffHeatMap::leaveEvent(QEvent *)
{
    Q_EMIT left();
}

} // namespace nimlab
