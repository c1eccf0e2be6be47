#include "coinstrip.h"

#include <QMouseEvent>
#include <QPainter>

namespace nimlab {

namespace {
constexpr int kCoin = 20;
constexpr int kGap = 4;
} // namespace

CoinStrip::CoinStrip(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void CoinStrip::setCoins(int coins)
{
    m_coins = std::clamp(coins, 0, kMaxCoins);
    m_hover = -1;
    m_hint = -1;
    updateGeometry();
    update();
}

void CoinStrip::setHintNewSize(int newSize)
{
    m_hint = newSize;
    update();
}

void CoinStrip::setCoinsPerRow(int perRow)
{
    m_perRow = std::max(1, perRow);
    updateGeometry();
    update();
}

void CoinStrip::setInteractive(bool interactive)
{
    m_interactive = interactive;
    setCursor(interactive ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

int CoinStrip::perRowAt(int width) const
{
    return std::clamp((width - kGap) / (kCoin + kGap), 1, m_perRow);
}

int CoinStrip::heightForWidth(int width) const
{
    const int perRow = perRowAt(width);
    const int rows = std::max(1, (m_coins + perRow - 1) / perRow);
    return rows * (kCoin + kGap) + kGap;
}

QSize CoinStrip::sizeHint() const
{
    const int width = m_perRow * (kCoin + kGap) + kGap;
    return {width, heightForWidth(width)};
}

QSize CoinStrip::minimumSizeHint() const
{
    const int width = std::min(m_perRow, 8) * (kCoin + kGap) + kGap;
    return {width, heightForWidth(width)};
}

QRect CoinStrip::coinRect(int i) const
{
    const int perRow = perRowAt(width());
    return {kGap + (i % perRow) * (kCoin + kGap), kGap + (i / perRow) * (kCoin + kGap), kCoin, kCoin};
}

int CoinStrip::coinAt(QPoint pos) const
{
    for (int i = 0; i < m_coins; ++i)
        if (coinRect(i).adjusted(-kGap / 2, -kGap / 2, kGap / 2, kGap / 2).contains(pos))
            return i;
    return -1;
}

void CoinStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < m_coins; ++i) {
        const bool taken = m_interactive && m_hover >= 0 && i >= m_hover;
        const QColor fill = taken ? QColor(0xe5, 0x73, 0x73) : QColor(0xf2, 0xc1, 0x4e);
        p.setPen(QPen(QColor(0x8a, 0x6d, 0x1f), 1.5));
        p.setBrush(fill);
        p.drawEllipse(coinRect(i));
        if (m_hint >= 0 && i >= m_hint) {
            p.setPen(QPen(QColor(0x1b, 0x8a, 0x3a), 3));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(coinRect(i).adjusted(-2, -2, 2, 2));
        }
    }
}

void CoinStrip::mouseMoveEvent(QMouseEvent *event)
{
    const int hover = coinAt(event->position().toPoint());
    if (hover != m_hover) {
        m_hover = hover;
        if (m_interactive && hover >= 0)
            setToolTip(tr("Take %1 (leave %2)").arg(m_coins - hover).arg(hover));
        update();
    }
}

void CoinStrip::mousePressEvent(QMouseEvent *event)
{
    const int i = coinAt(event->position().toPoint());
    if (m_interactive && i >= 0 && event->button() == Qt::LeftButton)
        Q_EMIT takeRequested(i);
}

void CoinStrip::leaveEvent(QEvent *)
{
    m_hover = -1;
    update();
}

} // namespace nimlab
