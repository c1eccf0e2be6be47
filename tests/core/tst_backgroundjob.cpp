// BackgroundJob: "running" lasts from start until finished() or cancelled() reaches the caller, even when the work
// itself is done on its thread first (a small table is, before the caller looks). Screenshots and the job controls
// ask isRunning(): a job whose result is not yet delivered must not look idle. A work that throws or gives up
// without being asked ends as failed(), not as cancelled() and not by terminating the program.
#include "jobs/backgroundjob.h"

#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <new>

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

    void aWorkWithoutAResultFails_data()
    {
        QTest::addColumn<bool>("throws");
        QTest::addRow("throws (out of memory)") << true;
        QTest::addRow("gives up unasked") << false;
    }
    void aWorkWithoutAResultFails()
    {
        QFETCH(bool, throws);
        BackgroundJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QSignalSpy cancelled(&job, &BackgroundJob::cancelled);
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start<int>([](const Progress &) { return std::make_shared<const int>(5); });
        QTRY_COMPARE(finished.count(), 1);
        job.start<int>([throws](const Progress &) -> std::shared_ptr<const int> {
            if (throws)
                throw std::bad_alloc();
            return nullptr;
        });
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(cancelled.count(), 0);
        QCOMPARE(finished.count(), 1);
        QVERIFY(!job.isRunning());
        QCOMPARE(*job.result<int>(), 5); // the last result stays
        // The job is usable again, and its destructor does not rethrow anything.
        job.start<int>([](const Progress &) { return std::make_shared<const int>(6); });
        QTRY_COMPARE(finished.count(), 2);
        QCOMPARE(*job.result<int>(), 6);
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
