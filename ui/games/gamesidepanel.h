#pragma once

#include "games/gamesession.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableView;

namespace nimlab {

class MoveListModel;
class ValueHistoryView;

/// Everything around the board that every game shares: the two players (a person or the computer at a level,
/// always visible) with Swap sides, the games each has won in this session (the session's Scorecard), New game, Undo,
/// Redo, Hint, whose turn it is, the move list and the review at the end.
class GameSidePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameSidePanel)

public:
    explicit GameSidePanel(GameSession *session, QWidget *parent = nullptr);

    /// Hides the answers (the students' view): the Hint button and the hint, the value history, the review and its
    /// column in the move list; false shows them as before.
    void setAnswersHidden(bool hidden);

Q_SIGNALS:
    /// The user asked for a new game (the tab knows its start position and options).
    void newGameRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    /// The status line: whose turn, or who won.
    QString statusText() const;
    void showHint();
    void fillPlayerBox(QComboBox *box);
    void choosePlayer(int index, int item);
    /// The scorecard line and its Reset button, from the session's scorecard and players.
    void showScores();

    GameSession *m_session;
    MoveListModel *m_moves;
    QGroupBox *m_playersBox;
    QLabel *m_firstLabel;
    QComboBox *m_firstBox;
    QLabel *m_secondLabel;
    QComboBox *m_secondBox;
    QPushButton *m_swapButton;
    QLabel *m_scorecard;
    QPushButton *m_resetScores;
    QPushButton *m_newButton;
    QPushButton *m_undoButton;
    QPushButton *m_redoButton;
    QPushButton *m_hintButton;
    QLabel *m_status;
    QLabel *m_hint;
    QTableView *m_moveView;
    QLabel *m_review;
    ValueHistoryView *m_history;
    QPushButton *m_playFromHere;
    bool m_answersHidden = false;
};

} // namespace nimlab
