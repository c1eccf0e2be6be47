#include "sumstab.h"

#include "examples/examplepanel.h"
#include "games/gamepage.h"
#include "games/gamesession.h"
#include "games/gamesidepanel.h"
#include "games/sumlab.h"
#include "games/sumspelling.h"
#include "sumanalysisview.h"
#include "sumboard.h"
#include "widgets/jobcontrols.h"
#include "widgets/themecolors.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace nimlab {

SumsTab::SumsTab(SumLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_page(new GamePage(lab, this)), m_startBox(new QGroupBox),
      m_componentsLabel(new QLabel(m_startBox)), m_componentsEdit(new QLineEdit(m_startBox)),
      m_addNim(new QPushButton(m_startBox)), m_addFib(new QPushButton(m_startBox)),
      m_addWythoff(new QPushButton(m_startBox)), m_removeLast(new QPushButton(m_startBox)),
      m_start(new JobControls(lab->tablesJob(), m_startBox)), m_editorMessage(new QLabel(m_startBox)),
      m_board(new SumBoard(lab->game())), m_analysis(new SumAnalysisView(lab)), m_playExample(new QPushButton)
{
    m_componentsEdit->setObjectName(QStringLiteral("startComponents"));
    m_addNim->setObjectName(QStringLiteral("addNim"));
    m_addFib->setObjectName(QStringLiteral("addFib"));
    m_addWythoff->setObjectName(QStringLiteral("addWythoff"));
    m_removeLast->setObjectName(QStringLiteral("removeLast"));
    m_start->setObjectName(QStringLiteral("sumStart"));
    m_editorMessage->setObjectName(QStringLiteral("editorMessage"));
    m_playExample->setObjectName(QStringLiteral("playFromStep"));
    m_componentsLabel->setBuddy(m_componentsEdit);
    showAsMessage(m_editorMessage);
    m_editorMessage->setWordWrap(true);
    auto *grid = new QGridLayout(m_startBox);
    grid->addWidget(m_componentsLabel, 0, 0);
    grid->addWidget(m_componentsEdit, 0, 1);
    auto *adds = new QHBoxLayout;
    adds->addWidget(m_addNim);
    adds->addWidget(m_addFib);
    adds->addWidget(m_addWythoff);
    adds->addWidget(m_removeLast);
    adds->addStretch();
    grid->addLayout(adds, 1, 1);
    grid->addWidget(m_start, 2, 1);
    grid->addWidget(m_editorMessage, 3, 1);

    m_page->setStartEditor(m_startBox);
    m_page->setPlay(m_board, m_analysis,
                    {[] { return tr("Components"); }, [] { return tr("Analysis: the Sprague-Grundy theorem at work"); },
                     [] { return tr("Nim 3 + Fibonacci Nim 10 (quota 9) + Wythoff (4, 4), step by step"); }});
    auto *exampleButtons = new QWidget;
    auto *exampleRow = new QHBoxLayout(exampleButtons);
    exampleRow->setContentsMargins(0, 0, 0, 0);
    exampleRow->addWidget(m_playExample);
    exampleRow->addStretch();
    m_page->setExampleView(exampleButtons);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_page);

    GameSession *game = lab->game();
    connect(m_start, &JobControls::startRequested, this, &SumsTab::startNewGame);
    connect(m_componentsEdit, &QLineEdit::returnPressed, this, &SumsTab::startNewGame);
    connect(m_page->sidePanel(), &GameSidePanel::newGameRequested, this, &SumsTab::startNewGame);
    connect(m_addNim, &QPushButton::clicked, this, [this] { addComponent(QStringLiteral("nim:5")); });
    connect(m_addFib, &QPushButton::clicked, this, [this] { addComponent(QStringLiteral("fib:8")); });
    connect(m_addWythoff, &QPushButton::clicked, this, [this] { addComponent(QStringLiteral("wythoff:3,5")); });
    connect(m_removeLast, &QPushButton::clicked, this, &SumsTab::removeLast);
    connect(lab, &SumLab::pendingStartEnded, m_editorMessage, &QLabel::setText);
    connect(m_board, &SumBoard::message, m_page, &GamePage::showMoveMessage);
    connect(m_page, &GamePage::moveValuesShownChanged, m_board, &SumBoard::setShowsMoveValues);
    connect(m_page, &GamePage::statusMessage, this, &SumsTab::statusMessage);
    connect(m_playExample, &QPushButton::clicked, this, &SumsTab::playExamplePosition);
    connect(game, &GameSession::started, this, &SumsTab::syncEditor);
    syncEditor();
    retranslateUi();
}

