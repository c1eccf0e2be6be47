#include "wythoffconstructionpanel.h"

#include "examples/examplepanel.h"
#include "games/wythoffconstruction.h"
#include "games/wythofflab.h"
#include "wythoffptablemodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace nimlab {

WythoffConstructionPanel::WythoffConstructionPanel(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_example(new ExamplePanel(lab, this)), m_boardText(new QLabel(this)),
      m_tableTitle(new QLabel(this)), m_model(new WythoffPTableModel(lab, this)), m_table(new QTableView(this))
{
    m_boardText->setObjectName(QStringLiteral("constructionBoardText"));
    m_table->setObjectName(QStringLiteral("pPositionTable"));
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

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_example);
    layout->addWidget(m_boardText);
    layout->addWidget(m_tableTitle);
    layout->addWidget(m_table, 1);
    connect(lab->stepper(), &Stepper::stepChanged, this, &WythoffConstructionPanel::showStep);
    // The board size changes what the step did on the board, not the step itself.
    connect(lab, &WythoffLab::settingsChanged, this, &WythoffConstructionPanel::updateBoardText);
    retranslateUi();
    showStep();
}

void WythoffConstructionPanel::showStep()
{
    // The model follows the stepper by itself; the panel keeps the current row in sight.
    m_table->scrollTo(m_model->index(std::max(0, m_lab->constructionStep()), 0));
    updateBoardText();
}

void WythoffConstructionPanel::updateBoardText()
{
    m_boardText->setText(m_lab->construction().boardText(std::max(0, m_lab->constructionStep()), m_lab->boardSize()));
}

void WythoffConstructionPanel::retranslateUi()
{
    m_tableTitle->setText(tr("P-positions (x \u2264 y) found so far, n = 0 to 20"));
    m_table->setAccessibleName(tr("Table of P-positions"));
    m_table->setToolTip(
        tr("The article's table: column n holds (\u230an\u03c6\u230b, \u230an\u03c6\u00b2\u230b); the misère "
           "rows differ only in the first two columns"));
    m_boardText->setAccessibleName(tr("What the step did on the board"));
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
