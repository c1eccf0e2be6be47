#include <QTest>
class Tstnim : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(Tstnim)
#include "tst_nim.moc"
