#include "wythoffboard.h"

#include "games/gamesession.h"
#include "games/typedgame.h"
#include "games/wythoffconstruction.h"
#include "games/wythofflab.h"
#include "games/wythoffrules.h"
#include "widgets/accessibletext.h"
#include "widgets/valuecolor.h"
#include "widgets/zoomscale.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace nimlab {

namespace {
const QColor kLight(0xf0, 0xd9, 0xb5);
const QColor kDark(0xb5, 0x88, 0x63);
const QColor kReach(0x3a, 0x7b, 0xd5, 95);
const QColor kHover(0x3a, 0x7b, 0xd5, 190);
const QColor kP(0xd0, 0x30, 0x30, 170);
const QColor kN(0x70, 0x70, 0x70, 140);
const QColor kFreshN(0xff, 0x98, 0x30, 170);
const QColor kHint(0x1b, 0x8a, 0x3a);
const QColor kQueen(0x2e, 0x25, 0x55);
constexpr int kMargin = 4;
} // namespace

WythoffBoard::WythoffBoard(WythoffLab *lab, Shows shows, QWidget *parent) : QWidget(parent), m_lab(lab), m_shows(shows)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setObjectName(shows == Shows::Game ? QStringLiteral("queenBoard") : QStringLiteral("constructionBoard"));
    // A new position starts the keyboard's choice again from the queen.
    connect(lab->game(), &GameSession::positionChanged, this, [this] {
        m_keyboard.reset();
        retranslateUi();
    });
    if (shows == Shows::Game)
        setFocusPolicy(Qt::StrongFocus);
    connect(lab->game(), &GameSession::hintChanged, this, &WythoffBoard::retranslateUi);
    // The students' view hides the P-positions (the hint and the move values follow the session by themselves).
    connect(lab->game(), &GameSession::answersHiddenChanged, this, qOverload<>(&WythoffBoard::update));
    connect(lab, &WythoffLab::settingsChanged, this, [this] {
        updateGeometry();
        retranslateUi();
    });
    // The step is the lab's stepper's: the board repaints from it, never a copy.
    connect(lab->stepper(), &Stepper::stepChanged, this, &WythoffBoard::retranslateUi);
    retranslateUi();
}

int WythoffBoard::side() const
{
    return m_lab->boardSize();
}

QSize WythoffBoard::sizeHint() const
{
    return {zoomed(this, 420), zoomed(this, 420)};
}

QSize WythoffBoard::minimumSizeHint() const
{
    // The squares shrink to fit a short window (the page scrolls below this), and grow with the zoom.
    return {zoomed(this, 220), zoomed(this, 220)};
}

QRect WythoffBoard::boardRect() const
{
    const QFontMetrics fm = fontMetrics();
    const int left = fm.horizontalAdvance(QStringLiteral("30")) + 2 * kMargin;
    const int bottom = fm.height() + kMargin;
    const int cell = std::max(4, std::min((width() - left - kMargin) / side(), (height() - bottom - kMargin) / side()));
    // Centred in the space left of the labels.
    const int extra = std::max(0, width() - left - kMargin - cell * side());
    return {left + extra / 2, kMargin, cell * side(), cell * side()};
}

int WythoffBoard::cellSize() const
{
    return boardRect().width() / side();
}

QRect WythoffBoard::squareRect(int x, int y) const
{
    const QRect board = boardRect();
    const int cell = cellSize();
    return {board.left() + x * cell, board.top() + (side() - 1 - y) * cell, cell, cell};
}

std::optional<QPoint> WythoffBoard::squareAt(QPoint pos) const
{
    const QRect board = boardRect();
    if (!board.contains(pos))
        return std::nullopt;
    const int cell = cellSize();
    const int x = (pos.x() - board.left()) / cell;
    const int y = side() - 1 - (pos.y() - board.top()) / cell;
    if (x < 0 || y < 0 || x >= side() || y >= side())
        return std::nullopt;
    return QPoint(x, y);
}

int WythoffBoard::constructionStep() const
{
    // -1 in play; the stepper's index is -1 only before it has steps, shown as the empty board.
    return m_shows == Shows::Construction ? std::max(0, m_lab->constructionStep()) : -1;
}

bool WythoffBoard::queenOnBoard() const
{
    const WythoffRules::Position at = TypedGame<WythoffRules>(m_lab->game()).position();
    return m_lab->isOnBoard(at.x, at.y);
}

void WythoffBoard::setShowsMoveValues(bool shown)
{
    m_showsMoveValues = shown;
    updateHoverToolTip();
    update();
}

