#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace nimlab {

class PracticeBoards;
class PracticeLab;
class PracticeSummary;

/// The Practice tab: choose a game and a level, then answer ten exercises a round, each with a move on the game's own
/// board or with "There is no winning move"; the verdict, every winning move and the game's analysis of the position
/// show at once; after ten, the summary with the missed exercises to review. It shows the PracticeLab's state and
/// forwards what the student does; the lab judges. objectNames: `practiceGame`, `practiceLevel`, `newRound`,
/// `roundSeed`, `exerciseNumber`, `score`, `streak`, `bestRound`, `question`, `preparing`, `noWinningMove`,
/// `nextExercise`, `backToSummary`, `moveMessage`, `verdict`, `winningMoves`, `summary` (see PracticeBoards and
/// PracticeSummary for theirs).
class PracticeTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PracticeTab)

public:
    explicit PracticeTab(PracticeLab *lab, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    void showMoveMessage(const QString &text);

    PracticeLab *m_lab;
    PracticeBoards *m_boards;
    QLabel *m_gameLabel;
    QComboBox *m_game;
    QLabel *m_levelLabel;
    QSpinBox *m_level;
    QPushButton *m_newRound;
    QLabel *m_seed;
    QLabel *m_number;
    QLabel *m_score;
    QLabel *m_streak;
    QLabel *m_best;
    QLabel *m_question;
    QLabel *m_preparing;
    QPushButton *m_noMove;
    QPushButton *m_next;
    QPushButton *m_back;
    QLabel *m_moveMessage;
    QLabel *m_verdict;
    QLabel *m_winningMoves;
    QWidget *m_exerciseColumn;
    QWidget *m_answerColumn;
    PracticeSummary *m_summary;
};

} // namespace nimlab
