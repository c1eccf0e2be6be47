#pragma once

#include "math/wythoff.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>

namespace nimlab {

/// Builds the Grundy values of Wythoff's game (up to 1024 x 1024 for the heat map) off the GUI thread with
/// buildWythoffGrundy, reports progress, and stops promptly when cancelled. Starting again cancels the build running.
class WythoffGrundyJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffGrundyJob)

public:
    /// Largest table the heat map asks for.
    static constexpr int kMaxSize = 1024;

    explicit WythoffGrundyJob(QObject *parent = nullptr);
    ~WythoffGrundyJob() override;

    bool isRunning() const { return m_watcher.isRunning(); }
    /// The size being built, or the size of the last table built.
    int size() const { return m_size; }
    /// The last table built (nullptr before the first one finished).
    std::shared_ptr<const WythoffGrundyTable> table() const { return m_table; }

public Q_SLOTS:
    /// Starts building the `size` x `size` table (1 .. kMaxSize).
    void start(int size);
    /// Asks the running build to stop; cancelled() follows.
    void cancel();

Q_SIGNALS:
    /// Progress of the running build, 0 .. 1000.
    void progressChanged(int permille);
    /// The build finished; table() holds the result.
    void finished();
    /// The build was cancelled before it finished.
    void cancelled();

private:
    void handleFinished();

    QFutureWatcher<std::shared_ptr<const WythoffGrundyTable>> m_watcher;
    std::shared_ptr<const WythoffGrundyTable> m_table;
    int m_size = 0;
};

} // namespace nimlab
