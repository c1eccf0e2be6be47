#pragma once

#include <QWidget>

class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace nimlab {

class FibNimGame;
class HeatMapView;
class JobControls;
class StartValuesChart;

/// The Grundy view of the several-piles variant: g(n, q) for piles up to 1000 coins as a heat map (value under the
/// mouse), and the starting values g(n, n - 1) against n. The table is built off the GUI thread with progress and
/// Cancel; the first build starts when the page is first shown, and the chart is made then too.
class FibNimGrundyPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimGrundyPage)

public:
    explicit FibNimGrundyPage(FibNimGame *game, QWidget *parent = nullptr);

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void showTable();
    QString cellText(int n, int q, unsigned value) const;

    FibNimGame *m_game;
    QLabel *m_sizeLabel;
    QSpinBox *m_sizeBox;
    JobControls *m_jobControls;
    QLabel *m_legend;
    HeatMapView *m_heatMap;
    QLabel *m_hover;
    QLabel *m_summary;
    QVBoxLayout *m_chartLayout = nullptr;
    StartValuesChart *m_chart = nullptr;
};

} // namespace nimlab
