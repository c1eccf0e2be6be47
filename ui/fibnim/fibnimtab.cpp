#include "fibnimtab.h"

#include "fibnimanalysisview.h"
#include "fibnimboard.h"
#include "fibnimexamplepage.h"
#include "fibnimgrundypage.h"
#include "fibnimstartbox.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gamesidepanel.h"

#include <QCheckBox>
#include <QEvent>
#include <QGroupBox>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace nimlab {

FibNimTab::FibNimTab(FibNimGame *game, QWidget *parent)
    : QWidget(parent), m_game(game), m_start(new FibNimStartBox(game, this)), m_pages(new QTabWidget),
      m_boardBox(new QGroupBox), m_board(new FibNimBoard(game, m_boardBox)), m_showAnalysis(new QCheckBox),
      m_analysisBox(new QGroupBox), m_analysis(new FibNimAnalysisView(game, m_analysisBox)),
      m_examples(new FibNimExamplePage(game)), m_grundy(new FibNimGrundyPage(game)),
      m_side(new GameSidePanel(game->session()))
{
    auto *boardLayout = new QVBoxLayout(m_boardBox);
    boardLayout->addWidget(m_board);
    auto *analysisLayout = new QVBoxLayout(m_analysisBox);
    analysisLayout->addWidget(m_analysis);
    m_showAnalysis->setChecked(true);

    auto *play = new QWidget;
    auto *playLayout = new QVBoxLayout(play);
    playLayout->addWidget(m_boardBox);
    playLayout->addWidget(m_showAnalysis);
    playLayout->addWidget(m_analysisBox, 1);
    playLayout->addStretch();
    // Long pages scroll rather than squeeze the coins and the charts.
    const auto scrolled = [](QWidget *page) {
        auto *scroll = new QScrollArea;
        scroll->setWidget(page);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        return scroll;
    };
    m_pages->addTab(scrolled(play), QString());
    m_pages->addTab(scrolled(m_examples), QString());
    m_pages->addTab(m_grundy, QString());

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_pages);
    splitter->addWidget(m_side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_start);
    layout->addWidget(splitter, 1);

    connect(m_side, &GameSidePanel::newGameRequested, m_start, &FibNimStartBox::startNewGame);
    connect(m_board, &FibNimBoard::message, this, &FibNimTab::statusMessage);
    connect(m_game->session(), &GameSession::moveRejected, this, &FibNimTab::statusMessage);
    connect(m_grundy, &FibNimGrundyPage::statusMessage, this, &FibNimTab::statusMessage);
    connect(m_showAnalysis, &QCheckBox::toggled, m_analysisBox, &QWidget::setVisible);
    connect(m_game->session(), &GameSession::positionChanged, this, &FibNimTab::updateAnalysisTitle);
    connect(m_examples, &FibNimExamplePage::gameStarted, this, [this] { showPage(PlayPage); });
    // The page shown is part of the session: a restored session opens on it.
    connect(m_pages, &QTabWidget::currentChanged, m_game, &GameTab::setPage);
    connect(m_game, &GameTab::viewChanged, this, [this] { m_pages->setCurrentIndex(m_game->page()); });
    m_pages->setCurrentIndex(m_game->page());
    retranslateUi();
}

void FibNimTab::showPage(Page page)
{
    m_pages->setCurrentIndex(int(page));
}

void FibNimTab::retranslateUi()
{
    m_pages->setTabText(PlayPage, tr("&Play"));
    m_pages->setTabToolTip(PlayPage, tr("Play, with the analysis of the position"));
    m_pages->setTabText(ExamplesPage, tr("&Worked examples"));
    m_pages->setTabToolTip(ExamplesPage, tr("The articles' examples with 10 and 21 coins, step by step"));
    m_pages->setTabText(GrundyPage, tr("G&rundy values"));
    m_pages->setTabToolTip(GrundyPage, tr("g(n, q) for piles up to 1000 coins, and the starting values"));
    m_boardBox->setTitle(tr("Piles"));
    m_showAnalysis->setText(tr("Show the &analysis"));
    m_showAnalysis->setToolTip(tr("Hide it to play without help"));
    updateAnalysisTitle();
}

void FibNimTab::updateAnalysisTitle()
{
    switch (m_game->variant()) {
    case FibNimRules::Variant::Single:
        m_analysisBox->setTitle(tr("Analysis: the Zeckendorf strategy"));
        break;
    case FibNimRules::Variant::Multi:
        m_analysisBox->setTitle(tr("Analysis: Grundy values and their nim-sum"));
        break;
    case FibNimRules::Variant::Global:
        m_analysisBox->setTitle(tr("Analysis: one quota for the whole game, solved by search"));
        break;
    }
}

void FibNimTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
