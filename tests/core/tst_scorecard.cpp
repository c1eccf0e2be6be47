// The scorecard of a session: who is who for every pairing of players, a game counted once when it first ends (not
// again after undo and finishing again, looking back, or a restore), Swap sides keeping earlier wins where they were
// and the computer moving when it is then to move, Reset, and the optional "scorecard" key of a saved game: round
// trip, states written before it, and bad values refused with their path.
#include "games/gamesession.h"
#include "games/nimanalysis.h"
#include "games/scorecard.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace nimlab;

namespace {
using Role = Scorecard::Role;
using Level = GameSession::Level;
using Player = GameSession::Player;

const Player kPerson{GameSession::PlayerKind::Human, Level::Perfect};
Player computer(Level level = Level::Perfect)
{
    return {GameSession::PlayerKind::Computer, level};
}
QJsonObject normal()
{
    return {{QStringLiteral("misere"), false}};
}
/// Every player a side can be: a person, or the computer at each level.
std::vector<Player> everyPlayer()
{
    return {kPerson, computer(Level::Beginner), computer(Level::Intermediate), computer(Level::Strong),
            computer(Level::Perfect)};
}
Scorecard::Entrant you()
{
    return {Role::You, Scorecard::kLevels - 1};
}
Scorecard::Entrant theComputer(Level level = Level::Perfect)
{
    return {Role::Computer, int(level)};
}

/// {1}: the first player takes the last coin and wins. {1, 1}: the second does, whatever is played.
std::unique_ptr<GameSession> session(const GameState &start, Player first, Player second)
{
    auto s = std::make_unique<GameSession>(nimKind(), normal(), start);
    s->setComputerDelayMs(0);
    s->setPlayer(0, first);
    s->setPlayer(1, second);
    return s;
}

/// Plays the game to its end (people take one coin from the first heap with coins; computers move by themselves).
void finish(GameSession &s)
{
    while (!s.isOver()) {
        if (s.isComputerToMove()) {
            QTRY_VERIFY_WITH_TIMEOUT(s.isOver() || !s.isComputerToMove(), 60000);
            continue;
        }
        const GameState &p = s.position();
        std::uint64_t heap = 0;
        while (p[heap] == 0)
            ++heap;
        QVERIFY(s.play({heap, p[heap] - 1}).isEmpty());
    }
}

/// A saved game with its "scorecard" value replaced (removed when `value` is undefined).
QJsonObject withScorecard(QJsonObject state, const QJsonValue &value)
{
    if (value.isUndefined())
        state.remove(QStringLiteral("scorecard"));
    else
        state.insert(QStringLiteral("scorecard"), value);
    return state;
}
} // namespace

Q_DECLARE_METATYPE(Scorecard::Entrant)
Q_DECLARE_METATYPE(GameSession::Player)

