// The session file: saved after every change, restored at start, a damaged file moved aside (never lost), a wrong
// file refused without changing anything.
#include "nimsum/nimsumbuilder.h"
#include "session/workspace.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;

namespace {
QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
void writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}
} // namespace

class TstSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savedAfterEveryChangeAndRestored()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/session.json"));
        {
            Workspace w(path);
            QCOMPARE(w.loadSession(), SessionStore::LoadResult::Fresh);
            QVERIFY(!QFile::exists(path));
            w.nimSumBuilder()->setMethod(NimSumMethod::Blocks);
            QVERIFY(QFile::exists(path));
            QVERIFY(readAll(path).contains("\"blocks\""));
            w.nimSumBuilder()->setSize(32);
            w.nimSumBuilder()->stepper()->goTo(3);
            QVERIFY(readAll(path).contains("\"size\": 32"));
        }
        Workspace again(path);
        QCOMPARE(again.loadSession(), SessionStore::LoadResult::Restored);
        QCOMPARE(again.nimSumBuilder()->size(), 32);
        QCOMPARE(again.nimSumBuilder()->method(), NimSumMethod::Blocks);
        QCOMPARE(again.nimSumBuilder()->stepper()->index(), 3);
    }

    void damagedFileIsMovedAside_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addRow("truncated") << QByteArray("{\"format\": \"nimlab-session\", \"version\": 1, \"parts\": {\"nims");
        QTest::addRow("empty") << QByteArray();
        QTest::addRow("binary garbage") << QByteArray("\x00\x01\x02\xff", 4);
        QTest::addRow("another program's JSON") << QByteArray("{\"hello\": 1}");
        QTest::addRow("a bad size") << QByteArray(
            R"({"format":"nimlab-session","version":1,"parts":{"nimsum":{"size":3,"method":"xor","mode":"step","step":0}}})");
        QTest::addRow("a future version") << QByteArray(R"({"format":"nimlab-session","version":99,"parts":{}})");
    }
    void damagedFileIsMovedAside()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        writeAll(path, content);
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Damaged);
        const QString aside = w.session()->movedAsidePath();
        QVERIFY(!aside.isEmpty());
        QCOMPARE(readAll(aside), content); // kept, byte for byte
        QVERIFY(!QFile::exists(path));
        QCOMPARE(w.nimSumBuilder()->size(), 8); // fresh start
        w.nimSumBuilder()->setSize(4);
        QVERIFY(QFile::exists(path));
        QCOMPARE(readAll(aside), content);
    }

    void wrongFileIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addRow("not JSON") << QByteArray("size=16");
        QTest::addRow("not a session") << QByteArray(R"({"format":"other"})");
        QTest::addRow("bad method") << QByteArray(
            R"({"format":"nimlab-session","version":1,"parts":{"nimsum":{"size":8,"method":"sets","mode":"step","step":0}}})");
        QTest::addRow("part not an object")
            << QByteArray(R"({"format":"nimlab-session","version":1,"parts":{"nimsum":5}})");
    }
    void wrongFileIsRefusedAndChangesNothing()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        Workspace w(path);
        w.nimSumBuilder()->setSize(16);
        const QByteArray before = readAll(path);
        const QString wrong = dir.filePath(QStringLiteral("wrong.json"));
        writeAll(wrong, content);
        const QString error = w.session()->openFrom(wrong);
        QVERIFY(!error.isEmpty());
        QCOMPARE(w.nimSumBuilder()->size(), 16);
        QCOMPARE(readAll(path), before);
        QCOMPARE(readAll(wrong), content);
        QVERIFY(!w.session()->openFrom(dir.filePath(QStringLiteral("missing.json"))).isEmpty());
    }

    void saveAsAndOpen()
    {
        QTemporaryDir dir;
        Workspace a(dir.filePath(QStringLiteral("a.json")));
        a.nimSumBuilder()->setMethod(NimSumMethod::Mex);
        a.nimSumBuilder()->setSize(4);
        const QString file = dir.filePath(QStringLiteral("lesson.nimlab.json"));
        QVERIFY(a.session()->saveTo(file).isEmpty());
        Workspace b(dir.filePath(QStringLiteral("b.json")));
        QVERIFY(b.session()->openFrom(file).isEmpty());
        QCOMPARE(b.nimSumBuilder()->size(), 4);
        QCOMPARE(b.nimSumBuilder()->method(), NimSumMethod::Mex);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("b.json")))); // opening also autosaves
    }
};

QTEST_GUILESS_MAIN(TstSession)
#include "tst_session.moc"
