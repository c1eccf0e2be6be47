#include "fibnimboard.h"

#include "math/decimal.h"

#include "fibnimpileview.h"
#include "games/fibnimgame.h"
#include "games/typedgame.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace nimlab {

FibNimBoard::FibNimBoard(FibNimGame *game, QWidget *parent)
    : QWidget(parent), m_game(game), m_session(game->session()), m_quota(new QLabel(this)), m_grid(new QGridLayout)
{
    QFont big = m_quota->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_quota->setFont(big);
    m_quota->setWordWrap(true);
    m_quota->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_quota);
    layout->addLayout(m_grid);
    connect(m_session, &GameSession::positionChanged, this, &FibNimBoard::refresh);
    connect(m_session, &GameSession::hintChanged, this, &FibNimBoard::showHint);
    refresh();
}

FibNimPileView *FibNimBoard::pileView(int pile) const
{
    if (pile < 0 || pile >= int(m_rows.size()))
        return nullptr;
    const Row &row = m_rows[std::size_t(pile)];
    return row.view->isVisibleTo(this) ? row.view : nullptr;
}
QLineEdit *FibNimBoard::entry(int pile) const
{
    return m_rows.at(std::size_t(pile)).entry;
}
QPushButton *FibNimBoard::takeButton(int pile) const
{
    return m_rows.at(std::size_t(pile)).take;
}
QString FibNimBoard::quotaText() const
{
    return m_quota->text();
}

void FibNimBoard::rebuild(std::size_t piles)
{
    for (Row &row : m_rows)
        for (QWidget *w :
             std::initializer_list<QWidget *>{row.name, row.view, row.size, row.takeLabel, row.entry, row.take})
            delete w;
    m_rows.clear();
    static const QRegularExpression digits(QStringLiteral("[0-9]{0,19}"));
    for (std::size_t i = 0; i < piles; ++i) {
        Row row{new QLabel(this), new FibNimPileView(this), new QLabel(this),
                new QLabel(this), new QLineEdit(this),      new QPushButton(this)};
        row.size->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.entry->setValidator(new QRegularExpressionValidator(digits, row.entry));
        row.entry->setMinimumWidth(80);
        row.entry->setMaximumWidth(190);
        row.takeLabel->setBuddy(row.entry);
        const int pile = int(i);
        connect(row.view, &FibNimPileView::takeRequested, this, [this, pile](std::uint64_t take) {
            TypedGame<FibNimRules>(m_session).play({pile, take});
        });
        connect(row.entry, &QLineEdit::returnPressed, this, [this, pile] { takeFromEntry(pile); });
        connect(row.take, &QPushButton::clicked, this, [this, pile] { takeFromEntry(pile); });
        m_grid->addWidget(row.name, pile, 0, Qt::AlignTop);
        m_grid->addWidget(row.view, pile, 1);
        m_grid->addWidget(row.size, pile, 2);
        m_grid->addWidget(row.takeLabel, pile, 3);
        m_grid->addWidget(row.entry, pile, 4);
        m_grid->addWidget(row.take, pile, 5);
        m_rows.push_back(row);
    }
}

void FibNimBoard::refresh()
{
    const TypedGame<FibNimRules> game(m_session);
    const std::vector<FibNimPosition> piles = game.position().piles;
    if (piles.size() != m_rows.size())
        rebuild(piles.size());
    const bool interactive = game.acceptsMoves();
    for (std::size_t i = 0; i < piles.size(); ++i) {
        Row &row = m_rows[i];
        const bool drawn = piles[i].coins <= FibNimPileView::kMaxDrawn;
        row.view->setVisible(drawn);
        // The rules say which coins are within reach; the view only draws them.
        row.view->setPile(piles[i].coins, piles[i].quota, FibNimRules::mostToTake(piles[i]));
        row.view->setInteractive(interactive);
        QFont font = QWidget::font();
        font.setBold(!drawn);
        font.setPointSizeF(drawn ? font.pointSizeF() : font.pointSizeF() * 1.4);
        row.size->setFont(font);
        // A pile too big to draw gets the whole width for its exact number.
        m_grid->addWidget(row.size, int(i), drawn ? 2 : 1, 1, drawn ? 1 : 2);
        row.entry->setEnabled(interactive && piles[i].coins > 0);
        row.take->setEnabled(interactive && piles[i].coins > 0);
        row.entry->clear();
    }
    showHint();
    retranslateUi();
}

void FibNimBoard::showHint()
{
    const std::optional<FibNimPileMove> move = TypedGame<FibNimRules>(m_session).shownHint();
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const bool hinted = move && std::size_t(move->pile) == i;
        m_rows[i].view->setMarkedTake(hinted ? move->take : 0);
        m_rows[i].entry->setPlaceholderText(hinted ? QString::number(move->take) : QString());
    }
}

void FibNimBoard::takeFromEntry(int pile)
{
    const QString text = m_rows[std::size_t(pile)].entry->text().trimmed();
    const std::optional<std::uint64_t> take = parseDecimal(text);
    if (!take) {
        Q_EMIT message(tr("Enter how many coins to take: a whole number, at most the quota."));
        return;
    }
    TypedGame<FibNimRules>(m_session).play({pile, *take});
}

void FibNimBoard::retranslateUi()
{
    const std::vector<FibNimPosition> piles = TypedGame<FibNimRules>(m_session).position().piles;
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
    for (std::size_t i = 0; i < m_rows.size() && i < piles.size(); ++i) {
        Row &row = m_rows[i];
        const QString name = piles.size() == 1 ? tr("Pile") : tr("Pile %1").arg(i + 1);
        row.name->setText(multi ? tr("%1\nquota %2").arg(name).arg(piles[i].quota) : name);
        row.size->setText(tr("%1 coins").arg(piles[i].coins));
        row.takeLabel->setText(tr("Take:"));
        row.entry->setToolTip(tr("The number of coins to take from this pile (1 up to the quota); exact up to 10^18"));
        row.entry->setAccessibleName(tr("Coins to take from pile %1").arg(i + 1));
        row.take->setText(tr("Take"));
        row.take->setToolTip(tr("Take the number of coins entered from pile %1").arg(i + 1));
        row.view->setAccessibleName(tr("Pile %1 as coins: click a coin to take it and every coin after it").arg(i + 1));
    }
}

void FibNimBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
