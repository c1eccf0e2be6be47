#include <QTest>
class Tstfibnim : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(Tstfibnim)
#include "tst_fibnim.moc"
