// nimlab-cli exercise: the JSON shape per game (each exercise's answer as the game's own command gives it), the
// same bytes twice, another seed other exercises, and every bad input (one line on stderr, exit 2, no stdout).
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using clitest::Run;
using clitest::runCli;

namespace {
QStringList exerciseArgs(const QString &game, int level, int count, const QString &seed, bool json = true)
{
    QStringList args{QStringLiteral("exercise"), QStringLiteral("--game"), game,
                     QStringLiteral("--level"),  QString::number(level),   QStringLiteral("--count"),
                     QString::number(count),     QStringLiteral("--seed"), seed};
    if (json)
        args << QStringLiteral("--json");
    return args;
}

QJsonObject jsonOf(const Run &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

QStringList numbers(const QJsonArray &array)
{
    QStringList out;
    for (const QJsonValue &v : array)
        out << (v.isString() ? v.toString() : QString::number(v.toInteger()));
    return out;
}
} // namespace

class TstCliExercise : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shapes_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("level");
        for (const char *game : {"nim", "fibnim", "wythoff", "sum"})
            for (int level = 1; level <= 3; ++level)
                QTest::addRow("%s-%d", game, level) << QString::fromLatin1(game) << level;
    }

    void shapes()
    {
        QFETCH(QString, game);
        QFETCH(int, level);
        const Run r = runCli(exerciseArgs(game, level, 4, QStringLiteral("18446744073709551615")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("exercises"), QStringLiteral("game"), QStringLiteral("level"),
                                        QStringLiteral("seed")}));
        QCOMPARE(o[QStringLiteral("game")].toString(), game);
        QCOMPARE(o[QStringLiteral("level")].toInt(), level);
        QVERIFY(r.out.contains("\"seed\":18446744073709551615"));
        const QJsonArray exercises = o[QStringLiteral("exercises")].toArray();
        QCOMPARE(exercises.size(), 4);
        for (const QJsonValue &v : exercises) {
            const QJsonObject e = v.toObject();
            QCOMPARE(e.keys(), (QStringList{QStringLiteral("position"), QStringLiteral("winning"),
                                            QStringLiteral("winningMoves")}));
            const QJsonArray position = e[QStringLiteral("position")].toArray();
            // The answer is the one the game's own command gives, in the same shape.
            QStringList args;
            if (game == QLatin1String("nim"))
                args = QStringList{QStringLiteral("nim")} + numbers(position);
            else if (game == QLatin1String("fibnim"))
                args = QStringList{QStringLiteral("fibnim"), numbers(position)[0], QStringLiteral("--quota"),
                                   numbers(position)[1]};
            else if (game == QLatin1String("wythoff"))
                args = QStringList{QStringLiteral("wythoff")} + numbers(position);
            else
                for (const QJsonValue &c : position)
                    args << c.toString();
            if (game == QLatin1String("sum")) {
                QCOMPARE(args.size(), position.size());
                QVERIFY(args[0].contains(QLatin1Char(':')));
                args.prepend(QStringLiteral("sum"));
            }
            const Run own = runCli(args + QStringList{QStringLiteral("--json")});
            QCOMPARE(own.exitCode, 0);
            const QJsonObject ownJson = jsonOf(own);
            QCOMPARE(e[QStringLiteral("winningMoves")], ownJson[QStringLiteral("winningMoves")]);
            const bool winning = game == QLatin1String("wythoff") ? !ownJson[QStringLiteral("pPosition")].toBool()
                                                                  : ownJson[QStringLiteral("winning")].toBool();
            QCOMPARE(e[QStringLiteral("winning")].toBool(), winning);
            QCOMPARE(e[QStringLiteral("winningMoves")].toArray().isEmpty(), !winning);
        }
    }

    void sameBytes()
    {
        for (const bool json : {true, false}) {
            const Run a = runCli(exerciseArgs(QStringLiteral("sum"), 2, 30, QStringLiteral("99"), json));
            const Run b = runCli(exerciseArgs(QStringLiteral("sum"), 2, 30, QStringLiteral("99"), json));
            QCOMPARE(a.exitCode, 0);
            QVERIFY(!a.out.isEmpty());
            QCOMPARE(a.out, b.out);
            QVERIFY(a.out != runCli(exerciseArgs(QStringLiteral("sum"), 2, 30, QStringLiteral("100"), json)).out);
        }
        const Run text = runCli(exerciseArgs(QStringLiteral("nim"), 1, 3, QStringLiteral("5"), false));
        QVERIFY(text.out.startsWith("Exercise 1: Nim with heaps "));
        QVERIFY(text.out.contains("Exercise 3: "));
        const Run many = runCli(exerciseArgs(QStringLiteral("wythoff"), 3, 1000, QStringLiteral("0")));
        QCOMPARE(many.exitCode, 0);
        QCOMPARE(jsonOf(many)[QStringLiteral("exercises")].toArray().size(), 1000);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString one = QStringLiteral("1");
        QTest::addRow("unknown game") << exerciseArgs(QStringLiteral("chess"), 1, 5, one);
        QTest::addRow("level 0") << exerciseArgs(QStringLiteral("nim"), 0, 5, one);
        QTest::addRow("level 4") << exerciseArgs(QStringLiteral("nim"), 4, 5, one);
        QTest::addRow("count 0") << exerciseArgs(QStringLiteral("nim"), 1, 0, one);
        QTest::addRow("count 1001") << exerciseArgs(QStringLiteral("nim"), 1, 1001, one);
        QTest::addRow("negative seed") << exerciseArgs(QStringLiteral("nim"), 1, 5, QStringLiteral("-1"));
        QTest::addRow("seed too big") << exerciseArgs(QStringLiteral("nim"), 1, 5,
                                                      QStringLiteral("18446744073709551616"));
        QTest::addRow("seed not a number") << exerciseArgs(QStringLiteral("nim"), 1, 5, QStringLiteral("abc"));
        QTest::addRow("no seed") << QStringList{QStringLiteral("exercise"),
                                                QStringLiteral("--game"),
                                                QStringLiteral("nim"),
                                                QStringLiteral("--level"),
                                                one,
                                                QStringLiteral("--count"),
                                                one};
        QTest::addRow("positional") << exerciseArgs(QStringLiteral("nim"), 1, 5, one) + QStringList{one};
        QTest::addRow("misere") << exerciseArgs(QStringLiteral("nim"), 1, 5, one) +
                                       QStringList{QStringLiteral("--misere")};
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.endsWith('\n'));
    }
};

QTEST_GUILESS_MAIN(TstCliExercise)
#include "tst_cliexercise.moc"
