// The session file: saved after every change, restored at start (the checked-in format-1 file value by value), a
// damaged file kept aside byte for byte with its valid parts restored, a wrong file refused without changing
// anything. Damaged files in detail: tst_sessiondamage; paths that are not regular files: tst_sessionfiles.
#include "sessiontestdata.h"

#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/scorecard.h"
#include "games/sumlab.h"
#include "games/wythofflab.h"
#include "nimsum/nimsumbuilder.h"
#include "session/workspace.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;
using namespace sessiontest;

namespace {
// The sums tab's part in a new session.
QJsonValue freshSums()
{
    QTemporaryDir dir;
    Workspace fresh(dir.filePath(QStringLiteral("session.json")));
    return fresh.session()->toJson().value(QStringLiteral("parts")).toObject().value(QStringLiteral("sums"));
}
} // namespace

class TstSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savedAfterEveryChangeAndRestored()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/session.json"));
        {
            Workspace w(path);
            QCOMPARE(w.loadSession(), SessionStore::LoadResult::Fresh);
            QVERIFY(!QFile::exists(path));
            w.nimSumBuilder()->setMethod(NimSumMethod::Blocks);
            QVERIFY(QFile::exists(path));
            QVERIFY(readAll(path).contains("\"blocks\""));
            w.nimSumBuilder()->setSize(32);
            w.nimSumBuilder()->stepper()->goTo(3);
            QVERIFY(readAll(path).contains("\"size\": 32"));
        }
        Workspace again(path);
        QCOMPARE(again.loadSession(), SessionStore::LoadResult::Restored);
        QCOMPARE(again.nimSumBuilder()->size(), 32);
        QCOMPARE(again.nimSumBuilder()->method(), NimSumMethod::Blocks);
        QCOMPARE(again.nimSumBuilder()->stepper()->index(), 3);
    }

    void version1FileIsRestored()
    {
        // A format-1 session with a game in progress in every tab, restored value by value: a change behind the
        // session (e.g. the game pages restructured) must keep reading it.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QVERIFY(writeAll(path, v1Bytes()));
        Workspace w(path);
        const SessionStore::LoadResult result = w.loadSession();
        QVERIFY2(result == SessionStore::LoadResult::Restored, qPrintable(w.session()->loadMessage()));
        QCOMPARE(w.session()->loadReport().restored,
                 (QStringList{QStringLiteral("nim"), QStringLiteral("fibnim"), QStringLiteral("wythoff"),
                              QStringLiteral("nimsum")}));
        QVERIFY(w.session()->loadMessage().isEmpty());

        const GameSession *nim = w.nimGame();
        QCOMPARE(nim->startPosition(), (GameState{6, 12, 9, 3}));
        QCOMPARE(nim->historySize(), 3);
        QCOMPARE(nim->moveCount(), 2); // the third move was undone and can be redone
        QCOMPARE(nim->moveAt(2), (GameMove{2, 1}));
        QCOMPARE(nim->position(), (GameState{2, 10, 9, 3}));
        QVERIFY(!nim->rules().lastMoverWins()); // misere
        QCOMPARE(nim->player(0), (GameSession::Player{GameSession::PlayerKind::Human, GameSession::Level::Perfect}));
        QCOMPARE(nim->player(1), (GameSession::Player{GameSession::PlayerKind::Computer, GameSession::Level::Strong}));

        const FibNimGame *fib = w.fibNimGame();
        QCOMPARE(fib->variant(), FibNimRules::Variant::Multi);
        QCOMPARE(fib->session()->startPosition(), (GameState{5, 4, 8, 7}));
        QCOMPARE(fib->session()->moveCount(), 2);
        QCOMPARE(fib->session()->historySize(), 2);
        QCOMPARE(fib->session()->position(), (GameState{3, 4, 5, 6})); // quota 2 x the last take
        QCOMPARE(fib->session()->player(1),
                 (GameSession::Player{GameSession::PlayerKind::Computer, GameSession::Level::Beginner}));
        QCOMPARE(fib->page(), 1);
        QCOMPARE(fib->exampleIndex(), 1);
        QCOMPARE(fib->stepper()->index(), 1);
        QCOMPARE(w.nimTab()->stepper()->index(), 0); // version 1 did not save Nim's example step

        WythoffLab *wythoff = w.wythoffLab();
        QVERIFY(wythoff->isMisere());
        QCOMPARE(wythoff->game()->startPosition(), (GameState{7, 9}));
        QCOMPARE(wythoff->game()->position(), (GameState{5, 6}));
        QCOMPARE(wythoff->game()->moveCount(), 2);
        QCOMPARE(wythoff->game()->player(1).kind, GameSession::PlayerKind::Human);
        QCOMPARE(wythoff->boardSize(), 14);
        QVERIFY(wythoff->showPPositions());
        QCOMPARE(wythoff->view(), WythoffLab::View::Board);
        QCOMPARE(wythoff->wythoffPage(), WythoffLab::Page::Construction);
        // Version 1 saved n = 7; step 0 is now the empty board, so pair 7 is step 8.
        QCOMPARE(wythoff->constructionStep(), 8);
        QCOMPARE(wythoff->explainedIndex(), std::uint64_t(13));
        QCOMPARE(wythoff->grundySize(), 256);

        NimSumBuilder *b = w.nimSumBuilder();
        QCOMPARE(b->size(), 16);
        QCOMPARE(b->method(), NimSumMethod::Mex);
        QCOMPARE(b->mode(), NimSumBuilder::Mode::Step);
        QVERIFY(b->showBinary());
        QVERIFY(b->heatMap());
        QCOMPARE(b->stepper()->index(), 37);
        QCOMPARE(b->history().size(), std::size_t(2));
        QCOMPARE(b->history()[1].size, 256);
        QCOMPARE(b->history()[1].ms[1], 40.125);

        // Saved again, it is today's format with nothing dropped: read back, it is the same session; and the file
        // is left as it was until something changes.
        const QJsonObject saved = w.session()->toJson();
        QCOMPARE(saved.value(QStringLiteral("version")).toInt(), SessionStore::kVersion);
        QCOMPARE(saved.value(QStringLiteral("parts")).toObject().keys(),
                 (QStringList{QStringLiteral("fibnim"), QStringLiteral("nim"), QStringLiteral("nimsum"),
                              QStringLiteral("sums"), QStringLiteral("wythoff")}));
        QTemporaryDir other;
        const QString again = other.filePath(QStringLiteral("again.json"));
        QVERIFY(writeAll(again, QJsonDocument(saved).toJson()));
        Workspace w2(again);
        QCOMPARE(w2.loadSession(), SessionStore::LoadResult::Restored);
        QCOMPARE(w2.session()->toJson(), saved);
        QCOMPARE(readAll(path), v1Bytes());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("session.json")});
    }

    void version2FileIsRestoredExactly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QVERIFY(writeAll(path, v2Bytes()));
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Restored);
        QCOMPARE(w.nimTab()->stepper()->index(), 3); // Nim's worked example step is part of the session now
        // Version 2's step 7 showed pair n = 7; step 0 is now the empty board, so it is step 8, the same pair.
        QCOMPARE(w.wythoffLab()->constructionStep(), 8);
        QCOMPARE(w.fibNimGame()->exampleIndex(), 1);
        QCOMPARE(w.session()->toJson(), asVersion3(v2Json()));
        // The sum's start needs Grundy tables beyond the new tab's: they were built when the file was checked.
        QCOMPARE(w.sumLab()->components(),
                 (std::vector<SumComponent>{SumComponent::nim(2), SumComponent::fibNim(100, 60),
                                            SumComponent::wythoff(60, 80)}));
        QVERIFY(w.sumLab()->analysis().has_value());
        // The version-1 file is the same session: it upgrades to exactly the version-2 file but Nim's step (and the
        // sums tab, which came later).
        QJsonObject upgraded = v2Json();
        QJsonObject parts = upgraded.value(QStringLiteral("parts")).toObject();
        parts.remove(QStringLiteral("sums"));
        QJsonObject nim = parts.value(QStringLiteral("nim")).toObject();
        nim.insert(
            QStringLiteral("view"),
            QJsonObject{{QStringLiteral("page"), 0}, {QStringLiteral("example"), 0}, {QStringLiteral("step"), 0}});
        parts.insert(QStringLiteral("nim"), nim);
        // Version 1 saved the construction's n (7), which version 2 kept as its step 7.
        QCOMPARE(Workspace::migrateVersion1(v1Json().value(QStringLiteral("parts")).toObject()), parts);
    }

    void version2FileWithScorecardsIsRestoredExactly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QVERIFY(writeAll(path, v2ScoresBytes()));
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Restored);
        const Scorecard *nim = w.nimGame()->scorecard();
        QCOMPARE(nim->wins({Scorecard::Role::You}), 2);
        QCOMPARE(nim->wins({Scorecard::Role::Computer, int(GameSession::Level::Strong)}), 1);
        QCOMPARE(nim->wins({Scorecard::Role::FirstComputer, int(GameSession::Level::Perfect)}), 1);
        QVERIFY(!nim->isGameCounted());
        QCOMPARE(w.wythoffLab()->game()->scorecard()->wins({Scorecard::Role::SecondPlayer}), 3);
        QVERIFY(w.wythoffLab()->game()->scorecard()->isGameCounted());
        QVERIFY(w.fibNimGame()->session()->scorecard()->isEmpty());
        QCOMPARE(w.session()->toJson(), asVersion3(v2ScoresJson()));
    }

    void filesWithoutScorecardsLoadWithNone_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addRow("version 1") << v1Bytes();
        QTest::addRow("version 2") << v2Bytes();
    }
    void filesWithoutScorecardsLoadWithNone()
    {
        // Written before the scorecard existed: no key, so no wins; and saved again, still no key.
        QFETCH(QByteArray, content);
        QVERIFY(!content.contains("scorecard"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QVERIFY(writeAll(path, content));
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Restored);
        for (const GameSession *game : {w.nimGame(), w.fibNimGame()->session(), w.wythoffLab()->game()})
            QVERIFY(game->scorecard()->isEmpty());
        QVERIFY(!QJsonDocument(w.session()->toJson()).toJson().contains("scorecard"));
    }

    void version1FileOpens()
    {
        QTemporaryDir dir;
        Workspace w(dir.filePath(QStringLiteral("session.json")));
        QVERIFY(w.session()->openFrom(QStringLiteral(NIMLAB_TEST_DATA "/session-v1.json")).isEmpty());
        // Every part restored exactly: saving gives the version-1 parts in today's shape, nothing lost; the sums tab,
        // which came later, as a new one.
        QJsonObject parts = w.session()->toJson().value(QStringLiteral("parts")).toObject();
        QCOMPARE(parts.take(QStringLiteral("sums")), freshSums());
        QCOMPARE(parts,
                 asVersion3Parts(Workspace::migrateVersion1(v1Json().value(QStringLiteral("parts")).toObject())));
        QCOMPARE(w.wythoffLab()->constructionStep(), 8); // n = 7, as version 1 saved it
    }

    void fileFromBeforeTheSumsTabLoads()
    {
        // A version-2 file written before the sums tab existed: every part restored, the sums tab as new.
        QJsonObject old = v2Json();
        QJsonObject parts = old.value(QStringLiteral("parts")).toObject();
        parts.remove(QStringLiteral("sums"));
        old.insert(QStringLiteral("parts"), parts);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QVERIFY(writeAll(path, QJsonDocument(old).toJson()));
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Restored);
        QJsonObject now = w.session()->toJson().value(QStringLiteral("parts")).toObject();
        QCOMPARE(now.take(QStringLiteral("sums")), freshSums());
        QCOMPARE(now, asVersion3Parts(parts));
        QCOMPARE(w.sumLab()->components(), SumLab::exampleComponents());
    }

    void damagedPartIsKeptAsideAndTheRestRestored()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        const QByteArray damaged = v1With(QStringLiteral("parts.nim.moves[1][1]"), QStringLiteral("7"));
        QVERIFY(writeAll(path, damaged));
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Damaged);
        const SessionStore::LoadReport &report = w.session()->loadReport();
        QCOMPARE(report.problem.where, QStringLiteral("parts.nim.game.moves[1]"));
        QCOMPARE(report.fresh, QStringList{QStringLiteral("nim")});
        QCOMPARE(w.nimGame()->startPosition(), Workspace::defaultNimHeaps()); // fresh
        QCOMPARE(w.nimSumBuilder()->size(), 16);                              // restored
        QCOMPARE(w.wythoffLab()->boardSize(), 14);                            // restored
        const QString message = w.session()->loadMessage();
        QVERIFY2(message.contains(QStringLiteral("parts.nim.game.moves[1]: ")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("the Nim tab")), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(report.keptAs)), qPrintable(message));
        QCOMPARE(readAll(report.keptAs), damaged);
        // The next change rewrites the session with the valid parts; the copy stays as it was.
        w.nimSumBuilder()->setSize(4);
        QCOMPARE(readAll(report.keptAs), damaged);
        const QJsonObject parts = QJsonDocument::fromJson(readAll(path)).object()[QStringLiteral("parts")].toObject();
        QCOMPARE(parts[QStringLiteral("wythoff")],
                 asVersion3Parts(Workspace::migrateVersion1(v1Json()[QStringLiteral("parts")].toObject()))
                     .value(QStringLiteral("wythoff")));
        // A second damaged start keeps a second copy, never overwriting the first.
        QVERIFY(writeAll(path, "{"));
        Workspace again(path);
        QCOMPARE(again.loadSession(), SessionStore::LoadResult::Damaged);
        QVERIFY(again.session()->movedAsidePath() != report.keptAs);
        QCOMPARE(readAll(again.session()->movedAsidePath()), QByteArray("{"));
        QCOMPARE(readAll(report.keptAs), damaged);
    }

    void wrongFileIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addRow("not JSON") << QByteArray("size=16");
        QTest::addRow("not a session") << QByteArray(R"({"format":"other"})");
        QTest::addRow("bad method") << QByteArray(
            R"({"format":"nimlab-session","version":1,"parts":{"nimsum":{"size":8,"method":"sets","mode":"step","step":0}}})");
        QTest::addRow("part not an object")
            << QByteArray(R"({"format":"nimlab-session","version":1,"parts":{"nimsum":5}})");
        QTest::addRow("parts an array") << QByteArray(R"({"format":"nimlab-session","version":1,"parts":[]})");
        QTest::addRow("a future version") << QByteArray(R"({"format":"nimlab-session","version":4,"parts":{}})");
        QTest::addRow("an unknown key") << v1With(QStringLiteral("parts.nimsum.zoom"), 2);
        QTest::addRow("an unknown part") << v1With(QStringLiteral("parts.chess"), QJsonObject());
        QTest::addRow("an illegal move") << v1With(QStringLiteral("parts.wythoff.game.moves[0][0]"),
                                                   QStringLiteral("8"));
        QTest::addRow("options not an object") << v1With(QStringLiteral("parts.nim.options"), 5);
    }
    void wrongFileIsRefusedAndChangesNothing()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        Workspace w(path);
        w.nimSumBuilder()->setSize(16);
        const QByteArray before = readAll(path);
        const QString wrong = dir.filePath(QStringLiteral("wrong.json"));
        QVERIFY(writeAll(wrong, content));
        const QString error = w.session()->openFrom(wrong);
        QVERIFY(!error.isEmpty());
        QCOMPARE(w.nimSumBuilder()->size(), 16);
        QCOMPARE(readAll(path), before);
        QCOMPARE(readAll(wrong), content);
        QVERIFY(!w.session()->openFrom(dir.filePath(QStringLiteral("missing.json"))).isEmpty());
    }

    void saveAsAndOpen()
    {
        QTemporaryDir dir;
        Workspace a(dir.filePath(QStringLiteral("a.json")));
        a.nimSumBuilder()->setMethod(NimSumMethod::Mex);
        a.nimSumBuilder()->setSize(4);
        const QString file = dir.filePath(QStringLiteral("lesson.nimlab.json"));
        QVERIFY(a.session()->saveTo(file).isEmpty());
        Workspace b(dir.filePath(QStringLiteral("b.json")));
        QVERIFY(b.session()->openFrom(file).isEmpty());
        QCOMPARE(b.nimSumBuilder()->size(), 4);
        QCOMPARE(b.nimSumBuilder()->method(), NimSumMethod::Mex);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("b.json")))); // opening also autosaves
    }
};

QTEST_GUILESS_MAIN(TstSession)
#include "tst_session.moc"
