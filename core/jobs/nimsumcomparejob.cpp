#include "nimsumcomparejob.h"

#include <QElapsedTimer>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <cstring>

namespace nimlab {

NimSumCompareJob::NimSumCompareJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<NimSumComparison>::progressValueChanged, this,
            &NimSumCompareJob::progressChanged);
    connect(&m_watcher, &QFutureWatcher<NimSumComparison>::finished, this, &NimSumCompareJob::handleFinished);
}

NimSumCompareJob::~NimSumCompareJob()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

NimSumComparison NimSumCompareJob::compare(int size, const Progress &progress)
{
    NimSumComparison result;
    constexpr NimSumMethod methods[] = {NimSumMethod::Xor, NimSumMethod::Mex, NimSumMethod::Blocks};
    std::shared_ptr<const NimSumTable> reference;
    bool agree = true;
    for (int i = 0; i < 3; ++i) {
        const Progress part = [&progress, i](double f) { return !progress || progress((i + f) / 3.0); };
        QElapsedTimer timer;
        timer.start();
        auto table = std::make_shared<NimSumTable>(buildNimSumTable(methods[i], size, part));
        result.timings[std::size_t(i)] = {double(timer.nsecsElapsed()) / 1e6, table->operations};
        if (table->size != size)
            return {}; // cancelled
        if (!reference) {
            reference = table;
            continue;
        }
        if (agree && std::memcmp(table->cells.data(), reference->cells.data(), table->cells.size() * 2) != 0) {
            agree = false;
            for (std::size_t c = 0; c < table->cells.size(); ++c) {
                if (table->cells[c] != reference->cells[c]) {
                    result.mismatchM = int(c / std::size_t(size));
                    result.mismatchN = int(c % std::size_t(size));
                    break;
                }
            }
        }
    }
    result.size = size;
    result.agree = agree;
    result.table = reference;
    return result;
}

void NimSumCompareJob::start(int size)
{
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    m_watcher.setFuture(QtConcurrent::run([size](QPromise<NimSumComparison> &promise) {
        promise.setProgressRange(0, 1000);
        NimSumComparison result = compare(size, [&promise](double f) {
            promise.setProgressValue(int(f * 1000));
            return !promise.isCanceled();
        });
        if (!promise.isCanceled() && result.size != 0)
            promise.addResult(std::move(result));
    }));
}

void NimSumCompareJob::cancel() { m_watcher.cancel(); }

void NimSumCompareJob::handleFinished()
{
    const QFuture<NimSumComparison> future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0) {
        Q_EMIT cancelled();
        return;
    }
    Q_EMIT finished(future.result());
}

} // namespace nimlab
