#include "miniqueenboard.h"

#include "widgets/accessibletext.h"
#include "widgets/zoomscale.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace nimlab {

namespace {
constexpr int kCell = 18;
const QColor kLight(0xf0, 0xd9, 0xb5);
const QColor kDark(0xb5, 0x88, 0x63);
const QColor kReach(0x3a, 0x7b, 0xd5, 110);
} // namespace

MiniQueenBoard::MiniQueenBoard(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void MiniQueenBoard::setPosition(std::uint64_t x, std::uint64_t y, Reach reach)
{
    m_x = x;
    m_y = y;
    m_reach = std::move(reach);
    setVisible(fits());
    setCursor(m_reach ? Qt::PointingHandCursor : Qt::ArrowCursor);
    updateAccessibleDescription(this, tr("The queen is at (%1, %2).").arg(x).arg(y));
    updateGeometry();
    update();
}

bool MiniQueenBoard::fits() const
{
    return m_x < std::uint64_t(kMaxSide) && m_y < std::uint64_t(kMaxSide);
}

int MiniQueenBoard::side() const
{
    return fits() ? int(std::max(m_x, m_y)) + 1 : 1;
}

int MiniQueenBoard::cell() const
{
    return zoomed(this, kCell);
}

QSize MiniQueenBoard::sizeHint() const
{
    return {side() * cell() + 1, side() * cell() + 1};
}

QRect MiniQueenBoard::squareRect(int x, int y) const
{
    return {x * cell(), (side() - 1 - y) * cell(), cell(), cell()};
}

bool MiniQueenBoard::reachable(int x, int y) const
{
    return m_reach && m_reach(std::uint64_t(x), std::uint64_t(y));
}

void MiniQueenBoard::paintEvent(QPaintEvent *)
{
    if (!fits())
        return;
    QPainter p(this);
    for (int x = 0; x < side(); ++x)
        for (int y = 0; y < side(); ++y) {
            const QRect r = squareRect(x, y);
            p.fillRect(r, (x + y) % 2 == 0 ? kDark : kLight);
            if (reachable(x, y))
                p.fillRect(r, kReach);
        }
    p.setPen(palette().color(QPalette::WindowText));
    p.drawRect(QRect(0, 0, side() * cell(), side() * cell()));
    // The queen: a filled circle with a crown's three points, readable at this size.
    const QRect q = squareRect(int(m_x), int(m_y)).adjusted(3, 3, -3, -3);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(QColor(0x22, 0x22, 0x44));
    p.setPen(Qt::white);
    p.drawEllipse(q);
}

void MiniQueenBoard::mousePressEvent(QMouseEvent *event)
{
    if (!m_reach || event->button() != Qt::LeftButton || !fits())
        return;
    const QPoint at = event->position().toPoint();
    const int x = at.x() / cell();
    const int y = side() - 1 - at.y() / cell();
    if (x >= 0 && y >= 0 && x < side() && y < side() && reachable(x, y))
        Q_EMIT squareClicked(std::uint64_t(x), std::uint64_t(y));
}

} // namespace nimlab
