// nimlab-cli end to end: the JSON answers (keys exactly as documented), the articles' numbers, text output in
// three languages, and bad input (one line on stderr, exit code 2, nothing on stdout).
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using clitest::Run;
using clitest::runCli;

namespace {

QJsonObject runJson(const QStringList &args)
{
    const Run r = runCli(QStringList{QStringLiteral("--json")} + args);
    if (r.exitCode != 0)
        qWarning() << "nimlab-cli failed:" << args << r.err;
    return QJsonDocument::fromJson(r.out).object();
}

QJsonArray numbers(std::initializer_list<qint64> values)
{
    QJsonArray a;
    for (const qint64 v : values)
        a.append(v);
    return a;
}

} // namespace

class TstCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void zeckendorf_data()
    {
        QTest::addColumn<QString>("n");
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("seed 10 = 8 + 2") << QStringLiteral("10") << QByteArray(R"({"n":10,"terms":[8,2]})");
        QTest::addRow("0 has no terms") << QStringLiteral("0") << QByteArray(R"({"n":0,"terms":[]})");
        QTest::addRow("F_93 beyond 2^63") << QStringLiteral("12200160415121876738")
                                          << QByteArray(R"({"n":12200160415121876738,"terms":[12200160415121876738]})");
    }
    void zeckendorf()
    {
        QFETCH(QString, n);
        QFETCH(QByteArray, json);
        const Run r = runCli({QStringLiteral("zeckendorf"), n, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), json);
        QVERIFY(r.err.isEmpty());
    }

    void nimSeedExample()
    {
        const QJsonObject o =
            runJson({QStringLiteral("nim"), QStringLiteral("6"), QStringLiteral("12"), QStringLiteral("9")});
        QCOMPARE(o.value(QStringLiteral("heaps")).toArray(), numbers({6, 12, 9}));
        QCOMPARE(o.value(QStringLiteral("nimSum")).toInteger(), 3);
        QCOMPARE(o.value(QStringLiteral("winning")).toBool(), true);
        const QJsonArray moves = o.value(QStringLiteral("winningMoves")).toArray();
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves[0].toObject(),
                 (QJsonObject{{QStringLiteral("heap"), 0}, {QStringLiteral("from"), 6}, {QStringLiteral("to"), 5}}));
        const QJsonObject after =
            runJson({QStringLiteral("nim"), QStringLiteral("5"), QStringLiteral("12"), QStringLiteral("9")});
        QCOMPARE(after.value(QStringLiteral("winning")).toBool(), false);
        QCOMPARE(after.value(QStringLiteral("winningMoves")).toArray().size(), 0);
        const QJsonObject misere = runJson({QStringLiteral("nim"), QStringLiteral("1"), QStringLiteral("1"),
                                            QStringLiteral("1"), QStringLiteral("--misere")});
        QCOMPARE(misere.value(QStringLiteral("winning")).toBool(), false);
    }

    void fibNim_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("seed 10 coins: only 2 wins")
            << QStringList{QStringLiteral("10")}
            << QByteArray(R"({"coins":10,"quota":9,"winning":true,"winningMoves":[2],"zeckendorf":[8,2]})");
        QTest::addRow("seed 8 coins quota 4 loses")
            << QStringList{QStringLiteral("8"), QStringLiteral("--quota"), QStringLiteral("4")}
            << QByteArray(R"({"coins":8,"quota":4,"winning":false,"winningMoves":[],"zeckendorf":[8]})");
        QTest::addRow("seed 21 coins loses")
            << QStringList{QStringLiteral("21")}
            << QByteArray(R"({"coins":21,"quota":20,"winning":false,"winningMoves":[],"zeckendorf":[21]})");
        QTest::addRow("take all when allowed")
            << QStringList{QStringLiteral("3"), QStringLiteral("--quota"), QStringLiteral("4")}
            << QByteArray(R"({"coins":3,"quota":4,"winning":true,"winningMoves":[3],"zeckendorf":[3]})");
    }
    void fibNim()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, json);
        const Run r = runCli(QStringList{QStringLiteral("fibnim"), QStringLiteral("--json")} + args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), json);
    }

    void fibNimGrundy()
    {
        const QJsonObject o = runJson({QStringLiteral("fibnim-grundy"), QStringLiteral("--max"), QStringLiteral("5")});
        QCOMPARE(o.value(QStringLiteral("max")).toInt(), 5);
        const QJsonArray rows = o.value(QStringLiteral("grundy")).toArray();
        QCOMPARE(rows.size(), 6);
        for (int n = 0; n <= 5; ++n)
            QCOMPARE(rows[n].toArray().size(), n);
        // g(n, n-1) is 0 exactly at the Fibonacci numbers 2, 3, 5.
        QCOMPARE(rows[2].toArray()[0].toInt(), 0);
        QCOMPARE(rows[3].toArray()[1].toInt(), 0);
        QVERIFY(rows[4].toArray()[2].toInt() != 0);
        QCOMPARE(rows[5].toArray()[3].toInt(), 0);
    }

    void wythoff()
    {
        const QJsonObject p = runJson({QStringLiteral("wythoff"), QStringLiteral("12"), QStringLiteral("20")});
        QCOMPARE(p.value(QStringLiteral("pPosition")).toBool(), true);
        QCOMPARE(p.value(QStringLiteral("winningMoves")).toArray().size(), 0);
        const Run r =
            runCli({QStringLiteral("--json"), QStringLiteral("wythoff"), QStringLiteral("2"), QStringLiteral("3")});
        QCOMPARE(r.out.trimmed(), QByteArray(R"({"pPosition":false,"winningMoves":[[2,1],[1,2]],"x":2,"y":3})"));
        const QJsonObject m =
            runJson({QStringLiteral("wythoff"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--misere")});
        QCOMPARE(m.value(QStringLiteral("pPosition")).toBool(), false);
    }

    void wythoffSeedTable()
    {
        // The article's table of P-positions for n = 0..20.
        const qint64 xs[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
        const qint64 ys[] = {0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52};
        const QJsonArray pairs = runJson({QStringLiteral("wythoff-p"), QStringLiteral("--from"), QStringLiteral("0"),
                                          QStringLiteral("--count"), QStringLiteral("21")})
                                     .value(QStringLiteral("pairs"))
                                     .toArray();
        QCOMPARE(pairs.size(), 21);
        for (int n = 0; n <= 20; ++n)
            QCOMPARE(pairs[n].toArray(), numbers({xs[n], ys[n]}));
        const QJsonArray misere = runJson({QStringLiteral("wythoff-p"), QStringLiteral("--count"), QStringLiteral("3"),
                                           QStringLiteral("--misere")})
                                      .value(QStringLiteral("pairs"))
                                      .toArray();
        QCOMPARE(misere, (QJsonArray{numbers({0, 1}), numbers({2, 2}), numbers({3, 5})}));
    }

    void nimSumTables_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addRow("xor") << QStringLiteral("xor");
        QTest::addRow("mex") << QStringLiteral("mex");
        QTest::addRow("blocks") << QStringLiteral("blocks");
    }
    void nimSumTables()
    {
        QFETCH(QString, method);
        const QJsonObject o = runJson({QStringLiteral("nimsum"), QStringLiteral("--method"), method,
                                       QStringLiteral("--size"), QStringLiteral("8")});
        QCOMPARE(o.value(QStringLiteral("method")).toString(), method);
        QCOMPARE(o.value(QStringLiteral("size")).toInt(), 8);
        // The article's 8 x 8 table, row 6: 6 7 4 5 2 3 0 1.
        QCOMPARE(o.value(QStringLiteral("table")).toArray()[6].toArray(), numbers({6, 7, 4, 5, 2, 3, 0, 1}));
        const QJsonObject s = runJson({QStringLiteral("nimsum"), QStringLiteral("--method"), method,
                                       QStringLiteral("--size"), QStringLiteral("1024"), QStringLiteral("--summary")});
        // Each row of the 1024 table is a permutation of 0..1023.
        QCOMPARE(s.value(QStringLiteral("sum")).toInteger(), qint64(1024) * (1023 * 1024 / 2));
        QVERIFY(s.value(QStringLiteral("ms")).isDouble());
        QVERIFY(!s.contains(QStringLiteral("table")));
        const Run csv = runCli({QStringLiteral("nimsum"), QStringLiteral("--method"), method, QStringLiteral("--size"),
                                QStringLiteral("2"), QStringLiteral("--csv")});
        QCOMPARE(csv.out, QByteArray("0,1\n1,0\n"));
    }

    void examples_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("steps");
        QTest::addRow("nim") << QStringLiteral("nim") << 5;
        QTest::addRow("nimsum") << QStringLiteral("nimsum") << 3;
        QTest::addRow("mex") << QStringLiteral("mex") << 4;
        QTest::addRow("fibnim10") << QStringLiteral("fibnim10") << 6;
        QTest::addRow("fibnim21") << QStringLiteral("fibnim21") << 2;
        QTest::addRow("wythoff") << QStringLiteral("wythoff") << 25; // the empty board, n = 0 .. 20, three misère steps
    }
    void examples()
    {
        QFETCH(QString, name);
        QFETCH(int, steps);
        const QJsonArray s = runJson({QStringLiteral("example"), name}).value(QStringLiteral("steps")).toArray();
        QCOMPARE(s.size(), steps);
        for (const QJsonValue &step : s)
            QVERIFY(!step.toObject().value(QStringLiteral("text")).toString().isEmpty());
    }

    void examplePictures()
    {
        // The window's pictures on the command line: the 21-coin table and Nim's binary table, as JSON and as text.
        const QJsonArray fib =
            runJson({QStringLiteral("example"), QStringLiteral("fibnim21")}).value(QStringLiteral("steps")).toArray();
        const QJsonObject table = fib[1].toObject().value(QStringLiteral("table")).toObject();
        QCOMPARE(table.value(QStringLiteral("rows")).toArray().size(), 20);
        QCOMPARE(table.value(QStringLiteral("rows")).toArray()[0].toArray()[4].toString(), QStringLiteral("take 2"));
        const QJsonArray nim =
            runJson({QStringLiteral("example"), QStringLiteral("nim")}).value(QStringLiteral("steps")).toArray();
        const QJsonObject last = nim[4].toObject().value(QStringLiteral("nimTable")).toObject();
        QCOMPARE(last.value(QStringLiteral("heaps")).toArray(), (QJsonArray{5, 12, 9}));
        QCOMPARE(last.value(QStringLiteral("nimSum")).toInt(), 0);
        QCOMPARE(last.value(QStringLiteral("changedFrom")).toInt(), 6);
        const QString text = QString::fromUtf8(runCli({QStringLiteral("example"), QStringLiteral("fibnim21")}).out);
        QVERIFY2(text.contains(QStringLiteral("take 1      20          13 + 5 + 2")), qPrintable(text));
    }

    void languages_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("english");
        const QStringList nim{QStringLiteral("nim"), QStringLiteral("6"), QStringLiteral("12"), QStringLiteral("9")};
        const QStringList wythoff{QStringLiteral("wythoff"), QStringLiteral("3"), QStringLiteral("3")};
        const QStringList multi{QStringLiteral("fibnim-multi"), QStringLiteral("3"), QStringLiteral("4")};
        QTest::addRow("en nim") << QStringLiteral("en") << nim << QStringLiteral("the player to move wins.")
                                << QString();
        QTest::addRow("ja nim") << QStringLiteral("ja") << nim << QStringLiteral("ニム和") << QStringLiteral("Heaps");
        QTest::addRow("yue nim") << QStringLiteral("yue") << nim << QStringLiteral("拈和") << QStringLiteral("Heaps");
        QTest::addRow("ja wythoff") << QStringLiteral("ja") << wythoff << QStringLiteral("局面")
                                    << QStringLiteral("Position");
        QTest::addRow("yue wythoff") << QStringLiteral("yue") << wythoff << QStringLiteral("(0, 0)")
                                     << QStringLiteral("Winning moves");
        QTest::addRow("ja piles") << QStringLiteral("ja") << multi << QStringLiteral("グランディ")
                                  << QStringLiteral("take");
        QTest::addRow("yue piles") << QStringLiteral("yue") << multi << QStringLiteral("攞") << QStringLiteral("take");
    }
    void languages()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QFETCH(QString, english);
        const Run r = runCli(QStringList{QStringLiteral("--lang"), lang} + args);
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(expected), r.out.constData());
        if (!english.isEmpty())
            QVERIFY2(!out.contains(english), r.out.constData());
    }

    void errorsInTheChosenLanguage()
    {
        const Run r = runCli(
            {QStringLiteral("--lang"), QStringLiteral("yue"), QStringLiteral("zeckendorf"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("十進制")), r.err.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        const auto row = [](const char *name, QStringList args) { QTest::addRow("%s", name) << args; };
        row("not a number", {QStringLiteral("zeckendorf"), QStringLiteral("ten")});
        row("sign", {QStringLiteral("zeckendorf"), QStringLiteral("-5")});
        row("plus sign", {QStringLiteral("zeckendorf"), QStringLiteral("+5")});
        row("hex", {QStringLiteral("zeckendorf"), QStringLiteral("0x10")});
        row("spaces", {QStringLiteral("zeckendorf"), QStringLiteral(" 10")});
        row("above 2^64-1", {QStringLiteral("zeckendorf"), QStringLiteral("18446744073709551616")});
        row("quota 0",
            {QStringLiteral("fibnim"), QStringLiteral("10"), QStringLiteral("--quota"), QStringLiteral("0")});
        row("size 0", {QStringLiteral("nimsum"), QStringLiteral("--method"), QStringLiteral("xor"),
                       QStringLiteral("--size"), QStringLiteral("0")});
        row("size 8193", {QStringLiteral("nimsum"), QStringLiteral("--method"), QStringLiteral("xor"),
                          QStringLiteral("--size"), QStringLiteral("8193")});
        row("wythoff size 0", {QStringLiteral("wythoff-grundy"), QStringLiteral("--size"), QStringLiteral("0")});
        row("unknown method", {QStringLiteral("nimsum"), QStringLiteral("--method"), QStringLiteral("sets"),
                               QStringLiteral("--size"), QStringLiteral("8")});
        row("unknown command", {QStringLiteral("chess")});
        row("unknown option", {QStringLiteral("nim"), QStringLiteral("3"), QStringLiteral("--fast")});
        row("option of another command",
            {QStringLiteral("zeckendorf"), QStringLiteral("3"), QStringLiteral("--misere")});
        row("no command", {});
        row("missing arguments", {QStringLiteral("wythoff"), QStringLiteral("3")});
        row("global too big", {QStringLiteral("fibnim-global"), QStringLiteral("20"), QStringLiteral("21")});
        row("unknown example", {QStringLiteral("example"), QStringLiteral("chess")});
        row("unknown language",
            {QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("zeckendorf"), QStringLiteral("3")});
        row("one coin cannot start", {QStringLiteral("fibnim"), QStringLiteral("1")});
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        for (const bool json : {false, true}) {
            const Run r = runCli(json ? QStringList{QStringLiteral("--json")} + args : args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.out.isEmpty(), r.out.constData());
            QVERIFY(!r.err.trimmed().isEmpty());
            QCOMPARE(r.err.trimmed().count('\n'), 0);
        }
    }

    void helpAndVersion()
    {
        const Run help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("wythoff-grundy"));
        const Run version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("nimlab-cli "));
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
