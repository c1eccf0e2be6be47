#include <QTest>
class Tstwythoff : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(Tstwythoff)
#include "tst_wythoff.moc"
