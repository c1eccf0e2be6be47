#include "fibnimgrundyjob.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace nimlab {

using TablePointer = std::shared_ptr<const FibNimGrundyTable>;

FibNimGrundyJob::FibNimGrundyJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<TablePointer>::progressValueChanged, this, &FibNimGrundyJob::progressChanged);
    connect(&m_watcher, &QFutureWatcher<TablePointer>::finished, this, &FibNimGrundyJob::handleFinished);
}

FibNimGrundyJob::~FibNimGrundyJob()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void FibNimGrundyJob::start(int maxCoins)
{
    if (m_watcher.isRunning()) {
        // The old build's finished() arrives while the watcher is already on the new future; it is not reported.
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    const int size = std::clamp(maxCoins, 1, kMaxCoins);
    m_watcher.setFuture(QtConcurrent::run([size](QPromise<TablePointer> &promise) {
        promise.setProgressRange(0, 1000);
        auto table = std::make_shared<const FibNimGrundyTable>(size, [&promise](double f) {
            promise.setProgressValue(int(f * 1000));
            return !promise.isCanceled();
        });
        if (!promise.isCanceled() && table->isValid())
            promise.addResult(std::move(table));
    }));
    Q_EMIT started();
}

void FibNimGrundyJob::cancel() { m_watcher.cancel(); }

void FibNimGrundyJob::handleFinished()
{
    const QFuture<TablePointer> future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0) {
        Q_EMIT cancelled();
        return;
    }
    m_table = future.result();
    Q_EMIT finished();
}

} // namespace nimlab
