#include "wythoffpiles.h"

#include "games/gamesession.h"
#include "games/typedgame.h"
#include "games/wythofflab.h"
#include "games/wythoffrules.h"
#include "widgets/accessibletext.h"
#include "widgets/coinrow.h"
#include "widgets/relativefont.h"
#include "widgets/valuecolor.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace nimlab {

namespace {
WythoffRules::Direction directionOf(WythoffPiles::From from)
{
    switch (from) {
    case WythoffPiles::From::First:
        return WythoffRules::Direction::FromFirst;
    case WythoffPiles::From::Second:
        return WythoffRules::Direction::FromSecond;
    case WythoffPiles::From::Both:
        break;
    }
    return WythoffRules::Direction::FromBoth;
}
} // namespace

WythoffPiles::WythoffPiles(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_takeLabel(new QLabel(this)), m_takeEdit(new QLineEdit(this))
{
    auto *grid = new QGridLayout;
    for (int i = 0; i < 2; ++i) {
        m_names[std::size_t(i)] = new QLabel(this);
        m_coins[std::size_t(i)] = new CoinRow(this);
        m_coins[std::size_t(i)]->setObjectName(QStringLiteral("coins%1").arg(i));
        m_coins[std::size_t(i)]->setCoinsPerRow(15);
        m_sizes[std::size_t(i)] = new QLabel(this);
        m_sizes[std::size_t(i)]->setObjectName(QStringLiteral("size%1").arg(i));
        setRelativeFont(m_sizes[std::size_t(i)], 1.0, FontStyle::FixedBold);
        m_sizes[std::size_t(i)]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(m_names[std::size_t(i)], 2 * i, 0, Qt::AlignTop);
        grid->addWidget(m_sizes[std::size_t(i)], 2 * i, 1, Qt::AlignTop);
        grid->addWidget(m_coins[std::size_t(i)], 2 * i + 1, 0, 1, 2);
        connect(m_coins[std::size_t(i)], &CoinRow::takeRequested, this, [this, i](std::uint64_t take) {
            const TypedGame<WythoffRules> game(m_lab->game());
            const auto direction = i == 0 ? WythoffRules::Direction::FromFirst : WythoffRules::Direction::FromSecond;
            if (const std::optional<WythoffRules::Move> move = WythoffRules::take(game.position(), direction, take))
                game.play(*move);
        });
    }
    grid->setColumnStretch(1, 1);

    m_takeEdit->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), this));
    m_takeEdit->setObjectName(QStringLiteral("takeEntry"));
    m_takeLabel->setBuddy(m_takeEdit);
    auto *take = new QHBoxLayout;
    take->addWidget(m_takeLabel);
    take->addWidget(m_takeEdit, 1);
    const QString buttonNames[] = {QStringLiteral("takeFromFirst"), QStringLiteral("takeFromSecond"),
                                   QStringLiteral("takeFromBoth")};
    for (int f = 0; f < 3; ++f) {
        m_takeButtons[std::size_t(f)] = new QPushButton(this);
        m_takeButtons[std::size_t(f)]->setObjectName(buttonNames[f]);
        take->addWidget(m_takeButtons[std::size_t(f)]);
        connect(m_takeButtons[std::size_t(f)], &QPushButton::clicked, this, [this, f] { takeFromEntry(From(f)); });
    }
    connect(m_takeEdit, &QLineEdit::returnPressed, this, [this] { takeFromEntry(From::Both); });
    connect(m_takeEdit, &QLineEdit::textChanged, this, &WythoffPiles::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addLayout(take);
    layout->addStretch();
    connect(lab->game(), &GameSession::positionChanged, this, &WythoffPiles::refresh);
    connect(lab->game(), &GameSession::hintChanged, this, &WythoffPiles::showHint);
    retranslateUi();
    refresh();
}

void WythoffPiles::refresh()
{
    const TypedGame<WythoffRules> game(m_lab->game());
    const bool canPlay = game.acceptsMoves();
    const WythoffRules::Position at = game.position();
    for (int i = 0; i < 2; ++i) {
        const std::uint64_t pile = i == 0 ? at.x : at.y;
        CoinRow *coins = m_coins[std::size_t(i)];
        coins->setVisible(pile <= kMaxDrawn);
        // Any number of coins may be taken from one pile: all of them are within reach.
        coins->setCoins(pile <= kMaxDrawn ? pile : 0, pile);
        coins->setInteractive(canPlay);
        // The core says which take wins; only for piles drawn as coins, and only while a person may move.
        std::vector<std::optional<bool>> values;
        if (m_showsMoveValues && canPlay && pile <= kMaxDrawn) {
            const auto direction = i == 0 ? WythoffRules::Direction::FromFirst : WythoffRules::Direction::FromSecond;
            for (std::uint64_t take = 1; take <= pile; ++take) {
                const std::optional<WythoffRules::Move> move = WythoffRules::take(at, direction, take);
                values.push_back(move ? game.isWinningMove(*move) : std::nullopt);
            }
        }
        coins->setTakeValues(std::move(values));
        m_sizes[std::size_t(i)]->setText(QString::number(pile));
    }
    describePiles();
    updateButtons();
    showHint();
}

