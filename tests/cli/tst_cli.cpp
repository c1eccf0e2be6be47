#include <QTest>
class Tstcli : public QObject { Q_OBJECT private Q_SLOTS: void placeholder() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(Tstcli)
#include "tst_cli.moc"
