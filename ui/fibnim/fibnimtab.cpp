#include "fibnimtab.h"

#include "fibnimanalysisview.h"
#include "fibnimboard.h"
#include "fibnimexamplepage.h"
#include "fibnimgrundypage.h"
#include "fibnimstartbox.h"
#include "games/fibnimgame.h"
#include "games/gamepage.h"
#include "games/gamesession.h"
#include "games/gamesidepanel.h"

#include <QVBoxLayout>

namespace nimlab {

FibNimTab::FibNimTab(FibNimGame *game, QWidget *parent)
    : QWidget(parent), m_game(game), m_page(new GamePage(game, this)), m_start(new FibNimStartBox(game)),
      m_board(new FibNimBoard(game)), m_analysis(new FibNimAnalysisView(game)),
      m_examples(new FibNimExamplePage(game, m_page->examplePanel())), m_grundy(new FibNimGrundyPage(game))
{
    // The shared game page; this tab only fills its slots.
    m_page->setStartEditor(m_start);
    m_page->setPlay(m_board, m_analysis,
                    {[] { return tr("Piles"); }, [this] { return analysisTitle(); },
                     [] { return tr("The articles' examples with 10 and 21 coins, step by step"); }});
    m_page->setExampleView(m_examples);
    m_page->addPage(
        m_grundy, [] { return tr("G&rundy values"); },
        [] { return tr("g(n, q) for piles up to 1000 coins, and the starting values"); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_page);

    connect(m_page->sidePanel(), &GameSidePanel::newGameRequested, m_start, &FibNimStartBox::startNewGame);
    connect(m_page, &GamePage::statusMessage, this, &FibNimTab::statusMessage);
    connect(m_board, &FibNimBoard::message, m_page, &GamePage::showMoveMessage);
    connect(m_page, &GamePage::moveValuesShownChanged, m_board, &FibNimBoard::setShowsMoveValues);
    connect(m_grundy, &FibNimGrundyPage::statusMessage, this, &FibNimTab::statusMessage);
    connect(m_game->session(), &GameSession::positionChanged, m_page, &GamePage::updateTitles);
    connect(m_examples, &FibNimExamplePage::gameStarted, this, [this] { showPage(PlayPage); });
}

void FibNimTab::showPage(Page page)
{
    m_game->setPage(int(page));
}

QString FibNimTab::analysisTitle() const
{
    switch (m_game->variant()) {
    case FibNimRules::Variant::Single:
        return tr("Analysis: the Zeckendorf strategy");
    case FibNimRules::Variant::Multi:
        return tr("Analysis: Grundy values and their nim-sum");
    case FibNimRules::Variant::Global:
        break;
    }
    return tr("Analysis: one quota for the whole game, solved by search");
}

} // namespace nimlab
