#include "backgroundjob.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace nimlab {

BackgroundJob::BackgroundJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<const void>>::progressValueChanged, this,
            &BackgroundJob::progressChanged);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<const void>>::finished, this, &BackgroundJob::handleFinished);
}

BackgroundJob::~BackgroundJob()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void BackgroundJob::startErased(ErasedWork work)
{
    if (m_running) {
        // The work checks for cancellation at least every few milliseconds, so this wait is short.
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run([work = std::move(work)](QPromise<std::shared_ptr<const void>> &promise) {
        promise.setProgressRange(0, 1000);
        std::shared_ptr<const void> result;
        try {
            result = work([&promise](double fraction) {
                promise.setProgressValue(int(fraction * 1000));
                return !promise.isCanceled();
            });
        } catch (...) {
            // No result and no cancel request: handleFinished() reports failed(). Caught here, the exception never
            // reaches the future, whose waitForFinished() would rethrow it (in the destructor too).
            return;
        }
        if (result && !promise.isCanceled())
            promise.addResult(std::move(result));
    }));
    Q_EMIT started();
}

void BackgroundJob::cancel()
{
    m_watcher.cancel();
}

void BackgroundJob::handleFinished()
{
    m_running = false;
    const QFuture<std::shared_ptr<const void>> future = m_watcher.future();
    if (future.isCanceled()) {
        Q_EMIT cancelled();
        return;
    }
    if (future.resultCount() == 0) {
        Q_EMIT failed();
        return;
    }
    m_result = future.result();
    Q_EMIT finished();
}

} // namespace nimlab
