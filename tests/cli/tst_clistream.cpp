// nimlab-cli's table answers are streamed row by row: the bytes must be exactly what the whole-document answers
// were (recorded from the program before streaming), in every format, and stay so across the writer's 64 KiB buffer.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using clitest::Run;
using clitest::runCli;

namespace {

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

} // namespace

class TstCliStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactBytes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("expected");
        const auto row = [](const char *name, const char *args, const char *expected) {
            QTest::addRow("%s", name) << words(args) << QByteArray(expected);
        };
        row("nimsum text", "nimsum --method xor --size 4", "0 1 2 3\n1 0 3 2\n2 3 0 1\n3 2 1 0\n");
        row("nimsum text ja", "nimsum --method xor --size 4 --lang ja", "0 1 2 3\n1 0 3 2\n2 3 0 1\n3 2 1 0\n");
        row("nimsum csv", "nimsum --method xor --size 4 --csv", "0,1,2,3\n1,0,3,2\n2,3,0,1\n3,2,1,0\n");
        row("nimsum json", "nimsum --method xor --size 4 --json",
            R"({"method":"xor","size":4,"table":[[0,1,2,3],[1,0,3,2],[2,3,0,1],[3,2,1,0]]})"
            "\n");
        row("nimsum json ja", "nimsum --method mex --size 3 --json --lang ja",
            R"({"method":"mex","size":3,"table":[[0,1,2],[1,0,3],[2,3,0]]})"
            "\n");
        row("nimsum json size 1", "nimsum --method xor --size 1 --json",
            R"({"method":"xor","size":1,"table":[[0]]})"
            "\n");
        row("nimsum blocks text", "nimsum --method blocks --size 5",
            "0 1 2 3 4\n1 0 3 2 5\n2 3 0 1 6\n3 2 1 0 7\n4 5 6 7 0\n");
        row("wythoff-grundy text", "wythoff-grundy --size 4", "0 1 2 3\n1 2 0 4\n2 0 1 5\n3 4 5 6\n");
        row("wythoff-grundy json", "wythoff-grundy --size 4 --json",
            R"({"grundy":[[0,1,2,3],[1,2,0,4],[2,0,1,5],[3,4,5,6]],"size":4})"
            "\n");
        row("fibnim-grundy text", "fibnim-grundy --max 4", "0: \n1: 1\n2: 0 2\n3: 0 0 3\n4: 1 1 3 3\n");
        row("fibnim-grundy text yue", "fibnim-grundy --max 1 --lang yue", "0: \n1: 1\n");
        row("fibnim-grundy json", "fibnim-grundy --max 4 --json",
            R"({"grundy":[[],[1],[0,2],[0,0,3],[1,1,3,3]],"max":4})"
            "\n");
    }
    void exactBytes()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, expected);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expected);
        QVERIFY(r.err.isEmpty());
    }

    // Bigger tables cross the writer's buffer many times: every format against a reference built here, the JSON one
    // by QJsonDocument (which wrote these answers before they were streamed).
    void nimSumAgainstReference_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<int>("size");
        QTest::addRow("xor 300") << QStringLiteral("xor") << 300;
        QTest::addRow("mex 257") << QStringLiteral("mex") << 257;
        QTest::addRow("blocks 129") << QStringLiteral("blocks") << 129;
    }
    void nimSumAgainstReference()
    {
        QFETCH(QString, method);
        QFETCH(int, size);
        QByteArray text;
        QByteArray csv;
        QJsonArray rows;
        for (int m = 0; m < size; ++m) {
            QJsonArray row;
            QByteArrayList cells;
            for (int n = 0; n < size; ++n) {
                row.append(m ^ n);
                cells << QByteArray::number(m ^ n);
            }
            rows.append(row);
            text += cells.join(' ') + '\n';
            csv += cells.join(',') + '\n';
        }
        const QJsonObject json{
            {QStringLiteral("method"), method}, {QStringLiteral("size"), size}, {QStringLiteral("table"), rows}};
        const QStringList args{QStringLiteral("nimsum"), QStringLiteral("--method"), method, QStringLiteral("--size"),
                               QString::number(size)};
        QCOMPARE(runCli(args).out, text);
        QCOMPARE(runCli(args + QStringList{QStringLiteral("--csv")}).out, csv);
        QCOMPARE(runCli(args + QStringList{QStringLiteral("--json")}).out,
                 QJsonDocument(json).toJson(QJsonDocument::Compact) + '\n');
    }

    // The Grundy tables: the JSON answer is exactly QJsonDocument's own compact form, and the text answer holds the
    // same rows.
    void grundyTablesAgree_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("numbered");
        QTest::addRow("wythoff-grundy 200") << words("wythoff-grundy --size 200") << QStringLiteral("grundy") << false;
        QTest::addRow("fibnim-grundy 600") << words("fibnim-grundy --max 600") << QStringLiteral("grundy") << true;
    }
    void grundyTablesAgree()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, key);
        QFETCH(bool, numbered);
        const Run json = runCli(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonDocument doc = QJsonDocument::fromJson(json.out);
        QVERIFY(doc.isObject());
        QCOMPARE(json.out, doc.toJson(QJsonDocument::Compact) + '\n');
        const Run text = runCli(args);
        QCOMPARE(text.exitCode, 0);
        const QByteArrayList lines = text.out.split('\n');
        const QJsonArray rows = doc.object().value(key).toArray();
        QCOMPARE(lines.size(), rows.size() + 1); // the last line ends with '\n'
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QByteArrayList cells;
            for (const QJsonValue &v : rows[i].toArray())
                cells << QByteArray::number(v.toInt());
            const QByteArray expected = (numbered ? QByteArray::number(i) + ": " : QByteArray()) + cells.join(' ');
            QCOMPARE(lines[i], expected);
        }
    }
};

QTEST_GUILESS_MAIN(TstCliStream)
#include "tst_clistream.moc"
