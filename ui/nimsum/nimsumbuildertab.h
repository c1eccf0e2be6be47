#pragma once

#include <QWidget>

#include <memory>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSlider;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace nimlab {

struct NimSumTable;
class CompareChart;
class HeatMapView;
class JobControls;
class NimSumBuilder;
class NimSumTableModel;

/// The nim-sum table builder: the same table built three ways (XOR, mex, recursive blocks), step by step with
/// explanations, or all three at once off the GUI thread and compared.
class NimSumBuilderTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimSumBuilderTab)

public:
    explicit NimSumBuilderTab(NimSumBuilder *builder, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Asks for a file name and exports the table as CSV or PNG (by the chosen extension).
    void exportTable();

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void setupConnections();
    void retranslateUi();
    void syncFromBuilder();
    void updateStepControls();
    void updateComparePanel();
    /// Scrolls the table so that the current step's cell is in view (also in big tables).
    void scrollToCurrent();
    void ensureChart();
    /// Compare mode with the heat map on: the whole compared table as a heat map (fitted, zoom and move); else the
    /// table of numbers.
    void updateHeatMap();

    NimSumBuilder *m_builder;
    NimSumTableModel *m_model;

    QLabel *m_sizeLabel = nullptr;
    QComboBox *m_sizeBox = nullptr;
    QLabel *m_methodLabel = nullptr;
    QComboBox *m_methodBox = nullptr;
    QRadioButton *m_stepMode = nullptr;
    QRadioButton *m_compareMode = nullptr;
    QButtonGroup *m_modeGroup = nullptr;
    QCheckBox *m_binaryBox = nullptr;
    QCheckBox *m_heatBox = nullptr;
    QPushButton *m_exportButton = nullptr;

    QGroupBox *m_stepPanel = nullptr;
    QToolButton *m_firstButton = nullptr;
    QToolButton *m_previousButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_lastButton = nullptr;
    QToolButton *m_playButton = nullptr;
    QLabel *m_speedLabel = nullptr;
    QSlider *m_speedSlider = nullptr;
    QLabel *m_stepLabel = nullptr;
    QLabel *m_cueLabel = nullptr; ///< at the first step: press Next

    QGroupBox *m_comparePanel = nullptr;
    JobControls *m_jobControls = nullptr;
    QLabel *m_resultLabel = nullptr;
    CompareChart *m_chart = nullptr;

    QLabel *m_explanation = nullptr;
    QTableView *m_view = nullptr;
    HeatMapView *m_heatMap = nullptr;
    QStackedWidget *m_tableStack = nullptr;
    std::shared_ptr<const NimSumTable> m_heatTable; ///< the table the heat map shows (set again only for another)
};

} // namespace nimlab