class TstScorecard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPairingHasTwoNames()
    {
        // From the definition: a person against the computer is "You"; two people are first and second; the computer
        // is itself at its level, except against itself at the same level, where each side has a row.
        for (const Player &a : everyPlayer())
            for (const Player &b : everyPlayer()) {
                const bool ca = a.kind == GameSession::PlayerKind::Computer;
                const bool cb = b.kind == GameSession::PlayerKind::Computer;
                const auto s = session({3}, a, b);
                const Scorecard::Entrant first = s->entrant(0), second = s->entrant(1);
                QVERIFY(!(first == second));
                if (!ca && !cb) {
                    QCOMPARE(first.role, Role::FirstPlayer);
                    QCOMPARE(second.role, Role::SecondPlayer);
                } else if (ca != cb) {
                    QCOMPARE(ca ? second : first, you());
                    QCOMPARE(ca ? first : second, theComputer(ca ? a.level : b.level));
                } else if (a.level == b.level) {
                    QCOMPARE(first, (Scorecard::Entrant{Role::FirstComputer, int(a.level)}));
                    QCOMPARE(second, (Scorecard::Entrant{Role::SecondComputer, int(a.level)}));
                } else {
                    QCOMPARE(first, theComputer(a.level));
                    QCOMPARE(second, theComputer(b.level));
                }
            }
    }

    void aGameCountsOnce_data()
    {
        QTest::addColumn<GameState>("start");
        QTest::addColumn<Player>("first");
        QTest::addColumn<Player>("second");
        QTest::addColumn<Scorecard::Entrant>("winner");
        QTest::addColumn<Scorecard::Entrant>("loser");
        QTest::addRow("you beat the computer")
            << GameState{1} << kPerson << computer(Level::Strong) << you() << theComputer(Level::Strong);
        QTest::addRow("the computer beats you")
            << GameState{1, 1} << kPerson << computer(Level::Beginner) << theComputer(Level::Beginner) << you();
        QTest::addRow("you, second, beat the computer")
            << GameState{1, 1} << computer() << kPerson << you() << theComputer();
        QTest::addRow("first player wins")
            << GameState{1} << kPerson << kPerson << Scorecard::Entrant{Role::FirstPlayer}
            << Scorecard::Entrant{Role::SecondPlayer};
        QTest::addRow("second player wins")
            << GameState{1, 1} << kPerson << kPerson << Scorecard::Entrant{Role::SecondPlayer}
            << Scorecard::Entrant{Role::FirstPlayer};
        QTest::addRow("computer against itself")
            << GameState{1, 1} << computer(Level::Strong) << computer(Level::Strong)
            << Scorecard::Entrant{Role::SecondComputer, int(Level::Strong)}
            << Scorecard::Entrant{Role::FirstComputer, int(Level::Strong)};
        QTest::addRow("computers at two levels")
            << GameState{1} << computer(Level::Beginner) << computer() << theComputer(Level::Beginner) << theComputer();
    }
    void aGameCountsOnce()
    {
        QFETCH(GameState, start);
        QFETCH(Player, first);
        QFETCH(Player, second);
        QFETCH(Scorecard::Entrant, winner);
        QFETCH(Scorecard::Entrant, loser);
        auto s = session(start, first, second);
        const Scorecard *scores = s->scorecard();
        QSignalSpy gameOver(s.get(), &GameSession::gameOver);
        QSignalSpy counted(scores, &Scorecard::changed);
        finish(*s);
        QCOMPARE(scores->wins(winner), 1);
        QCOMPARE(scores->wins(loser), 0);
        QCOMPARE(counted.size(), 1);
        // The end again and again: undo and redo, undo and finish again, looking back and returning.
        s->undo();
        s->redo();
        finish(*s);
        s->undo();
        finish(*s);
        s->showPosition(0);
        s->playFromHere();
        finish(*s);
        s->showPosition(s->historySize());
        QVERIFY(gameOver.size() > 1); // counting gameOver would count this game again
        QCOMPARE(scores->wins(winner), 1);
        QCOMPARE(scores->wins(loser), 0);
        QCOMPARE(counted.size(), 1);
        // A new game is counted when it ends.
        QVERIFY(s->newGame(normal(), start).isEmpty());
        QCOMPARE(scores->wins(winner), 1);
        finish(*s);
        QCOMPARE(scores->wins(winner), 2);
        QCOMPARE(scores->wins(loser), 0);
        // The rows: the two players now first, then nobody else.
        const std::vector<Scorecard::Row> rows = scores->rows(s->entrant(0), s->entrant(1));
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].entrant, s->entrant(0));
        QCOMPARE(rows[1].entrant, s->entrant(1));
        QCOMPARE(rows[0].wins + rows[1].wins, 2);
    }

    void aGameFinishedDifferentlyAfterUndoStillCountsOnce()
    {
        // {2, 2} between two people: the first empties a heap, the second the other and wins; taken back, the second
        // takes one coin instead and the first wins.
        auto s = session({2, 2}, kPerson, kPerson);
        QVERIFY(s->play({0, 0}).isEmpty());
        QVERIFY(s->play({1, 0}).isEmpty());
        QCOMPARE(s->winner(), 1);
        QCOMPARE(s->scorecard()->wins({Role::SecondPlayer}), 1);
        s->undo();
        QVERIFY(s->play({1, 1}).isEmpty());
        QVERIFY(s->play({1, 0}).isEmpty());
        QCOMPARE(s->winner(), 0);
        // The first end counted; the same game is not counted again with another winner.
        QCOMPARE(s->scorecard()->wins({Role::SecondPlayer}), 1);
        QCOMPARE(s->scorecard()->wins({Role::FirstPlayer}), 0);
    }

    void swapSidesKeepsEarlierWinsAndTheComputerMoves()
    {
        // You (first) beat the computer; in the next game, {1, 1}, you swap to second before moving.
        auto s = session({1}, kPerson, computer(Level::Strong));
        finish(*s);
        QCOMPARE(s->scorecard()->wins(you()), 1);
        QVERIFY(s->newGame(normal(), {1, 1}).isEmpty());
        QSignalSpy changed(s.get(), &GameSession::positionChanged);
        QSignalSpy counted(s->scorecard(), &Scorecard::changed);
        s->swapPlayers();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(s->player(0), computer(Level::Strong));
        QCOMPARE(s->player(1), kPerson);
        QCOMPARE(s->moveCount(), 0);
        QVERIFY(s->isComputerToMove());
        // Earlier wins stay with who won them.
        QCOMPARE(s->scorecard()->wins(you()), 1);
        QCOMPARE(s->scorecard()->wins(theComputer(Level::Strong)), 0);
        QCOMPARE(counted.size(), 0);
        // The computer moves after its delay, then you take the last coin.
        QTRY_COMPARE_WITH_TIMEOUT(s->moveCount(), 1, 60000);
        QVERIFY(!s->isComputerToMove());
        finish(*s);
        QCOMPARE(s->winner(), 1);
        QCOMPARE(s->scorecard()->wins(you()), 2);
        // Alike players: nothing to swap, nothing changes.
        auto people = session({3}, kPerson, kPerson);
        QSignalSpy same(people.get(), &GameSession::positionChanged);
        people->swapPlayers();
        QCOMPARE(same.size(), 0);
    }

    void resetKeepsTheGameCounted()
    {
        auto s = session({1}, kPerson, computer());
        finish(*s);
        QSignalSpy changed(s->scorecard(), &Scorecard::changed);
        QSignalSpy saved(s.get(), &GameSession::stateChanged);
        s->scorecard()->reset();
        QCOMPARE(changed.size(), 1);
        QVERIFY(saved.size() >= 1);
        QVERIFY(s->scorecard()->isEmpty());
        s->undo();
        finish(*s);
        QVERIFY(s->scorecard()->isEmpty());
    }

    void saveAndRestore()
    {
        // You beat the strong computer twice, it beat you once, then an unfinished game.
        auto a = session({1}, kPerson, computer(Level::Strong));
        finish(*a);
        QVERIFY(a->newGame(normal(), {1}).isEmpty());
        finish(*a);
        QVERIFY(a->newGame(normal(), {1, 1}).isEmpty());
        finish(*a);
        QVERIFY(a->newGame(normal(), {2, 3}).isEmpty());
        const QJsonObject state = a->saveState();
        QCOMPARE(state.value(QStringLiteral("scorecard")).toObject(),
                 (QJsonObject{{QStringLiteral("wins"),
                               QJsonObject{{QStringLiteral("you"), 2}, {QStringLiteral("computer-strong"), 1}}},
                              {QStringLiteral("gameCounted"), false}}));
        auto b = session({5}, kPerson, kPerson);
        QVERIFY(b->validateState(state).isEmpty());
        b->restoreState(state);
        QCOMPARE(b->saveState(), state);
        QCOMPARE(b->scorecard()->wins(you()), 2);
        QCOMPARE(b->scorecard()->wins(theComputer(Level::Strong)), 1);
        // The restored game is counted when it ends.
        finish(*b);
        QCOMPARE(b->scorecard()->wins(you()) + b->scorecard()->wins(theComputer(Level::Strong)), 4);
    }

    void aRestoredFinishedGameIsNotCountedAgain_data()
    {
        QTest::addColumn<bool>("withKey");
        QTest::addRow("saved with its scorecard") << true;
        QTest::addRow("saved before the scorecard existed") << false;
    }
    void aRestoredFinishedGameIsNotCountedAgain()
    {
        QFETCH(bool, withKey);
        auto a = session({1}, kPerson, computer());
        finish(*a);
        QCOMPARE(a->scorecard()->wins(you()), 1);
        QJsonObject state = a->saveState();
        QCOMPARE(state.contains(QStringLiteral("scorecard")), true);
        if (!withKey)
            state.remove(QStringLiteral("scorecard"));
        auto b = session({5}, kPerson, kPerson);
        QVERIFY(b->validateState(state).isEmpty());
        b->restoreState(state);
        QVERIFY(b->isOver());
        QCOMPARE(b->scorecard()->wins(you()), withKey ? 1 : 0);
        b->undo();
        finish(*b);
        QCOMPARE(b->scorecard()->wins(you()), withKey ? 1 : 0);
    }

    void aStateWithoutScoresHasNoKey()
    {
        // Nothing to say: the saved game is as before the scorecard, so older NimLab versions' files compare equal.
        auto s = session({2, 3}, kPerson, computer());
        QVERIFY(!s->saveState().contains(QStringLiteral("scorecard")));
        // A game that ended, was taken back and went on differently is still counted: that is said.
        auto people = session({2, 2}, kPerson, kPerson);
        QVERIFY(people->play({0, 0}).isEmpty());
        QVERIFY(people->play({1, 0}).isEmpty());
        people->scorecard()->reset();
        QVERIFY(!people->saveState().contains(QStringLiteral("scorecard"))); // finished: counted goes without saying
        people->undo();
        QVERIFY(people->play({1, 1}).isEmpty());
        const QJsonObject state = people->saveState();
        QCOMPARE(state.value(QStringLiteral("scorecard")).toObject(),
                 (QJsonObject{{QStringLiteral("wins"), QJsonObject{}}, {QStringLiteral("gameCounted"), true}}));
        auto again = session({5}, kPerson, kPerson);
        again->restoreState(state);
        QVERIFY(again->play({1, 0}).isEmpty());
        QVERIFY(again->scorecard()->isEmpty());
    }

    void badValuesAreRefused_data()
    {
        QTest::addColumn<QJsonValue>("scorecard");
        QTest::addColumn<QString>("where");
        const auto card = [](const QJsonValue &wins, const QJsonValue &counted = false) {
            QJsonObject o;
            if (!wins.isUndefined())
                o.insert(QStringLiteral("wins"), wins);
            if (!counted.isUndefined())
                o.insert(QStringLiteral("gameCounted"), counted);
            return o;
        };
        const QJsonValue missing(QJsonValue::Undefined);
        const auto wins = [](const char *key, const QJsonValue &n) { return QJsonObject{{QLatin1String(key), n}}; };
        QTest::addRow("negative count") << QJsonValue(card(wins("you", -1))) << "scorecard.wins.you";
        QTest::addRow("fractional count") << QJsonValue(card(wins("firstPlayer", 1.5))) << "scorecard.wins.firstPlayer";
        QTest::addRow("count as text") << QJsonValue(card(wins("you", QStringLiteral("2")))) << "scorecard.wins.you";
        QTest::addRow("count too big") << QJsonValue(card(wins("you", 1e12))) << "scorecard.wins.you";
        QTest::addRow("unknown player") << QJsonValue(card(wins("robot", 1))) << "scorecard.wins.robot";
        QTest::addRow("unknown level") << QJsonValue(card(wins("computer-expert", 1)))
                                       << "scorecard.wins.computer-expert";
        QTest::addRow("a level for a person") << QJsonValue(card(wins("you-strong", 1))) << "scorecard.wins.you-strong";
        QTest::addRow("wins missing") << QJsonValue(card(missing)) << "scorecard.wins";
        QTest::addRow("wins a list") << QJsonValue(card(QJsonArray{1, 2})) << "scorecard.wins";
        QTest::addRow("gameCounted missing") << QJsonValue(card(QJsonObject{}, missing)) << "scorecard.gameCounted";
        QTest::addRow("gameCounted a number") << QJsonValue(card(QJsonObject{}, 1)) << "scorecard.gameCounted";
        QJsonObject extra = card(QJsonObject{});
        extra.insert(QStringLiteral("draws"), 0);
        QTest::addRow("unknown key") << QJsonValue(extra) << "scorecard.draws";
        QTest::addRow("null") << QJsonValue() << "scorecard";
        QTest::addRow("a number") << QJsonValue(3) << "scorecard";
    }
    void badValuesAreRefused()
    {
        QFETCH(QJsonValue, scorecard);
        QFETCH(QString, where);
        auto s = session({2, 3}, kPerson, computer());
        const QJsonObject good = withScorecard(
            s->saveState(), QJsonObject{{QStringLiteral("wins"), QJsonObject{{QStringLiteral("you"), 0},
                                                                             {QStringLiteral("computer-perfect"), 7}}},
                                        {QStringLiteral("gameCounted"), false}});
        QCOMPARE(s->validateState(good), QString());
        const QString problem = s->validateState(withScorecard(good, scorecard));
        QVERIFY2(problem.startsWith(where + QStringLiteral(": ")), qPrintable(problem));
        // Refused: restoring it changes nothing.
        auto other = session({1}, kPerson, computer());
        finish(*other);
        const QJsonObject before = other->saveState();
        other->restoreState(withScorecard(good, scorecard));
        QCOMPARE(other->saveState(), before);
    }
};

QTEST_GUILESS_MAIN(TstScorecard)
#include "tst_scorecard.moc"
