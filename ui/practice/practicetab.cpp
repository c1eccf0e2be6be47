#include "practicetab.h"

#include "practice/practicelab.h"
#include "practiceboards.h"
#include "practicesummary.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nimlab {

namespace {
QLabel *namedLabel(const char *name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    return label;
}
} // namespace

PracticeTab::PracticeTab(PracticeLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_boards(new PracticeBoards(lab, this)), m_gameLabel(new QLabel(this)),
      m_game(new QComboBox(this)), m_levelLabel(new QLabel(this)), m_level(new QSpinBox(this)),
      m_newRound(new QPushButton(this)), m_seed(namedLabel("roundSeed", this)),
      m_number(namedLabel("exerciseNumber", this)), m_score(namedLabel("score", this)),
      m_streak(namedLabel("streak", this)), m_best(namedLabel("bestRound", this)),
      m_question(namedLabel("question", this)), m_preparing(namedLabel("preparing", this)),
      m_noMove(new QPushButton(this)), m_next(new QPushButton(this)), m_back(new QPushButton(this)),
      m_moveMessage(namedLabel("moveMessage", this)), m_verdict(namedLabel("verdict", this)),
      m_winningMoves(namedLabel("winningMoves", this)), m_exerciseColumn(new QWidget(this)),
      m_answerColumn(new QWidget(this)), m_summary(new PracticeSummary(lab, this))
{
    m_game->setObjectName(QStringLiteral("practiceGame"));
    m_level->setObjectName(QStringLiteral("practiceLevel"));
    m_newRound->setObjectName(QStringLiteral("newRound"));
    m_noMove->setObjectName(QStringLiteral("noWinningMove"));
    m_next->setObjectName(QStringLiteral("nextExercise"));
    m_back->setObjectName(QStringLiteral("backToSummary"));
    m_summary->setObjectName(QStringLiteral("summary"));
    m_level->setRange(1, kPracticeLevels);
    m_gameLabel->setBuddy(m_game);
    m_levelLabel->setBuddy(m_level);
    for (int i = 0; i < int(kPracticeGames.size()); ++i)
        m_game->addItem(QString());
    m_seed->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_moveMessage->setStyleSheet(QStringLiteral("color: #b3261e"));
    QFont big = m_question->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_question->setFont(big);
    big.setBold(true);
    m_verdict->setFont(big);
    m_winningMoves->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *choice = new QHBoxLayout;
    choice->addWidget(m_gameLabel);
    choice->addWidget(m_game);
    choice->addWidget(m_levelLabel);
    choice->addWidget(m_level);
    choice->addWidget(m_newRound);
    choice->addWidget(m_seed, 1);
    auto *counts = new QHBoxLayout;
    counts->addWidget(m_number);
    counts->addWidget(m_score);
    counts->addWidget(m_streak);
    counts->addWidget(m_best);
    counts->addStretch(1);
    for (QLabel *label : {m_number, m_score, m_streak, m_best})
        label->setWordWrap(false);
    counts->setSpacing(24);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_noMove);
    buttons->addWidget(m_next);
    buttons->addWidget(m_back);
    buttons->addStretch();
    auto *answer = new QVBoxLayout(m_answerColumn);
    answer->setContentsMargins(0, 0, 0, 0);
    answer->addWidget(m_verdict);
    answer->addWidget(m_winningMoves);
    answer->addWidget(m_boards->explanations(), 1);
    auto *exercise = new QVBoxLayout(m_exerciseColumn);
    exercise->setContentsMargins(0, 0, 0, 0);
    exercise->addWidget(m_question);
    exercise->addWidget(m_preparing);
    exercise->addWidget(m_boards->boards(), 1);
    exercise->addLayout(buttons);
    exercise->addWidget(m_moveMessage);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_exerciseColumn, 3);
    middle->addWidget(m_answerColumn, 2);
    middle->addWidget(m_summary, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choice);
    layout->addLayout(counts);
    layout->addLayout(middle, 1);

    connect(m_game, &QComboBox::activated, m_lab,
            [this](int index) { m_lab->setGame(kPracticeGames[std::size_t(index)]); });
    connect(m_level, &QSpinBox::valueChanged, m_lab, &PracticeLab::setLevel);
    connect(m_newRound, &QPushButton::clicked, m_lab, &PracticeLab::newRound);
    connect(m_noMove, &QPushButton::clicked, m_lab, &PracticeLab::answerNoWinningMove);
    connect(m_next, &QPushButton::clicked, m_lab, &PracticeLab::next);
    connect(m_back, &QPushButton::clicked, m_lab, [this] { m_lab->review(-1); });
    connect(m_lab, &PracticeLab::changed, this, &PracticeTab::refresh);
    connect(m_boards, &PracticeBoards::message, this, &PracticeTab::showMoveMessage);
    retranslateUi();
}

void PracticeTab::showEvent(QShowEvent *event)
{
    // A new user's first round starts when the tab is first shown (a restored one is already there).
    m_lab->startFirstRound();
    QWidget::showEvent(event);
}

void PracticeTab::showMoveMessage(const QString &text)
{
    m_moveMessage->setText(text);
}

