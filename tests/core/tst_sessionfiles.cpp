// A session path that is not a regular file of a sane size (a FIFO, a device, a folder, a symbolic link to /dev/zero
// or to nothing, a huge file) is never opened: loading returns at once, the entry itself is moved aside (a link stays
// a link, a FIFO a FIFO), and the next save neither blocks nor destroys it. File > Open session refuses them.
#include "sessiontestdata.h"

#include "nimsum/nimsumbuilder.h"
#include "session/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <future>

using namespace nimlab;
using namespace sessiontest;

namespace {
enum class Kind
{
    Fifo,
    LinkToDevZero,
    CharDevice,
    Folder,
    Huge,
    LinkToMissing,
    LinkToFolder,
};

/// Makes the entry at `path`; false (with a reason in `why`) when this system does not allow it.
bool makeEntry(Kind kind, const QString &path, QString &why)
{
    const QByteArray p = QFile::encodeName(path);
    switch (kind) {
    case Kind::Fifo:
        return ::mkfifo(p.constData(), 0600) == 0;
    case Kind::LinkToDevZero:
        return QFile::link(QStringLiteral("/dev/zero"), path);
    case Kind::CharDevice:
        if (::mknod(p.constData(), S_IFCHR | 0600, makedev(1, 5)) == 0) // the same device as /dev/zero
            return true;
        why = QStringLiteral("mknod needs privileges here");
        return false;
    case Kind::Folder:
        return QDir().mkpath(path) && writeAll(path + QStringLiteral("/inside.txt"), "kept");
    case Kind::Huge: {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write("{\"format\": ") == 11 &&
               f.resize(SessionStore::kMaxFileSize + 1); // sparse: no disk used
    }
    case Kind::LinkToMissing:
        return QFile::link(path + QStringLiteral(".missing"), path);
    case Kind::LinkToFolder:
        return QDir().mkpath(path + QStringLiteral(".d")) && QFile::link(path + QStringLiteral(".d"), path);
    }
    return false;
}

/// What identifies the entry itself (never following a link): its type, size, link target, device.
QString describe(const QString &path)
{
    struct stat st
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return QStringLiteral("missing");
    QString d = QStringLiteral("mode %1 size %2 rdev %3").arg(st.st_mode & S_IFMT).arg(st.st_size).arg(st.st_rdev);
    if (S_ISLNK(st.st_mode))
        d += QStringLiteral(" -> ") + QFileInfo(path).symLinkTarget();
    if (S_ISDIR(st.st_mode))
        d += QStringLiteral(" ") + QDir(path).entryList(QDir::Files).join(QLatin1Char(','));
    return d;
}

/// Runs `work` on another thread and waits at most 10 s; if it blocks on a FIFO, a writer releases it so the test
/// fails instead of hanging.
template <typename Work> bool finishesPromptly(Work work, const QString &fifo)
{
    auto done = std::async(std::launch::async, work);
    if (done.wait_for(std::chrono::seconds(10)) == std::future_status::ready)
        return true;
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0)
        ::close(fd);
    done.wait();
    return false;
}
} // namespace

Q_DECLARE_METATYPE(Kind)

class TstSessionFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void entriesThatAreNotFiles_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addRow("FIFO") << Kind::Fifo;
        QTest::addRow("symbolic link to /dev/zero") << Kind::LinkToDevZero;
        QTest::addRow("character device") << Kind::CharDevice;
        QTest::addRow("folder") << Kind::Folder;
        QTest::addRow("huge sparse file") << Kind::Huge;
        QTest::addRow("symbolic link to a missing file") << Kind::LinkToMissing;
        QTest::addRow("symbolic link to a folder") << Kind::LinkToFolder;
    }
    void entriesThatAreNotFiles()
    {
        QFETCH(Kind, kind);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QString why;
        if (!makeEntry(kind, path, why))
            QSKIP(qPrintable(why.isEmpty() ? QStringLiteral("cannot make the entry") : why));
        const QString before = describe(path);

        SessionStore store(path);
        bool restored = false;
        store.addPart({QStringLiteral("nimsum"), [] { return QJsonObject(); }, &NimSumBuilder::checkState,
                       [&restored](const QJsonObject &) { restored = true; }, "the nim-sum table builder"});
        SessionStore::LoadResult result = SessionStore::LoadResult::Fresh;
        QVERIFY(finishesPromptly([&] { result = store.loadAtStart(); }, path));
        QCOMPARE(result, SessionStore::LoadResult::Damaged);
        QVERIFY(!restored);
        const SessionStore::LoadReport &report = store.loadReport();
        QVERIFY(!report.problem.isEmpty());
        QCOMPARE(report.fresh, QStringList{QStringLiteral("nimsum")});
        // The entry itself was moved aside, unchanged; the session path is free.
        QVERIFY(report.keptAs.startsWith(path + QStringLiteral(".damaged-")));
        QCOMPARE(describe(report.keptAs), before);
        QCOMPARE(describe(path), QStringLiteral("missing"));
        QVERIFY(store.loadMessage().contains(QDir::toNativeSeparators(report.keptAs)));
        // The next save writes a regular file and leaves the kept entry alone.
        QVERIFY(finishesPromptly([&] { store.saveNow(); }, path));
        QVERIFY(QFileInfo(path).isFile() && !QFileInfo(path).isSymLink());
        QCOMPARE(QJsonDocument::fromJson(readAll(path)).object(), store.toJson());
        QCOMPARE(describe(report.keptAs), before);
        if (kind == Kind::LinkToMissing)
            QVERIFY(!QFileInfo::exists(path + QStringLiteral(".missing"))); // never created through the link
        if (kind == Kind::Folder)
            QCOMPARE(readAll(report.keptAs + QStringLiteral("/inside.txt")), QByteArray("kept"));
    }

    void openRefusesThemAndChangesNothing_data() { entriesThatAreNotFiles_data(); }
    void openRefusesThemAndChangesNothing()
    {
        QFETCH(Kind, kind);
        QTemporaryDir dir;
        const QString wrong = dir.filePath(QStringLiteral("lesson.json"));
        QString why;
        if (!makeEntry(kind, wrong, why))
            QSKIP(qPrintable(why.isEmpty() ? QStringLiteral("cannot make the entry") : why));
        const QString before = describe(wrong);
        const QString path = dir.filePath(QStringLiteral("session.json"));
        Workspace w(path);
        w.nimSumBuilder()->setSize(16);
        const QByteArray saved = readAll(path);
        QString error;
        QVERIFY(finishesPromptly([&] { error = w.session()->openFrom(wrong); }, wrong));
        QVERIFY(!error.isEmpty());
        QCOMPARE(w.nimSumBuilder()->size(), 16);
        QCOMPARE(readAll(path), saved);
        QCOMPARE(describe(wrong), before);
    }
};

QTEST_GUILESS_MAIN(TstSessionFiles)
#include "tst_sessionfiles.moc"
