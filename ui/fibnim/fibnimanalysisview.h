#pragma once

#include <QWidget>

class QLabel;

namespace nimlab {

class FibNimGame;
class ZeckendorfChart;

/// The analysis of the position in play, every number and sentence from the core: the Zeckendorf representation
/// (or the Grundy values, or the search), the quota against the smallest term, the verdict, every winning move and
/// why the strategy's move wins; below it the article's picture of the pile sizes reached in this game.
class FibNimAnalysisView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimAnalysisView)

public:
    explicit FibNimAnalysisView(FibNimGame *game, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();

    FibNimGame *m_game;
    QLabel *m_label;
    ZeckendorfChart *m_chart = nullptr;
};

} // namespace nimlab