void PracticeTab::retranslateUi()
{
    m_gameLabel->setText(tr("&Game:"));
    m_levelLabel->setText(tr("&Level:"));
    m_game->setItemText(0, tr("Nim"));
    m_game->setItemText(1, tr("Fibonacci Nim"));
    m_game->setItemText(2, tr("Wythoff's game"));
    m_game->setItemText(3, tr("Sums of games"));
    m_level->setToolTip(tr("Level 1 has small positions; levels 2 and 3 larger ones"));
    m_newRound->setText(tr("New &round"));
    m_newRound->setToolTip(tr("Ten new exercises of this game and level"));
    m_noMove->setText(tr("There is &no winning move"));
    m_noMove->setToolTip(tr("Answer that every move leaves the opponent a winning position"));
    m_back->setText(tr("&Back to the summary"));
    m_preparing->setText(tr("Preparing the exercises..."));
    refresh();
}

void PracticeTab::refresh()
{
    const int index = std::max(
        0, int(std::find(kPracticeGames.begin(), kPracticeGames.end(), m_lab->game()) - kPracticeGames.begin()));
    {
        const QSignalBlocker blockGame(m_game);
        const QSignalBlocker blockLevel(m_level);
        m_game->setCurrentIndex(index);
        m_level->setValue(m_lab->level());
    }
    m_boards->show(m_lab->game());
    const bool summary = m_lab->isSummaryShown() && m_lab->reviewIndex() < 0;
    const bool answered = m_lab->isAnswered() && !summary;
    const Exercise *exercise = summary ? nullptr : m_lab->exercise();
    const QString game = practiceGameName(m_lab->game());
    m_seed->setText(m_lab->hasRound() ? tr("Seed of the round: %1").arg(m_lab->seed()) : QString());
    m_seed->setToolTip(m_lab->hasRound() ? tr("nimlab-cli exercise --game %1 --level %2 --count %3 --seed %4 prints "
                                              "the same exercises")
                                               .arg(game)
                                               .arg(m_lab->level())
                                               .arg(kPracticeRoundSize)
                                               .arg(m_lab->seed())
                                         : QString());
    m_number->setText(summary ? tr("Round over")
                      : m_lab->reviewIndex() >= 0
                          ? tr("Exercise %1 of %2, again").arg(m_lab->exerciseIndex() + 1).arg(kPracticeRoundSize)
                          : tr("Exercise %1 of %2").arg(m_lab->exerciseIndex() + 1).arg(kPracticeRoundSize));
    m_score->setText(tr("Score: %1 of %2").arg(m_lab->score()).arg(m_lab->answers().size()));
    m_streak->setText(tr("Streak: %1 (longest %2)").arg(m_lab->stats().streak()).arg(m_lab->stats().bestStreak()));
    const std::optional<PracticeBest> best = m_lab->stats().best(m_lab->game(), m_lab->level());
    m_best->setText(best ? tr("Best round at this level: %1 of %2 in %3")
                               .arg(best->score)
                               .arg(kPracticeRoundSize)
                               .arg(PracticeSummary::durationText(best->ms))
                         : tr("No round of this game and level finished yet"));
    m_question->setText(exercise ? tr("%1. Play a winning move on the board, or say that there is none.")
                                       .arg(exerciseQuestionText(*exercise))
                                 : QString());
    m_exerciseColumn->setVisible(!summary);
    m_preparing->setVisible(m_lab->isPreparing());
    m_boards->boards()->setEnabled(m_lab->acceptsAnswer());
    m_noMove->setVisible(m_lab->reviewIndex() < 0);
    m_noMove->setEnabled(m_lab->acceptsAnswer());
    m_next->setVisible(answered && !m_lab->isSummaryShown());
    m_next->setText(m_lab->answers().size() == std::size_t(kPracticeRoundSize) ? tr("Show the &summary")
                                                                               : tr("Ne&xt exercise"));
    m_back->setVisible(m_lab->reviewIndex() >= 0);
    if (!answered)
        m_moveMessage->clear();
    m_answerColumn->setVisible(answered && exercise);
    m_summary->setVisible(summary);
    if (!answered || !exercise)
        return;
    const bool right = m_lab->answers()[std::size_t(m_lab->exerciseIndex())];
    const std::optional<QString> given = m_lab->givenAnswerText();
    QString verdict = right ? tr("Right.") : tr("Not right.");
    if (given)
        verdict =
            tr("%1 %2", "two sentences")
                .arg(given->isEmpty() ? tr("You said there is no winning move.") : tr("You played %1.").arg(*given),
                     verdict);
    m_verdict->setText(verdict);
    m_verdict->setStyleSheet(right ? QStringLiteral("color: #1b6e20") : QStringLiteral("color: #b3261e"));
    const QStringList lines = exerciseAnswerLines(*exercise);
    m_winningMoves->setText(exercise->winning ? tr("Every winning move (%n):", "", int(lines.size())) +
                                                    QLatin1Char('\n') + lines.join(QLatin1Char('\n'))
                                              : lines.join(QLatin1Char('\n')));
}

void PracticeTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
