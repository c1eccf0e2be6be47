#include "wythofftab.h"

#include "games/typedgame.h"
#include "games/wythoffrules.h"

#include "examples/examplepanel.h"
#include "games/gamesession.h"
#include "games/gamesidepanel.h"
#include "games/wythofflab.h"
#include "wythoffboard.h"
#include "wythoffchartspanel.h"
#include "wythoffconstructionpanel.h"
#include "wythoffexplainpanel.h"
#include "wythoffpiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace nimlab {

static_assert(int(WythoffTab::ChartsPage) == int(WythoffLab::Page::Charts), "the tab's pages are the lab's pages");

WythoffTab::WythoffTab(WythoffLab *lab, QWidget *parent) : QWidget(parent), m_lab(lab)
{
    buildUi();
    setupConnections();
    // The lab first: retranslateUi() tells the lab which page is shown, which must be the restored one by then.
    syncFromLab();
    retranslateUi();
    syncEditor();
}

void WythoffTab::buildUi()
{
    m_startBox = new QGroupBox(this);
    m_xLabel = new QLabel(m_startBox);
    m_xEdit = new QLineEdit(m_startBox);
    m_yLabel = new QLabel(m_startBox);
    m_yEdit = new QLineEdit(m_startBox);
    for (QLineEdit *edit : {m_xEdit, m_yEdit})
        edit->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), edit));
    m_xLabel->setBuddy(m_xEdit);
    m_yLabel->setBuddy(m_yEdit);
    m_misereBox = new QCheckBox(m_startBox);
    m_startButton = new QPushButton(m_startBox);
    m_editorMessage = new QLabel(m_startBox);
    m_editorMessage->setStyleSheet(QStringLiteral("color: #b3261e"));
    m_editorMessage->setWordWrap(true);
    auto *start = new QHBoxLayout(m_startBox);
    start->addWidget(m_xLabel);
    start->addWidget(m_xEdit, 1);
    start->addWidget(m_yLabel);
    start->addWidget(m_yEdit, 1);
    start->addWidget(m_misereBox);
    start->addWidget(m_startButton);
    start->addWidget(m_editorMessage, 2);

    m_viewLabel = new QLabel(this);
    m_viewBox = new QComboBox(this);
    for (int i = 0; i < 3; ++i)
        m_viewBox->addItem(QString());
    m_viewLabel->setBuddy(m_viewBox);
    m_showPBox = new QCheckBox(this);
    m_sizeLabel = new QLabel(this);
    m_sizeBox = new QSpinBox(this);
    m_sizeBox->setRange(WythoffLab::kMinBoard, WythoffLab::kMaxBoard);
    m_sizeLabel->setBuddy(m_sizeBox);
    auto *options = new QHBoxLayout;
    options->addWidget(m_viewLabel);
    options->addWidget(m_viewBox);
    options->addSpacing(12);
    options->addWidget(m_showPBox);
    options->addSpacing(12);
    options->addWidget(m_sizeLabel);
    options->addWidget(m_sizeBox);
    options->addStretch();

    m_pilesBox = new QGroupBox;
    m_piles = new WythoffPiles(m_lab, m_pilesBox);
    (new QVBoxLayout(m_pilesBox))->addWidget(m_piles);
    m_boardBox = new QGroupBox;
    m_board = new WythoffBoard(m_lab, m_boardBox);
    m_boardLegend = new QLabel(m_boardBox);
    m_boardLegend->setWordWrap(true);
    auto *boardLayout = new QVBoxLayout(m_boardBox);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addWidget(m_boardLegend);
    auto *views = new QWidget;
    auto *viewsLayout = new QVBoxLayout(views);
    viewsLayout->setContentsMargins(0, 0, 0, 0);
    viewsLayout->addWidget(m_pilesBox);
    viewsLayout->addWidget(m_boardBox, 1);

    m_pages = new QTabWidget;
    m_side = new GameSidePanel(m_lab->game());
    m_construction = new WythoffConstructionPanel(m_lab);
    m_explain = new WythoffExplainPanel(m_lab);
    m_chartsPage = new QWidget;
    auto *chartsLayout = new QVBoxLayout(m_chartsPage);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    m_pages->addTab(m_side, QString());
    m_pages->addTab(m_construction, QString());
    m_pages->addTab(m_explain, QString());
    m_pages->addTab(m_chartsPage, QString());

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(views);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_startBox);
    layout->addLayout(options);
    layout->addWidget(splitter, 1);
}

void WythoffTab::setupConnections()
{
    connect(m_startButton, &QPushButton::clicked, this, &WythoffTab::startNewGame);
    for (QLineEdit *edit : {m_xEdit, m_yEdit})
        connect(edit, &QLineEdit::returnPressed, this, &WythoffTab::startNewGame);
    connect(m_side, &GameSidePanel::newGameRequested, this, &WythoffTab::startNewGame);
    connect(m_viewBox, &QComboBox::activated, this, [this](int index) { m_lab->setView(WythoffLab::View(index)); });
    connect(m_showPBox, &QCheckBox::toggled, m_lab, &WythoffLab::setShowPPositions);
    connect(m_sizeBox, &QSpinBox::valueChanged, m_lab, &WythoffLab::setBoardSize);
    connect(m_lab, &WythoffLab::settingsChanged, this, &WythoffTab::syncFromLab);
    connect(m_lab, &GameTab::viewChanged, this, &WythoffTab::syncFromLab);
    connect(m_pages, &QTabWidget::currentChanged, this, &WythoffTab::handlePageChanged);
    connect(m_board, &WythoffBoard::message, this, &WythoffTab::statusMessage);
    connect(m_piles, &WythoffPiles::message, this, &WythoffTab::statusMessage);
    connect(m_lab->game(), &GameSession::moveRejected, this, &WythoffTab::statusMessage);
    connect(m_lab->game(), &GameSession::positionChanged, this, [this] {
        if (m_lab->game()->moveCount() == 0)
            syncEditor();
    });
}

