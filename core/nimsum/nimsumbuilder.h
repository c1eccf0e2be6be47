#pragma once

#include "examples/stepper.h"
#include "jobs/backgroundjob.h"
#include "math/nimsumtable.h"
#include "nimsum/nimsumcomparison.h"

#include <QJsonObject>
#include <QObject>
#include <QPoint>

#include <optional>
#include <vector>

namespace nimlab {

class JsonReader;

/// The state of the nim-sum table builder tab: size, method, step mode or compare mode, display settings, the
/// steps being walked and the latest comparison. Views read everything from here and update on its signals.
class NimSumBuilder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimSumBuilder)

public:
    enum class Mode
    {
        Step,    ///< walk the teaching steps of one method (sizes up to kMaxNimSumStepSize)
        Compare, ///< build by all three methods off the GUI thread and compare
    };
    /// Largest table the tab offers (2^12).
    static constexpr int kMaxSize = 4096;

    explicit NimSumBuilder(QObject *parent = nullptr);

    int size() const { return m_size; }
    NimSumMethod method() const { return m_method; }
    Mode mode() const { return m_mode; }
    bool showBinary() const { return m_binary; }
    bool heatMap() const { return m_heatMap; }
    Stepper *stepper() { return &m_stepper; }
    /// The comparison running off the GUI thread.
    BackgroundJob *job() { return &m_job; }

    /// True when `size` is one of 1, 2, 4, ..., 4096.
    static bool isValidSize(int size);

    /// Rows (and columns) of the table shown now: the size in step mode; the compared size in compare mode
    /// (0 before a comparison finished).
    int tableSize() const;
    /// The value of cell (m, n) as far as it is built; nullopt when not filled yet.
    std::optional<std::uint16_t> cell(int m, int n) const;
    /// True for the cells the current step fills.
    bool isHighlighted(int m, int n) const;
    /// True for the cells a mex step reads: the earlier entries of its row (to the left) and of its column (above).
    bool isRead(int m, int n) const;
    /// The cell to keep in view at the current step: the one it fills (XOR, mex) or the far corner of the table it
    /// makes (blocks); nullopt outside step mode.
    std::optional<QPoint> currentCell() const;
    /// The current step (step mode), or nullptr.
    const NimSumStep *currentStep() const;
    /// Explanation of the current step in the current language (computed on each call, never cached).
    QString explanation() const;
    /// Explanation of any step in the current language.
    static QString explainStep(const NimSumStep &step, int size);

    /// The latest finished comparison, if any.
    const std::optional<NimSumComparison> &comparison() const { return m_comparison; }
    /// One entry per size compared so far: its time per method (for the chart).
    struct HistoryEntry
    {
        int size = 0;
        std::array<double, 3> ms{};
    };
    const std::vector<HistoryEntry> &history() const { return m_history; }

    QJsonObject saveState() const;
    /// An empty string when `state` can be restored, else what is wrong and where.
    static QString validateState(const QJsonObject &state);
    /// Checks a saved state strictly (every setting's type and range, the step within the table's steps, the
    /// comparison history, no unknown key).
    static void checkState(JsonReader &state);
    void restoreState(const QJsonObject &state);

public Q_SLOTS:
    void setSize(int size);
    void setMethod(nimlab::NimSumMethod method);
    void setMode(nimlab::NimSumBuilder::Mode mode);
    void setShowBinary(bool binary);
    void setHeatMap(bool heatMap);
    /// Starts a comparison at the current size (cancelling one that runs).
    void startCompare();
    void cancelCompare();

Q_SIGNALS:
    /// Size, method, mode or display settings changed.
    void settingsChanged();
    /// The table shown changed shape or content as a whole.
    void tableReset();
    /// The current step moved (cells and explanation changed).
    void stepChanged();
    /// A comparison started / progressed (0..1000) / finished / was cancelled.
    void compareStarted();
    void compareProgress(int permille);
    void compareFinished();
    void compareCancelled();
    /// Anything that belongs to the saved session changed.
    void stateChanged();

private:
    /// Rebuilds the steps of the current size and method and goes to step `index` (clamped).
    void rebuildSteps(int index = 0);
    /// The step of `method` that stands for the current place: the same cell between XOR and mex (one step per cell
    /// in the same order), the doubling that covers the current cell for blocks, the first step from blocks.
    int placeFor(NimSumMethod method) const;
    void handleCompareFinished();
    bool stepFilled(int m, int n) const;

    int m_size = 8;
    NimSumMethod m_method = NimSumMethod::Xor;
    Mode m_mode = Mode::Step;
    bool m_binary = false;
    bool m_heatMap = false;
    int m_lastStep = 0; ///< the step shown before compare mode, taken up again when stepping resumes
    std::vector<NimSumStep> m_steps;
    NimSumTable m_stepTable; ///< step mode: the whole table by the chosen method
    Stepper m_stepper;
    BackgroundJob m_job;
    std::optional<NimSumComparison> m_comparison;
    std::vector<HistoryEntry> m_history;
};

} // namespace nimlab
