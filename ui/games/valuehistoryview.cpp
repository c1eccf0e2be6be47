#include "valuehistoryview.h"

#include "games/gamesession.h"
#include "games/valuetext.h"
#include "movelistmodel.h"
#include "widgets/accessibletext.h"
#include "widgets/themecolors.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace nimlab {

namespace {
constexpr int kMargin = 10;
constexpr int kRadius = 5;
const QColor kFirst(0x1f, 0x6f, 0xb5);
const QColor kSecond(0xc0, 0x6a, 0x10);
} // namespace

ValueHistoryView::ValueHistoryView(GameSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("valueHistory"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(session, &GameSession::positionChanged, this, &ValueHistoryView::refresh);
    session->wantValues(); // shown here, so searched
    connect(session, &GameSession::valuesChanged, this, &ValueHistoryView::refresh);
    refresh();
}

QSize ValueHistoryView::sizeHint() const
{
    // Room for a remoteness number above the upper marks and below the lower ones.
    return {260, 6 * fontMetrics().height() + 2 * kMargin};
}

QSize ValueHistoryView::minimumSizeHint() const
{
    return {120, sizeHint().height()};
}

QPoint ValueHistoryView::markCentre(int moves) const
{
    const int labels = fontMetrics().horizontalAdvance(MoveListModel::playerName(*m_session, 1)) + kMargin;
    const int left = std::min(labels, width() / 3) + kMargin;
    const int right = width() - kMargin;
    const int count = std::max(1, int(m_winners.size()) - 1);
    // At most 24 px between marks; a long game squeezes them.
    const int step = std::min(24, std::max(1, (right - left) / count));
    const int x = left + moves * step;
    const int mid = height() / 2;
    const int y =
        moves < int(m_winners.size()) && m_winners[std::size_t(moves)] == 0 ? mid - height() / 4 : mid + height() / 4;
    return {x, y};
}

std::optional<int> ValueHistoryView::markAt(QPoint pos) const
{
    for (int i = 0; i < int(m_winners.size()); ++i)
        if ((markCentre(i) - pos).manhattanLength() <= 2 * kRadius)
            return i;
    return std::nullopt;
}

QString ValueHistoryView::markText(int moves) const
{
    const QString who = MoveListModel::playerName(*m_session, m_winners[std::size_t(moves)]);
    const QString where = moves == 0 ? tr("The start") : tr("After move %1").arg(moves);
    const std::optional<PositionValue> value = m_session->valueAt(moves);
    QString text = valueMarkText(where, who, value ? value->remoteness : std::nullopt);
    if (m_missed[std::size_t(moves)])
        text += QLatin1Char(' ') + tr("The move before missed a win.");
    return text;
}

void ValueHistoryView::refresh()
{
    m_winners.clear();
    m_missed.assign(std::size_t(m_session->historySize()) + 1, false);
    for (int i = 0; i <= m_session->historySize(); ++i)
        m_winners.push_back(m_session->winnerAt(i));
    const std::vector<GameSession::ReviewEntry> review = m_session->review();
    for (std::size_t i = 0; i < review.size(); ++i)
        m_missed[i + 1] = review[i].quality == GameSession::MoveQuality::MissedWin;
    QStringList parts;
    for (int i = 0; i < int(m_winners.size()); ++i)
        parts << markText(i);
    updateAccessibleName(this, tr("Value history"));
    updateAccessibleDescription(this, parts.join(QLatin1Char(' ')));
    update();
}

void ValueHistoryView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int mid = height() / 2;
    p.setPen(palette().color(QPalette::WindowText));
    const QFontMetrics fm = fontMetrics();
    // Which side is whose: the first player's wins above the line, the second's below.
    const int labelWidth = std::min(width() / 3, width());
    p.drawText(QRect(kMargin / 2, 0, labelWidth, mid), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(MoveListModel::playerName(*m_session, 0), Qt::ElideRight, labelWidth));
    p.drawText(QRect(kMargin / 2, mid, labelWidth, mid), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(MoveListModel::playerName(*m_session, 1), Qt::ElideRight, labelWidth));
    p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
    p.drawLine(markCentre(0).x() - kRadius, mid, width() - kMargin, mid);
    p.setPen(QPen(palette().color(QPalette::Mid), 1.5));
    for (int i = 1; i < int(m_winners.size()); ++i)
        p.drawLine(markCentre(i - 1), markCentre(i));
    // The red of a missed win, in the shade that shows on the palette's window (light or dark).
    const QColor missed = messageColor(palette());
    const int spacing = int(m_winners.size()) > 1 ? markCentre(1).x() - markCentre(0).x() : width();
    for (int i = 0; i < int(m_winners.size()); ++i) {
        const QPoint c = markCentre(i);
        const bool shown = i == m_session->moveCount();
        p.setPen(QPen(m_missed[std::size_t(i)] ? missed : palette().color(QPalette::WindowText),
                      m_missed[std::size_t(i)] || shown ? 2.5 : 1));
        p.setBrush(m_winners[std::size_t(i)] == 0 ? kFirst : kSecond);
        const int r = shown ? kRadius + 3 : kRadius;
        p.drawEllipse(c, r, r);
        // The remoteness (moves to the end with best play), outside the mark, away from the middle line; where the
        // marks are too close for every number, the start's and the shown position's (each mark's tooltip has it).
        if (const std::optional<PositionValue> value = m_session->valueAt(i); value && value->remoteness) {
            const QString number = QString::number(*value->remoteness);
            if (fm.horizontalAdvance(number) + 4 <= spacing || shown || i == 0) {
                p.setPen(palette().color(QPalette::WindowText));
                const int h = fm.height();
                const QRect box(c.x() - 15, m_winners[std::size_t(i)] == 0 ? c.y() - r - h : c.y() + r, 30, h);
                p.drawText(box, Qt::AlignCenter, number);
            }
        }
    }
}

void ValueHistoryView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const std::optional<int> mark = markAt(event->position().toPoint()))
        m_session->showPosition(*mark);
}

void ValueHistoryView::mouseMoveEvent(QMouseEvent *event)
{
    const std::optional<int> mark = markAt(event->position().toPoint());
    setToolTip(mark ? markText(*mark) : QString());
    setCursor(mark ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void ValueHistoryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace nimlab
