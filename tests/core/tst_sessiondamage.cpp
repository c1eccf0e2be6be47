// A session file that is not fully understood: wrong types at every level, values out of range, unknown keys,
// illegal moves, truncation. Each row asserts that the original bytes survive byte for byte (and survive the next
// save), that the valid parts were restored, and that the problem is reported with its path.
#include "sessiontestdata.h"

#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/wythofflab.h"
#include "nimsum/nimsumbuilder.h"
#include "session/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;
using namespace sessiontest;

class TstSessionDamage : public QObject
{
    Q_OBJECT

private:
    /// Loads `content` as the autosave file; checks the copy, the restored parts and the next save.
    static void loadDamaged(const QByteArray &content, const QString &where, const QStringList &fresh)
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QVERIFY(writeAll(path, content));
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Damaged);
        const SessionStore::LoadReport &report = w.session()->loadReport();
        QVERIFY2(where.startsWith(report.problem.where), qPrintable(report.problem.toString()));
        QVERIFY(!report.problem.what.isEmpty());
        QCOMPARE(report.fresh, fresh);
        const QJsonObject inFile = QJsonDocument::fromJson(content).object().value(QStringLiteral("parts")).toObject();
        QStringList restored;
        for (const QString &part : everyPart())
            if (!fresh.contains(part) && inFile.contains(part))
                restored << part;
        QCOMPARE(report.restored, restored);
        // The original, byte for byte, beside the session; the session itself untouched until the next save.
        QVERIFY(report.keptAs.startsWith(path + QStringLiteral(".damaged-")));
        QCOMPARE(readAll(report.keptAs), content);
        QCOMPARE(readAll(path), content);
        QVERIFY(w.session()->loadMessage().contains(report.problem.toString()));
        QVERIFY(w.session()->loadMessage().contains(QFileInfo(report.keptAs).fileName()));
        // The valid parts were restored: their saved state is the file's.
        const QJsonObject file = QJsonDocument::fromJson(content).object();
        const QJsonObject fileParts = file.value(QStringLiteral("parts")).toObject();
        // A version-2 file's parts as version 3 reads them (the Wythoff construction's step moves by one).
        const QJsonObject parts =
            file.value(QStringLiteral("version")) == QJsonValue(2) ? asVersion3Parts(fileParts) : fileParts;
        const QJsonObject now = w.session()->toJson().value(QStringLiteral("parts")).toObject();
        for (const QString &part : restored)
            QCOMPARE(now.value(part), parts.value(part));
        w.session()->saveNow();
        QCOMPARE(readAll(report.keptAs), content);
        QCOMPARE(QJsonDocument::fromJson(readAll(path)).object(), w.session()->toJson());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // nothing else written
    }

