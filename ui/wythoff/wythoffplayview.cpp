#include "wythoffplayview.h"

#include "games/gamesession.h"
#include "games/wythofflab.h"
#include "wythoffboard.h"
#include "wythoffpiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nimlab {

WythoffPlayView::WythoffPlayView(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_viewLabel(new QLabel(this)), m_viewBox(new QComboBox(this)),
      m_showPBox(new QCheckBox(this)), m_sizeLabel(new QLabel(this)), m_sizeBox(new QSpinBox(this)),
      m_pilesBox(new QGroupBox(this)), m_piles(new WythoffPiles(lab, m_pilesBox)), m_boardBox(new QGroupBox(this)),
      m_board(new WythoffBoard(lab, WythoffBoard::Shows::Game, m_boardBox)), m_legend(new QLabel(m_boardBox))
{
    m_viewBox->setObjectName(QStringLiteral("viewChoice"));
    m_viewBox->setSizeAdjustPolicy(QComboBox::AdjustToContents); // its items change width with the language
    m_showPBox->setObjectName(QStringLiteral("showPBox"));
    m_sizeBox->setObjectName(QStringLiteral("boardSizeBox"));
    m_legend->setObjectName(QStringLiteral("boardLegend"));
    for (int i = 0; i < 3; ++i)
        m_viewBox->addItem(QString());
    m_viewLabel->setBuddy(m_viewBox);
    m_sizeBox->setRange(WythoffLab::kMinBoard, WythoffLab::kMaxBoard);
    m_sizeLabel->setBuddy(m_sizeBox);
    m_legend->setWordWrap(true);
    // Inside the page's own frame: a title line each, not a frame in a frame.
    m_pilesBox->setFlat(true);
    m_boardBox->setFlat(true);

    auto *options = new QHBoxLayout;
    options->addWidget(m_viewLabel);
    options->addWidget(m_viewBox);
    options->addSpacing(12);
    options->addWidget(m_showPBox);
    options->addSpacing(12);
    options->addWidget(m_sizeLabel);
    options->addWidget(m_sizeBox);
    options->addStretch();
    (new QVBoxLayout(m_pilesBox))->addWidget(m_piles);
    auto *boardLayout = new QVBoxLayout(m_boardBox);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addWidget(m_legend);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(options);
    layout->addWidget(m_pilesBox);
    layout->addWidget(m_boardBox, 1);

    connect(m_viewBox, &QComboBox::activated, this, [this](int index) { m_lab->setView(WythoffLab::View(index)); });
    connect(m_showPBox, &QCheckBox::toggled, m_lab, &WythoffLab::setShowPPositions);
    connect(m_sizeBox, &QSpinBox::valueChanged, m_lab, &WythoffLab::setBoardSize);
    connect(m_lab, &WythoffLab::settingsChanged, this, &WythoffPlayView::syncFromLab);
    // The students' view hides the P-positions and so their switch (its tick is kept for later).
    connect(m_lab->game(), &GameSession::answersHiddenChanged, this, &WythoffPlayView::syncFromLab);
    connect(m_piles, &WythoffPiles::message, this, &WythoffPlayView::statusMessage);
    syncFromLab();
    retranslateUi();
}

QString WythoffPlayView::title() const
{
    switch (m_lab->view()) {
    case WythoffLab::View::Board:
        return tr("The queen's board");
    case WythoffLab::View::Piles:
        return tr("Two piles");
    case WythoffLab::View::Both:
        break;
    }
    return tr("Two piles and the queen's board");
}

void WythoffPlayView::setShowsMoveValues(bool shown)
{
    m_piles->setShowsMoveValues(shown);
    m_board->setShowsMoveValues(shown);
}

void WythoffPlayView::syncFromLab()
{
    m_viewBox->setCurrentIndex(int(m_lab->view()));
    m_pilesBox->setVisible(m_lab->view() != WythoffLab::View::Board);
    m_boardBox->setVisible(m_lab->view() != WythoffLab::View::Piles);
    m_showPBox->setChecked(m_lab->showPPositions());
    m_showPBox->setVisible(!m_lab->game()->areAnswersHidden());
    m_sizeBox->setValue(m_lab->boardSize());
}

void WythoffPlayView::retranslateUi()
{
    m_viewLabel->setText(tr("Sh&ow:"));
    m_viewBox->setItemText(int(WythoffLab::View::Both), tr("Piles and board"));
    m_viewBox->setItemText(int(WythoffLab::View::Board), tr("The board only"));
    m_viewBox->setItemText(int(WythoffLab::View::Piles), tr("The piles only"));
    m_viewBox->setToolTip(tr("The same position as two piles of coins and as a queen on a chessboard"));
    m_viewBox->setAccessibleName(tr("Views"));
    m_showPBox->setText(tr("&Show P-positions"));
    m_showPBox->setToolTip(tr("Colour the P-positions on the board (misère ones in misère play)"));
    m_sizeLabel->setText(tr("&Board:"));
    m_sizeBox->setSuffix(tr(" squares"));
    m_sizeBox->setToolTip(tr("Squares on each side of the board: 8 to 30"));
    m_sizeBox->setAccessibleName(tr("Board size"));
    m_pilesBox->setTitle(tr("Two piles"));
    m_boardBox->setTitle(tr("The queen's board"));
    m_legend->setText(tr("Blue: the squares the queen reaches (click one to move there). Red: P-positions, when "
                         "shown. Green: winning moves, after a hint. Dashed: where she came from."));
}

void WythoffPlayView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
