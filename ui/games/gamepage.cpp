#include "gamepage.h"

#include "examples/examplepanel.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/introtext.h"
#include "gamesidepanel.h"
#include "intropage.h"
#include "positionvaluelabel.h"
#include "widgets/scrollpage.h"
#include "widgets/taborder.h"
#include "widgets/themecolors.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace nimlab {

namespace {
enum FixedPage
{
    PlayPage,
    ExamplesPage,
};

// Long pages scroll rather than squeeze the coins and the charts, or ask the window for more than a screen.
QWidget *scrolled(QWidget *page)
{
    return new ScrollPage(page);
}
} // namespace

GamePage::GamePage(GameTab *tab, QWidget *parent)
    : QWidget(parent), m_tab(tab), m_stack(new QStackedWidget(this)), m_content(new QWidget),
      m_layout(new QVBoxLayout(m_content)), m_pages(new QTabWidget), m_boardBox(new QGroupBox),
      m_moveMessage(new QLabel), m_showAnalysis(new QCheckBox), m_hoverValues(new QCheckBox),
      m_analysisBox(new QGroupBox), m_examplesLayout(nullptr), m_exampleLabel(new QLabel),
      m_exampleChoice(new QComboBox), m_examplePanel(new ExamplePanel(tab)), m_side(new GameSidePanel(tab->game()))
{
    m_pages->setObjectName(QStringLiteral("gamePages"));
    m_showAnalysis->setObjectName(QStringLiteral("showAnalysis"));
    m_boardBox->setObjectName(QStringLiteral("boardBox"));
    m_analysisBox->setObjectName(QStringLiteral("analysisBox"));
    m_showAnalysis->setChecked(true);
    m_hoverValues->setObjectName(QStringLiteral("hoverValues"));
    m_moveMessage->setObjectName(QStringLiteral("moveMessage"));
    m_moveMessage->setWordWrap(true);
    showAsMessage(m_moveMessage);
    m_moveMessage->hide();
    new QVBoxLayout(m_boardBox);
    new QVBoxLayout(m_analysisBox);
    // Best play from the position shown, the same line for every game, above the game's own analysis.
    m_analysisBox->layout()->addWidget(new PositionValueLabel(tab->game()));

    auto *play = new QWidget;
    auto *playLayout = new QVBoxLayout(play);
    playLayout->addWidget(m_boardBox);
    playLayout->addWidget(m_moveMessage);
    playLayout->addWidget(m_showAnalysis);
    // Indented under "Show the analysis": it is a part of the analysis, closed while that is hidden.
    auto *hoverValues = new QHBoxLayout;
    hoverValues->addSpacing(20);
    hoverValues->addWidget(m_hoverValues);
    playLayout->addLayout(hoverValues);
    playLayout->addWidget(m_analysisBox, 1);
    playLayout->addStretch();
    auto *examples = new QWidget;
    m_examplesLayout = new QVBoxLayout(examples);
    // A choice of example when the game has more than one (the tab in core says which is shown).
    m_exampleChoice->setObjectName(QStringLiteral("exampleChoice"));
    // The titles come later (and again in each language): the box follows their width.
    m_exampleChoice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (std::size_t i = 0; i < tab->examples().size(); ++i)
        m_exampleChoice->addItem(QString());
    m_exampleLabel->setBuddy(m_exampleChoice);
    auto *choice = new QHBoxLayout;
    choice->addWidget(m_exampleLabel);
    choice->addWidget(m_exampleChoice);
    choice->addStretch();
    m_exampleLabel->setVisible(tab->examples().size() > 1);
    m_exampleChoice->setVisible(tab->examples().size() > 1);
    m_examplesLayout->addLayout(choice);
    m_examplesLayout->addWidget(m_examplePanel);
    m_pages->addTab(scrolled(play), QString());
    m_pages->addTab(scrolled(examples), QString());

    auto *splitter = new QSplitter(Qt::Horizontal, m_content);
    splitter->addWidget(m_pages);
    // The side panel keeps its width and scrolls when the window is short (a projector's 720 lines).
    splitter->addWidget(new ScrollPage(m_side, Qt::Vertical));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    m_layout->addWidget(splitter, 1);
    // The game, or in its place its intro: neither changes the pages' order.
    m_stack->addWidget(m_content);
    if (const std::optional<RulesTopic> topic = introTopicOfTab(tab->key())) {
        m_intro = new IntroPage(*topic);
        m_stack->addWidget(m_intro);
        m_introButton = new QPushButton;
        m_introButton->setObjectName(QStringLiteral("introButton"));
        m_pages->setCornerWidget(m_introButton, Qt::TopRightCorner);
        connect(m_introButton, &QPushButton::clicked, this, &GamePage::showIntro);
        connect(m_intro, &IntroPage::tryItClicked, this, &GamePage::showGame);
    }
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_stack);

    connect(m_showAnalysis, &QCheckBox::toggled, this, &GamePage::updateMoveValues);
    connect(m_hoverValues, &QCheckBox::toggled, this, &GamePage::updateMoveValues);
    connect(tab->game(), &GameSession::moveRejected, this, &GamePage::showMoveMessage);
    connect(tab->game(), &GameSession::positionChanged, this, [this] {
        showMoveMessage(QString());
        // A new position may have made a board build new rows: once the board has, they take their place.
        QTimer::singleShot(0, this, &GamePage::orderTabs);
    });
    // The page shown belongs to the tab in core (and so to the session): the tab widget follows it.
    connect(m_pages, &QTabWidget::currentChanged, tab, &GameTab::setPage);
    connect(tab, &GameTab::viewChanged, this, &GamePage::showTabPage);
    connect(m_exampleChoice, &QComboBox::activated, tab, &GameTab::setExample);
    connect(tab->game(), &GameSession::answersHiddenChanged, this, &GamePage::updateMoveValues);
    retranslateUi();
    updateMoveValues();
    // A tab is built when first shown, after the session was restored: show the page it restored.
    showTabPage();
}

