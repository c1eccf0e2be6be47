#pragma once

#include "examples/example.h"

#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QTableView;

namespace nimlab {

class CoinRow;
class NimTableFigureModel;
class TableFigureModel;

/// The picture of a worked example's step, drawn from the figure data the core built with the step: Nim's heaps as
/// coins and the binary table with the step's columns and rows highlighted (`exampleHeaps`, `exampleNimTable`), or a
/// table of words and numbers (`exampleTable`). Hidden for a step without a figure. It follows no state of its own:
/// the example panel gives it each step it shows, built in the current language.
class ExampleFigureView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExampleFigureView)

public:
    explicit ExampleFigureView(QWidget *parent = nullptr);

    /// Shows the figure of `step` (or hides the view when it has none).
    void showStep(const ExampleStep &step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showNimTable(const NimTableFigure &figure);
    void showHeaps(const NimTableFigure &figure);
    void retranslateUi();

    QWidget *m_heaps;
    QGridLayout *m_heapsLayout;
    std::vector<QLabel *> m_heapLabels;
    std::vector<CoinRow *> m_heapCoins;
    NimTableFigureModel *m_nimModel;
    QTableView *m_nimTable;
    TableFigureModel *m_tableModel;
    QTableView *m_table;
    std::optional<NimTableFigure> m_nimFigure;
};

} // namespace nimlab
