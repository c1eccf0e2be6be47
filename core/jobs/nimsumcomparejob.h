#pragma once

#include "math/nimsumtable.h"

#include <QFutureWatcher>
#include <QObject>

#include <array>
#include <memory>

namespace nimlab {

/// Time and elementary operations of one method in a comparison.
struct MethodTiming
{
    double ms = 0;
    std::uint64_t operations = 0;
};

/// The outcome of building one table by all three methods.
struct NimSumComparison
{
    int size = 0;
    bool agree = false;
    int mismatchM = -1; ///< first cell where a method disagrees with XOR (when !agree)
    int mismatchN = -1;
    std::array<MethodTiming, 3> timings{}; ///< indexed by NimSumMethod
    std::shared_ptr<const NimSumTable> table; ///< the XOR table, kept for display
};

/// Builds the nim-sum table by XOR, mex and blocks off the GUI thread, reports progress, and stops promptly when
/// cancelled. Only one comparison runs at a time: starting another cancels the one running.
class NimSumCompareJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimSumCompareJob)

public:
    explicit NimSumCompareJob(QObject *parent = nullptr);
    ~NimSumCompareJob() override;

    bool isRunning() const { return m_watcher.isRunning(); }
    /// The comparison itself (runs on the calling thread); `progress` may stop it (then size is 0).
    static NimSumComparison compare(int size, const Progress &progress = {});

public Q_SLOTS:
    /// Starts comparing the three methods at `size` (1 .. kMaxNimSumTableSize).
    void start(int size);
    /// Asks the running comparison to stop; cancelled() follows.
    void cancel();

Q_SIGNALS:
    /// Progress of the running comparison, 0 .. 1000.
    void progressChanged(int permille);
    /// The comparison finished.
    void finished(const nimlab::NimSumComparison &result);
    /// The comparison was cancelled before it finished.
    void cancelled();

private:
    void handleFinished();
    QFutureWatcher<NimSumComparison> m_watcher;
};

} // namespace nimlab
