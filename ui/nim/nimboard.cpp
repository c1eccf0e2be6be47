#include "nimboard.h"

#include "coinstrip.h"
#include "games/nimrules.h"
#include "games/typedgame.h"
#include "math/decimal.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace nimlab {

NimBoard::NimBoard(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_grid(new QGridLayout(this))
{
    m_grid->setColumnStretch(1, 1);
    connect(session, &GameSession::positionChanged, this, &NimBoard::refresh);
    connect(session, &GameSession::hintChanged, this, &NimBoard::showHint);
    refresh();
}

CoinStrip *NimBoard::strip(int heap) const
{
    const bool drawn = heap >= 0 && heap < int(m_rows.size()) &&
                       TypedGame<NimRules>(m_session).position().heaps[std::size_t(heap)] <= kMaxDrawn;
    return drawn ? m_rows[std::size_t(heap)].strip : nullptr;
}
QLineEdit *NimBoard::entry(int heap) const
{
    return m_rows.at(std::size_t(heap)).entry;
}
QPushButton *NimBoard::takeButton(int heap) const
{
    return m_rows.at(std::size_t(heap)).take;
}

void NimBoard::rebuild()
{
    for (Row &row : m_rows)
        for (QWidget *w : {static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.strip),
                           static_cast<QWidget *>(row.size), static_cast<QWidget *>(row.leaveLabel),
                           static_cast<QWidget *>(row.entry), static_cast<QWidget *>(row.take)})
            delete w;
    m_rows.clear();
    const std::size_t heaps = TypedGame<NimRules>(m_session).position().heaps.size();
    for (std::size_t i = 0; i < heaps; ++i) {
        Row row{new QLabel(this), new CoinStrip(this), new QLabel(this),
                new QLabel(this), new QLineEdit(this), new QPushButton(this)};
        row.size->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.size->setMinimumWidth(40);
        row.entry->setMinimumWidth(120);
        row.entry->setMaximumWidth(190);
        row.strip->setCoinsPerRow(15);
        row.leaveLabel->setBuddy(row.entry);
        const int heap = int(i);
        connect(row.strip, &CoinStrip::takeRequested, this, [this, i](int newSize) {
            TypedGame<NimRules>(m_session).play({i, std::uint64_t(newSize)});
        });
        connect(row.entry, &QLineEdit::returnPressed, this, [this, heap] { takeFromEntry(heap); });
        connect(row.take, &QPushButton::clicked, this, [this, heap] { takeFromEntry(heap); });
        const int r = int(i);
        m_grid->addWidget(row.name, r, 0);
        m_grid->addWidget(row.strip, r, 1);
        m_grid->addWidget(row.size, r, 2);
        m_grid->addWidget(row.leaveLabel, r, 3);
        m_grid->addWidget(row.entry, r, 4);
        m_grid->addWidget(row.take, r, 5);
        m_rows.push_back(row);
    }
    retranslateUi();
}

void NimBoard::refresh()
{
    const TypedGame<NimRules> game(m_session);
    const std::vector<std::uint64_t> heaps = game.position().heaps;
    if (heaps.size() != m_rows.size())
        rebuild();
    const bool interactive = game.acceptsMoves();
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        Row &row = m_rows[i];
        const bool drawn = heaps[i] <= kMaxDrawn;
        row.strip->setVisible(drawn);
        if (drawn)
            row.strip->setCoins(int(heaps[i]));
        row.strip->setInteractive(interactive);
        row.size->setText(QString::number(heaps[i]));
        QFont font = row.size->font();
        font.setBold(!drawn);
        font.setPointSizeF(drawn ? QWidget::font().pointSizeF() : QWidget::font().pointSizeF() * 1.4);
        row.size->setFont(font);
        // A big heap gets the whole width for its exact number.
        m_grid->addWidget(row.size, int(i), drawn ? 2 : 1, 1, drawn ? 1 : 2);
        row.entry->setEnabled(interactive && heaps[i] > 0);
        row.take->setEnabled(interactive && heaps[i] > 0);
        row.entry->clear();
    }
    showHint();
}

void NimBoard::showHint()
{
    const std::optional<NimRules::Move> move = TypedGame<NimRules>(m_session).shownHint();
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const bool hinted = move && move->heap == i;
        m_rows[i].strip->setHintNewSize(hinted && move->to <= kMaxDrawn ? int(move->to) : -1);
        m_rows[i].entry->setPlaceholderText(hinted ? QString::number(move->to) : QString());
    }
}

void NimBoard::takeFromEntry(int heap)
{
    // Only the number is read here; whether leaving it is a legal move is the rules' answer (moveRejected).
    const std::optional<std::uint64_t> leave = parseDecimal(m_rows[std::size_t(heap)].entry->text().trimmed());
    if (!leave) {
        const std::uint64_t size = TypedGame<NimRules>(m_session).position().heaps[std::size_t(heap)];
        Q_EMIT message(
            tr("Heap %1: enter how many coins to leave, a whole number from 0 to %2.").arg(heap + 1).arg(size - 1));
        return;
    }
    TypedGame<NimRules>(m_session).play({std::size_t(heap), *leave});
}

void NimBoard::retranslateUi()
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        row.name->setText(tr("Heap %1").arg(i + 1));
        row.leaveLabel->setText(tr("Leave:"));
        row.entry->setToolTip(tr("The number of coins to leave in this heap (smaller than it has now)"));
        row.entry->setAccessibleName(tr("Coins to leave in heap %1").arg(i + 1));
        row.take->setText(tr("Take"));
        row.take->setToolTip(tr("Lower heap %1 to the number entered").arg(i + 1));
        row.strip->setAccessibleName(
            tr("Heap %1 as coins: click a coin to take it and every coin to its right").arg(i + 1));
    }
}

void NimBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
