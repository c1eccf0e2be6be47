#include "nimtab.h"

#include "examples/examplepanel.h"
#include "games/gamepage.h"
#include "games/gamesession.h"
#include "games/gamesidepanel.h"
#include "games/gametab.h"
#include "games/nimrules.h"
#include "games/numberlist.h"
#include "games/typedgame.h"
#include "nimanalysisview.h"
#include "nimboard.h"
#include "widgets/themecolors.h"

#include <QCheckBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace nimlab {

NimTab::NimTab(GameTab *tab, QWidget *parent)
    : QWidget(parent), m_session(tab->game()), m_page(new GamePage(tab, this)), m_startBox(new QGroupBox),
      m_heapsLabel(new QLabel(m_startBox)), m_heapsEdit(new QLineEdit(m_startBox)),
      m_misereBox(new QCheckBox(m_startBox)), m_startButton(new QPushButton(m_startBox)),
      m_editorMessage(new QLabel(m_startBox)), m_board(new NimBoard(m_session)),
      m_analysis(new NimAnalysisView(m_session)), m_exampleButtons(new QWidget),
      m_playExample(new QPushButton(m_exampleButtons)), m_openTable(new QPushButton(m_exampleButtons))
{
    m_heapsLabel->setBuddy(m_heapsEdit);
    m_heapsEdit->setObjectName(QStringLiteral("startHeaps"));
    m_misereBox->setObjectName(QStringLiteral("misereBox"));
    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_editorMessage->setObjectName(QStringLiteral("editorMessage"));
    m_playExample->setObjectName(QStringLiteral("playFromStep"));
    m_openTable->setObjectName(QStringLiteral("openNimSumTable"));
    showAsMessage(m_editorMessage);
    m_editorMessage->setWordWrap(true);
    auto *start = new QHBoxLayout(m_startBox);
    start->addWidget(m_heapsLabel);
    start->addWidget(m_heapsEdit, 1);
    start->addWidget(m_misereBox);
    start->addWidget(m_startButton);
    start->addWidget(m_editorMessage, 1);
    auto *exampleButtons = new QHBoxLayout(m_exampleButtons);
    exampleButtons->setContentsMargins(0, 0, 0, 0);
    exampleButtons->addWidget(m_playExample);
    exampleButtons->addWidget(m_openTable);
    exampleButtons->addStretch();

    // The shared game page; this tab only fills its slots.
    m_page->setStartEditor(m_startBox);
    m_page->setPlay(m_board, m_analysis,
                    {[] { return tr("Heaps"); }, [] { return tr("Analysis: the nim-sum in binary"); },
                     [] { return tr("The article's example (6, 12, 9), step by step"); }});
    m_page->setExampleView(m_exampleButtons);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_page);

    connect(m_startButton, &QPushButton::clicked, this, &NimTab::startNewGame);
    connect(m_heapsEdit, &QLineEdit::returnPressed, this, &NimTab::startNewGame);
    connect(m_page->sidePanel(), &GameSidePanel::newGameRequested, this, &NimTab::startNewGame);
    connect(m_board, &NimBoard::message, m_page, &GamePage::showMoveMessage);
    connect(m_page, &GamePage::moveValuesShownChanged, m_board, &NimBoard::setShowsMoveValues);
    connect(m_page, &GamePage::statusMessage, this, &NimTab::statusMessage);
    connect(m_playExample, &QPushButton::clicked, this, &NimTab::playExamplePosition);
    connect(m_openTable, &QPushButton::clicked, this, &NimTab::nimSumTableRequested);
    // A new game or a restored one (moves made or not) shows its start and its play; plain moves keep the editor.
    connect(m_session, &GameSession::started, this, &NimTab::syncEditor);
    connect(m_session, &GameSession::positionChanged, this, [this] {
        if (m_session->moveCount() == 0)
            syncEditor();
    });
    syncEditor();
    retranslateUi();
}

void NimTab::syncEditor()
{
    const TypedGame<NimRules> game(m_session);
    QStringList heaps;
    for (const std::uint64_t h : game.startPosition().heaps)
        heaps << QString::number(h);
    m_heapsEdit->setText(heaps.join(QLatin1Char(' ')));
    m_misereBox->setChecked(game.rules().isMisere());
    m_editorMessage->clear();
}

bool NimTab::startNewGame()
{
    const NumberList typed = parseNumberList(m_heapsEdit->text());
    if (!typed.ok()) {
        m_editorMessage->setText(tr("'%1' is not a number of coins: enter whole numbers from 0 to 2^63 separated "
                                    "by spaces.")
                                     .arg(typed.badToken));
        return false;
    }
    const NimRules::Position start{typed.numbers};
    const QString problem = m_session->newGame(NimRules(m_misereBox->isChecked()).options(), NimRules::encode(start));
    m_editorMessage->setText(problem);
    return problem.isEmpty();
}

void NimTab::playExamplePosition()
{
    QStringList heaps;
    for (const QJsonValue &v : m_page->examplePanel()->currentStep().data.value(QStringLiteral("heaps")).toArray())
        heaps << QString::number(v.toInteger());
    m_heapsEdit->setText(heaps.join(QLatin1Char(' ')));
    m_misereBox->setChecked(false);
    startNewGame();
}

void NimTab::retranslateUi()
{
    m_startBox->setTitle(tr("Start position"));
    m_heapsLabel->setText(tr("Heap&s:"));
    m_heapsEdit->setToolTip(tr("1 to 10 heaps of 0 to 2^63 coins, separated by spaces, e.g. 6 12 9"));
    m_heapsEdit->setAccessibleName(tr("Heaps of the start position"));
    m_misereBox->setText(tr("&Misère play"));
    m_misereBox->setToolTip(tr("The player who takes the last coin loses"));
    m_startButton->setText(tr("S&tart"));
    m_startButton->setToolTip(tr("Start a new game from these heaps"));
    m_playExample->setText(tr("Play from this position"));
    m_playExample->setToolTip(tr("Start a game from the position of this step of the example"));
    m_openTable->setText(tr("Open the 8 x 8 nim-sum table"));
    m_openTable->setToolTip(tr("Show the article's nim-sum table of 0 to 7 in the table builder"));
}

void NimTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
