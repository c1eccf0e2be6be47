#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace nimlab {

class ExamplePanel;
class WythoffLab;
class WythoffPTableModel;

/// The article's inductive construction, stepped with the worked-example panel: the board (shown by the tab) marks the
/// new P-position and the squares that reach it, a line says what the step did on the board, and the article's table
/// n = 0 .. 20 fills in beside it (with the misere pairs underneath). The step and the construction are the lab's;
/// the panel follows the lab's stepper.
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
    ExamplePanel *m_example;
    QLabel *m_boardText;
    QLabel *m_tableTitle;
    WythoffPTableModel *m_model;
    QTableView *m_table;
};

} // namespace nimlab
