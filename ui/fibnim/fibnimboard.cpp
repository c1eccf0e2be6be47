#include "fibnimboard.h"

#include "math/decimal.h"

#include "games/fibnimgame.h"
#include "games/typedgame.h"
#include "widgets/coinrow.h"
#include "widgets/pileboard.h"
#include "widgets/relativefont.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace nimlab {

FibNimBoard::FibNimBoard(FibNimGame *game, QWidget *parent)
    : QWidget(parent), m_game(game), m_session(game->session()), m_quota(new QLabel(this)), m_board(new PileBoard(this))
{
    m_quota->setObjectName(QStringLiteral("quotaLabel"));
    setRelativeFont(m_quota, 1.3, FontStyle::Bold);
    m_quota->setWordWrap(true);
    m_quota->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_board->setMaxDrawn(CoinRow::kMaxCoins);
    m_board->setCoinStyle(14, true); // the quota limits a take: the bracket shows the coins within reach
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_quota);
    layout->addWidget(m_board);
    connect(m_board, &PileBoard::takeRequested, this, [this](int pile, std::uint64_t take) {
        TypedGame<FibNimRules>(m_session).play({pile, take});
    });
    connect(m_board, &PileBoard::entrySubmitted, this, &FibNimBoard::takeFromEntry);
    connect(m_board, &PileBoard::entryChanged, this, &FibNimBoard::showEntryValue);
    connect(m_session, &GameSession::positionChanged, this, &FibNimBoard::refresh);
    connect(m_session, &GameSession::hintChanged, this, &FibNimBoard::showHint);
    refresh();
}

void FibNimBoard::refresh()
{
    m_board->clearEntries();
    updateRows();
}

void FibNimBoard::showHint()
{
    updateRows();
}

void FibNimBoard::setShowsMoveValues(bool shown)
{
    m_showsMoveValues = shown;
    m_board->setShowsMoveValues(shown);
    updateRows();
}

void FibNimBoard::updateRows()
{
    const TypedGame<FibNimRules> game(m_session);
    const std::vector<FibNimPosition> piles = game.position().piles;
    const std::optional<FibNimPileMove> hint = game.shownHint();
    const bool interactive = game.acceptsMoves();
    const bool multi = m_game->variant() == FibNimRules::Variant::Multi;
    if (m_session->isOver())
        m_quota->setText(tr("The game is over: the last coin has been taken."));
    else if (multi)
        m_quota->setText(tr("Each pile has its own quota: twice the last number taken from that pile (its first "
                            "move may not take it whole)."));
    else if (m_game->variant() == FibNimRules::Variant::Global)
        m_quota->setText(
            tr("Quota: %1 \u2014 the most coins that may be taken now, from any one pile").arg(piles.front().quota));
    else
        m_quota->setText(tr("Quota: %1 \u2014 the most coins that may be taken now").arg(piles.front().quota));
    m_quota->setAccessibleName(tr("Quota"));
    std::vector<PileRow> rows;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        const bool hinted = hint && std::size_t(hint->pile) == i;
        const QString name = piles.size() == 1 ? tr("Pile") : tr("Pile %1").arg(i + 1);
        PileRow row;
        row.name = multi ? tr("%1\nquota %2").arg(name).arg(piles[i].quota) : name;
        row.coins = piles[i].coins;
        // The rules say which coins are within reach; the board only draws them.
        row.withinReach = FibNimRules::mostToTake(piles[i]);
        row.coinsName = tr("Pile %1 as coins: click a coin to take it and every coin after it").arg(i + 1);
        // What a screen reader says of the pile (and the coins' tooltip): its size, its quota and the takes the rules
        // allow now.
        row.coinsDescription = piles[i].coins == 0 ? tr("%1: no coins left").arg(name)
                                                   : tr("%1: %2 coins, quota %3: you may take 1 to %4 (the coins over "
                                                        "the green bracket)")
                                                         .arg(name)
                                                         .arg(piles[i].coins)
                                                         .arg(piles[i].quota)
                                                         .arg(row.withinReach);
        row.size = tr("%1 coins").arg(piles[i].coins);
        row.entryLabel = tr("Take:");
        row.entryToolTip = tr("The number of coins to take from this pile (1 up to the quota); exact up to 10^18");
        row.entryName = tr("Coins to take from pile %1").arg(i + 1);
        row.takeText = tr("Take");
        row.takeToolTip = tr("Take the number of coins entered from pile %1").arg(i + 1);
        row.hintedTake = hinted ? hint->take : 0;
        row.placeholder = hinted ? QString::number(hint->take) : QString();
        row.enabled = interactive && piles[i].coins > 0;
        // The core says which take wins (a take above the quota has no value); only for piles drawn as coins.
        if (m_showsMoveValues && interactive && piles[i].coins <= CoinRow::kMaxCoins)
            for (std::uint64_t take = 1; take <= piles[i].coins; ++take)
                row.takeValues.push_back(game.isWinningMove({int(i), take}));
        rows.push_back(row);
    }
    m_board->setRows(rows);
}

void FibNimBoard::showEntryValue(int pile, const QString &text)
{
    const TypedGame<FibNimRules> game(m_session);
    // Only a number is worth asking about; whether taking it is legal is the core's answer (nullopt when not).
    const std::optional<std::uint64_t> take = m_showsMoveValues ? parseDecimal(text) : std::nullopt;
    const bool asks = take && game.acceptsMoves();
    m_board->setEntryValue(pile, asks ? game.isWinningMove({pile, *take}) : std::nullopt);
}

void FibNimBoard::takeFromEntry(int pile, const QString &text)
{
    const std::optional<std::uint64_t> take = parseDecimal(text);
    if (!take) {
        Q_EMIT message(tr("Enter how many coins to take: a whole number, at most the quota."));
        return;
    }
    TypedGame<FibNimRules>(m_session).play({pile, *take});
}

void FibNimBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateRows();
    QWidget::changeEvent(event);
}

} // namespace nimlab