private Q_SLOTS:
    void wrongTypeAtEveryLevel_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QStringList>("fresh");
        QList<QPair<QString, QJsonValue>> paths;
        collectPaths(v2Json(), {}, paths);
        for (const auto &[path, value] : paths) {
            if (path.isEmpty())
                continue;
            const QString part = partOf(path);
            for (const auto &[type, wrong] : wrongTypes(value))
                QTest::addRow("%s = %s", qPrintable(path), qPrintable(type))
                    << v2With(path, wrong) << path << (part.isEmpty() ? everyPart() : QStringList{part});
        }
        // The scorecards (an optional key, not in session-v2.json): every path of them in session-v2-scores.json.
        QList<QPair<QString, QJsonValue>> scorePaths;
        collectPaths(v2ScoresJson(), {}, scorePaths);
        for (const auto &[path, value] : scorePaths) {
            if (!path.contains(QStringLiteral(".scorecard")))
                continue;
            for (const auto &[type, wrong] : wrongTypes(value))
                QTest::addRow("%s = %s (scores)", qPrintable(path), qPrintable(type))
                    << v2ScoresWith(path, wrong) << path << QStringList{partOf(path)};
        }
    }
    void wrongTypeAtEveryLevel()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, where);
        QFETCH(QStringList, fresh);
        loadDamaged(content, where, fresh);
    }

    void notUnderstood_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QStringList>("fresh");
        const auto row = [](const char *name, const char *path, const QJsonValue &value, const char *where) {
            const QString part = partOf(QLatin1String(path));
            // A key this version does not know costs no part; anything else costs its part (or all above them).
            const QStringList fresh = !allParts().contains(part) && !part.isEmpty() ? QStringList()
                                      : part.isEmpty() && QLatin1String(path) == QLatin1String("comment")
                                          ? QStringList()
                                      : part.isEmpty() ? everyPart()
                                                       : QStringList{part};
            QTest::newRow(name) << v2With(QLatin1String(path), value) << QString::fromLatin1(where) << fresh;
        };
        const QJsonValue missing(QJsonValue::Undefined);
        const QJsonObject human{{QStringLiteral("kind"), QStringLiteral("human")},
                                {QStringLiteral("level"), QStringLiteral("perfect")}};
        // The top level.
        row("a future version", "version", 4, "version");
        row("version 0", "version", 0, "version");
        row("version 1.5", "version", 1.5, "version");
        row("another format", "format", QStringLiteral("kigo-game"), "");
        row("format missing", "format", missing, "");
        row("version missing", "version", missing, "version");
        row("parts missing", "parts", missing, "parts");
        // Out of range.
        row("nim cursor 4 of 3 moves", "parts.nim.game.cursor", 4, "parts.nim.game.cursor");
        row("nim cursor -1", "parts.nim.game.cursor", -1, "parts.nim.game.cursor");
        row("nim cursor 1.5", "parts.nim.game.cursor", 1.5, "parts.nim.game.cursor");
        row("nim 11 heaps", "parts.nim.game.start",
            QJsonArray{QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1"),
                       QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1"),
                       QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1")},
            "parts.nim.game.start");
        row("nim heap -6", "parts.nim.game.start[0]", QStringLiteral("-6"), "parts.nim.game.start[0]");
        row("nim heap 2^64", "parts.nim.game.start[0]", QStringLiteral("18446744073709551616"),
            "parts.nim.game.start[0]");
        row("nim three players", "parts.nim.game.players", QJsonArray{human, human, human}, "parts.nim.game.players");
        row("nim level expert", "parts.nim.game.players[1].level", QStringLiteral("expert"),
            "parts.nim.game.players[1].level");
        row("nim player kind robot", "parts.nim.game.players[0].kind", QStringLiteral("robot"),
            "parts.nim.game.players[0].kind");
        row("fibnim variant", "parts.fibnim.game.options.variant", QStringLiteral("misere"),
            "parts.fibnim.game.options");
        row("fibnimView page 3", "parts.fibnim.view.page", 3, "parts.fibnim.view.page");
        row("fibnimView example 2", "parts.fibnim.view.example", 2, "parts.fibnim.view.example");
        row("fibnimView step 99", "parts.fibnim.view.step", 99, "parts.fibnim.view.step");
        row("wythoff board 7", "parts.wythoff.settings.boardSize", 7, "parts.wythoff.settings.boardSize");
        row("wythoff board 31", "parts.wythoff.settings.boardSize", 31, "parts.wythoff.settings.boardSize");
        row("wythoff heat map 100", "parts.wythoff.settings.grundySize", 100, "parts.wythoff.settings.grundySize");
        row("wythoff heat map 2048", "parts.wythoff.settings.grundySize", 2048, "parts.wythoff.settings.grundySize");
        row("wythoff step 25", "parts.wythoff.view.step", 25, "parts.wythoff.view.step"); // past the last misère step
        row("wythoff view", "parts.wythoff.settings.view", QStringLiteral("sideways"), "parts.wythoff.settings.view");
        row("wythoff page 4", "parts.wythoff.view.page", 4, "parts.wythoff.view.page");
        row("wythoff explain huge", "parts.wythoff.settings.explain", QStringLiteral("18446744073709551615"),
            "parts.wythoff.settings.explain");
        row("wythoff game missing", "parts.wythoff.game", missing, "parts.wythoff.game");
        row("nimsum size 3", "parts.nimsum.size", 3, "parts.nimsum.size");
        row("nimsum size 8192", "parts.nimsum.size", 8192, "parts.nimsum.size");
        row("nimsum step 256 of 256", "parts.nimsum.step", 256, "parts.nimsum.step");
        row("nimsum step -1 in step mode", "parts.nimsum.step", -1, "parts.nimsum.step");
        row("nimsum step mode at 64", "parts.nimsum.size", 64, "parts.nimsum.mode");
        row("nimsum method", "parts.nimsum.method", QStringLiteral("sets"), "parts.nimsum.method");
        row("nimsum history unsorted", "parts.nimsum.history[1].size", 32, "parts.nimsum.history[1].size");
        row("nimsum history size 3", "parts.nimsum.history[0].size", 3, "parts.nimsum.history[0].size");
        row("nimsum negative time", "parts.nimsum.history[0].ms[2]", -1, "parts.nimsum.history[0].ms[2]");
        row("nimsum two times", "parts.nimsum.history[0].ms", QJsonArray{1, 2}, "parts.nimsum.history[0].ms");
        row("nimsum binary missing", "parts.nimsum.binary", missing, "parts.nimsum.binary");
        // Unknown keys, at every level.
        row("unknown top-level key", "comment", QStringLiteral("hi"), "comment");
        row("unknown part", "parts.chess", QJsonObject{}, "parts.chess");
        row("unknown key in nim", "parts.nim.hint", true, "parts.nim.hint");
        row("unknown key in options", "parts.nim.game.options.blitz", true, "parts.nim.game.options");
        row("unknown key in a player", "parts.nim.game.players[0].name", QStringLiteral("Ann"),
            "parts.nim.game.players[0].name");
        row("unknown key in wythoff game", "parts.wythoff.game.clock", 5, "parts.wythoff.game.clock");
        row("unknown key in wythoff settings", "parts.wythoff.settings.zoom", 5, "parts.wythoff.settings.zoom");
        row("nim example 1 of 1", "parts.nim.view.example", 1, "parts.nim.view.example");
        row("nim step 5 of 5", "parts.nim.view.step", 5, "parts.nim.view.step");
        row("nim page 2 of 2", "parts.nim.view.page", 2, "parts.nim.view.page");
        row("unknown key in fibnimView", "parts.fibnim.view.zoom", 2, "parts.fibnim.view.zoom");
        row("unknown key in history", "parts.nimsum.history[0].note", 1, "parts.nimsum.history[0].note");
        // Illegal moves, and a history that does not follow from its start.
        row("nim takes nothing", "parts.nim.game.moves[1][1]", QStringLiteral("6"), "parts.nim.game.moves[1]");
        row("nim heap 5 of 4", "parts.nim.game.moves[2][0]", QStringLiteral("4"), "parts.nim.game.moves[2]");
        row("nim move of 3 numbers", "parts.nim.game.moves[0]",
            QJsonArray{QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("0")}, "parts.nim.game.moves[0]");
        row("nim start changed under the moves", "parts.nim.game.start[1]", QStringLiteral("5"),
            "parts.nim.game.moves[0]");
        row("fibnim takes over the quota", "parts.fibnim.game.moves[0][1]", QStringLiteral("5"),
            "parts.fibnim.game.moves[0]");
        row("fibnim pile 2 of 2", "parts.fibnim.game.moves[1][0]", QStringLiteral("2"), "parts.fibnim.game.moves[1]");
        row("wythoff moves up", "parts.wythoff.game.moves[1][1]", QStringLiteral("10"), "parts.wythoff.game.moves[1]");
        row("wythoff start changed under the moves", "parts.wythoff.game.start[0]", QStringLiteral("4"),
            "parts.wythoff.game.moves[0]");
        row("nim move after the end", "parts.nim.game.moves",
            QJsonArray{QJsonArray{QStringLiteral("0"), QStringLiteral("0")},
                       QJsonArray{QStringLiteral("1"), QStringLiteral("0")},
                       QJsonArray{QStringLiteral("2"), QStringLiteral("0")},
                       QJsonArray{QStringLiteral("3"), QStringLiteral("0")},
                       QJsonArray{QStringLiteral("0"), QStringLiteral("0")}},
            "parts.nim.game.moves[4]");
    }
    void scorecardNotUnderstood_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QStringList>("fresh");
        const auto row = [](const char *name, const char *path, const QJsonValue &value, const char *where) {
            QTest::newRow(name) << v2ScoresWith(QLatin1String(path), value) << QString::fromLatin1(where)
                                << QStringList{partOf(QLatin1String(path))};
        };
        const QJsonValue missing(QJsonValue::Undefined);
        row("negative wins", "parts.nim.game.scorecard.wins.you", -2, "parts.nim.game.scorecard.wins.you");
        row("wins 2.5", "parts.wythoff.game.scorecard.wins.secondPlayer", 2.5,
            "parts.wythoff.game.scorecard.wins.secondPlayer");
        row("wins beyond 10^9", "parts.nim.game.scorecard.wins.you", 1e10, "parts.nim.game.scorecard.wins.you");
        row("unknown player", "parts.nim.game.scorecard.wins.referee", 1, "parts.nim.game.scorecard.wins.referee");
        row("unknown level", "parts.nim.game.scorecard.wins.computer-expert", 1,
            "parts.nim.game.scorecard.wins.computer-expert");
        row("unknown key in a scorecard", "parts.wythoff.game.scorecard.draws", 0,
            "parts.wythoff.game.scorecard.draws");
        row("wins missing", "parts.nim.game.scorecard.wins", missing, "parts.nim.game.scorecard.wins");
        row("gameCounted missing", "parts.wythoff.game.scorecard.gameCounted", missing,
            "parts.wythoff.game.scorecard.gameCounted");
    }
    void scorecardNotUnderstood() { notUnderstood(); }

    // The Practice tab's part (optional, not in the checked-in files): every path of a saved one with a wrong type,
    // and values out of range; only that part starts fresh.
    void practiceNotUnderstood_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QStringList>("fresh");
        const QStringList practice{QStringLiteral("practice")};
        QList<QPair<QString, QJsonValue>> paths;
        collectPaths(v2PracticeJson(), {}, paths);
        for (const auto &[path, value] : paths) {
            if (partOf(path) != practice.front() || path == QStringLiteral("parts.practice"))
                continue;
            for (const auto &[type, wrong] : wrongTypes(value))
                QTest::addRow("%s = %s", qPrintable(path), qPrintable(type))
                    << v2PracticeWith(path, wrong) << path << practice;
        }
        const auto row = [&practice](const char *name, const char *path, const QJsonValue &value, const char *where) {
            QTest::newRow(name) << v2PracticeWith(QLatin1String(path), value) << QString::fromLatin1(where) << practice;
        };
        const QJsonValue missing(QJsonValue::Undefined);
        row("unknown game", "parts.practice.game", QStringLiteral("chess"), "parts.practice.game");
        row("level 0", "parts.practice.level", 0, "parts.practice.level");
        row("level 4", "parts.practice.level", 4, "parts.practice.level");
        row("negative streak", "parts.practice.stats.streak", -1, "parts.practice.stats.streak");
        row("longest streak shorter", "parts.practice.stats.bestStreak", 1, "parts.practice.stats.bestStreak");
        row("best of level 4", "parts.practice.stats.best.nim-4", QJsonObject{}, "parts.practice.stats.best.nim-4");
        row("best score 11", "parts.practice.stats.best.nim-2.score", 11, "parts.practice.stats.best.nim-2.score");
        row("best time negative", "parts.practice.stats.best.wythoff-3.ms", -5,
            "parts.practice.stats.best.wythoff-3.ms");
        row("seed not a number", "parts.practice.round.seed", QStringLiteral("12a"), "parts.practice.round.seed");
        row("seed beyond 2^64", "parts.practice.round.seed", QStringLiteral("18446744073709551616"),
            "parts.practice.round.seed");
        row("answer maybe", "parts.practice.round.answers[1]", QStringLiteral("maybe"),
            "parts.practice.round.answers[1]");
        QJsonArray eleven;
        for (int i = 0; i < 11; ++i)
            eleven.append(QStringLiteral("right"));
        row("eleven answers", "parts.practice.round.answers", eleven, "parts.practice.round.answers");
        row("shown beyond the answers", "parts.practice.round.shown", 5, "parts.practice.round.shown");
        row("shown before the last answer", "parts.practice.round.shown", 1, "parts.practice.round.shown");
        row("unknown key", "parts.practice.round.hints", 0, "parts.practice.round.hints");
        row("stats missing", "parts.practice.stats", missing, "parts.practice.stats");
    }
    void practiceNotUnderstood() { notUnderstood(); }

    void notUnderstood()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, where);
        QFETCH(QStringList, fresh);
        QTemporaryDir dir;
        loadDamaged(content, where, fresh);
        if (QTest::currentTestFailed())
            return;
        // The exact place is named.
        QVERIFY(writeAll(dir.filePath(QStringLiteral("s.json")), content));
        Workspace w(dir.filePath(QStringLiteral("s.json")));
        w.loadSession();
        QCOMPARE(w.session()->loadReport().problem.where, where);
    }

    void rootIsNotASession_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addRow("array") << QByteArray("[1, 2]");
        QTest::addRow("string") << QByteArray("\"session\"");
        QTest::addRow("number") << QByteArray("42");
        QTest::addRow("null") << QByteArray("null");
        QTest::addRow("empty") << QByteArray();
        QTest::addRow("binary garbage") << QByteArray("\x00\x01\x02\xff", 4);
        QTest::addRow("another program's JSON") << QByteArray("{\"hello\": 1}");
        for (const QByteArray &file : {v1Bytes(), v2Bytes()})
            for (const qsizetype cut : {qsizetype(1), qsizetype(2), qsizetype(40), file.size() / 4, file.size() / 2,
                                        file.size() * 9 / 10, file.size() - 3})
                QTest::addRow("%s cut at byte %lld", file == v1Bytes() ? "v1" : "v2", qlonglong(cut)) << file.left(cut);
    }
    void rootIsNotASession()
    {
        QFETCH(QByteArray, content);
        loadDamaged(content, QString(), everyPart());
    }
};

QTEST_GUILESS_MAIN(TstSessionDamage)
#include "tst_sessiondamage.moc"
