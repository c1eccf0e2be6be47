#include <QTest>
class Tstexamples : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(Tstexamples)
#include "tst_examples.moc"