void SumsTab::syncEditor()
{
    m_componentsEdit->setText(spellSum(m_lab->startComponents()));
    m_editorMessage->clear();
}

void SumsTab::addComponent(const QString &spelling)
{
    const QString text = m_componentsEdit->text().trimmed();
    m_componentsEdit->setText(text.isEmpty() ? spelling : text + QLatin1Char(' ') + spelling);
}

void SumsTab::removeLast()
{
    QStringList words = m_componentsEdit->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!words.isEmpty())
        words.removeLast();
    m_componentsEdit->setText(words.join(QLatin1Char(' ')));
}

bool SumsTab::startNewGame()
{
    const SumSpelling typed = parseSumSpelling(m_componentsEdit->text());
    if (!typed.ok()) {
        m_editorMessage->setText(
            tr("'%1' is not a component: write nim:H, fib:N, fib:N/Q or wythoff:X,Y, separated by spaces.")
                .arg(typed.badWord));
        return false;
    }
    const QString problem = m_lab->startGame(typed.components);
    m_editorMessage->setText(problem);
    return problem.isEmpty();
}

void SumsTab::playExamplePosition()
{
    // The step's sum, as the core wrote it: each component's game code and numbers.
    std::vector<SumComponent> components;
    for (const QJsonValue &v :
         m_page->examplePanel()->currentStep().data.value(QStringLiteral("components")).toArray()) {
        const QJsonArray numbers = v.toObject().value(QStringLiteral("position")).toArray();
        const auto number = [&numbers](int i) {
            const QJsonValue n = numbers.at(i);
            return n.isString() ? n.toString().toULongLong() : std::uint64_t(n.toInteger());
        };
        const auto game = SumGame(v.toObject().value(QStringLiteral("game")).toInteger());
        components.push_back({game, number(0), numbers.size() > 1 ? number(1) : 0});
    }
    m_componentsEdit->setText(spellSum(components.empty() ? SumLab::exampleComponents() : components));
    startNewGame();
}

void SumsTab::retranslateUi()
{
    m_startBox->setTitle(tr("Start position"));
    m_componentsLabel->setText(tr("C&omponents:"));
    m_componentsEdit->setToolTip(tr("1 to 10 components separated by spaces: nim:H (a Nim heap), fib:N or fib:N/Q (a "
                                    "Fibonacci Nim pile of N coins, quota Q, N - 1 if left out), wythoff:X,Y"));
    m_componentsEdit->setAccessibleName(tr("Components of the start position"));
    m_addNim->setText(tr("+ Nim heap"));
    m_addNim->setToolTip(tr("Add a Nim heap of 5 coins (edit the numbers as you like)"));
    m_addFib->setText(tr("+ Fibonacci Nim pile"));
    m_addFib->setToolTip(tr("Add a Fibonacci Nim pile of 8 coins with quota 7"));
    m_addWythoff->setText(tr("+ Wythoff position"));
    m_addWythoff->setToolTip(tr("Add the Wythoff position (3, 5)"));
    m_removeLast->setText(tr("Remove the last"));
    m_removeLast->setToolTip(tr("Remove the last component"));
    m_start->setStartText(tr("S&tart"), tr("Start a new game of this sum (building the Grundy tables it needs first)"));
    m_start->setProgressName(tr("Progress of the Grundy tables"));
    m_playExample->setText(tr("Play this sum"));
    m_playExample->setToolTip(tr("Start a game from the example's sum"));
}

void SumsTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
