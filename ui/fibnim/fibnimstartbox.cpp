#include "fibnimstartbox.h"

#include "games/numberlist.h"
#include "games/typedgame.h"

#include "math/decimal.h"

#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "widgets/themecolors.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

namespace nimlab {

namespace {
constexpr FibNimRules::Variant kVariants[] = {FibNimRules::Variant::Single, FibNimRules::Variant::Multi,
                                              FibNimRules::Variant::Global};

} // namespace

FibNimStartBox::FibNimStartBox(FibNimGame *game, QWidget *parent)
    : QGroupBox(parent), m_game(game), m_variantLabel(new QLabel(this)), m_variantBox(new QComboBox(this)),
      m_pilesLabel(new QLabel(this)), m_pilesEdit(new QLineEdit(this)), m_quotaLabel(new QLabel(this)),
      m_quotaEdit(new QLineEdit(this)), m_startButton(new QPushButton(this)), m_message(new QLabel(this))
{
    // Names for tests and style sheets (never shown); the button and the message are named as in Nim's editor.
    m_variantBox->setObjectName(QStringLiteral("variantBox"));
    m_pilesEdit->setObjectName(QStringLiteral("startPiles"));
    m_quotaEdit->setObjectName(QStringLiteral("startQuota"));
    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_message->setObjectName(QStringLiteral("editorMessage")); // empty when the last start was valid
    for (std::size_t i = 0; i < std::size(kVariants); ++i)
        m_variantBox->addItem(QString());
    m_variantLabel->setBuddy(m_variantBox);
    m_pilesLabel->setBuddy(m_pilesEdit);
    m_quotaLabel->setBuddy(m_quotaEdit);
    static const QRegularExpression pilesPattern(QStringLiteral("[0-9 ,]*"));
    static const QRegularExpression quotaPattern(QStringLiteral("[0-9]{0,20}"));
    m_pilesEdit->setValidator(new QRegularExpressionValidator(pilesPattern, m_pilesEdit));
    m_quotaEdit->setValidator(new QRegularExpressionValidator(quotaPattern, m_quotaEdit));
    m_quotaEdit->setMaximumWidth(120);
    showAsMessage(m_message);
    m_message->setWordWrap(true);
    auto *grid = new QGridLayout(this);
    grid->addWidget(m_variantLabel, 0, 0);
    grid->addWidget(m_variantBox, 0, 1, 1, 3);
    grid->addWidget(m_pilesLabel, 1, 0);
    grid->addWidget(m_pilesEdit, 1, 1);
    grid->addWidget(m_quotaLabel, 1, 2);
    grid->addWidget(m_quotaEdit, 1, 3);
    grid->addWidget(m_startButton, 1, 4);
    grid->addWidget(m_message, 2, 0, 1, 5);
    grid->setColumnStretch(1, 1);

    connect(m_variantBox, &QComboBox::activated, this, &FibNimStartBox::updateVariantWidgets);
    connect(m_startButton, &QPushButton::clicked, this, &FibNimStartBox::startNewGame);
    connect(m_pilesEdit, &QLineEdit::returnPressed, this, &FibNimStartBox::startNewGame);
    connect(m_quotaEdit, &QLineEdit::returnPressed, this, &FibNimStartBox::startNewGame);
    // A new game, a restored session or an example's position: show its start; plain moves keep the editor.
    connect(game->session(), &GameSession::started, this, &FibNimStartBox::syncFromGame);
    connect(game->session(), &GameSession::positionChanged, this, [this] {
        if (m_game->session()->moveCount() == 0)
            syncFromGame();
    });
    retranslateUi();
    syncFromGame();
}

void FibNimStartBox::syncFromGame()
{
    const TypedGame<FibNimRules> game(m_game->session());
    const FibNimRules &rules = game.rules();
    const FibNimRules::Position start = game.startPosition();
    QStringList piles;
    std::vector<std::uint64_t> coins;
    for (const FibNimPosition &p : start.piles) {
        piles << QString::number(p.coins);
        coins.push_back(p.coins);
    }
    m_variantBox->setCurrentIndex(
        int(std::find(std::begin(kVariants), std::end(kVariants), rules.variant()) - std::begin(kVariants)));
    m_pilesEdit->setText(piles.join(QLatin1Char(' ')));
    // The default quota (total - 1) stays implicit, so that editing the piles keeps it right.
    const bool customQuota =
        rules.variant() == FibNimRules::Variant::Global && start != rules.decode(FibNimRules::globalStart(coins));
    m_quotaEdit->setText(customQuota ? QString::number(start.piles.front().quota) : QString());
    setMessage({});
    updateVariantWidgets();
}

void FibNimStartBox::setMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void FibNimStartBox::updateVariantWidgets()
{
    const bool global = kVariants[m_variantBox->currentIndex()] == FibNimRules::Variant::Global;
    m_quotaLabel->setVisible(global);
    m_quotaEdit->setVisible(global);
    retranslateUi();
}

bool FibNimStartBox::startNewGame()
{
    const FibNimRules::Variant variant = kVariants[m_variantBox->currentIndex()];
    const NumberList typed = parseNumberList(m_pilesEdit->text());
    if (!typed.ok()) {
        setMessage(tr("'%1' is not a number of coins: enter whole numbers, at most 10^18.").arg(typed.badToken));
        return false;
    }
    const std::vector<std::uint64_t> &piles = typed.numbers;
    if (variant == FibNimRules::Variant::Single && piles.size() != 1) {
        setMessage(tr("One pile: enter a single number of coins, from 2 to 10^18."));
        return false;
    }
    std::optional<std::uint64_t> quota;
    const QString quotaText = m_quotaEdit->text().trimmed();
    if (variant == FibNimRules::Variant::Global && !quotaText.isEmpty()) {
        quota = parseDecimal(quotaText);
        if (!quota) {
            setMessage(tr("The quota must be a whole number."));
            return false;
        }
    }
    const QString problem = m_game->newGame(variant, piles, quota);
    setMessage(problem);
    return problem.isEmpty();
}

void FibNimStartBox::retranslateUi()
{
    setTitle(tr("Start position"));
    m_variantLabel->setText(tr("&Game:"));
    m_variantBox->setItemText(0, tr("One pile"));
    m_variantBox->setItemText(1, tr("Several piles, each with its own quota (Sprague-Grundy)"));
    m_variantBox->setItemText(2, tr("Several piles, one quota for the whole game (global)"));
    m_variantBox->setToolTip(tr("The article's game and its two variants with several piles"));
    m_variantBox->setAccessibleName(tr("Variant"));
    m_pilesLabel->setText(tr("C&oins:"));
    switch (kVariants[m_variantBox->currentIndex()]) {
    case FibNimRules::Variant::Single:
        m_pilesEdit->setToolTip(tr("The coins of the pile: 2 to 10^18, exact"));
        break;
    case FibNimRules::Variant::Multi:
        m_pilesEdit->setToolTip(tr("1 to %1 piles of 2 to %2 coins, separated by spaces, e.g. 5 8 10")
                                    .arg(FibNimRules::kMaxPiles)
                                    .arg(FibNimRules::kMaxMultiPileCoins));
        break;
    case FibNimRules::Variant::Global:
        m_pilesEdit->setToolTip(tr("1 to %1 piles, at most %2 coins in all, separated by spaces, e.g. 5 8")
                                    .arg(FibNimRules::kMaxPiles)
                                    .arg(kMaxGlobalFibNimCoins));
        break;
    }
    m_pilesEdit->setAccessibleName(tr("Coins of the start position"));
    m_quotaLabel->setText(tr("&Quota:"));
    m_quotaEdit->setPlaceholderText(tr("total \u2212 1"));
    m_quotaEdit->setToolTip(tr("The quota of the first move; empty: every coin but one (total \u2212 1)"));
    m_quotaEdit->setAccessibleName(tr("Starting quota"));
    m_startButton->setText(tr("S&tart"));
    m_startButton->setToolTip(tr("Start a new game from this position"));
}

void FibNimStartBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace nimlab
