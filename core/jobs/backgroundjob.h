#pragma once

#include "math/progress.h"

#include <QFutureWatcher>
#include <QObject>

#include <functional>
#include <memory>

namespace nimlab {

/// Runs one long computation (a big table) off the GUI thread, reports its progress and stops it promptly when
/// cancelled. One computation at a time: starting another cancels the one running. Every long job of NimLab is
/// one of these with its own work function; the work returns nullptr when its Progress callback said stop. A work
/// that throws (out of memory for a huge table) or returns nullptr unasked ends the job as failed, not the program.
class BackgroundJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BackgroundJob)

public:
    explicit BackgroundJob(QObject *parent = nullptr);
    ~BackgroundJob() override;

    /// From start() until finished(), cancelled() or failed() has been emitted (the work itself may already be done on
    /// its thread: a small table is, before the caller looks).
    bool isRunning() const { return m_running; }

    /// Starts `work` on a worker thread; its result is available from result<T>() after finished().
    template <typename T> void start(std::function<std::shared_ptr<const T>(const Progress &)> work)
    {
        startErased([work = std::move(work)](const Progress &progress) -> std::shared_ptr<const void> {
            return work(progress);
        });
    }
    /// The result of the last computation that finished (nullptr before the first one).
    template <typename T> std::shared_ptr<const T> result() const
    {
        return std::static_pointer_cast<const T>(m_result);
    }

public Q_SLOTS:
    /// Asks the running computation to stop; cancelled() follows.
    void cancel();

Q_SIGNALS:
    /// A computation started.
    void started();
    /// Progress of the running computation, 0 .. 1000.
    void progressChanged(int permille);
    /// The computation finished; result<T>() is its result.
    void finished();
    /// The computation was cancelled before it finished; result<T>() is unchanged.
    void cancelled();
    /// The computation ended without a result although nobody cancelled it (it threw, or gave up); result<T>() is
    /// unchanged.
    void failed();

private:
    using ErasedWork = std::function<std::shared_ptr<const void>(const Progress &)>;
    void startErased(ErasedWork work);
    void handleFinished();

    QFutureWatcher<std::shared_ptr<const void>> m_watcher;
    std::shared_ptr<const void> m_result;
    bool m_running = false;
};

} // namespace nimlab
