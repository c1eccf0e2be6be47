// nimlab-cli sum: the JSON of issue 12 for the worked example and a few other sums, text in every language, and
// every bad input (one line on stderr, exit 2, nothing on stdout).
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using clitest::Run;
using clitest::runCli;

namespace {
QStringList sumArgs(const char *components)
{
    return QStringList{QStringLiteral("sum")} + QString::fromLatin1(components).split(QLatin1Char(' '));
}

QJsonObject jsonOf(const Run &r)
{
    return QJsonDocument::fromJson(r.out).object();
}
} // namespace

class TstCliSum : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("expected");
        QTest::addRow("the worked example")
            << sumArgs("nim:3 fib:10 wythoff:4,4")
            << QByteArray(R"({"components":[{"game":"nim","grundy":3,"position":[3]},)"
                          R"({"game":"fibnim","grundy":5,"position":[10,9]},)"
                          R"({"game":"wythoff","grundy":7,"position":[4,4]}],"nimSum":1,"winning":true,)"
                          R"("winningMoves":[{"component":0,"to":[2]},{"component":1,"to":[7,6]},)"
                          R"({"component":1,"to":[6,8]},{"component":1,"to":[5,10]},{"component":2,"to":[3,3]}]})");
        QTest::addRow("a Wythoff P-position adds 0, and may rise to value 4")
            << sumArgs("nim:4 wythoff:5,3")
            << QByteArray(R"({"components":[{"game":"nim","grundy":4,"position":[4]},)"
                          R"({"game":"wythoff","grundy":0,"position":[5,3]}],"nimSum":4,"winning":true,)"
                          R"("winningMoves":[{"component":0,"to":[0]},{"component":1,"to":[1,3]},)"
                          R"({"component":1,"to":[5,2]},{"component":1,"to":[3,1]}]})");
        QTest::addRow("a losing sum") << sumArgs("fib:21 wythoff:1,2 nim:0")
                                      << QByteArray(R"({"components":[{"game":"fibnim","grundy":0,"position":[21,20]},)"
                                                    R"({"game":"wythoff","grundy":0,"position":[1,2]},)"
                                                    R"({"game":"nim","grundy":0,"position":[0]}],"nimSum":0,)"
                                                    R"("winning":false,"winningMoves":[]})");
        QTest::addRow("a raising move wins") // (13, 2) has value 0, yet its option (11, 4) has value 3
            << sumArgs("fib:13/2 nim:3")
            << QByteArray(R"({"components":[{"game":"fibnim","grundy":0,"position":[13,2]},)"
                          R"({"game":"nim","grundy":3,"position":[3]}],"nimSum":3,"winning":true,)"
                          R"("winningMoves":[{"component":0,"to":[11,4]},{"component":1,"to":[0]}]})");
        QTest::addRow("the largest Nim heap")
            << sumArgs("nim:18446744073709551615")
            << QByteArray(R"({"components":[{"game":"nim","grundy":18446744073709551615,)"
                          R"("position":[18446744073709551615]}],"nimSum":18446744073709551615,"winning":true,)"
                          R"("winningMoves":[{"component":0,"to":[0]}]})");
    }
    void json()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, expected);
        const Run r = runCli(args << QStringLiteral("--json"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(r.out, expected + '\n');
    }

    void biggestComponents()
    {
        // The tables at their limits, built by the command itself.
        const Run r = runCli(sumArgs("fib:10000 wythoff:4095,4095 fib:9999/3") << QStringLiteral("--json"));
        QCOMPARE(r.exitCode, 0);
        const QJsonArray components = jsonOf(r).value(QStringLiteral("components")).toArray();
        QCOMPARE(components.size(), 3);
        QCOMPARE(components[0].toObject().value(QStringLiteral("position")).toArray(), (QJsonArray{10000, 9999}));
        qint64 nimSum = 0;
        for (const QJsonValue &c : components)
            nimSum ^= c.toObject().value(QStringLiteral("grundy")).toInteger();
        QCOMPARE(jsonOf(r).value(QStringLiteral("nimSum")).toInteger(), nimSum);
    }

    void text_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addRow("en") << QStringLiteral("en");
        QTest::addRow("ja") << QStringLiteral("ja");
        QTest::addRow("yue") << QStringLiteral("yue");
    }
    void text()
    {
        QFETCH(QString, lang);
        const Run r = runCli(sumArgs("nim:3 fib:10/9 wythoff:4,4") << QStringLiteral("--lang") << lang);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        // The numbers and the binary columns are the same in every language.
        for (const char *s : {"011", "101", "111", "001", "XOR 1 = 4", "(3, 3)"})
            QVERIFY2(out.contains(QLatin1String(s)), qPrintable(out));
        if (lang == QLatin1String("en"))
            for (const char *s : {"g = mex = 5", "g = mex = 7", "is not its size", "Winning moves:"})
                QVERIFY2(out.contains(QLatin1String(s)), qPrintable(out));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("no component") << QStringList{QStringLiteral("sum")};
        QTest::addRow("unknown game") << sumArgs("nim:3 chess:4");
        QTest::addRow("no colon") << sumArgs("nim3");
        QTest::addRow("not a number") << sumArgs("nim:x");
        QTest::addRow("empty heap spec") << sumArgs("nim:");
        QTest::addRow("Nim beyond 2^64 - 1") << sumArgs("nim:18446744073709551616");
        QTest::addRow("zero quota") << sumArgs("fib:10/0");
        QTest::addRow("a new pile of 1 coin") << sumArgs("fib:1");
        QTest::addRow("a new pile of no coin") << sumArgs("fib:0");
        QTest::addRow("pile beyond 10000") << sumArgs("fib:10001");
        QTest::addRow("three numbers for a pile") << sumArgs("fib:10/9/3");
        QTest::addRow("Wythoff beyond 4095") << sumArgs("wythoff:4096,0");
        QTest::addRow("Wythoff one number") << sumArgs("wythoff:4");
        QTest::addRow("Wythoff with a slash") << sumArgs("wythoff:4/4");
        QTest::addRow("eleven components") << sumArgs("nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 "
                                                      "nim:1");
        QTest::addRow("misere") << sumArgs("nim:1 --misere");
        QTest::addRow("misere with json") << sumArgs("nim:1 --misere --json");
        QTest::addRow("another option") << sumArgs("nim:1 --quota 3");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.startsWith("nimlab-cli: "), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        if (args.contains(QStringLiteral("--misere")))
            QVERIFY2(r.err.contains("normal play") && r.err.contains("different theory"), r.err.constData());
    }

    void listedInHelp()
    {
        const Run r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("sum COMPONENT..."));
        QVERIFY(runCli({QStringLiteral("example"), QStringLiteral("sum")}).out.contains("nim-sum"));
    }
};

QTEST_GUILESS_MAIN(TstCliSum)
#include "tst_clisum.moc"
