// nimlab-cli --help in the chosen language (issue 14): Qt's own words of the help (the help option, "Usage:",
// "Options:") come out as Qt's own translation has them (read here from the same file), NimLab's own texts through its
// translation, so the help differs from the English one; a bad --lang is one line on stderr and exit code 2.
#include "clirun.h"

#include <QLibraryInfo>
#include <QTest>
#include <QTranslator>

using namespace clitest;

class TstCliHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpInTheChosenLanguage_data()
    {
        QTest::addColumn<QStringList>("lang");
        QTest::addColumn<QString>("qtTranslation");
        QTest::addRow("ja") << QStringList{QStringLiteral("--lang"), QStringLiteral("ja")}
                            << QStringLiteral("qtbase_ja");
        QTest::addRow("--lang=ja") << QStringList{QStringLiteral("--lang=ja")} << QStringLiteral("qtbase_ja");
        // Qt has no Cantonese: the language manager loads Traditional Chinese, the script Hong Kong writes.
        QTest::addRow("yue") << QStringList{QStringLiteral("--lang"), QStringLiteral("yue")}
                             << QStringLiteral("qtbase_zh_TW");
    }
    void helpInTheChosenLanguage()
    {
        QFETCH(QStringList, lang);
        QFETCH(QString, qtTranslation);
        QTranslator qt;
        if (!qt.load(qtTranslation, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QSKIP("Qt's own translations are not installed");
        const Run english = runCli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
        QCOMPARE(english.exitCode, 0);
        const Run help = runCli(lang + QStringList{QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.err.isEmpty());
        QVERIFY(help.out != english.out);
        const QString text = QString::fromUtf8(help.out);
        // Qt's words as Qt translates them, where it has a translation ("Usage: %1" up to its placeholder).
        int translated = 0;
        for (const char *source : {"Displays help on commandline options.", "Displays version information.",
                                   "Usage: %1", "Options:", "Arguments:"}) {
            const QString words = qt.translate("QCommandLineParser", source).section(QStringLiteral("%1"), 0, 0);
            if (words.isEmpty() || words == QLatin1String(source))
                continue;
            QVERIFY2(text.contains(words), qPrintable(words + QStringLiteral(" not in:\n") + text));
            QVERIFY(!english.out.contains(words.toUtf8()));
            ++translated;
        }
        QVERIFY2(translated >= 3, qPrintable(QString::number(translated)));
    }

    void badLanguageWithHelp_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("--lang fr --help")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--help")};
        QTest::addRow("--help --lang=xx") << QStringList{QStringLiteral("--help"), QStringLiteral("--lang=xx")};
    }
    void badLanguageWithHelp()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.startsWith("nimlab-cli: "));
    }
};

QTEST_GUILESS_MAIN(TstCliHelp)
#include "tst_clihelp.moc"
