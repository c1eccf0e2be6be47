#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace nimlab {

class WythoffBoard;
class WythoffLab;
class WythoffPTableModel;

/// What the worked-examples page draws for a step of the article's inductive construction (the game page's example
/// panel steps it): a board that marks the new P-position and the squares that reach it, with its key; a line that
/// says what the step did on the board; and the article's table n = 0 .. 20 filling in beside it (with the misère
/// pairs). The step and the construction are the lab's; the panel follows the lab's stepper.
class WythoffConstructionPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffConstructionPanel)

public:
    explicit WythoffConstructionPanel(WythoffLab *lab, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showStep();
    void updateBoardText();
    void retranslateUi();

    WythoffLab *m_lab;
    WythoffBoard *m_board;
    QLabel *m_legend;
    QLabel *m_boardText;
    QLabel *m_tableTitle;
    WythoffPTableModel *m_model;
    QTableView *m_table;
};

} // namespace nimlab
