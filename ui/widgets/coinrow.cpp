#include "coinrow.h"

#include "accessibletext.h"
#include "themecolors.h"
#include "valuecolor.h"
#include "zoomscale.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace nimlab {

namespace {
constexpr int kCoin = 20;
constexpr int kGap = 4;
constexpr int kBracket = 8; // room under each row for the bracket of the coins within reach
// Coin colours are fixed, not the window's: a gold coin and a red "taking" coin read on a light and a dark palette
// alike, and the green outline stands apart from both.
const QColor kReachable(0xf2, 0xc1, 0x4e);
const QColor kOutOfReach(0xe8, 0xdf, 0xc8);
const QColor kRim(0x8a, 0x6d, 0x1f);
const QColor kTaking(0xe5, 0x73, 0x73);
const QColor kMark(0x1b, 0x8a, 0x3a);
// With the values of the moves shown: a take the rules do not allow now is grey, neither winning nor losing.
const QColor kNotAllowed(0x9e, 0x9e, 0x9e);
} // namespace

CoinRow::CoinRow(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setCursor(Qt::PointingHandCursor);
}

void CoinRow::setCoins(std::uint64_t coins, std::uint64_t withinReach)
{
    m_coins = std::min(coins, kMaxCoins);
    m_withinReach = std::min(withinReach, m_coins);
    m_marked = 0;
    m_hover = -1;
    updateGeometry();
    updateToolTip();
    update();
}

void CoinRow::setReachShown(bool shown)
{
    m_reachShown = shown;
    updateGeometry();
    update();
}

void CoinRow::setMarkedTake(std::uint64_t take)
{
    m_marked = std::min(take, m_coins);
    update();
}

void CoinRow::setTakeValues(std::vector<std::optional<bool>> values)
{
    if (values == m_values)
        return;
    m_values = std::move(values);
    updateToolTip();
    update();
}

std::optional<bool> CoinRow::valueFrom(int coin) const
{
    const std::uint64_t take = m_coins - std::uint64_t(coin);
    return coin >= 0 && take >= 1 && take <= m_values.size() ? m_values[std::size_t(take - 1)] : std::nullopt;
}

void CoinRow::setInteractive(bool interactive)
{
    m_interactive = interactive;
    setCursor(interactive ? Qt::PointingHandCursor : Qt::ArrowCursor);
    setHover(interactive ? m_hover : -1);
}

void CoinRow::setCoinsPerRow(int perRow)
{
    m_perRow = std::max(1, perRow);
    updateGeometry();
    update();
}

void CoinRow::setDescription(const QString &text)
{
    m_description = text;
    updateAccessibleDescription(this, text);
    updateToolTip();
}

int CoinRow::perRowAt(int width) const
{
    return std::clamp((width - zoomed(this, kGap)) / (zoomed(this, kCoin) + zoomed(this, kGap)), 1, m_perRow);
}

int CoinRow::rowHeight() const
{
    return zoomed(this, kCoin) + zoomed(this, kGap) + (m_reachShown ? zoomed(this, kBracket) : 0);
}

int CoinRow::heightForWidth(int width) const
{
    const int perRow = perRowAt(width);
    const int rows = std::max(1, (int(m_coins) + perRow - 1) / perRow);
    return rows * rowHeight() + zoomed(this, kGap);
}

QSize CoinRow::sizeHint() const
{
    const int width = m_perRow * (zoomed(this, kCoin) + zoomed(this, kGap)) + zoomed(this, kGap);
    return {width, heightForWidth(width)};
}

QSize CoinRow::minimumSizeHint() const
{
    const int width = std::min(m_perRow, 8) * (zoomed(this, kCoin) + zoomed(this, kGap)) + zoomed(this, kGap);
    return {width, heightForWidth(width)};
}

QRect CoinRow::coinRect(int i) const
{
    const int perRow = perRowAt(width());
    const int coin = zoomed(this, kCoin);
    const int gap = zoomed(this, kGap);
    return {gap + (i % perRow) * (coin + gap), gap + (i / perRow) * rowHeight(), coin, coin};
}

int CoinRow::coinAt(QPoint pos) const
{
    const int gap = zoomed(this, kGap);
    for (int i = 0; i < int(m_coins); ++i)
        if (coinRect(i).adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2).contains(pos))
            return i;
    return -1;
}

void CoinRow::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int coins = int(m_coins);
    const int firstReachable = coins - int(m_withinReach);
    const int firstMarked = coins - int(m_marked);
    // The coins a click would take: as always, or in the colour of the move's value when the owner gives values.
    QColor takingColor = kTaking;
    if (!m_values.empty() && m_hover >= 0) {
        const std::optional<bool> value = valueFrom(m_hover);
        takingColor = !value ? kNotAllowed : *value ? kWinningMove : kLosingMove;
    }
    for (int i = 0; i < coins; ++i) {
        const bool reachable = i >= firstReachable;
        const bool taking = m_hover >= 0 && i >= m_hover;
        p.setPen(QPen(reachable ? kRim : kRim.lighter(160), 1.5));
        p.setBrush(taking ? takingColor : reachable ? kReachable : kOutOfReach);
        p.drawEllipse(coinRect(i));
        if (i >= firstMarked) {
            p.setPen(QPen(kMark, 3));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(coinRect(i).adjusted(-2, -2, 2, 2));
        }
    }
    if (!m_reachShown)
        return;
    // A bracket under the coins within reach, one piece per row of coins.
    const int perRow = perRowAt(width());
    // Drawn on the window: darker on a light palette, lighter on a dark one, so that it shows on either.
    p.setPen(QPen(isDarkPalette(palette()) ? kMark.lighter(150) : kMark.darker(120), 2));
    for (int i = std::max(firstReachable, 0); i < coins;) {
        const int rowEnd = std::min(coins, (i / perRow + 1) * perRow);
        const QRect a = coinRect(i);
        const QRect b = coinRect(rowEnd - 1);
        const int y = a.bottom() + zoomed(this, kBracket) / 2 + 1;
        p.drawLine(a.left(), y - 3, a.left(), y);
        p.drawLine(a.left(), y, b.right(), y);
        p.drawLine(b.right(), y, b.right(), y - 3);
        i = rowEnd;
    }
}

void CoinRow::setHover(int hover)
{
    if (hover == m_hover)
        return;
    m_hover = hover;
    updateToolTip();
    update();
}

void CoinRow::updateToolTip()
{
    if (m_hover >= 0) {
        QString text = tr("Take %1 (leave %2)").arg(m_coins - std::uint64_t(m_hover)).arg(m_hover);
        // The value in words as well as in colour.
        if (!m_values.empty()) {
            const std::optional<bool> value = valueFrom(m_hover);
            const QString words = value ? moveValueText(*value) : tr("Not allowed now");
            text += QLatin1Char('\n') + words;
        }
        setToolTip(text);
    } else
        setToolTip(m_description);
}

void CoinRow::mouseMoveEvent(QMouseEvent *event)
{
    setHover(m_interactive ? coinAt(event->position().toPoint()) : -1);
}

void CoinRow::mousePressEvent(QMouseEvent *event)
{
    const int i = coinAt(event->position().toPoint());
    if (m_interactive && i >= 0 && event->button() == Qt::LeftButton)
        Q_EMIT takeRequested(m_coins - std::uint64_t(i));
}

void CoinRow::leaveEvent(QEvent *)
{
    setHover(-1);
}

void CoinRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateToolTip();
    QWidget::changeEvent(event);
}

} // namespace nimlab
