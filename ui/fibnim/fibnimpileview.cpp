#include "fibnimpileview.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace nimlab {

namespace {
constexpr int kCoin = 20;
constexpr int kGap = 4;
constexpr int kBracket = 8; // room under each row for the quota bracket
constexpr int kPerRow = 14;
const QColor kReachable(0xf2, 0xc1, 0x4e);
const QColor kOutOfReach(0xe8, 0xdf, 0xc8);
const QColor kRim(0x8a, 0x6d, 0x1f);
const QColor kTaking(0xe5, 0x73, 0x73);
const QColor kMark(0x1b, 0x8a, 0x3a);
} // namespace

FibNimPileView::FibNimPileView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setCursor(Qt::PointingHandCursor);
}

void FibNimPileView::setPile(std::uint64_t coins, std::uint64_t quota, std::uint64_t takeable)
{
    m_coins = std::min(coins, kMaxDrawn);
    m_quota = quota;
    m_takeable = std::min(takeable, m_coins);
    m_hover = -1;
    m_marked = 0;
    updateGeometry();
    updateToolTip();
    update();
}

void FibNimPileView::setMarkedTake(std::uint64_t take)
{
    m_marked = std::min(take, m_coins);
    update();
}

void FibNimPileView::setInteractive(bool interactive)
{
    m_interactive = interactive;
    setCursor(interactive ? Qt::PointingHandCursor : Qt::ArrowCursor);
    m_hover = interactive ? m_hover : -1;
    update();
}

int FibNimPileView::perRow() const
{
    return kPerRow;
}

QSize FibNimPileView::sizeHint() const
{
    const int rows = std::max(1, int((m_coins + kPerRow - 1) / kPerRow));
    return {kPerRow * (kCoin + kGap) + kGap, rows * (kCoin + kGap + kBracket) + kGap};
}

QSize FibNimPileView::minimumSizeHint() const
{
    return sizeHint();
}

QRect FibNimPileView::coinRect(int i) const
{
    return {kGap + (i % perRow()) * (kCoin + kGap), kGap + (i / perRow()) * (kCoin + kGap + kBracket), kCoin, kCoin};
}

int FibNimPileView::coinAt(QPoint pos) const
{
    for (int i = 0; i < int(m_coins); ++i)
        if (coinRect(i).adjusted(-kGap / 2, -kGap / 2, kGap / 2, kGap / 2).contains(pos))
            return i;
    return -1;
}

void FibNimPileView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int coins = int(m_coins);
    // The last `takeable` coins are within reach this move (the rules said how many).
    const int firstReachable = coins - int(m_takeable);
    const int firstMarked = coins - int(m_marked);
    for (int i = 0; i < coins; ++i) {
        const bool reachable = i >= firstReachable;
        const bool taking = m_interactive && m_hover >= 0 && i >= m_hover;
        p.setPen(QPen(reachable ? kRim : kRim.lighter(160), 1.5));
        p.setBrush(taking ? kTaking : reachable ? kReachable : kOutOfReach);
        p.drawEllipse(coinRect(i));
        if (m_marked > 0 && i >= firstMarked) {
            p.setPen(QPen(kMark, 3));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(coinRect(i).adjusted(-2, -2, 2, 2));
        }
    }
    // A bracket under the reachable coins of each row: what the quota allows.
    p.setPen(QPen(kMark.darker(120), 2));
    for (int i = std::max(firstReachable, 0); i < coins;) {
        const int rowEnd = std::min(coins, (i / perRow() + 1) * perRow());
        const QRect a = coinRect(i);
        const QRect b = coinRect(rowEnd - 1);
        const int y = a.bottom() + kBracket / 2 + 1;
        p.drawLine(a.left(), y - 3, a.left(), y);
        p.drawLine(a.left(), y, b.right(), y);
        p.drawLine(b.right(), y, b.right(), y - 3);
        i = rowEnd;
    }
}

void FibNimPileView::updateToolTip()
{
    if (m_interactive && m_hover >= 0)
        setToolTip(tr("Take %1 (leave %2)").arg(m_coins - std::uint64_t(m_hover)).arg(m_hover));
    else
        setToolTip(
            tr("%1 coins, quota %2: the coins over the green bracket may be taken now").arg(m_coins).arg(m_quota));
}

void FibNimPileView::mouseMoveEvent(QMouseEvent *event)
{
    const int hover = m_interactive ? coinAt(event->position().toPoint()) : -1;
    if (hover != m_hover) {
        m_hover = hover;
        updateToolTip();
        update();
    }
}

void FibNimPileView::mousePressEvent(QMouseEvent *event)
{
    const int i = coinAt(event->position().toPoint());
    if (m_interactive && i >= 0 && event->button() == Qt::LeftButton)
        Q_EMIT takeRequested(m_coins - std::uint64_t(i));
}

void FibNimPileView::leaveEvent(QEvent *)
{
    m_hover = -1;
    updateToolTip();
    update();
}

void FibNimPileView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateToolTip();
    QWidget::changeEvent(event);
}

} // namespace nimlab
