#include "wythoffconstructionpanel.h"

#include "games/gamesession.h"
#include "games/wythoffconstruction.h"
#include "games/wythofflab.h"
#include "wythoffboard.h"
#include "wythoffptablemodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace nimlab {

WythoffConstructionPanel::WythoffConstructionPanel(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_board(new WythoffBoard(lab, WythoffBoard::Shows::Construction, this)),
      m_legend(new QLabel(this)), m_boardText(new QLabel(this)), m_tableTitle(new QLabel(this)),
      m_model(new WythoffPTableModel(lab, this)), m_table(new QTableView(this))
{
    m_boardText->setObjectName(QStringLiteral("constructionBoardText"));
    m_table->setObjectName(QStringLiteral("pPositionTable"));
    m_legend->setObjectName(QStringLiteral("constructionLegend"));
    m_legend->setWordWrap(true);
    m_boardText->setWordWrap(true);
    m_boardText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_boardText->setFrameShape(QFrame::StyledPanel);
    m_boardText->setMargin(4);
    QFont bold = m_tableTitle->font();
    bold.setBold(true);
    m_tableTitle->setFont(bold);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setMinimumHeight(8 * (m_table->fontMetrics().height() + 4));

    // The board on the left, what the step did and the table beside it.
    auto *boardSide = new QVBoxLayout;
    boardSide->addWidget(m_board, 1);
    boardSide->addWidget(m_legend);
    auto *tableSide = new QVBoxLayout;
    tableSide->addWidget(m_boardText);
    tableSide->addWidget(m_tableTitle);
    tableSide->addWidget(m_table, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(boardSide, 3);
    layout->addLayout(tableSide, 2);
    connect(lab->stepper(), &Stepper::stepChanged, this, &WythoffConstructionPanel::showStep);
    // The misère pairs are shown whole, ahead of any step: the students' view hides them.
    const auto hideMisere = [this](bool hidden) {
        for (const int column : {WythoffPTableModel::MisereXColumn, WythoffPTableModel::MisereYColumn})
            m_table->setColumnHidden(column, hidden);
    };
    connect(lab->game(), &GameSession::answersHiddenChanged, this, hideMisere);
    hideMisere(lab->game()->areAnswersHidden());
    // The board size changes what the step did on the board, not the step itself.
    connect(lab, &WythoffLab::settingsChanged, this, &WythoffConstructionPanel::updateBoardText);
    retranslateUi();
    showStep();
}

void WythoffConstructionPanel::showStep()
{
    // The model follows the stepper by itself; the panel keeps the current row in sight.
    const WythoffConstruction &c = m_lab->construction();
    m_table->scrollTo(m_model->index(std::max(0, c.stepPair(m_lab->constructionStep())), 0));
    updateBoardText();
}

void WythoffConstructionPanel::updateBoardText()
{
    m_boardText->setText(m_lab->construction().boardText(std::max(0, m_lab->constructionStep()), m_lab->boardSize()));
}

void WythoffConstructionPanel::retranslateUi()
{
    m_tableTitle->setText(
        tr("P-positions (x \u2264 y) found so far, n = 0 to %1").arg(m_lab->construction().pairCount() - 1));
    m_table->setAccessibleName(tr("Table of P-positions"));
    m_table->setToolTip(
        tr("The article's table: column n holds (\u230an\u03c6\u230b, \u230an\u03c6\u00b2\u230b); the misère "
           "rows differ only in the first two columns"));
    m_boardText->setAccessibleName(tr("What the step did on the board"));
    m_legend->setText(tr("\u25cb red: P-positions; \u00d7 grey: N-positions (orange: marked by this step); blank: not "
                         "decided yet."));
    m_model->retranslate();
    showStep();
}

void WythoffConstructionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
