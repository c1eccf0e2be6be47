#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSplitter;

namespace nimlab {

class HeatMapView;
class JobControls;
class WythoffLab;
class WythoffScatterChart;

/// The Wythoff charts: the P-positions against y = phi x and y = x / phi, and the heat map of the Grundy values up
/// to 1024 x 1024, built off the GUI thread with a progress bar and Cancel, with the value under the mouse. The tab
/// creates this panel only when it is first shown; it starts the first build then.
class WythoffChartsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffChartsPanel)

public:
    explicit WythoffChartsPanel(WythoffLab *lab, QWidget *parent = nullptr);

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void updateControls();
    void showTable();
    QString cellText(int x, int y, unsigned value) const;

    WythoffLab *m_lab;
    WythoffScatterChart *m_scatter;
    HeatMapView *m_heatMap;
    QLabel *m_heatTitle;
    QLabel *m_sizeLabel;
    QComboBox *m_sizeBox;
    JobControls *m_jobControls;
    QLabel *m_value;
    QSplitter *m_splitter = nullptr;
};

} // namespace nimlab
