#include "wythofftab.h"

#include "games/gamepage.h"
#include "games/gamesidepanel.h"
#include "games/wythofflab.h"
#include "wythoffanalysisview.h"
#include "wythoffchartspanel.h"
#include "wythoffconstructionpanel.h"
#include "wythoffexplainpanel.h"
#include "wythoffplayview.h"
#include "wythoffstartbox.h"

#include <QVBoxLayout>

namespace nimlab {

WythoffTab::WythoffTab(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_page(new GamePage(lab, this)), m_play(new WythoffPlayView(lab)),
      m_chartsPage(new QWidget)
{
    // The shared game page; this tab only fills its slots (the pages are the lab's, in the order of WythoffLab::Page).
    auto *start = new WythoffStartBox(lab);
    m_page->setStartEditor(start);
    m_page->setPlay(m_play, new WythoffAnalysisView(lab),
                    {[this] { return m_play->title(); }, [] { return tr("Analysis: the three kinds of move"); },
                     [] { return tr("The article's construction of the P-positions, step by step on the board"); }});
    m_page->setExampleView(new WythoffConstructionPanel(lab));
    m_page->addPage(
        new WythoffExplainPanel(lab), [] { return tr("Expla&in"); },
        [] { return tr("The golden ratio, Beatty sequences and the Zeckendorf form for any n"); });
    (new QVBoxLayout(m_chartsPage))->setContentsMargins(0, 0, 0, 0);
    m_page->addPage(
        m_chartsPage, [] { return tr("Cha&rts"); },
        [] { return tr("The P-positions against the golden-ratio lines, and the Grundy heat map"); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_page);

    connect(m_page->sidePanel(), &GameSidePanel::newGameRequested, start, &WythoffStartBox::startNewGame);
    connect(m_page, &GamePage::statusMessage, this, &WythoffTab::statusMessage);
    connect(m_play, &WythoffPlayView::statusMessage, m_page, &GamePage::showMoveMessage);
    connect(m_page, &GamePage::moveValuesShownChanged, m_play, &WythoffPlayView::setShowsMoveValues);
    connect(lab, &WythoffLab::settingsChanged, m_page, &GamePage::updateTitles);
    connect(lab, &GameTab::viewChanged, this, &WythoffTab::createChartsWhenShown);
    createChartsWhenShown();
}

void WythoffTab::createChartsWhenShown()
{
    // The charts (and their first Grundy build) cost time: made the first time their page is shown.
    if (m_charts || m_lab->wythoffPage() != WythoffLab::Page::Charts)
        return;
    m_charts = new WythoffChartsPanel(m_lab, m_chartsPage);
    m_chartsPage->layout()->addWidget(m_charts);
    connect(m_charts, &WythoffChartsPanel::statusMessage, this, &WythoffTab::statusMessage);
}

} // namespace nimlab