void WythoffPiles::describePiles()
{
    // What a screen reader says of each pile (and its coins' tooltip): its size; the clicks the coins take.
    const WythoffRules::Position at = TypedGame<WythoffRules>(m_lab->game()).position();
    const QString names[] = {tr("First pile (x)"), tr("Second pile (y)")};
    for (int i = 0; i < 2; ++i) {
        const std::uint64_t pile = i == 0 ? at.x : at.y;
        const QString text =
            pile == 0 ? tr("%1: empty").arg(names[i])
                      : tr("%1: %2 coins; click a coin to take it and every coin after it").arg(names[i]).arg(pile);
        updateAccessibleName(m_coins[std::size_t(i)], tr("%1 as coins").arg(names[i]));
        m_coins[std::size_t(i)]->setDescription(text);
        updateAccessibleDescription(m_sizes[std::size_t(i)], text);
    }
}

void WythoffPiles::setShowsMoveValues(bool shown)
{
    m_showsMoveValues = shown;
    refresh();
}

std::optional<WythoffRules::Move> WythoffPiles::entryMove(From from) const
{
    const WythoffRules::Position at = TypedGame<WythoffRules>(m_lab->game()).position();
    const std::optional<std::uint64_t> take = WythoffLab::parseNumber(m_takeEdit->text(), ~std::uint64_t{0});
    return take ? WythoffRules::take(at, directionOf(from), *take) : std::nullopt;
}

void WythoffPiles::updateButtons()
{
    const TypedGame<WythoffRules> game(m_lab->game());
    const bool canPlay = game.acceptsMoves();
    for (int f = 0; f < 3; ++f) {
        QPushButton *button = m_takeButtons[std::size_t(f)];
        button->setEnabled(canPlay);
        const std::optional<WythoffRules::Move> move = entryMove(From(f));
        const std::optional<bool> value =
            m_showsMoveValues && canPlay && move ? game.isWinningMove(*move) : std::nullopt;
        button->setStyleSheet(m_showsMoveValues ? moveValueButtonStyle(value) : QString());
        button->setToolTip(value ? buttonToolTip(From(f)) + QLatin1Char('\n') + moveValueText(*value)
                                 : buttonToolTip(From(f)));
    }
}

void WythoffPiles::takeFromEntry(From from)
{
    const TypedGame<WythoffRules> game(m_lab->game());
    const WythoffRules::Position at = game.position();
    const std::optional<WythoffRules::Move> move = entryMove(from);
    // The keyboard stays in the entry (also after a button's click): the next move, or a fix, is typed there. The entry
    // takes text while the computer moves, so it keeps the focus.
    m_takeEdit->setFocus(Qt::OtherFocusReason);
    if (!move) {
        Q_EMIT message(tr("Enter how many coins to take: a whole number from 1 to %1.")
                           .arg(WythoffRules::reach(at, directionOf(from))));
        return;
    }
    // A refusal (the game is over, the computer is to move) is reported by the tab from moveRejected.
    if (game.play(*move).isEmpty())
        m_takeEdit->clear();
}

void WythoffPiles::showHint()
{
    const TypedGame<WythoffRules> game(m_lab->game());
    const std::optional<WythoffRules::Move> move = game.shownHint();
    const WythoffRules::Position at = game.position();
    for (int i = 0; i < 2; ++i) {
        const std::uint64_t now = i == 0 ? at.x : at.y;
        const std::uint64_t after = !move ? now : i == 0 ? move->x : move->y;
        m_coins[std::size_t(i)]->setMarkedTake(after < now && now <= kMaxDrawn ? now - after : 0);
    }
}

void WythoffPiles::retranslateUi()
{
    m_names[0]->setText(tr("First pile (x):"));
    m_names[1]->setText(tr("Second pile (y):"));
    m_sizes[0]->setAccessibleName(tr("Coins in the first pile"));
    m_sizes[1]->setAccessibleName(tr("Coins in the second pile"));
    describePiles();
    m_takeLabel->setText(tr("Ta&ke:"));
    m_takeEdit->setPlaceholderText(tr("coins"));
    m_takeEdit->setToolTip(tr("How many coins to take: any whole number up to the pile, exactly (piles up to 2^62)"));
    m_takeEdit->setAccessibleName(tr("Coins to take"));
    m_takeButtons[0]->setText(tr("From the first"));
    m_takeButtons[1]->setText(tr("From the second"));
    m_takeButtons[2]->setText(tr("From both"));
    updateButtons();
}

QString WythoffPiles::buttonToolTip(From from) const
{
    switch (from) {
    case From::First:
        return tr("Take them from the first pile: the queen moves left");
    case From::Second:
        return tr("Take them from the second pile: the queen moves down");
    case From::Both:
        break;
    }
    return tr("Take that many from each pile: the queen moves diagonally down-left");
}

void WythoffPiles::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
