// nimlab --worksheet run as a process: the PDF is written without a window or a session, bad arguments are refused
// with one line and exit 2 and write nothing, and the sheet's exercises and answers are nimlab-cli exercise's.
#include "practice/worksheet.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPdfDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs `program` with its settings, data and runtime folders in `home`, on the offscreen platform unless `noPlatform`
/// (then with no platform and no display named at all).
Run run(const QString &program, const QStringList &args, const QTemporaryDir &home, bool noPlatform = false)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    if (noPlatform)
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
    for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"}) {
        const QString dir = home.filePath(QLatin1String(name));
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        env.insert(QLatin1String(name), dir);
    }
    process.setProcessEnvironment(env);
    process.start(program, args);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

QStringList requestArgs(const QString &game, const QString &level, const QString &count, const QString &seed)
{
    return {QStringLiteral("--game"),  game,  QStringLiteral("--level"), level,
            QStringLiteral("--count"), count, QStringLiteral("--seed"),  seed};
}

QString squeezed(const QString &text)
{
    QString out;
    for (const QChar c : text)
        if (!c.isSpace())
            out += c;
    return out;
}

/// The text of exercise `index` in the layout: its question's words (answer false) or its answer key entry.
QString exerciseText(const WorksheetLayout &layout, int index, bool answer, WorksheetFont font)
{
    QString text;
    for (const WorksheetPage &page : layout.pages)
        for (const WorksheetItem &item : page.items)
            if (item.exercise == index && item.answer == answer && item.kind == WorksheetItem::Kind::Text &&
                item.font == font)
                text += item.text;
    return squeezed(text);
}

} // namespace

class TestWorksheetCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesThePdf()
    {
        const QString file = m_home.filePath(QStringLiteral("sheet.pdf"));
        const Run r = run(
            QStringLiteral(NIMLAB_GUI_PATH),
            QStringList{QStringLiteral("--worksheet"), file} +
                requestArgs(QStringLiteral("sum"), QStringLiteral("2"), QStringLiteral("25"), QStringLiteral("31337")),
            m_home);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QPdfDocument pdf;
        QCOMPARE(pdf.load(file), QPdfDocument::Error::None);
        QCOMPARE(pdf.pageCount(),
                 int(layoutWorksheet({ExerciseRequest{PracticeGame::Sum, 2, 25, 31337}, QStringLiteral("en")})
                         .pages.size()));
        // No session was read or written.
        QVERIFY(
            QDir(m_home.filePath(QStringLiteral("XDG_DATA_HOME"))).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot));
    }

    void needsNoDisplay()
    {
        const QString file = m_home.filePath(QStringLiteral("headless.pdf"));
        const Run r =
            run(QStringLiteral(NIMLAB_GUI_PATH),
                QStringList{QStringLiteral("--worksheet"), file} +
                    requestArgs(QStringLiteral("nim"), QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("8")),
                m_home, true);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(file));
    }

    void badArgumentsWriteNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString file = QStringLiteral("bad.pdf");
        const QStringList worksheet{QStringLiteral("--worksheet"), file};
        const auto row = [&](const char *name, const QStringList &args) { QTest::addRow("%s", name) << args; };
        row("no seed",
            worksheet + QStringList{QStringLiteral("--game"), QStringLiteral("nim"), QStringLiteral("--level"),
                                    QStringLiteral("1"), QStringLiteral("--count"), QStringLiteral("5")});
        row("unknown game", worksheet + requestArgs(QStringLiteral("chess"), QStringLiteral("1"), QStringLiteral("5"),
                                                    QStringLiteral("1")));
        row("level 0", worksheet + requestArgs(QStringLiteral("nim"), QStringLiteral("0"), QStringLiteral("5"),
                                               QStringLiteral("1")));
        row("level 4", worksheet + requestArgs(QStringLiteral("nim"), QStringLiteral("4"), QStringLiteral("5"),
                                               QStringLiteral("1")));
        row("count 0", worksheet + requestArgs(QStringLiteral("wythoff"), QStringLiteral("1"), QStringLiteral("0"),
                                               QStringLiteral("1")));
        row("count 1001", worksheet + requestArgs(QStringLiteral("wythoff"), QStringLiteral("1"),
                                                  QStringLiteral("1001"), QStringLiteral("1")));
        row("negative seed", worksheet + requestArgs(QStringLiteral("fibnim"), QStringLiteral("1"), QStringLiteral("5"),
                                                     QStringLiteral("-1")));
        row("seed 2^64", worksheet + requestArgs(QStringLiteral("fibnim"), QStringLiteral("1"), QStringLiteral("5"),
                                                 QStringLiteral("18446744073709551616")));
        row("seed not a number", worksheet + requestArgs(QStringLiteral("sum"), QStringLiteral("1"),
                                                         QStringLiteral("5"), QStringLiteral("12x")));
        row("empty file name",
            QStringList{QStringLiteral("--worksheet"), QString()} +
                requestArgs(QStringLiteral("sum"), QStringLiteral("1"), QStringLiteral("5"), QStringLiteral("1")));
        row("game without worksheet",
            requestArgs(QStringLiteral("nim"), QStringLiteral("1"), QStringLiteral("5"), QStringLiteral("1")));
    }
    void badArgumentsWriteNothing()
    {
        QFETCH(QStringList, args);
        QTemporaryDir home;
        // Relative file names are written in the working folder: the process runs in the temporary one.
        const QString before = QDir::currentPath();
        QDir::setCurrent(home.path());
        const Run r = run(QStringLiteral(NIMLAB_GUI_PATH), args, home);
        QDir::setCurrent(before);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.startsWith("nimlab: "));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(home.filePath(QStringLiteral("bad.pdf"))));
        QVERIFY(QDir(home.filePath(QStringLiteral("XDG_DATA_HOME"))).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot));
    }

    void unwritableFileFails()
    {
        const QString file = m_home.filePath(QStringLiteral("no-such-folder/sheet.pdf"));
        const Run r =
            run(QStringLiteral(NIMLAB_GUI_PATH),
                QStringList{QStringLiteral("--worksheet"), file} +
                    requestArgs(QStringLiteral("nim"), QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("1")),
                m_home);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.contains(file.toLocal8Bit()));
        QVERIFY(!QFile::exists(file));
    }

    void sameExercisesAsTheCli_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("seed");
        int n = 0;
        for (const char *game : {"nim", "fibnim", "wythoff", "sum"})
            for (const char *seed : {"0", "12345", "18446744073709551615"})
                QTest::addRow("%s-%s", game, seed)
                    << QString::fromLatin1(game) << 1 + n++ % 3 << QString::fromLatin1(seed);
    }
    void sameExercisesAsTheCli()
    {
        QFETCH(QString, game);
        QFETCH(int, level);
        QFETCH(QString, seed);
        constexpr int count = 15;
        const QStringList args = QStringList{QStringLiteral("exercise")} +
                                 requestArgs(game, QString::number(level), QString::number(count), seed);
        const Run text = run(QStringLiteral(NIMLAB_CLI_PATH), args, m_home);
        const Run json = run(QStringLiteral(NIMLAB_CLI_PATH), args + QStringList{QStringLiteral("--json")}, m_home);
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(json.exitCode, 0);

        QString error;
        const auto request = parseExerciseRequest(game, QString::number(level), QString::number(count), seed, &error);
        QVERIFY2(request, qPrintable(error));
        const WorksheetLayout layout = layoutWorksheet({*request, QStringLiteral("en")});

        // The CLI's text: "Exercise N: <position>", then each answer line indented.
        std::vector<QString> questions;
        std::vector<QString> answers;
        for (const QString &line : QString::fromUtf8(text.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (line.startsWith(QLatin1String("  "))) {
                answers.back() += squeezed(line);
            } else {
                questions.push_back(squeezed(line.section(QStringLiteral(": "), 1)));
                answers.emplace_back();
            }
        }
        QCOMPARE(int(questions.size()), count);
        const QJsonArray exercises = QJsonDocument::fromJson(json.out).object()[QStringLiteral("exercises")].toArray();
        QCOMPARE(exercises.size(), count);
        for (int i = 0; i < count; ++i) {
            QCOMPARE(exerciseText(layout, i, false, WorksheetFont::Body), questions[std::size_t(i)]);
            QCOMPARE(exerciseText(layout, i, true, WorksheetFont::Small), questions[std::size_t(i)]);
            QCOMPARE(exerciseText(layout, i, true, WorksheetFont::Body), answers[std::size_t(i)]);
            // The JSON's position is the one in words, and a lost position has no move in the key.
            const QJsonObject e = exercises[i].toObject();
            for (const QJsonValue &v : e[QStringLiteral("position")].toArray()) {
                const QString part =
                    v.isString() ? v.toString().section(QLatin1Char(':'), 1) : QString::number(v.toInteger());
                for (const QString &number : part.split(QRegularExpression(QStringLiteral("[,/]"))))
                    QVERIFY2(questions[std::size_t(i)].contains(number), qPrintable(number));
            }
            QCOMPARE(e[QStringLiteral("winningMoves")].toArray().isEmpty(), !e[QStringLiteral("winning")].toBool());
            QCOMPARE(answers[std::size_t(i)].startsWith(QLatin1String("Nowinningmove")),
                     !e[QStringLiteral("winning")].toBool());
        }
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestWorksheetCommand)
#include "tst_worksheetcommand.moc"
