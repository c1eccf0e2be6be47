// The game machinery shared by every game, driven with Nim: moves, refusals, undo and redo, the computer player
// at each level, the review, and saving and restoring a game in progress.
#include "games/gamesession.h"
#include "games/nimanalysis.h"
#include "games/nimrules.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace nimlab;

namespace {
GameSession::Player computer(GameSession::Level level = GameSession::Level::Perfect)
{
    return {GameSession::PlayerKind::Computer, level};
}
QJsonObject normal()
{
    return {{QStringLiteral("misere"), false}};
}
QJsonObject misere()
{
    return {{QStringLiteral("misere"), true}};
}
} // namespace

class TstGameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playUndoRedo()
    {
        GameSession s(nimKind(), normal(), {6, 12, 9});
        QSignalSpy changed(&s, &GameSession::positionChanged);
        QVERIFY(s.play({0, 5}).isEmpty());
        QCOMPARE(s.position(), (GameState{5, 12, 9}));
        QCOMPARE(s.playerToMove(), 1);
        QVERIFY(s.play({1, 0}).isEmpty());
        s.undo();
        QCOMPARE(s.position(), (GameState{5, 12, 9}));
        QVERIFY(s.canRedo());
        s.redo();
        QCOMPARE(s.position(), (GameState{5, 0, 9}));
        s.undo();
        QVERIFY(s.play({2, 1}).isEmpty()); // a new move drops the undone one
        QCOMPARE(s.historySize(), 2);
        QVERIFY(!s.canRedo());
        QCOMPARE(changed.count(), 6);
    }

    void refusedMovesChangeNothing_data()
    {
        QTest::addColumn<GameMove>("move");
        QTest::addRow("no such heap") << GameMove{3, 0};
        QTest::addRow("take nothing") << GameMove{0, 6};
        QTest::addRow("add coins") << GameMove{0, 7};
        QTest::addRow("malformed") << GameMove{0};
    }
    void refusedMovesChangeNothing()
    {
        QFETCH(GameMove, move);
        GameSession s(nimKind(), normal(), {6, 12, 9});
        QSignalSpy rejected(&s, &GameSession::moveRejected);
        QVERIFY(!s.play(move).isEmpty());
        QCOMPARE(rejected.count(), 1);
        QVERIFY(!rejected.first().first().toString().isEmpty());
        QCOMPARE(s.position(), (GameState{6, 12, 9}));
        QCOMPARE(s.moveCount(), 0);
    }

    void newGameChecksThePosition()
    {
        GameSession s(nimKind(), normal(), {1, 2});
        QVERIFY(!s.newGame(normal(), {}).isEmpty());
        QVERIFY(!s.newGame(normal(), GameState(11, 1)).isEmpty());
        QVERIFY(!s.newGame(normal(), {(std::uint64_t{1} << 63) + 1}).isEmpty());
        QVERIFY(!s.newGame({{QStringLiteral("misere"), 3}}, {1}).isEmpty());
        QCOMPARE(s.startPosition(), (GameState{1, 2}));
        QVERIFY(s.newGame(misere(), {std::uint64_t{1} << 63, 0}).isEmpty());
    }

    void winnerNormalAndMisere()
    {
        GameSession s(nimKind(), normal(), {1});
        QSignalSpy over(&s, &GameSession::gameOver);
        QVERIFY(s.play({0, 0}).isEmpty());
        QVERIFY(s.isOver());
        QCOMPARE(s.winner(), 0); // normal play: the last mover wins
        QCOMPARE(over.count(), 1);
        s.newGame(misere(), {1});
        s.play({0, 0});
        QCOMPARE(s.winner(), 1); // misere: the last mover loses
    }

    void perfectComputerNeverLosesAWonPosition_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addRow("normal") << false;
        QTest::addRow("misere") << true;
    }
    void perfectComputerNeverLosesAWonPosition()
    {
        QFETCH(bool, misere);
        std::mt19937_64 random(7);
        for (int game = 0; game < 200; ++game) {
            GameState start;
            const int heaps = 1 + int(random() % 4);
            for (int i = 0; i < heaps; ++i)
                start.push_back(random() % 9);
            GameSession s(nimKind(), {{QStringLiteral("misere"), misere}}, start);
            s.setComputerDelayMs(0);
            s.setSeed(std::uint64_t(game));
            bool computerHadTheWin = false;
            // The person (player 0) moves at random; the computer (player 1) is perfect.
            s.setPlayer(1, computer());
            while (!s.isOver()) {
                if (s.playerToMove() == 0) {
                    std::mt19937_64 r(random());
                    QVERIFY(s.play(s.rules().randomMove(s.position(), r)).isEmpty());
                } else {
                    computerHadTheWin = computerHadTheWin || s.rules().moverWins(s.position());
                    QTRY_VERIFY(s.playerToMove() == 0 || s.isOver());
                }
            }
            if (computerHadTheWin)
                QCOMPARE(s.winner(), 1);
        }
    }

    void undoAgainstTheComputerReturnsToYourTurn()
    {
        GameSession s(nimKind(), normal(), {6, 12, 9});
        s.setComputerDelayMs(0);
        s.setPlayer(1, computer());
        s.play({0, 1});
        QTRY_COMPARE(s.moveCount(), 2);
        s.undo();
        QCOMPARE(s.moveCount(), 0);
        QCOMPARE(s.playerToMove(), 0);
        QTest::qWait(20);
        QCOMPARE(s.moveCount(), 0); // the computer waits while moves can be redone
        s.redo();
        QCOMPARE(s.moveCount(), 2);
    }

    void levelsPlayRandomMovesSometimes()
    {
        QCOMPARE(GameSession::randomness(GameSession::Level::Perfect), 0.0);
        QVERIFY(GameSession::randomness(GameSession::Level::Beginner) >
                GameSession::randomness(GameSession::Level::Strong));
        // A beginner computer from (6, 12, 9) misses the only winning move in some games.
        int missed = 0;
        for (int game = 0; game < 40; ++game) {
            GameSession s(nimKind(), normal(), {6, 12, 9});
            s.setComputerDelayMs(0);
            s.setSeed(std::uint64_t(game));
            s.setPlayer(0, computer(GameSession::Level::Beginner));
            QTRY_COMPARE(s.moveCount(), 1);
            missed += s.position() != GameState{5, 12, 9};
        }
        QVERIFY(missed > 5 && missed < 35);
    }

    void review()
    {
        GameSession s(nimKind(), normal(), {6, 12, 9});
        s.play({1, 11}); // misses the win
        s.play({0, 5});  // keeps... (5, 11, 9) has nim-sum 7: a winning position for the second player
        const auto r = s.review();
        QCOMPARE(r.size(), std::size_t(2));
        QCOMPARE(r[0].quality, GameSession::MoveQuality::MissedWin);
        QCOMPARE(r[0].mover, 0);
        QCOMPARE(r[1].mover, 1);
        QVERIFY(r[1].quality != GameSession::MoveQuality::FromLost);
        GameSession t(nimKind(), normal(), {6, 12, 9});
        t.play({0, 5});
        t.play({1, 3});
        const auto u = t.review();
        QCOMPARE(u[0].quality, GameSession::MoveQuality::KeptWin);
        QCOMPARE(u[1].quality, GameSession::MoveQuality::FromLost);
    }

    void saveAndRestore()
    {
        GameSession a(nimKind(), misere(), {std::uint64_t{1} << 63, 3, 5});
        a.setPlayer(1, computer(GameSession::Level::Intermediate));
        a.setComputerDelayMs(100000);
        a.play({0, 123456789012345678ULL});
        const QJsonObject state = a.saveState();
        GameSession b(nimKind(), normal(), {1});
        QVERIFY(b.validateState(state).isEmpty());
        b.setComputerDelayMs(100000);
        b.restoreState(state);
        QCOMPARE(b.startPosition(), (GameState{std::uint64_t{1} << 63, 3, 5}));
        QCOMPARE(b.position(), (GameState{123456789012345678ULL, 3, 5}));
        QVERIFY(!b.rules().lastMoverWins());
        QCOMPARE(b.player(1).kind, GameSession::PlayerKind::Computer);
        QCOMPARE(b.player(1).level, GameSession::Level::Intermediate);
    }

    void damagedStatesAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addRow("illegal move") << QStringLiteral("moves")
                                      << QJsonValue(QJsonArray{
                                             QJsonValue(QJsonArray{QStringLiteral("0"), QStringLiteral("7")})});
        QTest::addRow("number not text") << QStringLiteral("start") << QJsonValue(QJsonArray{6});
        QTest::addRow("negative") << QStringLiteral("start") << QJsonValue(QJsonArray{QStringLiteral("-6")});
        QTest::addRow("cursor") << QStringLiteral("cursor") << QJsonValue(5);
        QTest::addRow("players") << QStringLiteral("players") << QJsonValue(QJsonArray{});
        QTest::addRow("options") << QStringLiteral("options") << QJsonValue(QJsonObject{{QStringLiteral("misere"), 1}});
    }
    void damagedStatesAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        GameSession a(nimKind(), normal(), {6, 12, 9});
        QJsonObject state = a.saveState();
        state.insert(key, value);
        QVERIFY(!a.validateState(state).isEmpty());
        a.restoreState(state);
        QCOMPARE(a.position(), (GameState{6, 12, 9}));
    }
};

QTEST_GUILESS_MAIN(TstGameSession)
#include "tst_gamesession.moc"
