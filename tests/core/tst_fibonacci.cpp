#include <QTest>
class Tstfibonacci : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(Tstfibonacci)
#include "tst_fibonacci.moc"