std::optional<bool> WythoffBoard::moveValue(int x, int y) const
{
    const TypedGame<WythoffRules> game(m_lab->game());
    if (!m_showsMoveValues || !reachable(x, y) || !game.acceptsMoves())
        return std::nullopt;
    return game.isWinningMove({std::uint64_t(x), std::uint64_t(y)});
}

bool WythoffBoard::reachable(int x, int y) const
{
    // Asked for every square on each paint: the core's plain test, not the rules' translated refusal.
    return constructionStep() < 0 && queenOnBoard() &&
           TypedGame<WythoffRules>(m_lab->game()).isLegal({std::uint64_t(x), std::uint64_t(y)});
}

void WythoffBoard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintSquares(p);
    if (constructionStep() >= 0)
        paintConstruction(p);
    else
        paintGame(p);
    paintLabels(p);
}

void WythoffBoard::paintSquares(QPainter &p) const
{
    p.setPen(Qt::NoPen);
    for (int x = 0; x < side(); ++x)
        for (int y = 0; y < side(); ++y)
            p.fillRect(squareRect(x, y), (x + y) % 2 == 0 ? kDark : kLight);
    p.setPen(QPen(kDark.darker(160), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(boardRect().adjusted(0, 0, -1, -1));
}

void WythoffBoard::paintConstruction(QPainter &p) const
{
    QFont glyphFont = font();
    glyphFont.setPixelSize(std::max(6, cellSize() * 3 / 5));
    glyphFont.setBold(true);
    p.setFont(glyphFont);
    const bool glyphs = cellSize() >= 12;
    const int step = constructionStep();
    const WythoffConstruction &construction = m_lab->construction();
    for (int x = 0; x < side(); ++x) {
        for (int y = 0; y < side(); ++y) {
            const WythoffConstruction::Cell c = construction.cell(step, x, y);
            if (c.mark == WythoffConstruction::Mark::Unknown)
                continue;
            const QRect r = squareRect(x, y);
            const bool isP = c.mark == WythoffConstruction::Mark::P;
            p.fillRect(r, isP ? kP : c.step == step ? kFreshN : kN);
            if (glyphs) {
                p.setPen(Qt::white);
                // The article's marks: 〇 for P (後手必勝形), × for N.
                p.drawText(r, Qt::AlignCenter, isP ? QStringLiteral("\u25cb") : QStringLiteral("\u00d7"));
            }
            if (isP && c.step == step) {
                p.setPen(QPen(QColor(0xff, 0xe0, 0x40), 3));
                p.setBrush(Qt::NoBrush);
                p.drawRect(r.adjusted(1, 1, -2, -2));
            }
        }
    }
}

void WythoffBoard::paintGame(QPainter &p) const
{
    const TypedGame<WythoffRules> game(m_lab->game());
    const bool showP = m_lab->showPPositions() && !m_lab->game()->areAnswersHidden();
    for (int x = 0; x < side(); ++x) {
        for (int y = 0; y < side(); ++y) {
            const QRect r = squareRect(x, y);
            if (showP && game.rules().isPPosition({std::uint64_t(x), std::uint64_t(y)}))
                p.fillRect(r, kP);
            if (reachable(x, y))
                p.fillRect(r, m_hover == QPoint(x, y) ? kHover : kReach);
        }
    }
    // The square under the mouse in the colour of its move's value, framed so that it stands out on either square.
    if (const std::optional<bool> value = m_hover ? moveValue(m_hover->x(), m_hover->y()) : std::nullopt) {
        const QRect r = squareRect(m_hover->x(), m_hover->y());
        p.fillRect(r, *value ? kWinningMove : kLosingMove);
        p.setPen(QPen(palette().color(QPalette::WindowText), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(0, 0, -1, -1));
    }
    if (game.session()->moveCount() > 0) {
        const WythoffRules::Position before = game.positionAt(game.session()->moveCount() - 1);
        if (m_lab->isOnBoard(before.x, before.y)) {
            p.setPen(QPen(QColor(0x30, 0x30, 0x30), 2, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(squareRect(int(before.x), int(before.y)).adjusted(2, 2, -2, -2));
        }
    }
    // After a hint, every winning move is outlined.
    for (const WythoffRules::Move &m :
         game.session()->isHintShown() ? game.winningMoves() : std::vector<WythoffRules::Move>{}) {
        if (!m_lab->isOnBoard(m.x, m.y))
            continue;
        p.setPen(QPen(kHint, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(squareRect(int(m.x), int(m.y)).adjusted(2, 2, -3, -3));
    }
    const WythoffRules::Position at = game.position();
    if (queenOnBoard()) {
        paintQueen(p, squareRect(int(at.x), int(at.y)));
        // The keyboard's square, framed in black and white so that it shows on either square.
        if (hasFocus()) {
            const QRect r = squareRect(keyboardSquare().x(), keyboardSquare().y());
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(Qt::white, 3));
            p.drawRect(r.adjusted(1, 1, -2, -2));
            p.setPen(QPen(Qt::black, 1));
            p.drawRect(r.adjusted(0, 0, -1, -1));
        }
        return;
    }
    // The position is too big for the board: say so over it.
    const QString text =
        tr("The queen is at (%1, %2), off this %3 x %3 board: play with the piles.").arg(at.x).arg(at.y).arg(side());
    const QRect box = boardRect().adjusted(16, 16, -16, -16);
    QRect textRect = fontMetrics().boundingRect(box, Qt::AlignCenter | Qt::TextWordWrap, text).adjusted(-8, -6, 8, 6);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 225));
    p.drawRoundedRect(textRect, 6, 6);
    p.setPen(Qt::black);
    p.setFont(font());
    p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, text);
}

void WythoffBoard::paintQueen(QPainter &p, const QRect &square) const
{
    const QRectF r = QRectF(square).adjusted(square.width() * 0.12, square.height() * 0.12, -square.width() * 0.12,
                                             -square.height() * 0.12);
    const auto at = [&r](double fx, double fy) {
        return QPointF(r.left() + fx * r.width(), r.top() + fy * r.height());
    };
    QPainterPath crown;
    crown.moveTo(at(0.18, 0.78));
    crown.lineTo(at(0.04, 0.30));
    crown.lineTo(at(0.30, 0.55));
    crown.lineTo(at(0.50, 0.18));
    crown.lineTo(at(0.70, 0.55));
    crown.lineTo(at(0.96, 0.30));
    crown.lineTo(at(0.82, 0.78));
    crown.closeSubpath();
    crown.addRoundedRect(QRectF(at(0.16, 0.80), at(0.84, 0.94)), 2, 2);
    const double ball = std::max(1.5, r.width() * 0.07);
    for (const QPointF &tip : {at(0.04, 0.30), at(0.50, 0.18), at(0.96, 0.30)})
        crown.addEllipse(tip, ball, ball);
    p.setPen(QPen(Qt::white, std::max(1.0, r.width() / 22)));
    p.setBrush(kQueen);
    p.drawPath(crown.simplified());
}

void WythoffBoard::paintLabels(QPainter &p) const
{
    p.setFont(font());
    p.setPen(palette().color(QPalette::WindowText));
    const QRect board = boardRect();
    const int cell = cellSize();
    const int every = cell >= fontMetrics().horizontalAdvance(QStringLiteral("30")) + 2 ? 1 : 5;
    for (int i = 0; i < side(); ++i) {
        if (i % every != 0)
            continue;
        const QRect column = squareRect(i, 0);
        p.drawText(QRect(column.left() - cell, board.bottom() + 2, 3 * cell, fontMetrics().height()),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(i));
        const QRect row = squareRect(0, i);
        p.drawText(QRect(board.left() - 3 * cell, row.top(), 3 * cell - kMargin, cell),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(i));
    }
}

QString WythoffBoard::squareToolTip(int x, int y) const
{
    QString text = QStringLiteral("(%1, %2)").arg(x).arg(y);
    if (const int step = constructionStep(); step >= 0) {
        const WythoffConstruction::Mark mark = m_lab->construction().cell(step, x, y).mark;
        if (mark == WythoffConstruction::Mark::P)
            text += QLatin1Char(' ') + tr("P-position: the player who just moved wins");
        else if (mark == WythoffConstruction::Mark::N)
            text += QLatin1Char(' ') + tr("N-position: one move reaches a P-position");
        else
            text += QLatin1Char(' ') + tr("not decided yet");
        return text;
    }
    if (reachable(x, y))
        text += QLatin1Char(' ') + tr("Click to move the queen here");
    // The value in words as well as in colour.
    if (const std::optional<bool> value = moveValue(x, y))
        text += QLatin1Char('\n') + moveValueText(*value);
    return text;
}

void WythoffBoard::mouseMoveEvent(QMouseEvent *event)
{
    const std::optional<QPoint> square = squareAt(event->position().toPoint());
    if (square == m_hover)
        return;
    m_hover = square;
    updateHoverToolTip();
    setCursor(square && reachable(square->x(), square->y()) ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void WythoffBoard::mousePressEvent(QMouseEvent *event)
{
    const std::optional<QPoint> square = squareAt(event->position().toPoint());
    if (!square || event->button() != Qt::LeftButton)
        return;
    GameSession *game = m_lab->game();
    const TypedGame<WythoffRules> typed(game);
    // Not while the computer is to move (also in a position looked back at: its move is its own).
    if (m_shows == Shows::Construction || !queenOnBoard() || !typed.acceptsMoves())
        return;
    const WythoffRules::Position at = typed.position();
    if (square->x() == int(at.x) && square->y() == int(at.y))
        return;
    // A refusal is reported once, by the tab, from the session's moveRejected.
    typed.play({std::uint64_t(square->x()), std::uint64_t(square->y())});
}

void WythoffBoard::updateHoverToolTip()
{
    setToolTip(m_hover ? squareToolTip(m_hover->x(), m_hover->y()) : QString());
}

void WythoffBoard::leaveEvent(QEvent *)
{
    m_hover.reset();
    update();
}

QPoint WythoffBoard::keyboardSquare() const
{
    if (m_keyboard)
        return *m_keyboard;
    const WythoffRules::Position at = TypedGame<WythoffRules>(m_lab->game()).position();
    return {int(at.x), int(at.y)};
}

void WythoffBoard::moveKeyboardSquare(int dx, int dy)
{
    const QPoint from = keyboardSquare();
    m_keyboard = QPoint(std::clamp(from.x() + dx, 0, side() - 1), std::clamp(from.y() + dy, 0, side() - 1));
    retranslateUi();
}

void WythoffBoard::keyPressEvent(QKeyEvent *event)
{
    if (m_shows != Shows::Game || !queenOnBoard()) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveKeyboardSquare(-1, 0);
        return;
    case Qt::Key_Right:
        moveKeyboardSquare(1, 0);
        return;
    case Qt::Key_Down:
        moveKeyboardSquare(0, -1);
        return;
    case Qt::Key_Up:
        moveKeyboardSquare(0, 1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: {
        const QPoint square = keyboardSquare();
        const TypedGame<WythoffRules> game(m_lab->game());
        // The same move as a click there; a refusal is reported once, by the tab, from the session's moveRejected.
        if (m_keyboard && game.acceptsMoves())
            game.play({std::uint64_t(square.x()), std::uint64_t(square.y())});
        return;
    }
    default:
        QWidget::keyPressEvent(event);
    }
}

void WythoffBoard::focusInEvent(QFocusEvent *event)
{
    update();
    QWidget::focusInEvent(event);
}

void WythoffBoard::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

void WythoffBoard::retranslateUi()
{
    updateAccessibleName(this, m_shows == Shows::Game ? tr("Queen's board") : tr("The construction on the board"));
    if (const int step = constructionStep(); step >= 0) {
        // What a sighted user sees on the board: the core's account of this step of the construction.
        updateAccessibleDescription(this, m_lab->construction().boardText(step, side()));
        updateHoverToolTip();
        update();
        return;
    }
    const TypedGame<WythoffRules> game(m_lab->game());
    const WythoffRules::Position at = game.position();
    QString description = tr("Column x from the left, row y from the bottom; the queen moves left, down or "
                             "diagonally down-left. The queen is at (%1, %2).")
                              .arg(at.x)
                              .arg(at.y);
    if (game.session()->isHintShown()) {
        QStringList squares;
        for (const WythoffRules::Move &m : game.winningMoves())
            squares << QStringLiteral("(%1, %2)").arg(m.x).arg(m.y);
        description += QLatin1Char(' ') +
                       (squares.isEmpty() ? tr("No winning move.")
                                          : tr("Winning moves outlined: %1.").arg(squares.join(QStringLiteral(", "))));
    }
    if (m_keyboard) {
        const QPoint k = *m_keyboard;
        description +=
            QLatin1Char(' ') + (reachable(k.x(), k.y()) ? tr("Chosen: (%1, %2); press Enter to move the queen there.")
                                                        : tr("Chosen: (%1, %2), out of the queen's reach."))
                                   .arg(k.x())
                                   .arg(k.y());
    } else if (queenOnBoard())
        description += QLatin1Char(' ') + tr("The arrow keys choose a square, Enter moves the queen there.");
    updateAccessibleDescription(this, description);
    updateHoverToolTip();
    update();
}

void WythoffBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
