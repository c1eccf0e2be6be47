#include "sumboard.h"

#include "games/gamesession.h"
#include "games/sumanalysis.h"
#include "games/sumrules.h"
#include "games/typedgame.h"
#include "math/decimal.h"
#include "miniqueenboard.h"
#include "widgets/accessibletext.h"
#include "widgets/pileboard.h"
#include "widgets/taborder.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace nimlab {

namespace {
constexpr std::uint64_t kMaxDrawn = 30;

std::vector<SumComponent> componentsOf(GameSession *session)
{
    return TypedGame<SumRules>(session).position().components;
}

} // namespace

SumBoard::SumBoard(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_piles(new PileBoard(this)), m_queensLayout(new QVBoxLayout)
{
    m_piles->setMaxDrawn(kMaxDrawn);
    m_piles->setCoinStyle(15, true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_piles);
    layout->addLayout(m_queensLayout);
    connect(m_piles, &PileBoard::takeRequested, this, &SumBoard::takeFromPile);
    connect(m_piles, &PileBoard::entrySubmitted, this, &SumBoard::pileEntry);
    connect(session, &GameSession::positionChanged, this, &SumBoard::refresh);
    connect(session, &GameSession::hintChanged, this, &SumBoard::updateRows);
    refresh();
}

void SumBoard::setShowsMoveValues(bool shown)
{
    m_showsMoveValues = shown;
    m_piles->setShowsMoveValues(shown);
    updateRows();
}

void SumBoard::refresh()
{
    m_piles->clearEntries();
    for (const QueenRow &q : m_queens)
        q.entry->clear();
    rebuildQueens();
    updateRows();
    // Tab as the board reads: the piles, then the queens (rows made anew join the end of the window's order).
    QList<QWidget *> blocks = {m_piles};
    for (const QueenRow &q : m_queens)
        blocks << q.name->parentWidget();
    chainTabOrder(blocks);
}

void SumBoard::rebuildQueens()
{
    std::vector<std::size_t> wanted;
    const std::vector<SumComponent> components = componentsOf(m_session);
    for (std::size_t i = 0; i < components.size(); ++i)
        if (components[i].game == SumGame::Wythoff)
            wanted.push_back(i);
    std::vector<std::size_t> have;
    for (const QueenRow &q : m_queens)
        have.push_back(q.component);
    if (wanted == have)
        return;
    for (QueenRow &q : m_queens)
        delete q.name->parentWidget();
    m_queens.clear();
    for (const std::size_t i : wanted) {
        auto *row = new QWidget(this);
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        QueenRow q{
            i, new QLabel(row), new MiniQueenBoard(row), new QLabel(row), new QLineEdit(row), new QPushButton(row)};
        q.board->setObjectName(QStringLiteral("queen%1").arg(i));
        q.entry->setObjectName(QStringLiteral("wythoffEntry%1").arg(i));
        q.move->setObjectName(QStringLiteral("wythoffMove%1").arg(i));
        q.entryLabel->setBuddy(q.entry);
        h->addWidget(q.name);
        h->addWidget(q.board);
        h->addWidget(q.entryLabel);
        h->addWidget(q.entry);
        h->addWidget(q.move);
        h->addStretch();
        connect(q.board, &MiniQueenBoard::squareClicked, this,
                [this, i](std::uint64_t x, std::uint64_t y) { playQueen(i, x, y); });
        const auto submit = [this, i, entry = q.entry] { queenEntry(i, entry->text()); };
        connect(q.entry, &QLineEdit::returnPressed, this, submit);
        connect(q.move, &QPushButton::clicked, this, submit);
        m_queensLayout->addWidget(row);
        m_queens.push_back(q);
    }
}

void SumBoard::updateRows()
{
    const TypedGame<SumRules> game(m_session);
    const std::vector<SumComponent> components = game.position().components;
    const std::optional<SumRules::Move> hint = game.shownHint();
    const bool interactive = game.acceptsMoves();
    std::vector<PileRow> rows;
    m_pileComponents.clear();
    for (std::size_t i = 0; i < components.size(); ++i) {
        const SumComponent &c = components[i];
        if (c.game == SumGame::Wythoff)
            continue;
        m_pileComponents.push_back(i);
        const bool nim = c.game == SumGame::Nim;
        const std::uint64_t reach = sumComponentMoveCount(c); // the coins the rules let the player take now
        PileRow row;
        row.name =
            QStringLiteral("%1. %2").arg(i + 1).arg(nim ? tr("Nim heap") : tr("Fibonacci Nim pile\nquota %1").arg(c.b));
        row.coins = c.a;
        row.withinReach = reach;
        row.coinsName = tr("Component %1 as coins: click a coin to take it and every coin to its right").arg(i + 1);
        // What a screen reader says of the component (and the coins' tooltip): the core's words and the takes the
        // rules allow now.
        row.coinsDescription =
            reach == 0 ? tr("%1. %2: no move").arg(i + 1).arg(SumExplainer::componentText(c))
                       : tr("%1. %2: you may take 1 to %3").arg(i + 1).arg(SumExplainer::componentText(c)).arg(reach);
        row.size = QString::number(c.a);
        row.entryLabel = nim ? tr("Leave:") : tr("Take:");
        row.entryToolTip = nim ? tr("The number of coins to leave in this heap") : tr("The number of coins to take");
        row.entryName = tr("Move in component %1").arg(i + 1);
        row.takeText = nim ? tr("Leave") : tr("Take");
        row.takeToolTip = tr("Make this move in component %1").arg(i + 1);
        if (hint && hint->component == i) {
            row.hintedTake = c.a - hint->to.a;
            row.placeholder = QString::number(nim ? hint->to.a : row.hintedTake);
        }
        row.enabled = interactive && reach > 0;
        if (m_showsMoveValues && interactive && c.a <= kMaxDrawn)
            for (std::uint64_t take = 1; take <= c.a; ++take)
                row.takeValues.push_back(game.isWinningMove({i, *sumComponentAfterTake(c, take)}));
        rows.push_back(row);
    }
    m_piles->setRows(rows);
    m_piles->setVisible(!rows.empty());
    for (QueenRow &q : m_queens) {
        const SumComponent &c = components[q.component];
        q.name->setText(QStringLiteral("%1. %2").arg(q.component + 1).arg(tr("Wythoff (%1, %2)").arg(c.a).arg(c.b)));
        // The squares she reaches are the core's answer, not the board's.
        updateAccessibleName(q.board, tr("Component %1 as a queen's board").arg(q.component + 1));
        q.board->setPosition(c.a, c.b,
                             interactive ? MiniQueenBoard::Reach([c](std::uint64_t x, std::uint64_t y) {
                                 return sumComponentReaches(c, SumComponent::wythoff(x, y));
                             })
                                         : MiniQueenBoard::Reach());
        q.entryLabel->setText(tr("Move to:"));
        q.entry->setToolTip(tr("The square to move the queen to, as x,y (left, down or diagonally down-left)"));
        q.entry->setAccessibleName(tr("Move in component %1").arg(q.component + 1));
        q.entry->setPlaceholderText(hint && hint->component == q.component
                                        ? QStringLiteral("%1,%2").arg(hint->to.a).arg(hint->to.b)
                                        : QStringLiteral("x,y"));
        q.entry->setEnabled(interactive);
        q.move->setText(tr("Move"));
        q.move->setEnabled(interactive);
    }
}

void SumBoard::takeFromPile(int row, std::uint64_t take)
{
    const std::size_t i = m_pileComponents.at(std::size_t(row));
    if (const std::optional<SumComponent> to = sumComponentAfterTake(componentsOf(m_session)[i], take))
        TypedGame<SumRules>(m_session).play({i, *to});
}

void SumBoard::pileEntry(int row, const QString &text)
{
    const std::size_t i = m_pileComponents.at(std::size_t(row));
    const SumComponent c = componentsOf(m_session)[i];
    const std::optional<std::uint64_t> n = parseDecimal(text.trimmed());
    if (!n || *n > c.a) {
        Q_EMIT message(
            c.game == SumGame::Nim
                ? tr("Component %1: enter how many coins to leave, a whole number below %2.").arg(i + 1).arg(c.a)
                : tr("Component %1: enter how many coins to take, a whole number up to %2.")
                      .arg(i + 1)
                      .arg(sumComponentMoveCount(c)));
        return;
    }
    // Nim's entry says what to leave, Fibonacci Nim's what to take.
    const SumComponent to = c.game == SumGame::Nim ? SumComponent::nim(*n) : *sumComponentAfterTake(c, *n);
    TypedGame<SumRules>(m_session).play({i, to});
}

void SumBoard::queenEntry(std::size_t component, const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    const std::optional<std::uint64_t> x = parts.size() == 2 ? parseDecimal(parts[0].trimmed()) : std::nullopt;
    const std::optional<std::uint64_t> y = parts.size() == 2 ? parseDecimal(parts[1].trimmed()) : std::nullopt;
    if (!x || !y) {
        Q_EMIT message(tr("Component %1: enter the square to move to as two whole numbers, x,y.").arg(component + 1));
        return;
    }
    playQueen(component, *x, *y);
}

void SumBoard::playQueen(std::size_t component, std::uint64_t x, std::uint64_t y)
{
    TypedGame<SumRules>(m_session).play({component, SumComponent::wythoff(x, y)});
}

void SumBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateRows();
    QWidget::changeEvent(event);
}

} // namespace nimlab
