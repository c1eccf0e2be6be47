#include "wythoffgrundyjob.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace nimlab {

using TablePointer = std::shared_ptr<const WythoffGrundyTable>;

WythoffGrundyJob::WythoffGrundyJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<TablePointer>::progressValueChanged, this, &WythoffGrundyJob::progressChanged);
    connect(&m_watcher, &QFutureWatcher<TablePointer>::finished, this, &WythoffGrundyJob::handleFinished);
}

WythoffGrundyJob::~WythoffGrundyJob()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void WythoffGrundyJob::start(int size)
{
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    m_size = std::clamp(size, 1, kMaxSize);
    m_watcher.setFuture(QtConcurrent::run([size = m_size](QPromise<TablePointer> &promise) {
        promise.setProgressRange(0, 1000);
        auto table = std::make_shared<WythoffGrundyTable>(buildWythoffGrundy(size, [&promise](double f) {
            promise.setProgressValue(int(f * 1000));
            return !promise.isCanceled();
        }));
        if (!promise.isCanceled() && table->size == size)
            promise.addResult(TablePointer(std::move(table)));
    }));
}

void WythoffGrundyJob::cancel() { m_watcher.cancel(); }

void WythoffGrundyJob::handleFinished()
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
