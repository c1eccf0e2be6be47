#include "intropage.h"

#include "games/introtext.h"
#include "sums/miniqueenboard.h"
#include "widgets/coinrow.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace nimlab {

namespace {
// A column a reader takes in at a glance, also on a wide projected window.
constexpr int kTextWidth = 640;
} // namespace

IntroPage::IntroPage(RulesTopic topic, QWidget *parent)
    : QWidget(parent), m_topic(topic), m_heading(new QLabel), m_title(new QLabel), m_rules(new QLabel),
      m_picture(makePicture()), m_caption(new QLabel), m_tryIt(new QPushButton)
{
    setObjectName(QStringLiteral("gameIntro"));
    m_title->setObjectName(QStringLiteral("introTitle"));
    m_rules->setObjectName(QStringLiteral("introRules"));
    m_picture->setObjectName(QStringLiteral("introPicture"));
    m_caption->setObjectName(QStringLiteral("introCaption"));
    m_tryIt->setObjectName(QStringLiteral("tryIt"));
    QFont heading = m_heading->font();
    heading.setPointSizeF(heading.pointSizeF() * 1.1);
    m_heading->setFont(heading);
    QFont title = m_title->font();
    title.setPointSizeF(title.pointSizeF() * 1.8);
    title.setBold(true);
    m_title->setFont(title);
    m_rules->setWordWrap(true);
    m_rules->setTextFormat(Qt::RichText);
    m_rules->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setWordWrap(true);
    QFont caption = m_caption->font();
    caption.setItalic(true);
    m_caption->setFont(caption);
    m_caption->setAlignment(Qt::AlignHCenter);
    QFont big = m_tryIt->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_tryIt->setFont(big);
    m_tryIt->setDefault(true);

    auto *column = new QWidget;
    column->setMaximumWidth(kTextWidth);
    auto *text = new QVBoxLayout(column);
    text->addWidget(m_heading);
    text->addWidget(m_title);
    text->addWidget(m_rules);
    text->addSpacing(8);
    text->addWidget(m_picture, 0, Qt::AlignHCenter);
    text->addWidget(m_caption);
    text->addSpacing(8);
    text->addWidget(m_tryIt, 0, Qt::AlignHCenter);
    text->addStretch();
    auto *centred = new QWidget;
    auto *row = new QHBoxLayout(centred);
    row->addStretch();
    row->addWidget(column, 4);
    row->addStretch();
    // A small screen or a large zoom scrolls the page rather than cut it.
    auto *scroll = new QScrollArea;
    scroll->setWidget(centred);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(m_tryIt, &QPushButton::clicked, this, &IntroPage::tryItClicked);
    retranslateUi();
}

QWidget *IntroPage::makePicture()
{
    auto *picture = new QWidget;
    auto *layout = new QVBoxLayout(picture);
    layout->setContentsMargins(0, 0, 0, 0);
    for (const SumComponent &c : gameIntro(m_topic).picture) {
        if (c.game == SumGame::Wythoff) {
            auto *board = new MiniQueenBoard(picture);
            // The squares she reaches are the core's answer, as on the sums' boards.
            board->setPosition(c.a, c.b, [c](std::uint64_t x, std::uint64_t y) {
                return sumComponentReaches(c, SumComponent::wythoff(x, y));
            });
            board->setCursor(Qt::ArrowCursor);
            layout->addWidget(board, 0, Qt::AlignHCenter);
            continue;
        }
        auto *coins = new CoinRow(picture);
        // A Fibonacci Nim pile shows its quota as the coins within reach; a Nim heap has every coin within reach.
        const std::uint64_t reach = c.game == SumGame::FibNim ? std::min(c.a, c.b) : c.a;
        coins->setCoins(c.a, reach);
        coins->setReachShown(reach < c.a);
        coins->setInteractive(false);
        coins->setCoinsPerRow(int(c.a));
        layout->addWidget(coins);
    }
    return picture;
}

void IntroPage::retranslateUi()
{
    const GameIntro intro = gameIntro(m_topic);
    m_heading->setText(tr("What is this game?"));
    m_title->setText(intro.title);
    QString rules;
    for (const QString &paragraph : intro.rules)
        rules += QStringLiteral("<p>") + paragraph + QStringLiteral("</p>");
    m_rules->setText(rules);
    m_caption->setText(intro.pictureText);
    m_picture->setAccessibleName(intro.pictureText);
    m_tryIt->setText(tr("&Try it"));
    m_tryIt->setToolTip(tr("Go to the game: play it against a friend or the computer"));
}

void IntroPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
