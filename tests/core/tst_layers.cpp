// The shape of the code, checked on the sources: no include circles in core/ or ui/, no widget in core, and no file
// of ui/ that handles the generic GameState/GameMove vectors (views see typed positions through TypedGame).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString sourceDir()
{
    return QStringLiteral(NIMLAB_SOURCE_DIR);
}

QStringList sourcesUnder(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// A file and its header are one unit ("games/gamesession"); an edge goes to every unit of the same tree it includes.
QHash<QString, QSet<QString>> includeGraph(const QString &root)
{
    static const QRegularExpression include(QStringLiteral("^#include \"([^\"]+)\""),
                                            QRegularExpression::MultilineOption);
    const QDir rootDir(root);
    const auto unitOf = [&rootDir](const QString &path) {
        const QString rel = rootDir.relativeFilePath(path);
        return rel.left(rel.lastIndexOf(QLatin1Char('.')));
    };
    QHash<QString, QSet<QString>> graph;
    for (const QString &file : sourcesUnder(root)) {
        const QString unit = unitOf(file);
        graph[unit];
        for (auto m = include.globalMatch(readText(file)); m.hasNext();) {
            const QString name = m.next().captured(1);
            for (const QString &base : {QFileInfo(file).absolutePath(), root}) {
                const QString target = QDir::cleanPath(base + QLatin1Char('/') + name);
                if (QFileInfo::exists(target)) {
                    if (unitOf(target) != unit)
                        graph[unit].insert(unitOf(target));
                    break;
                }
            }
        }
    }
    return graph;
}

/// Every circle found by a depth-first search, as "a -> b -> a".
QStringList circles(const QHash<QString, QSet<QString>> &graph)
{
    QStringList found;
    QHash<QString, int> state; // 0 new, 1 on the path, 2 done
    QStringList path;
    std::function<void(const QString &)> visit = [&](const QString &u) {
        state[u] = 1;
        path << u;
        QStringList next = graph.value(u).values();
        next.sort();
        for (const QString &v : next) {
            if (state.value(v) == 1)
                found << (path.mid(path.indexOf(v)) << v).join(QStringLiteral(" -> "));
            else if (state.value(v) == 0)
                visit(v);
        }
        path.removeLast();
        state[u] = 2;
    };
    QStringList units = graph.keys();
    units.sort();
    for (const QString &u : units)
        if (state.value(u) == 0)
            visit(u);
    return found;
}

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class TstLayers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noIncludeCircles_data()
    {
        QTest::addColumn<QString>("root");
        QTest::addRow("core") << sourceDir() + QStringLiteral("/core");
        QTest::addRow("ui") << sourceDir() + QStringLiteral("/ui");
    }
    void noIncludeCircles()
    {
        QFETCH(QString, root);
        if (!QFileInfo::exists(root))
            QSKIP("not in this checkout");
        const QHash<QString, QSet<QString>> graph = includeGraph(root);
        QVERIFY(graph.size() > 10);
        const QStringList found = circles(graph);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
    }

    void aCircleIsFound()
    {
        // The check itself: rules.cpp -> analysis.h and analysis.cpp -> rules.h is a circle of two units.
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("rules.h")), "#pragma once\n"));
        QVERIFY(
            writeFile(dir.filePath(QStringLiteral("rules.cpp")), "#include \"rules.h\"\n#include \"analysis.h\"\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("analysis.h")), "#pragma once\n"));
        QVERIFY(
            writeFile(dir.filePath(QStringLiteral("analysis.cpp")), "#include \"analysis.h\"\n#include \"rules.h\"\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("math.h")), "#pragma once\n"));
        const QStringList found = circles(includeGraph(dir.path()));
        QCOMPARE(found, QStringList{QStringLiteral("analysis -> rules -> analysis")});
    }

    void uiHandlesTypedPositionsOnly()
    {
        const QString root = sourceDir() + QStringLiteral("/ui");
        if (!QFileInfo::exists(root))
            QSKIP("not in this checkout");
        static const QRegularExpression generic(QStringLiteral("\\bGame(State|Move)\\b"));
        QStringList offenders;
        for (const QString &file : sourcesUnder(root))
            if (generic.match(readText(file)).hasMatch())
                offenders << QDir(root).relativeFilePath(file);
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QStringLiteral(", "))));
    }

    void rulesHoldNoText()
    {
        // Every sentence about a position or a move is an explainer's; the rules say only which check failed.
        static const QRegularExpression rulesFile(QStringLiteral("rules\\.(h|cpp)$"));
        static const QRegularExpression text(
            QStringLiteral("\\btr\\(|Q_DECLARE_TR_FUNCTIONS|QCoreApplication::translate|QT_TR_NOOP|QT_TRANSLATE_NOOP"));
        QStringList checked, offenders;
        for (const QString &file : sourcesUnder(sourceDir() + QStringLiteral("/core/games"))) {
            if (!rulesFile.match(file).hasMatch())
                continue;
            checked << QFileInfo(file).fileName();
            if (text.match(readText(file)).hasMatch())
                offenders << QFileInfo(file).fileName();
        }
        // gamerules and the three games' rules, .h and .cpp (gamerules.cpp may not exist).
        QVERIFY2(checked.size() >= 7, qPrintable(checked.join(QStringLiteral(", "))));
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QStringLiteral(", "))));
    }

    void coreIncludesNoWidget()
    {
        static const QRegularExpression widget(QStringLiteral("#include <(QtWidgets/)?Q(Widget|Label|PushButton|Dialog|"
                                                              "MainWindow|Painter|Color|Pixmap|Image)\\b"));
        QStringList offenders;
        for (const QString &file : sourcesUnder(sourceDir() + QStringLiteral("/core")))
            if (widget.match(readText(file)).hasMatch())
                offenders << QFileInfo(file).fileName();
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TstLayers)
#include "tst_layers.moc"
