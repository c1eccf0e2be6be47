#pragma once

#include "examples/example.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace nimlab {

class CoinRow;
class ExamplePanel;
class FibNimGame;
class ZeckendorfChart;

/// What the worked examples page draws for a step of the articles' examples (10 coins, and 21, a Fibonacci number),
/// below the shared page's example panel. Each step's position is shown as coins with its quota and the move the
/// article makes, and the article's Zeckendorf picture grows one row per pile size of the example (for 21 coins, one
/// per first move too).
class FibNimExamplePage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimExamplePage)

public:
    /// Shows the step `panel` (the shared page's example panel) shows.
    FibNimExamplePage(FibNimGame *game, ExamplePanel *panel, QWidget *parent = nullptr);

Q_SIGNALS:
    /// A game was started from the step's position: the tab shows the play page.
    void gameStarted();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void showStep(int index, const nimlab::ExampleStep &step);
    void playFromStep();
    std::vector<std::uint64_t> pileSizesUpTo(int index) const;

    FibNimGame *m_game;
    ExamplePanel *m_panel;
    QLabel *m_position;
    CoinRow *m_pile;
    QPushButton *m_playButton;
    ZeckendorfChart *m_chart = nullptr;
};

} // namespace nimlab
