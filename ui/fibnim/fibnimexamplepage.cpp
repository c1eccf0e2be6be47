#include "fibnimexamplepage.h"

#include "examples/examplepanel.h"
#include "games/fibnimanalysis.h"
#include "games/fibnimgame.h"
#include "widgets/coinrow.h"
#include "widgets/relativefont.h"
#include "zeckendorfchart.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace nimlab {

namespace {
std::uint64_t number(const QJsonObject &data, const QString &key)
{
    return std::uint64_t(std::max<qint64>(0, data.value(key).toInteger()));
}
} // namespace

FibNimExamplePage::FibNimExamplePage(FibNimGame *game, ExamplePanel *panel, QWidget *parent)
    : QWidget(parent), m_game(game), m_panel(panel), m_position(new QLabel(this)), m_pile(new CoinRow(this)),
      m_playButton(new QPushButton(this))
{
    m_playButton->setObjectName(QStringLiteral("playFromStep"));
    m_position->setObjectName(QStringLiteral("examplePosition")); // e.g. "10 = 8 + 2 coins, quota 9"
    m_position->setWordWrap(true);
    m_position->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setRelativeFont(m_position, 1.15);
    m_pile->setObjectName(QStringLiteral("exampleCoins"));
    m_pile->setInteractive(false);
    m_pile->setCoinsPerRow(14);
    m_pile->setReachShown(true);

    auto *top = new QHBoxLayout;
    top->addStretch();
    top->addWidget(m_playButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_position);
    layout->addWidget(m_pile);

    // The example and its step belong to the tab in core (and so to the session); this page only follows them.
    connect(m_panel, &ExamplePanel::stepShown, this, &FibNimExamplePage::showStep);
    connect(m_playButton, &QPushButton::clicked, this, &FibNimExamplePage::playFromStep);
    retranslateUi();
    showStep(std::max(0, m_panel->stepper()->index()), m_panel->currentStep());
}

std::vector<std::uint64_t> FibNimExamplePage::pileSizesUpTo(int index) const
{
    std::vector<std::uint64_t> sizes;
    const std::vector<ExampleStep> &steps = m_panel->example().steps;
    for (int i = 0; i <= index && i < int(steps.size()); ++i) {
        const QJsonObject &data = steps[std::size_t(i)].data;
        sizes.push_back(number(data, QStringLiteral("coins")));
        // A step that lists every reply (21 coins: each first move) adds a row for each pile it leaves.
        for (const QJsonValue &reply : data.value(QStringLiteral("replies")).toArray())
            if (reply.toObject().contains(QStringLiteral("coins")))
                sizes.push_back(number(reply.toObject(), QStringLiteral("coins")));
    }
    return sizes;
}

void FibNimExamplePage::showStep(int index, const ExampleStep &step)
{
    const std::uint64_t coins = number(step.data, QStringLiteral("coins"));
    const std::uint64_t quota = number(step.data, QStringLiteral("quota"));
    const std::uint64_t take = number(step.data, QStringLiteral("take"));
    const bool first = step.data.value(QStringLiteral("player")).toString() == QLatin1String("first");
    const bool winning = step.data.value(QStringLiteral("winning")).toBool();
    QStringList lines{tr("%1 coins, quota %2").arg(zeckendorfText(coins)).arg(quota)};
    const QString verdict = winning ? tr("a winning position") : tr("a losing position");
    lines << (first ? tr("The first player is to move: %1.").arg(verdict)
                    : tr("The second player is to move: %1.").arg(verdict));
    if (take > 0)
        lines << (first ? tr("The strategy's move: take %1 (outlined).").arg(take)
                        : tr("The article supposes this reply: take %1 (outlined).").arg(take));
    m_position->setText(lines.join(QLatin1Char('\n')));
    m_pile->setCoins(coins, FibNimRules::mostToTake({coins, quota}));
    m_pile->setMarkedTake(take);
    m_pile->setDescription(
        tr("%1 coins, quota %2: the coins over the green bracket may be taken now").arg(coins).arg(quota));
    m_pile->setVisible(coins <= CoinRow::kMaxCoins);
    if (m_chart)
        m_chart->setNumbers(pileSizesUpTo(index));
}

void FibNimExamplePage::playFromStep()
{
    const ExampleStep &step = m_panel->currentStep();
    const QString problem =
        m_game->newGameFrom({number(step.data, QStringLiteral("coins")), number(step.data, QStringLiteral("quota"))});
    if (problem.isEmpty())
        Q_EMIT gameStarted();
}

void FibNimExamplePage::showEvent(QShowEvent *event)
{
    // Qt Charts is made when the page is first shown, not at start-up.
    if (!m_chart) {
        m_chart = new ZeckendorfChart(this);
        m_chart->setObjectName(QStringLiteral("exampleChart"));
        m_chart->setMinimumHeight(280);
        static_cast<QVBoxLayout *>(layout())->addWidget(m_chart, 1);
        m_chart->setNumbers(pileSizesUpTo(m_panel->stepper()->index()));
    }
    QWidget::showEvent(event);
}

void FibNimExamplePage::retranslateUi()
{
    m_playButton->setText(tr("Play from th&is position"));
    m_playButton->setToolTip(tr("Start a game from the position of this step, with its quota"));
    m_position->setAccessibleName(tr("Position of the step"));
    m_pile->setAccessibleName(tr("The pile of the step as coins"));
    if (m_panel->stepper()->index() >= 0)
        showStep(m_panel->stepper()->index(), m_panel->currentStep());
}

void FibNimExamplePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
