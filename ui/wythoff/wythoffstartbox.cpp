#include "wythoffstartbox.h"

#include "games/gamesession.h"
#include "games/typedgame.h"
#include "games/wythofflab.h"
#include "games/wythoffrules.h"
#include "widgets/themecolors.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>

namespace nimlab {

WythoffStartBox::WythoffStartBox(WythoffLab *lab, QWidget *parent)
    : QGroupBox(parent), m_lab(lab), m_xLabel(new QLabel(this)), m_xEdit(new QLineEdit(this)),
      m_yLabel(new QLabel(this)), m_yEdit(new QLineEdit(this)), m_misereBox(new QCheckBox(this)),
      m_startButton(new QPushButton(this)), m_message(new QLabel(this))
{
    m_xEdit->setObjectName(QStringLiteral("startX"));
    m_yEdit->setObjectName(QStringLiteral("startY"));
    m_misereBox->setObjectName(QStringLiteral("misereBox"));
    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_message->setObjectName(QStringLiteral("editorMessage"));
    for (QLineEdit *edit : {m_xEdit, m_yEdit})
        edit->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), edit));
    m_xLabel->setBuddy(m_xEdit);
    m_yLabel->setBuddy(m_yEdit);
    showAsMessage(m_message);
    m_message->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_xLabel);
    layout->addWidget(m_xEdit, 1);
    layout->addWidget(m_yLabel);
    layout->addWidget(m_yEdit, 1);
    layout->addWidget(m_misereBox);
    layout->addWidget(m_startButton);
    layout->addWidget(m_message, 2);

    connect(m_startButton, &QPushButton::clicked, this, &WythoffStartBox::startNewGame);
    for (QLineEdit *edit : {m_xEdit, m_yEdit})
        connect(edit, &QLineEdit::returnPressed, this, &WythoffStartBox::startNewGame);
    // A new game (from here or a restore, with or without moves) shows its start; moves leave the fields alone.
    connect(lab->game(), &GameSession::started, this, &WythoffStartBox::syncFromGame);
    connect(lab->game(), &GameSession::positionChanged, this, [this] {
        if (m_lab->game()->moveCount() == 0)
            syncFromGame();
    });
    retranslateUi();
    syncFromGame();
}

void WythoffStartBox::syncFromGame()
{
    const WythoffRules::Position start = TypedGame<WythoffRules>(m_lab->game()).startPosition();
    m_xEdit->setText(QString::number(start.x));
    m_yEdit->setText(QString::number(start.y));
    m_misereBox->setChecked(m_lab->isMisere());
    m_message->clear();
}

bool WythoffStartBox::startNewGame()
{
    for (QLineEdit *edit : {m_xEdit, m_yEdit}) {
        const QString problem = WythoffLab::checkPileText(edit->text());
        if (!problem.isEmpty()) {
            m_message->setText(edit == m_xEdit ? tr("First pile: %1").arg(problem)
                                               : tr("Second pile: %1").arg(problem));
            edit->setFocus();
            return false;
        }
    }
    const std::uint64_t x = *WythoffLab::parseNumber(m_xEdit->text(), ~std::uint64_t{0});
    const std::uint64_t y = *WythoffLab::parseNumber(m_yEdit->text(), ~std::uint64_t{0});
    const QString problem = m_lab->newGame(x, y, m_misereBox->isChecked());
    m_message->setText(problem);
    if (!problem.isEmpty())
        return false;
    m_lab->setPage(int(WythoffLab::Page::Play));
    return true;
}

void WythoffStartBox::retranslateUi()
{
    setTitle(tr("Start position"));
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
}

void WythoffStartBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace nimlab
