#include "pileboard.h"

#include "accessibletext.h"
#include "coinrow.h"
#include "relativefont.h"
#include "valuecolor.h"

#include <QApplication>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QTimer>

#include <algorithm>
#include <initializer_list>

namespace nimlab {

PileBoard::PileBoard(QWidget *parent) : QWidget(parent), m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setColumnStretch(1, 1);
}

void PileBoard::setMaxDrawn(std::uint64_t coins)
{
    m_maxDrawn = std::min(coins, CoinRow::kMaxCoins);
}

void PileBoard::setCoinStyle(int perRow, bool reachShown)
{
    m_perRow = perRow;
    m_reachShown = reachShown;
    for (const Widgets &row : m_rows) {
        row.coins->setCoinsPerRow(perRow);
        row.coins->setReachShown(reachShown);
    }
}

void PileBoard::rebuild(std::size_t rows)
{
    for (const Widgets &row : m_rows)
        for (QWidget *w :
             std::initializer_list<QWidget *>{row.name, row.coins, row.size, row.entryLabel, row.entry, row.take})
            delete w;
    m_rows.clear();
    // Digits only: what the number means (and whether it is a legal move) is the owner's and the rules' affair.
    static const QRegularExpression digits(QStringLiteral("[0-9]{0,19}"));
    for (std::size_t i = 0; i < rows; ++i) {
        const int r = int(i);
        Widgets row{new QLabel(this),    new CoinRow(this),     new QLabel(this), new QLabel(this),
                    new QLineEdit(this), new QPushButton(this), QString(),        std::nullopt};
        row.coins->setObjectName(QStringLiteral("coins%1").arg(r));
        row.size->setObjectName(QStringLiteral("size%1").arg(r));
        row.entry->setObjectName(QStringLiteral("entry%1").arg(r));
        row.take->setObjectName(QStringLiteral("take%1").arg(r));
        row.coins->setCoinsPerRow(m_perRow);
        row.coins->setReachShown(m_reachShown);
        row.size->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.size->setMinimumWidth(40);
        row.entry->setValidator(new QRegularExpressionValidator(digits, row.entry));
        row.entry->setMinimumWidth(100);
        row.entry->setMaximumWidth(190);
        row.entryLabel->setBuddy(row.entry);
        connect(row.coins, &CoinRow::takeRequested, this,
                [this, r](std::uint64_t take) { Q_EMIT takeRequested(r, take); });
        connect(row.entry, &QLineEdit::returnPressed, this, [this, r] { submit(r); });
        connect(row.entry, &QLineEdit::textChanged, this,
                [this, r](const QString &text) { Q_EMIT entryChanged(r, text.trimmed()); });
        connect(row.take, &QPushButton::clicked, this, [this, r] { submit(r); });
        m_grid->addWidget(row.name, r, 0);
        m_grid->addWidget(row.coins, r, 1);
        m_grid->addWidget(row.size, r, 2);
        m_grid->addWidget(row.entryLabel, r, 3);
        m_grid->addWidget(row.entry, r, 4);
        m_grid->addWidget(row.take, r, 5);
        m_rows.push_back(row);
    }
}

