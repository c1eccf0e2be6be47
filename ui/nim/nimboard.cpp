#include "nimboard.h"

#include "games/nimrules.h"
#include "games/typedgame.h"
#include "math/decimal.h"
#include "widgets/pileboard.h"

#include <QEvent>
#include <QVBoxLayout>

namespace nimlab {

NimBoard::NimBoard(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_board(new PileBoard(this))
{
    m_board->setMaxDrawn(kMaxDrawn);
    m_board->setCoinStyle(15, false); // every coin of a heap may be taken: no bracket
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_board);
    connect(m_board, &PileBoard::takeRequested, this, [this](int heap, std::uint64_t take) {
        // The rules turn "take these coins" into the heap's new size; the board only asks.
        const TypedGame<NimRules> game(m_session);
        if (const std::optional<NimRules::Move> move = NimRules::take(game.position(), std::size_t(heap), take))
            game.play(*move);
    });
    connect(m_board, &PileBoard::entrySubmitted, this, &NimBoard::takeFromEntry);
    connect(m_board, &PileBoard::entryChanged, this, &NimBoard::showEntryValue);
    connect(session, &GameSession::positionChanged, this, &NimBoard::refresh);
    connect(session, &GameSession::hintChanged, this, &NimBoard::showHint);
    refresh();
}

void NimBoard::refresh()
{
    m_board->clearEntries();
    updateRows();
}

void NimBoard::showHint()
{
    updateRows();
}

void NimBoard::setShowsMoveValues(bool shown)
{
    m_showsMoveValues = shown;
    m_board->setShowsMoveValues(shown);
    updateRows();
}

void NimBoard::updateRows()
{
    const TypedGame<NimRules> game(m_session);
    const NimRules::Position position = game.position();
    const std::vector<std::uint64_t> &heaps = position.heaps;
    const std::optional<NimRules::Move> hint = game.shownHint();
    const bool interactive = game.acceptsMoves();
    std::vector<PileRow> rows;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        const std::uint64_t hintedTake = hint && hint->heap == i ? NimRules::taken(position, *hint) : 0;
        PileRow row;
        row.name = tr("Heap %1").arg(i + 1);
        row.coins = heaps[i];
        row.withinReach = heaps[i]; // any number of coins may be taken from one heap
        row.coinsName = tr("Heap %1 as coins: click a coin to take it and every coin to its right").arg(i + 1);
        // What a screen reader says of the heap (and the coins' tooltip): its size and the takes the rules allow.
        row.coinsDescription =
            heaps[i] == 0 ? tr("Heap %1: empty").arg(i + 1)
                          : tr("Heap %1: %2 coins, you may take 1 to %3").arg(i + 1).arg(heaps[i]).arg(row.withinReach);
        row.size = QString::number(heaps[i]);
        row.entryLabel = tr("Leave:");
        row.entryToolTip = tr("The number of coins to leave in this heap (smaller than it has now)");
        row.entryName = tr("Coins to leave in heap %1").arg(i + 1);
        row.takeText = tr("Take");
        row.takeToolTip = tr("Lower heap %1 to the number entered").arg(i + 1);
        row.hintedTake = hintedTake;
        row.placeholder = hintedTake > 0 ? QString::number(hint->to) : QString();
        row.enabled = interactive && heaps[i] > 0;
        // The core says which take wins; only for heaps drawn as coins, and only while a person may move.
        if (m_showsMoveValues && interactive && heaps[i] <= kMaxDrawn)
            for (std::uint64_t take = 1; take <= heaps[i]; ++take) {
                const std::optional<NimRules::Move> move = NimRules::take(position, i, take);
                row.takeValues.push_back(move ? game.isWinningMove(*move) : std::nullopt);
            }
        rows.push_back(row);
    }
    m_board->setRows(rows);
}

void NimBoard::showEntryValue(int heap, const QString &text)
{
    const TypedGame<NimRules> game(m_session);
    // Only a number is worth asking about; whether leaving it is legal is the core's answer (nullopt when not).
    const std::optional<std::uint64_t> leave = m_showsMoveValues ? parseDecimal(text) : std::nullopt;
    const bool asks = leave && game.acceptsMoves();
    m_board->setEntryValue(heap, asks ? game.isWinningMove({std::size_t(heap), *leave}) : std::nullopt);
}

void NimBoard::takeFromEntry(int heap, const QString &text)
{
    // Only the number is read here; whether leaving it is a legal move is the rules' answer (moveRejected).
    const std::optional<std::uint64_t> leave = parseDecimal(text);
    if (!leave) {
        const std::uint64_t most = NimRules::mostToLeave(TypedGame<NimRules>(m_session).position(), std::size_t(heap));
        Q_EMIT message(
            tr("Heap %1: enter how many coins to leave, a whole number from 0 to %2.").arg(heap + 1).arg(most));
        return;
    }
    TypedGame<NimRules>(m_session).play({std::size_t(heap), *leave});
}

void NimBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateRows();
    QWidget::changeEvent(event);
}

} // namespace nimlab
