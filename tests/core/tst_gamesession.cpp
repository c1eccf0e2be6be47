// The game machinery shared by every game, mostly driven with Nim: moves, refusals, undo and redo, the computer
// player at each level, the review, and saving and restoring a game in progress. Every game and every player set-up:
// after any undo, redo, change of player, restore or new game, the computer moves whenever it is to move.
#include "games/fibnimanalysis.h"
#include "games/fibnimrules.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/nimrules.h"
#include "games/wythoffanalysis.h"
#include "games/wythoffrules.h"

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

// A game to play to the end with a few moves at least, for each game kind.
struct GameSetup
{
    GameKind kind;
    QJsonObject options;
    GameState start;
    ExampleId example;
};
enum Game
{
    NimGame,
    FibNimGame,
    WythoffGame,
};
GameSetup gameSetup(int game)
{
    switch (game) {
    case FibNimGame:
        return {fibNimKind(), FibNimRules::optionsFor(FibNimRules::Variant::Single), FibNimRules::singleStart(40),
                ExampleId::FibNim10};
    case WythoffGame:
        return {wythoffKind(), WythoffRules::makeOptions(false), {21, 34}, ExampleId::Wythoff};
    default:
        return {nimKind(), normal(), {7, 9, 12, 5, 3}, ExampleId::Nim};
    }
}

enum Setup
{
    ComputerFirst,
    ComputerSecond,
    ComputerVsComputer,
    TwoPeople,
};
void setPlayers(GameSession &s, int setup)
{
    const GameSession::Player person;
    s.setPlayer(0, setup == ComputerFirst || setup == ComputerVsComputer ? computer() : person);
    s.setPlayer(1, setup == ComputerSecond || setup == ComputerVsComputer ? computer() : person);
}

/// What undo() must leave: the last earlier position where a person is to move, else one move back.
int undoTarget(const GameSession &s)
{
    for (int i = s.moveCount() - 1; i >= 0; --i)
        if (s.player(i).kind == GameSession::PlayerKind::Human)
            return i;
    return std::max(0, s.moveCount() - 1);
}

/// Somebody can move: the game is over or a person is to move (else the computer still has to move).
bool settled(const GameSession &s)
{
    return s.isOver() || !s.isComputerToMove();
}
} // namespace

class TstGameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lookingBackKeepsTheGame_data()
    {
        QTest::addColumn<int>("shown");
        QTest::addRow("the start") << 0;
        QTest::addRow("after the person's move") << 1;
        QTest::addRow("after the computer's move") << 2;
    }
    void lookingBackKeepsTheGame()
    {
        QFETCH(int, shown);
        // (2, 3), the person first against the perfect computer: the person misses the win, the computer wins.
        GameSession s(nimKind(), normal(), {2, 3});
        s.setComputerDelayMs(0);
        s.setPlayer(1, computer());
        QVERIFY(s.play({0, 0}).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(s.isOver(), 60000);
        QVERIFY(s.isFinished());
        // Who wins each position with best play, from the definition: (2, 3) the first player (nim-sum 1), (0, 3)
        // the second (the computer to move takes 3), the end the second (it took the last coin).
        QCOMPARE(s.winnerAt(0), 0);
        QCOMPARE(s.winnerAt(1), 1);
        QCOMPARE(s.winnerAt(2), 1);
        s.showPosition(shown);
        QCOMPARE(s.moveCount(), shown);
        QCOMPARE(s.historySize(), 2);
        QVERIFY(s.isFinished());
        QCOMPARE(s.isReviewing(), shown < 2);
        QCOMPARE(int(s.review().size()), 2); // the whole game is still reviewed
        QTest::qWait(20);
        QCOMPARE(s.moveCount(), shown); // nobody moves while looking back, not even the computer
        QCOMPARE(s.historySize(), 2);
        // Where the computer is to move, its move is its own: a person's move there is refused and changes nothing.
        QCOMPARE(s.isPersonToMove(), shown == 0);
        if (shown == 1) {
            QSignalSpy refused(&s, &GameSession::moveRejected);
            QCOMPARE(s.play({1, 0}), QStringLiteral("The computer plays this move: press \"Play on from here\" and it "
                                                    "moves."));
            QCOMPARE(refused.size(), 1);
            QCOMPARE(s.moveCount(), 1);
            QCOMPARE(s.historySize(), 2);
            QCOMPARE(s.position(), (GameState{0, 3}));
        }
        s.playFromHere();
        QVERIFY(!s.isReviewing());
        // From here the game goes on: the computer moves when it is to move (after the person's move).
        if (shown == 1)
            QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 2, 60000);
        else
            QCOMPARE(s.moveCount(), shown);
    }

    void aGameOverBeforeItStartsIsRefused_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<GameState>("start");
        QTest::addRow("nim 0 0 0") << 0 << GameState{0, 0, 0};
        QTest::addRow("wythoff (0, 0)") << 2 << GameState{0, 0};
    }
    void aGameOverBeforeItStartsIsRefused()
    {
        QFETCH(int, game);
        QFETCH(GameState, start);
        const GameKind kind = game == 0 ? nimKind() : wythoffKind();
        const QJsonObject options = game == 0 ? normal() : WythoffRules::makeOptions(false);
        GameSession s(kind, options, GameState{1, 2});
        QSignalSpy changed(&s, &GameSession::positionChanged);
        QVERIFY(!s.newGame(options, start).isEmpty());
        QCOMPARE(s.position(), (GameState{1, 2}));
        QCOMPARE(changed.count(), 0);
    }

    // The students' view: no hint while the answers are hidden; one asked for before comes back with them, until the
    // position changes.
    void hiddenAnswersGiveNoHint()
    {
        GameSession s(nimKind(), normal(), {6, 12, 9});
        QSignalSpy hints(&s, &GameSession::hintChanged);
        QSignalSpy hidden(&s, &GameSession::answersHiddenChanged);
        s.showHint();
        QVERIFY(s.isHintShown() && s.shownHint() && !s.hintText().isEmpty());
        s.setAnswersHidden(true);
        QVERIFY(s.areAnswersHidden());
        QVERIFY(!s.isHintShown() && !s.shownHint() && s.hintText().isEmpty());
        QCOMPARE(hints.count(), 2);
        QCOMPARE(hidden.count(), 1);
        s.showHint();
        QVERIFY(!s.isHintShown());
        QCOMPARE(hints.count(), 2);
        s.setAnswersHidden(false);
        QVERIFY(s.isHintShown() && s.shownHint() == (GameMove{0, 5}));
        QCOMPARE(hints.count(), 3);
        // A move clears the hint; none is given while the answers are hidden, one is with them shown.
        s.setAnswersHidden(true);
        QVERIFY(s.play({0, 5}).isEmpty());
        s.showHint();
        s.setAnswersHidden(false);
        QVERIFY(!s.isHintShown());
        s.showHint();
        QVERIFY(s.isHintShown());
    }

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
                    QTRY_VERIFY_WITH_TIMEOUT(s.playerToMove() == 0 || s.isOver(), 60000);
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
        QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 2, 60000);
        s.undo(); // past the computer's reply, to the person's turn
        QCOMPARE(s.moveCount(), 0);
        QCOMPARE(s.playerToMove(), 0);
        QTest::qWait(20);
        QCOMPARE(s.moveCount(), 0); // a person is to move: nothing happens
        s.redo();                   // one move at a time: the computer is to move, its reply can still be redone
        QCOMPARE(s.moveCount(), 1);
        QVERIFY(s.canRedo());
        s.redo();
        QCOMPARE(s.moveCount(), 2);
        s.undo();
        s.redo();
        // Unless redone first, the computer moves, and its move replaces the one that could be redone.
        QTRY_VERIFY_WITH_TIMEOUT(s.moveCount() == 2 && !s.canRedo(), 60000);
    }

    void undoWhenOnlyTheComputerMovedLetsItMoveAgain()
    {
        GameSession s(nimKind(), normal(), {6, 12, 9});
        s.setComputerDelayMs(100);
        s.setPlayer(0, computer());
        QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 1, 60000);
        s.undo(); // no earlier position where a person moves: one move back, the computer to move
        QCOMPARE(s.moveCount(), 0);
        QVERIFY(s.isComputerToMove());
        QVERIFY(s.canRedo()); // until the computer moves
        QTRY_VERIFY_WITH_TIMEOUT(s.moveCount() == 1 && !s.canRedo(), 5000);
        QCOMPARE(s.playerToMove(), 1);
    }

    // For each game and player set-up, steps separated by spaces; the letters of one step run at once (before the
    // computer could move), then somebody must be able to move within the delay. m: a person moves (when one is
    // to move), u: undo, r: redo, s: save and restore into a new session, l: every computer changes level, c: the
    // player to move becomes the computer, p: both players become people, n: a new game.
    void theComputerNeverFreezes_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<int>("setup");
        QTest::addColumn<QString>("steps");
        const char *const gameNames[] = {"nim", "fibnim", "wythoff"};
        const char *const setupNames[] = {"computer first", "computer second", "computer vs computer", "two people"};
        const char *const sequences[] = {"u",      "m u u",   "m m uu r r", "m ur m u",  "u u r",     "m us m",
                                         "m ur s", "m s u s", "l m u l u",  "c u p m u", "m m n u m", "ur ur u"};
        for (int game : {NimGame, FibNimGame, WythoffGame})
            for (int setup : {ComputerFirst, ComputerSecond, ComputerVsComputer, TwoPeople})
                for (const char *steps : sequences)
                    QTest::addRow("%s, %s: %s", gameNames[game], setupNames[setup], steps)
                        << game << setup << QString::fromLatin1(steps);
    }
    void theComputerNeverFreezes()
    {
        QFETCH(int, game);
        QFETCH(int, setup);
        QFETCH(QString, steps);
        const GameSetup g = gameSetup(game);
        auto s = std::make_unique<GameSession>(g.kind, g.options, g.start);
        s->setComputerDelayMs(0);
        s->setSeed(3);
        setPlayers(*s, setup);
        std::mt19937_64 person(11);
        QTRY_VERIFY_WITH_TIMEOUT(settled(*s), 60000);
        for (const QString &step : steps.split(QLatin1Char(' '))) {
            for (const QChar op : step) {
                const int before = s->moveCount();
                const bool couldRedo = s->canRedo();
                switch (op.toLatin1()) {
                case 'm':
                    if (settled(*s) && !s->isOver())
                        QVERIFY(s->play(s->rules().randomMove(s->position(), person)).isEmpty());
                    break;
                case 'u': {
                    const int expected = undoTarget(*s);
                    s->undo();
                    QCOMPARE(s->moveCount(), expected);
                    QCOMPARE(s->canRedo(), before > 0 || couldRedo);
                    break;
                }
                case 'r':
                    s->redo();
                    QCOMPARE(s->moveCount(), before + int(couldRedo));
                    break;
                case 's': {
                    const QJsonObject state = s->saveState();
                    s = std::make_unique<GameSession>(g.kind, g.options, g.start);
                    s->setComputerDelayMs(0);
                    s->restoreState(state);
                    QCOMPARE(s->saveState(), state);
                    break;
                }
                case 'l':
                    for (int i : {0, 1})
                        if (s->player(i).kind == GameSession::PlayerKind::Computer)
                            s->setPlayer(i, computer(s->player(i).level == GameSession::Level::Perfect
                                                         ? GameSession::Level::Beginner
                                                         : GameSession::Level::Perfect));
                    break;
                case 'c':
                    s->setPlayer(s->playerToMove(), computer());
                    break;
                case 'p':
                    s->setPlayer(0, {});
                    s->setPlayer(1, {});
                    break;
                case 'n':
                    QVERIFY(s->newGame(g.options, g.start).isEmpty());
                    break;
                default:
                    QFAIL("unknown step");
                }
            }
            QTRY_VERIFY2_WITH_TIMEOUT(settled(*s),
                                      qPrintable(QStringLiteral("after \"%1\": the computer is to move after move %2 "
                                                                "and does not move (%3 can be redone)")
                                                     .arg(step)
                                                     .arg(s->moveCount())
                                                     .arg(s->historySize() - s->moveCount())),
                                      60000);
        }
    }

    // A saved game with the computer to move (as the app saves it after every change) goes on after a restart.
    void restoredGameWithTheComputerToMoveContinues_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<bool>("movesToRedo");
        const char *const gameNames[] = {"nim", "fibnim", "wythoff"};
        for (int game : {NimGame, FibNimGame, WythoffGame}) {
            QTest::addRow("%s, nothing to redo", gameNames[game]) << game << false;
            QTest::addRow("%s, after an undo", gameNames[game]) << game << true;
        }
    }
    void restoredGameWithTheComputerToMoveContinues()
    {
        QFETCH(int, game);
        QFETCH(bool, movesToRedo);
        const GameSetup g = gameSetup(game);
        QJsonObject saved;
        {
            GameTab tab(QStringLiteral("game"), g.kind, g.options, g.start, {g.example}, 1);
            GameSession &s = *tab.game();
            s.setComputerDelayMs(0);
            if (movesToRedo) {
                // The computer plays first; the person undoes its move and quits before it moves again.
                s.setPlayer(0, computer());
                QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 1, 60000);
                s.setComputerDelayMs(100000);
                s.undo();
                QVERIFY(s.canRedo());
            } else {
                s.setComputerDelayMs(100000);
                s.setPlayer(1, computer());
                std::mt19937_64 person(5);
                QVERIFY(s.play(s.rules().randomMove(s.position(), person)).isEmpty());
            }
            QVERIFY(s.isComputerToMove());
            saved = tab.saveState();
        }
        GameTab restored(QStringLiteral("game"), g.kind, g.options, g.start, {g.example}, 1);
        GameSession &s = *restored.game();
        s.setComputerDelayMs(0);
        QVERIFY(restored.validateState(saved).isEmpty());
        restored.restoreState(saved);
        const int moves = s.moveCount();
        QVERIFY(s.isComputerToMove());
        QTRY_VERIFY_WITH_TIMEOUT(s.moveCount() == moves + 1 && !s.canRedo(), 5000);
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
            QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 1, 60000);
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