QString WythoffTab::editorMessage() const
{
    return m_editorMessage->text();
}

QString WythoffTab::boardLegend() const
{
    return m_boardLegend->text();
}

void WythoffTab::syncFromLab()
{
    m_viewBox->setCurrentIndex(int(m_lab->view()));
    m_pilesBox->setVisible(m_lab->view() != WythoffLab::View::Board);
    m_boardBox->setVisible(m_lab->view() != WythoffLab::View::Piles);
    m_showPBox->setChecked(m_lab->showPPositions());
    m_sizeBox->setValue(m_lab->boardSize());
    if (m_pages->currentIndex() != m_lab->page())
        m_pages->setCurrentIndex(m_lab->page());
}

void WythoffTab::syncEditor()
{
    const WythoffRules::Position start = TypedGame<WythoffRules>(m_lab->game()).startPosition();
    m_xEdit->setText(QString::number(start.x));
    m_yEdit->setText(QString::number(start.y));
    m_misereBox->setChecked(m_lab->isMisere());
    m_editorMessage->clear();
}

bool WythoffTab::startNewGame()
{
    for (QLineEdit *edit : {m_xEdit, m_yEdit}) {
        const QString problem = WythoffLab::checkPileText(edit->text());
        if (!problem.isEmpty()) {
            m_editorMessage->setText(edit == m_xEdit ? tr("First pile: %1").arg(problem)
                                                     : tr("Second pile: %1").arg(problem));
            edit->setFocus();
            return false;
        }
    }
    const std::uint64_t x = *WythoffLab::parseNumber(m_xEdit->text(), ~std::uint64_t{0});
    const std::uint64_t y = *WythoffLab::parseNumber(m_yEdit->text(), ~std::uint64_t{0});
    const QString problem = m_lab->newGame(x, y, m_misereBox->isChecked());
    m_editorMessage->setText(problem);
    if (problem.isEmpty())
        showPage(PlayPage);
    return problem.isEmpty();
}

void WythoffTab::showPage(Page page)
{
    m_pages->setCurrentIndex(int(page));
}

void WythoffTab::handlePageChanged(int index)
{
    m_lab->setPage(index);
    if (index == ChartsPage && !m_charts) {
        m_charts = new WythoffChartsPanel(m_lab, m_chartsPage);
        m_chartsPage->layout()->addWidget(m_charts);
        connect(m_charts, &WythoffChartsPanel::statusMessage, this, &WythoffTab::statusMessage);
    }
    // The board follows the lab's page and step by itself.
    const bool construction = index == ConstructionPage;
    m_boardBox->setTitle(construction ? tr("The construction on the board") : tr("The queen's board"));
    m_boardLegend->setText(construction
                               ? tr("\u25cb red: P-positions; \u00d7 grey: N-positions (orange: marked by this "
                                    "step); blank: not decided yet.")
                               : tr("Blue: the squares the queen reaches (click one to move there). Red: "
                                    "P-positions, when shown. Green: winning moves, after a hint. Dashed: "
                                    "where she came from."));
}

void WythoffTab::retranslateUi()
{
    m_startBox->setTitle(tr("Start position"));
    m_xLabel->setText(tr("&x:"));
    m_xEdit->setToolTip(tr("Coins in the first pile (the queen's column): 0 to 2^62"));
    m_xEdit->setAccessibleName(tr("First pile of the start position"));
    m_yLabel->setText(tr("&y:"));
    m_yEdit->setToolTip(tr("Coins in the second pile (the queen's row): 0 to 2^62"));
    m_yEdit->setAccessibleName(tr("Second pile of the start position"));
    m_misereBox->setText(tr("&Misère play"));
    m_misereBox->setToolTip(tr("The player who takes the last coin loses"));
    m_startButton->setText(tr("S&tart"));
    m_startButton->setToolTip(tr("Start a new game from these piles"));
    m_viewLabel->setText(tr("Sho&w:"));
    m_viewBox->setItemText(int(WythoffLab::View::Both), tr("Piles and board"));
    m_viewBox->setItemText(int(WythoffLab::View::Board), tr("The board only"));
    m_viewBox->setItemText(int(WythoffLab::View::Piles), tr("The piles only"));
    m_viewBox->setToolTip(tr("The same position as two piles of coins and as a queen on a chessboard"));
    m_viewBox->setAccessibleName(tr("Views"));
    m_showPBox->setText(tr("Show &P-positions"));
    m_showPBox->setToolTip(tr("Colour the P-positions on the board (misère ones in misère play)"));
    m_sizeLabel->setText(tr("&Board:"));
    m_sizeBox->setSuffix(tr(" squares"));
    m_sizeBox->setToolTip(tr("Squares on each side of the board: 8 to 30"));
    m_sizeBox->setAccessibleName(tr("Board size"));
    m_pilesBox->setTitle(tr("Two piles"));
    m_pages->setTabText(PlayPage, tr("Play"));
    m_pages->setTabText(ConstructionPage, tr("Construction"));
    m_pages->setTabToolTip(ConstructionPage,
                           tr("The article's construction of the P-positions, step by step on the board"));
    m_pages->setTabText(ExplainPage, tr("Explain"));
    m_pages->setTabToolTip(ExplainPage, tr("The golden ratio, Beatty sequences and the Zeckendorf form for any n"));
    m_pages->setTabText(ChartsPage, tr("Charts"));
    m_pages->setTabToolTip(ChartsPage, tr("The P-positions against the golden-ratio lines, and the Grundy heat map"));
    handlePageChanged(m_pages->currentIndex());
}

void WythoffTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