void PileBoard::setRows(const std::vector<PileRow> &rows)
{
    if (rows.size() != m_rows.size())
        rebuild(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const PileRow &in = rows[i];
        const Widgets &row = m_rows[i];
        const bool drawn = in.coins <= m_maxDrawn;
        row.name->setText(in.name);
        row.coins->setVisible(drawn);
        // Only a new pile resets the coins (and the mouse's mark): a hint or a language change keeps them.
        if (drawn && (row.coins->coins() != in.coins || row.coins->withinReach() != in.withinReach))
            row.coins->setCoins(in.coins, in.withinReach);
        row.coins->setMarkedTake(drawn ? in.hintedTake : 0);
        row.coins->setTakeValues(drawn ? in.takeValues : std::vector<std::optional<bool>>{});
        row.coins->setInteractive(in.enabled);
        updateAccessibleName(row.coins, in.coinsName);
        row.coins->setDescription(in.coinsDescription);
        row.size->setText(in.size);
        // A pile too big to draw is read from its exact size: the same words as its coins.
        updateAccessibleDescription(row.size, in.coinsDescription);
        setRelativeFont(row.size, drawn ? 1.0 : 1.4, drawn ? FontStyle::Plain : FontStyle::Bold);
        // A pile too big to draw gets the whole width for its exact number.
        m_grid->addWidget(row.size, int(i), drawn ? 2 : 1, 1, drawn ? 1 : 2);
        row.entryLabel->setText(in.entryLabel);
        row.entry->setToolTip(in.entryToolTip);
        row.entry->setAccessibleName(in.entryName);
        row.entry->setPlaceholderText(in.placeholder);
        row.entry->setEnabled(in.enabled);
        row.take->setText(in.takeText);
        m_rows[i].takeToolTip = in.takeToolTip;
        showEntryValue(row);
        row.take->setEnabled(in.enabled);
    }
    // The position, the values shown or the language may have changed: the owner says again what each entry is worth.
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        Q_EMIT entryChanged(int(i), m_rows[i].entry->text().trimmed());
    keepFocus();
}

void PileBoard::submit(int row)
{
    setFocusRow(row);
    Q_EMIT entrySubmitted(row, m_rows[std::size_t(row)].entry->text().trimmed());
    keepFocus();
}

void PileBoard::setFocusRow(int row)
{
    // While a row waits for the keyboard, a click or a key anywhere in the window is the user's choice of where it
    // goes. Watched from the next event on: the Return that submitted the entry is still on its way to the parents
    // (a line edit passes it on, for a dialog's default button).
    m_focusRow = row;
    if (row < 0)
        qApp->removeEventFilter(this);
    else
        QTimer::singleShot(0, this, [this] {
            if (m_focusRow >= 0)
                qApp->installEventFilter(this);
        });
}

bool PileBoard::eventFilter(QObject *watched, QEvent *event)
{
    const bool input = event->type() == QEvent::MouseButtonPress || event->type() == QEvent::KeyPress;
    if (input && watched->isWidgetType() && static_cast<QWidget *>(watched)->window() == window())
        setFocusRow(-1);
    return false;
}

void PileBoard::keepFocus()
{
    if (m_focusRow < 0 || m_rows.empty())
        return;
    // The entry typed in, else the nearest one that takes moves (its pile may be empty now); none while the computer
    // moves, when Qt moved the keyboard on: wait for a position where a person moves.
    const int count = int(m_rows.size());
    const int from = std::min(m_focusRow, count - 1);
    for (int distance = 0; distance < count; ++distance)
        for (const int r : {from - distance, from + distance})
            if (r >= 0 && r < count && m_rows[std::size_t(r)].entry->isEnabled()) {
                setFocusRow(-1);
                m_rows[std::size_t(r)].entry->setFocus(Qt::OtherFocusReason);
                return;
            }
}

void PileBoard::setShowsMoveValues(bool shown)
{
    m_showsMoveValues = shown;
    for (const Widgets &row : m_rows)
        showEntryValue(row);
}

void PileBoard::setEntryValue(int row, std::optional<bool> value)
{
    if (row < 0 || std::size_t(row) >= m_rows.size())
        return;
    m_rows[std::size_t(row)].entryValue = value;
    showEntryValue(m_rows[std::size_t(row)]);
}

void PileBoard::showEntryValue(const Widgets &row)
{
    row.take->setStyleSheet(m_showsMoveValues ? moveValueButtonStyle(row.entryValue) : QString());
    row.take->setToolTip(row.entryValue ? row.takeToolTip + QLatin1Char('\n') + moveValueText(*row.entryValue)
                                        : row.takeToolTip);
}

void PileBoard::clearEntries()
{
    for (const Widgets &row : m_rows)
        row.entry->clear();
}

} // namespace nimlab
