// BackgroundJob: "running" lasts from start until finished() or cancelled() reaches the caller, even when the work
// itself is done on its thread first (a small table is, before the caller looks). Screenshots and the job controls
// ask isRunning(): a job whose result is not yet delivered must not look idle.
#include "jobs/backgroundjob.h"

#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

using namespace nimlab;

class TstBackgroundJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runningUntilTheResultIsDelivered_data()
    {
        QTest::addColumn<bool>("cancelFirst");
        QTest::addRow("finished") << false;
        QTest::addRow("cancelled") << true;
    }
    void runningUntilTheResultIsDelivered()
    {
        QFETCH(bool, cancelFirst);
        BackgroundJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QSignalSpy cancelled(&job, &BackgroundJob::cancelled);
        job.start<int>([cancelFirst](const Progress &progress) -> std::shared_ptr<const int> {
            if (cancelFirst && !progress(0.5))
                return nullptr;
            return std::make_shared<const int>(42);
        });
        if (cancelFirst)
            job.cancel();
        QVERIFY(job.isRunning());
        // The work is over on its thread; its signal has not been delivered (no event was processed yet).
        QThreadPool::globalInstance()->waitForDone();
        QVERIFY(job.isRunning());
        QTRY_COMPARE(finished.count() + cancelled.count(), 1);
        QVERIFY(!job.isRunning());
        if (finished.count() == 1)
            QCOMPARE(*job.result<int>(), 42);
    }

    void anotherStartCancelsTheFirst()
    {
        BackgroundJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        job.start<int>([](const Progress &progress) -> std::shared_ptr<const int> {
            while (progress(0.1))
                QThread::msleep(1);
            return nullptr;
        });
        job.start<int>([](const Progress &) { return std::make_shared<const int>(7); });
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(!job.isRunning());
        QCOMPARE(*job.result<int>(), 7);
    }
};

QTEST_GUILESS_MAIN(TstBackgroundJob)
#include "tst_backgroundjob.moc"