void GamePage::setStartEditor(QWidget *editor)
{
    m_layout->insertWidget(0, editor);
    m_startEditor = editor;
    orderTabs();
}

void GamePage::orderTabs()
{
    // The pages' tabs keep their place, just before the start position (see chainTabOrder()).
    QList<QWidget *> blocks = {m_startEditor, m_boardBox, m_showAnalysis, m_hoverValues, m_analysisBox};
    for (int i = 0; i < m_pages->count(); ++i)
        blocks << m_pages->widget(i);
    blocks << m_side;
    chainTabOrder(blocks);
}

void GamePage::setPlay(QWidget *board, QWidget *analysis, Titles titles)
{
    m_boardBox->layout()->addWidget(board);
    m_analysisBox->layout()->addWidget(analysis);
    m_titles = std::move(titles);
    retranslateUi();
    orderTabs();
}

void GamePage::showIntro()
{
    if (m_intro)
        m_stack->setCurrentWidget(m_intro);
}

void GamePage::showGame()
{
    m_stack->setCurrentWidget(m_content);
}

void GamePage::updateMoveValues()
{
    // The students' view hides every answer and the switches that would show them; the switches keep their ticks.
    const bool hidden = m_tab->game()->areAnswersHidden();
    m_showAnalysis->setVisible(!hidden);
    m_hoverValues->setVisible(!hidden);
    m_analysisBox->setVisible(!hidden && m_showAnalysis->isChecked());
    m_side->setAnswersHidden(hidden);
    for (const ExtraPage &extra : m_extra)
        extra.cover->setCurrentIndex(hidden ? 1 : 0);
    m_hoverValues->setEnabled(m_showAnalysis->isChecked());
    const bool shown = !hidden && m_showAnalysis->isChecked() && m_hoverValues->isChecked();
    if (shown == m_moveValuesShown)
        return;
    m_moveValuesShown = shown;
    Q_EMIT moveValuesShownChanged(shown);
}

void GamePage::setExampleView(QWidget *view)
{
    if (view)
        m_examplesLayout->addWidget(view, 1);
    orderTabs();
}

void GamePage::addPage(QWidget *page, std::function<QString()> title, std::function<QString()> tip)
{
    // The page, or in its place a notice while the answers are hidden: the pages keep their order and the one shown.
    auto *cover = new QStackedWidget;
    cover->addWidget(scrolled(page));
    auto *notice = new QLabel;
    notice->setObjectName(QStringLiteral("answersHiddenNotice"));
    notice->setWordWrap(true);
    notice->setAlignment(Qt::AlignCenter);
    cover->addWidget(notice);
    cover->setCurrentIndex(m_tab->game()->areAnswersHidden() ? 1 : 0);
    m_pages->addTab(cover, QString());
    m_extra.push_back({std::move(title), std::move(tip), cover, notice});
    retranslateUi();
    showTabPage();
    orderTabs();
}

void GamePage::showMoveMessage(const QString &message)
{
    m_moveMessage->setText(message);
    m_moveMessage->setVisible(!message.isEmpty());
    if (!message.isEmpty())
        Q_EMIT statusMessage(message);
}

void GamePage::showTabPage()
{
    if (m_tab->page() < m_pages->count())
        m_pages->setCurrentIndex(m_tab->page());
    m_exampleChoice->setCurrentIndex(m_tab->exampleIndex());
}

void GamePage::retranslateUi()
{
    m_pages->setTabText(PlayPage, tr("&Play"));
    m_pages->setTabToolTip(PlayPage, tr("Play, with the analysis of the position"));
    m_pages->setTabText(ExamplesPage, tr("&Worked examples"));
    m_pages->setTabToolTip(ExamplesPage, m_titles.examplesTip ? m_titles.examplesTip() : QString());
    for (std::size_t i = 0; i < m_extra.size(); ++i) {
        m_pages->setTabText(int(i) + 2, m_extra[i].title());
        m_pages->setTabToolTip(int(i) + 2, m_extra[i].tip());
        m_extra[i].notice->setText(tr("This page shows the answers: it is hidden in the students' view (View > "
                                      "Students' view)."));
    }
    updateTitles();
    m_exampleLabel->setText(tr("E&xample:"));
    for (std::size_t i = 0; i < m_tab->examples().size(); ++i)
        m_exampleChoice->setItemText(int(i), buildExample(m_tab->examples()[i]).title);
    m_exampleChoice->setAccessibleName(tr("Worked example"));
    m_showAnalysis->setText(tr("Show the &analysis"));
    m_showAnalysis->setToolTip(tr("Hide it to play without help"));
    m_hoverValues->setText(tr("Colour moves on hover"));
    m_hoverValues->setToolTip(tr("Before you move, the move under the mouse is coloured green when it wins and red "
                                 "when it loses (its tooltip says so too); only while the analysis is shown"));
    if (m_introButton) {
        m_introButton->setText(tr("What is this game?"));
        m_introButton->setToolTip(tr("The rules in a few sentences, with a picture"));
    }
}

void GamePage::updateTitles()
{
    m_boardBox->setTitle(m_titles.board ? m_titles.board() : QString());
    m_analysisBox->setTitle(m_titles.analysis ? m_titles.analysis() : QString());
}

void GamePage::showEvent(QShowEvent *event)
{
    // The tab is built before it joins the window, which takes its widgets into the window's order in its own way:
    // once shown, the page's order is set again.
    orderTabs();
    QWidget::showEvent(event);
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
