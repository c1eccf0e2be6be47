#pragma once

#include <QWidget>

namespace nimlab {

class FibNimAnalysisView;
class FibNimBoard;
class FibNimExamplePage;
class FibNimGame;
class FibNimGrundyPage;
class FibNimStartBox;
class GamePage;

/// The Fibonacci Nim tab: one pile of up to 10^18 coins or several piles (each with its own quota, or one quota
/// for the whole game), played by two people or against the computer with the shared side panel; the analysis
/// with the Zeckendorf strategy and its picture; the article's worked examples; and the Grundy view.
class FibNimTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimTab)

public:
    /// The pages beside the side panel.
    enum Page
    {
        PlayPage,
        ExamplesPage,
        GrundyPage,
    };

    explicit FibNimTab(FibNimGame *game, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Shows one of the pages (the tab in core keeps which).
    void showPage(nimlab::FibNimTab::Page page);

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

private:
    QString analysisTitle() const;

    FibNimGame *m_game;
    GamePage *m_page;
    FibNimStartBox *m_start;
    FibNimBoard *m_board;
    FibNimAnalysisView *m_analysis;
    FibNimExamplePage *m_examples;
    FibNimGrundyPage *m_grundy;
};

} // namespace nimlab
