#pragma once

#include "math/fibnim.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>

namespace nimlab {

/// Builds the Grundy table g(n, q) of one Fibonacci Nim pile off the GUI thread (for the heat map and the plot of
/// the starting values g(n, n - 1)), reports progress and stops promptly when cancelled. One build at a time:
/// starting another cancels the one running.
class FibNimGrundyJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimGrundyJob)

public:
    /// The largest pile the Grundy view offers.
    static constexpr int kMaxCoins = 1000;

    explicit FibNimGrundyJob(QObject *parent = nullptr);
    ~FibNimGrundyJob() override;

    bool isRunning() const { return m_watcher.isRunning(); }
    /// The last table built (nullptr before the first build finishes).
    std::shared_ptr<const FibNimGrundyTable> table() const { return m_table; }

public Q_SLOTS:
    /// Starts building the table for piles up to `maxCoins` (clamped to 1 .. kMaxCoins).
    void start(int maxCoins);
    /// Asks the running build to stop; cancelled() follows.
    void cancel();

Q_SIGNALS:
    /// Progress of the running build, 0 .. 1000.
    void progressChanged(int permille);
    /// A build started.
    void started();
    /// The build finished; table() is the new table.
    void finished();
    /// The build was cancelled before it finished; table() is unchanged.
    void cancelled();

private:
    void handleFinished();
    QFutureWatcher<std::shared_ptr<const FibNimGrundyTable>> m_watcher;
    std::shared_ptr<const FibNimGrundyTable> m_table;
};

} // namespace nimlab
