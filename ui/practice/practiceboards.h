#pragma once

#include "practice/exercises.h"

#include <QWidget>

class QStackedWidget;

namespace nimlab {

class PracticeLab;

/// The boards and the analyses of the Practice tab, one of each per game, made of the game tabs' own widgets
/// (NimBoard, FibNimBoard, WythoffPiles with WythoffBoard, SumBoard; NimAnalysisView, FibNimAnalysisView,
/// WythoffAnalysisView, SumAnalysisView) on the lab's board states: a click on a board is a move of that game, which
/// the lab judges. boards() and explanations() are placed by the tab. objectNames of the boards' pages:
/// `nimPracticeBoard`, `fibnimPracticeBoard`, `wythoffPracticeBoard`, `sumPracticeBoard` (the boards' own controls
/// inside, e.g. `coins0`, `queenBoard`); of the analyses: `nimPracticeAnalysis`, ...
class PracticeBoards final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PracticeBoards)

public:
    PracticeBoards(PracticeLab *lab, QWidget *parent);

    /// The board of the game shown.
    QWidget *boards() const;
    /// The analysis of the position on the board (the explanation shown with a verdict).
    QWidget *explanations() const;
    /// Shows the board and the analysis of `game`.
    void show(PracticeGame game);

Q_SIGNALS:
    /// A message of a board (an entry that is not a number, a refused move).
    void message(const QString &text);

private:
    QStackedWidget *m_boards;
    QStackedWidget *m_explanations;
};

} // namespace nimlab
