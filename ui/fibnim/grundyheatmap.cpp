#include "grundyheatmap.h"

#include "math/fibnim.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace nimlab {

namespace {
constexpr int kMargin = 28; // room for the axis names
} // namespace

GrundyHeatMap::GrundyHeatMap(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumSize(260, 260);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize GrundyHeatMap::sizeHint() const
{
    return {520, 520};
}

QColor GrundyHeatMap::colourFor(int value, int maxValue)
{
    if (value == 0)
        return QColor(0x20, 0x1a, 0x33);
    // From blue (small values) through green and yellow to red (the largest value on the map).
    const double t = maxValue <= 1 ? 1.0 : double(value - 1) / double(maxValue - 1);
    return QColor::fromHsvF(0.66 * (1.0 - t), 0.75, 0.95);
}

void GrundyHeatMap::setTable(std::shared_ptr<const FibNimGrundyTable> table)
{
    m_table = std::move(table);
    m_image = QImage();
    m_maxValue = 0;
    if (m_table && m_table->isValid()) {
        const int size = m_table->maxCoins();
        for (int n = 1; n <= size; ++n)
            for (int q = 1; q <= n; ++q)
                m_maxValue = std::max<int>(m_maxValue, m_table->value(n, std::uint64_t(q)));
        m_image = QImage(size, size, QImage::Format_RGB32);
        m_image.fill(palette().color(QPalette::Base));
        std::vector<QRgb> colours;
        for (int v = 0; v <= m_maxValue; ++v)
            colours.push_back(colourFor(v, m_maxValue).rgb());
        for (int n = 1; n <= size; ++n) {
            auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(n - 1));
            for (int q = 1; q <= n; ++q)
                line[q - 1] = colours[m_table->value(n, std::uint64_t(q))];
        }
    }
    update();
}

QRect GrundyHeatMap::mapRect() const
{
    const int side = std::max(1, std::min(width(), height()) - kMargin - 4);
    return {kMargin, kMargin, side, side};
}

QPoint GrundyHeatMap::cellAt(QPoint pos) const
{
    if (m_image.isNull() || !mapRect().contains(pos))
        return {};
    const QRect r = mapRect();
    const int size = m_image.width();
    const int q = 1 + (pos.x() - r.left()) * size / r.width();
    const int n = 1 + (pos.y() - r.top()) * size / r.height();
    if (q > n || n > size)
        return {};
    return {n, q};
}

QString GrundyHeatMap::cellText(int n, int q) const
{
    if (!m_table || n <= 0)
        return {};
    return tr("g(%1, %2) = %3").arg(n).arg(q).arg(m_table->value(n, std::uint64_t(q)));
}

void GrundyHeatMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QRect r = mapRect();
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(r.left(), 0, r.width(), kMargin), Qt::AlignCenter, tr("quota q \u2192"));
    p.save();
    p.translate(0, r.top() + r.height() / 2);
    p.rotate(-90);
    p.drawText(QRect(-r.height() / 2, 0, r.height(), kMargin), Qt::AlignCenter, tr("coins n \u2192"));
    p.restore();
    if (m_image.isNull()) {
        p.drawRect(r.adjusted(0, 0, -1, -1));
        p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, tr("No table yet"));
        return;
    }
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(r, m_image);
    p.drawRect(r.adjusted(0, 0, -1, -1));
    // The colour key goes in the empty corner above the diagonal (q > n has no cell of its own).
    const int swatch = std::clamp(r.height() / 40, 8, 16);
    const int columns = 2;
    const int rows = (m_maxValue + columns) / columns;
    const QPoint origin(r.right() - columns * 4 * swatch - 4, r.top() + 6);
    p.drawText(QRect(origin.x(), origin.y(), columns * 4 * swatch, swatch + 2), Qt::AlignLeft | Qt::AlignVCenter,
               tr("g(n, q):"));
    for (int v = 0; v <= m_maxValue; ++v) {
        const QRect box(origin.x() + (v / rows) * 4 * swatch, origin.y() + (1 + v % rows) * (swatch + 2), swatch,
                        swatch);
        p.fillRect(box, colourFor(v, m_maxValue));
        p.drawText(box.translated(swatch + 4, 0).adjusted(0, -2, 2 * swatch, 2), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(v));
    }
}

void GrundyHeatMap::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() <= 0) {
        QToolTip::hideText();
        return;
    }
    const QString text = cellText(cell.x(), cell.y());
    QToolTip::showText(event->globalPosition().toPoint(), text, this);
    Q_EMIT cellHovered(cell.x(), cell.y(), m_table->value(cell.x(), std::uint64_t(cell.y())));
}

void GrundyHeatMap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update(); // the axis names are painted in the current language
    QWidget::changeEvent(event);
}

} // namespace nimlab
