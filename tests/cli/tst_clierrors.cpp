// nimlab-cli's error paths: input with control characters is quoted escaped (one line on stderr, exit 2, nothing on
// stdout), repeated options and --json with --csv are refused, leading zeros are read at any length, and an answer
// that cannot be written (stdout on /dev/full) ends with exit code 1 and one line saying why.
#include "clirun.h"

#include <QFile>
#include <QTest>

using clitest::Run;
using clitest::runCli;

namespace {

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

/// The first raw control character of `err` (C0 except the final line end, DEL, or a C1 code point), or -1.
int firstControlCharacter(const QByteArray &err)
{
    const QString text = QString::fromUtf8(err.chopped(err.endsWith('\n') ? 1 : 0));
    for (const QChar c : text)
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() <= 0x9f))
            return c.unicode();
    return -1;
}

/// One clean line on stderr, exit code 2, nothing on stdout.
void verifyOneLineError(const Run &r)
{
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.startsWith("nimlab-cli: "), r.err.constData());
    QVERIFY2(r.err.endsWith('\n'), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(firstControlCharacter(r.err), -1);
}

} // namespace

class TstCliErrors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void controlCharacters_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("shown"); // how the bad argument appears in the message
        const QString nl = QStringLiteral("1\n2");
        QTest::addRow("newline in a number")
            << QStringList{QStringLiteral("zeckendorf"), nl} << QStringLiteral("1\\n2");
        QTest::addRow("escape sequence in a heap")
            << QStringList{QStringLiteral("nim"), QStringLiteral("3"), QStringLiteral("\x1b[31mred")}
            << QStringLiteral("\\e[31mred");
        QTest::addRow("tab in a method") << QStringList{QStringLiteral("nimsum"), QStringLiteral("--method"),
                                                        QStringLiteral("x\tor"), QStringLiteral("--size"),
                                                        QStringLiteral("4")}
                                         << QStringLiteral("x\\tor");
        QTest::addRow("DEL in an example name") << QStringList{QStringLiteral("example"), QStringLiteral("ch\x7f"
                                                                                                         "ess")}
                                                << QStringLiteral("ch\\x7fess");
        QTest::addRow("C1 next-line in a quota") << QStringList{QStringLiteral("fibnim"), QStringLiteral("10"),
                                                                QStringLiteral("--quota"), QStringLiteral("1\u0085")}
                                                 << QStringLiteral("1\\u{85}");
        QTest::addRow("carriage return in a command")
            << QStringList{QStringLiteral("ch\ress")} << QStringLiteral("ch\\ress");
        QTest::addRow("newline in an unknown option (Qt's message)")
            << QStringList{QStringLiteral("nim"), QStringLiteral("3"), QStringLiteral("--fo\no")}
            << QStringLiteral("fo\\no");
        QTest::addRow("newline in a language")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("e\nn"), QStringLiteral("nim"), QStringLiteral("3")}
            << QStringLiteral("e\\nn");
        QTest::addRow("newline after a sign")
            << QStringList{QStringLiteral("zeckendorf"), QStringLiteral("-5\n")} << QStringLiteral("-5\\n");
        QTest::addRow("bell in a wythoff-p count")
            << QStringList{QStringLiteral("wythoff-p"), QStringLiteral("--count"), QStringLiteral("2\a")}
            << QStringLiteral("2\\x07");
    }
    void controlCharacters()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, shown);
        for (const bool json : {false, true}) {
            const Run r = runCli(json ? args + QStringList{QStringLiteral("--json")} : args);
            verifyOneLineError(r);
            QVERIFY2(QString::fromUtf8(r.err).contains(shown), r.err.constData());
        }
    }

    void repeatedOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("option");
        QTest::addRow("--size") << words("nimsum --method xor --size 0 --size 4") << QByteArray("--size");
        QTest::addRow("--size=") << words("nimsum --method xor --size=4 --size=4") << QByteArray("--size");
        QTest::addRow("--method") << words("nimsum --method mex --method xor --size 4") << QByteArray("--method");
        QTest::addRow("--lang") << words("--lang xx --lang en nim 3") << QByteArray("--lang");
        QTest::addRow("--lang=") << words("--lang=en nim 3 --lang=ja") << QByteArray("--lang");
        QTest::addRow("--quota") << words("fibnim 10 --quota 1 --quota 2") << QByteArray("--quota");
        QTest::addRow("--max") << words("fibnim-grundy --max 3 --max=4") << QByteArray("--max");
        QTest::addRow("--misere") << words("nim 1 2 --misere --misere") << QByteArray("--misere");
        QTest::addRow("--json") << words("nim 1 2 --json --json") << QByteArray("--json");
        QTest::addRow("--count") << words("wythoff-p --count 2 --count 3") << QByteArray("--count");
    }
    void repeatedOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, option);
        const Run r = runCli(args);
        verifyOneLineError(r);
        QVERIFY2(r.err.contains(option), r.err.constData());
    }

    void jsonWithCsv()
    {
        const Run r = runCli(words("nimsum --method xor --size 2 --json --csv --lang en"));
        verifyOneLineError(r);
        QVERIFY2(r.err.contains("--json") && r.err.contains("--csv"), r.err.constData());
    }

    void leadingZeros_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("23 digits of 1") << words("nim 00000000000000000000001")
                                        << QByteArray(R"({"heaps":[1],"nimSum":1,"winning":true,)"
                                                      R"("winningMoves":[{"from":1,"heap":0,"to":0}]})");
        const QString zeros = QString(40, QLatin1Char('0'));
        QTest::addRow("40 zeros") << QStringList{QStringLiteral("zeckendorf"), zeros}
                                  << QByteArray(R"({"n":0,"terms":[]})");
        QTest::addRow("2^64 - 1 after zeros")
            << QStringList{QStringLiteral("zeckendorf"), QStringLiteral("0000018446744073709551615")}
            << QByteArray(
                   R"({"n":18446744073709551615,"terms":[12200160415121876738,4660046610375530309,)"
                   R"(1100087778366101931,420196140727489673,61305790721611591,3416454622906707,)"
                   R"(1304969544928657,190392490709135,27777890035288,6557470319842,956722026041,225851433717,)"
                   R"(2971215073,701408733,102334155,24157817,3524578,1346269,514229,75025,4181,1597,233,89,5,2]})");
        QTest::addRow("size after zeros") << words("nimsum --method xor --size 0000000000000000000002")
                                          << QByteArray(R"({"method":"xor","size":2,"table":[[0,1],[1,0]]})");
    }
    void leadingZeros()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, json);
        const Run r = runCli(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), json);
    }

    void tooBigAfterZeros()
    {
        verifyOneLineError(runCli({QStringLiteral("zeckendorf"), QStringLiteral("00000018446744073709551616")}));
        verifyOneLineError(runCli(words("nimsum --method xor --size 000000000000000000008193")));
    }

    void fullDisk_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("small answer") << words("nim 1");
        QTest::addRow("small answer json") << words("fibnim 10 --json");
        QTest::addRow("streamed table json") << words("nimsum --method xor --size 512 --json");
        QTest::addRow("streamed table text") << words("fibnim-grundy --max 500");
        QTest::addRow("streamed table csv") << words("nimsum --method mex --size 300 --csv");
        QTest::addRow("help") << words("--help");
        QTest::addRow("version") << words("--version");
    }
    void fullDisk()
    {
        QFETCH(QStringList, args);
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full on this system");
        const Run r =
            runCli(args + QStringList{QStringLiteral("--lang"), QStringLiteral("en")}, QStringLiteral("/dev/full"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("nimlab-cli: Cannot write the answer: "), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }
};

QTEST_GUILESS_MAIN(TstCliErrors)
#include "tst_clierrors.moc"
