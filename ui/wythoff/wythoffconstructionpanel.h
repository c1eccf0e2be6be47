#pragma once

#include "games/wythoffconstruction.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace nimlab {

class ExamplePanel;
class WythoffLab;
class WythoffPTableModel;

/// The article's inductive construction, stepped with the worked-example panel: the board (shown by the tab) marks the
/// new P-position and the squares that reach it, a line says what the step did on the board, and the article's table
/// n = 0 .. 20 fills in beside it (with the misere pairs underneath).
class WythoffConstructionPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffConstructionPanel)

public:
    explicit WythoffConstructionPanel(WythoffLab *lab, QWidget *parent = nullptr);

    /// The worked example's stepper and text (ExampleId::Wythoff).
    ExamplePanel *examplePanel() const { return m_example; }
    /// The article's table as far as the construction went.
    WythoffPTableModel *tableModel() const { return m_model; }
    /// The view of that table.
    QTableView *tableView() const { return m_table; }
    /// The construction step shown (0 .. 20).
    int currentStep() const;
    /// What the current step did on the board, in the current language.
    QString boardText() const;

Q_SIGNALS:
    /// Step `step` of the construction is now shown.
    void stepShown(int step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showStep();
    void updateBoardText();
    void retranslateUi();

    WythoffLab *m_lab;
    WythoffConstruction m_construction;
    ExamplePanel *m_example;
    QLabel *m_boardText;
    QLabel *m_tableTitle;
    WythoffPTableModel *m_model;
    QTableView *m_table;
};

} // namespace nimlab
