// The set-up installs everything the configure step reads. scripts/setup.sh installs the packages of
// scripts/packages.txt with --no-install-recommends, so a package reached only through a Recommends (as Qt Charts
// reaches libqt6opengl6-dev) is missing on a brand-new machine although this machine has it. This test asks dpkg
// which package owns each CMake file the configure step of this build read, and checks that the package is in the
// list or in the Depends/Pre-Depends closure of it. Offline: dpkg and apt-cache read the local package database.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

namespace {

const QString kSourceDir = QStringLiteral(NIMLAB_SOURCE_DIR);
const QString kBinaryDir = QStringLiteral(NIMLAB_BINARY_DIR);

/// The files outside the project that the configure step read: Ninja's rule to re-run CMake depends on them.
QStringList configureInputs()
{
    QFile ninja(kBinaryDir + QStringLiteral("/build.ninja"));
    if (!ninja.open(QIODevice::ReadOnly))
        return {};
    QStringList files;
    while (!ninja.atEnd()) {
        const QString line = QString::fromUtf8(ninja.readLine()).trimmed();
        if (!line.startsWith(QLatin1String("build build.ninja: RERUN_CMAKE")))
            continue;
        const qsizetype bar = line.indexOf(QLatin1String(" | "));
        // Ninja writes a space inside a path as "$ "; no path of a Debian package has one, but keep them whole.
        QString inputs = line.mid(bar + 3);
        inputs.replace(QLatin1String("$ "), QStringLiteral("\x1f"));
        for (QString path : inputs.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            path.replace(QLatin1Char('\x1f'), QLatin1Char(' '));
            if (QDir::isAbsolutePath(path) && !path.startsWith(kSourceDir + QLatin1Char('/')) &&
                !path.startsWith(kBinaryDir + QLatin1Char('/')))
                files << path;
        }
    }
    return files;
}

QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(120000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// Path -> the packages that own it (dpkg -S), for every path dpkg knows.
QHash<QString, QStringList> owners(const QStringList &paths)
{
    QHash<QString, QStringList> result;
    const QStringList lines = run(QStringLiteral("dpkg"), QStringList{QStringLiteral("-S")} + paths).split(u'\n');
    for (const QString &line : lines) {
        const qsizetype colon = line.indexOf(QLatin1String(": /"));
        if (colon < 0 || line.startsWith(QLatin1String("diversion by")))
            continue;
        QStringList packages;
        for (QString package : line.left(colon).split(QLatin1String(", ")))
            packages << package.section(QLatin1Char(':'), 0, 0).trimmed(); // drop ":amd64"
        result[line.mid(colon + 2)] = packages;
    }
    return result;
}

/// The packages listed in a set-up list file (one a line, # comments).
QStringList readList(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QStringList packages;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        const QString name = line.section(QLatin1Char('#'), 0, 0).trimmed();
        if (!name.isEmpty())
            packages << name;
    }
    return packages;
}

/// Every installed package that `packages` pull in through Depends and Pre-Depends (no Recommends, no Suggests).
QSet<QString> dependsClosure(const QStringList &packages)
{
    const QStringList lines =
        run(QStringLiteral("apt-cache"),
            QStringList{QStringLiteral("depends"), QStringLiteral("--recurse"), QStringLiteral("--installed"),
                        QStringLiteral("--no-recommends"), QStringLiteral("--no-suggests"),
                        QStringLiteral("--no-conflicts"), QStringLiteral("--no-breaks"),
                        QStringLiteral("--no-replaces"), QStringLiteral("--no-enhances")} +
                packages)
            .split(u'\n');
    QSet<QString> closure(packages.begin(), packages.end());
    for (const QString &line : lines)
        if (!line.isEmpty() && !line.startsWith(QLatin1Char(' ')) && !line.startsWith(QLatin1Char('<')))
            closure.insert(line.section(QLatin1Char(':'), 0, 0).trimmed());
    return closure;
}

/// The configure inputs whose owning package the list does not bring in: "path (package)".
QStringList uncovered(const QStringList &list, const QStringList &files, const QHash<QString, QStringList> &owned)
{
    const QSet<QString> closure = dependsClosure(list);
    QStringList missing;
    for (const QString &file : files) {
        const QStringList packages = owned.value(file);
        const bool covered =
            std::any_of(packages.begin(), packages.end(), [&closure](const QString &p) { return closure.contains(p); });
        if (!covered)
            missing << QStringLiteral("%1 (%2)").arg(file, packages.join(QLatin1String(", ")));
    }
    return missing;
}

} // namespace

class TestSetupPackages final : public QObject
{
    Q_OBJECT

private:
    QStringList m_files;
    QHash<QString, QStringList> m_owners;

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("dpkg")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("apt-cache")).isEmpty())
            QSKIP("not a Debian system: dpkg and apt-cache are needed to check the set-up list");
        m_files = configureInputs();
        QVERIFY2(!m_files.isEmpty(), "no configure inputs found in build.ninja (the project is built with Ninja)");
        m_owners = owners(m_files);
    }

    /// Every CMake file the configure step read comes from a Debian package...
    void everyInputHasAnOwner_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : std::as_const(m_files))
            QTest::addRow("%s", qPrintable(QFileInfo(file).fileName())) << file;
    }
    void everyInputHasAnOwner()
    {
        QFETCH(QString, file);
        QVERIFY2(m_owners.contains(file), qPrintable(QStringLiteral("no Debian package owns %1").arg(file)));
    }

    /// ... that scripts/packages.txt installs, itself or through Depends/Pre-Depends.
    void setupListCoversEveryInput()
    {
        const QStringList list = readList(kSourceDir + QStringLiteral("/scripts/packages.txt"));
        QVERIFY(list.contains(QStringLiteral("qt6-base-dev")));
        const QStringList missing = uncovered(list, m_files, m_owners);
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("scripts/packages.txt does not install what configure read: ") +
                            missing.join(QLatin1String("; "))));
    }

    /// The check catches the mistake it was written for: the list before libqt6opengl6-dev was added.
    void oldListIsCaught()
    {
        const bool readCharts = std::any_of(m_files.begin(), m_files.end(), [](const QString &f) {
            return f.endsWith(QLatin1String("/Qt6ChartsConfig.cmake"));
        });
        if (!readCharts)
            QSKIP("this configuration (core only) does not read Qt Charts, whose dependency the old list missed");
        const QStringList oldList{QStringLiteral("cmake"), QStringLiteral("ninja-build"), QStringLiteral("g++"),
                                  QStringLiteral("qt6-base-dev"), QStringLiteral("qt6-charts-dev"),
                                  QStringLiteral("qt6-tools-dev"), QStringLiteral("qt6-tools-dev-tools"),
                                  QStringLiteral("qt6-l10n-tools"), QStringLiteral("qt6-translations-l10n"),
                                  QStringLiteral("libgl-dev"), QStringLiteral("fonts-noto-cjk"),
                                  // added later, for the worksheet's tests: not what this check is about
                                  QStringLiteral("qt6-pdf-dev")};
        const QStringList missing = uncovered(oldList, m_files, m_owners);
        QVERIFY2(!missing.isEmpty(), "the old list, which failed on a brand-new Debian 12, passes the check");
        for (const QString &entry : missing)
            QVERIFY2(entry.contains(QLatin1String("libqt6opengl6-dev")), qPrintable(entry));
    }
};

QTEST_GUILESS_MAIN(TestSetupPackages)
#include "tst_setuppackages.moc"
