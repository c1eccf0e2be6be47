// The values of a game's positions, searched off the GUI thread (GameValues through GameSession): every position of a
// game gets the remoteness a fresh search gives (tst_remoteness checks that search against the definition), trees
// beyond the limit get none but still the winner, values of a replaced game never leak into the new one, and a perfect
// computer in a lost position plays the move that makes the game last longest.
#include "games/fibnimanalysis.h"
#include "games/fibnimrules.h"
#include "games/gamesession.h"
#include "games/nimanalysis.h"
#include "games/nimrules.h"
#include "games/remoteness.h"
#include "games/valuetext.h"
#include "games/wythoffanalysis.h"
#include "games/wythoffrules.h"

#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace nimlab;

namespace {
struct Game
{
    GameKind kind;
    QJsonObject options;
};

Game gameNamed(const QString &name)
{
    if (name.startsWith(QLatin1String("nim")))
        return {nimKind(), {{QStringLiteral("misere"), name.endsWith(QLatin1String("misere"))}}};
    if (name.startsWith(QLatin1String("wythoff")))
        return {wythoffKind(), {{QStringLiteral("misere"), name.endsWith(QLatin1String("misere"))}}};
    const FibNimRules::Variant variant = name.endsWith(QLatin1String("multi"))    ? FibNimRules::Variant::Multi
                                         : name.endsWith(QLatin1String("global")) ? FibNimRules::Variant::Global
                                                                                  : FibNimRules::Variant::Single;
    return {fibNimKind(), FibNimRules::optionsFor(variant)};
}

bool allKnown(const GameSession &s)
{
    for (int i = 0; i <= s.historySize(); ++i)
        if (!s.valueAt(i))
            return false;
    return true;
}

// Plays random moves to the end (seeded), as two people.
void playRandomly(GameSession &s, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    while (!s.isOver())
        QVERIFY(s.play(s.rules().randomMove(s.position(), random)).isEmpty());
}
} // namespace

class TstGameValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPositionGetsItsSearchedValue_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<GameState>("start");
        QTest::addColumn<std::uint64_t>("seed");
        QTest::addRow("nim 3 4 5") << "nim" << GameState{3, 4, 5} << std::uint64_t{1};
        QTest::addRow("nim misere 1 1 3") << "nim misere" << GameState{1, 1, 3} << std::uint64_t{2};
        QTest::addRow("nim 6 12 9 (the article)") << "nim" << GameState{6, 12, 9} << std::uint64_t{3};
        QTest::addRow("wythoff 7 9") << "wythoff" << GameState{7, 9} << std::uint64_t{4};
        QTest::addRow("wythoff misere 4 7") << "wythoff misere" << GameState{4, 7} << std::uint64_t{5};
        QTest::addRow("fibnim 10 (the article)") << "fibnim" << FibNimRules::singleStart(10) << std::uint64_t{6};
        QTest::addRow("fibnim 21") << "fibnim" << FibNimRules::singleStart(21) << std::uint64_t{7};
    }
    void everyPositionGetsItsSearchedValue()
    {
        QFETCH(QString, game);
        QFETCH(GameState, start);
        QFETCH(std::uint64_t, seed);
        const Game g = gameNamed(game);
        GameSession s(g.kind, g.options, start);
        s.wantValues();
        playRandomly(s, seed);
        QTRY_VERIFY_WITH_TIMEOUT(allKnown(s), 60000);
        const std::unique_ptr<GameRules> rules = g.kind.rules(g.options);
        for (int i = 0; i <= s.historySize(); ++i) {
            const PositionValue expected = positionValue(*rules, s.positionAt(i));
            QVERIFY(expected.remoteness); // these trees are small
            QCOMPARE(*s.valueAt(i), expected);
            // Who wins agrees with the session's own judgement of the game.
            QCOMPARE(s.valueAt(i)->moverWins, s.winnerAt(i) == i % 2);
        }
        // The end of the game is 0 moves away; the start, as far as the search says.
        QCOMPARE(s.valueAt(s.historySize())->remoteness, std::optional<int>(0));
    }

    void aTreeTooBigHasTheWinnerButNoRemoteness_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<GameState>("start");
        QTest::addRow("nim 2^40 2^40") << "nim" << GameState{1ULL << 40, 1ULL << 40};
        QTest::addRow("nim 1000 999 5") << "nim" << GameState{1000, 999, 5};
        QTest::addRow("wythoff 4000 3000") << "wythoff" << GameState{4000, 3000};
        QTest::addRow("fibnim 100000") << "fibnim" << FibNimRules::singleStart(100000);
    }
    void aTreeTooBigHasTheWinnerButNoRemoteness()
    {
        QFETCH(QString, game);
        QFETCH(GameState, start);
        const Game g = gameNamed(game);
        GameSession s(g.kind, g.options, start);
        s.wantValues();
        QTRY_VERIFY_WITH_TIMEOUT(s.valueAt(0).has_value(), 60000);
        QCOMPARE(s.valueAt(0)->remoteness, std::optional<int>());
        QCOMPARE(s.valueAt(0)->moverWins, g.kind.rules(g.options)->moverWins(start));
        QVERIFY(positionValueText(s.valueAt(0), false).contains(QLocale().toString(qulonglong(kRemotenessLimit))));
    }

    void aNewGameNeverShowsTheOldGamesValues()
    {
        const Game g = gameNamed(QStringLiteral("nim"));
        GameSession s(g.kind, g.options, {3, 4, 5});
        s.wantValues();
        // A new game at once, while the first search may still run: only the new game's values arrive.
        QVERIFY(s.newGame(g.options, {1, 2}).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(s.valueAt(0).has_value(), 60000);
        QCOMPARE(*s.valueAt(0), positionValue(*g.kind.rules(g.options), GameState{1, 2}));
        QCOMPARE(s.valueAt(0)->remoteness, std::optional<int>(3)); // 1 2 -> 1 1 -> 1 0 -> 0 0
    }

    void thePositionShownHasItsValueInWords_data()
    {
        QTest::addColumn<GameState>("start");
        QTest::addColumn<QString>("text");
        QTest::addRow("1 2: wins in 3") << GameState{1, 2}
                                        << "With best play the player to move wins in 3 moves, counting both players' "
                                           "moves.";
        QTest::addRow("2 2: loses in 4") << GameState{2, 2}
                                         << "With best play the player to move loses in 4 moves, counting both "
                                            "players' moves (the losing player holds out as long as possible).";
        QTest::addRow("1: wins at once") << GameState{1} << "The player to move wins with the next move.";
    }
    void thePositionShownHasItsValueInWords()
    {
        QFETCH(GameState, start);
        QFETCH(QString, text);
        const Game g = gameNamed(QStringLiteral("nim"));
        GameSession s(g.kind, g.options, start);
        QCOMPARE(positionValueText(s.valueAt(0), false),
                 QStringLiteral("Counting the moves to the end with best play..."));
        // Nothing is searched until asked for (a view that shows the values asks).
        QTest::qWait(50);
        QVERIFY(!s.valueAt(0).has_value());
        s.wantValues();
        QTRY_VERIFY_WITH_TIMEOUT(s.valueAt(0).has_value(), 60000);
        QCOMPARE(positionValueText(s.valueAt(0), false), text);
        QCOMPARE(positionValueText(s.valueAt(0), true), QString());
    }

    void aPerfectComputerLosesSlowest_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<GameState>("start");
        QTest::addRow("nim 1 2 3") << "nim" << GameState{1, 2, 3};
        QTest::addRow("nim 5 9 12") << "nim" << GameState{5, 9, 12};
        QTest::addRow("nim misere 1 2 3") << "nim misere" << GameState{1, 2, 3};
        QTest::addRow("wythoff 3 5") << "wythoff" << GameState{3, 5};
        QTest::addRow("wythoff 8 13") << "wythoff" << GameState{8, 13};
        QTest::addRow("fibnim 8") << "fibnim" << FibNimRules::singleStart(8);
        QTest::addRow("fibnim 21 (the article)") << "fibnim" << FibNimRules::singleStart(21);
    }
    void aPerfectComputerLosesSlowest()
    {
        QFETCH(QString, game);
        QFETCH(GameState, start);
        const Game g = gameNamed(game);
        const std::unique_ptr<GameRules> rules = g.kind.rules(g.options);
        QVERIFY(!rules->moverWins(start)); // the computer to move is lost
        // The longest the game can last from each move, by a fresh search of each position after it.
        int longest = -1;
        int shortest = 1 << 30;
        const std::optional<std::vector<GameMove>> moves = rules->legalMoves(start, 100000);
        QVERIFY(moves);
        for (const GameMove &m : *moves) {
            const int r = *remoteness(*rules, rules->apply(start, m));
            longest = std::max(longest, r);
            shortest = std::min(shortest, r);
        }
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            GameSession s(g.kind, g.options, start);
            s.setSeed(seed);
            s.setComputerDelayMs(0);
            s.setPlayer(0, {GameSession::PlayerKind::Computer, GameSession::Level::Perfect});
            QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 1, 60000);
            QCOMPARE(*remoteness(*rules, s.position()), longest);
        }
        // A choice that matters: some moves would end the game sooner.
        QVERIFY2(shortest < longest, "a position where every move lasts as long tests nothing");
    }

    void aPerfectComputerInAHugeLostGameStillMoves()
    {
        const Game g = gameNamed(QStringLiteral("nim"));
        GameSession s(g.kind, g.options, {1ULL << 50, 1ULL << 50});
        s.setComputerDelayMs(0);
        s.setPlayer(0, {GameSession::PlayerKind::Computer, GameSession::Level::Perfect});
        QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 1, 60000);
        QVERIFY(!s.isComputerToMove());
    }
};

QTEST_GUILESS_MAIN(TstGameValues)
#include "tst_gamevalues.moc"
