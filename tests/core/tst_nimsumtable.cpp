#include <QTest>
class Tstnimsumtable : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(Tstnimsumtable)
#include "tst_nimsumtable.moc"
