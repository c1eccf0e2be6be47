// Remoteness (moves to the end with best play) for every game through GameRules: cross-checked against a brute force
// written from the definition, known values worked by hand, the search's limits, the parity of remoteness, and the
// perfect computer's move (win fastest, lose slowest).
#include "games/fibnimrules.h"
#include "games/nimrules.h"
#include "games/remoteness.h"
#include "games/wythoffrules.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <set>

using namespace nimlab;

namespace {
constexpr std::uint64_t kHuge = std::uint64_t{1} << 62;

std::unique_ptr<GameRules> rulesFor(const QString &name)
{
    if (name == QLatin1String("nim"))
        return std::make_unique<NimRules>(false);
    if (name == QLatin1String("nim misere"))
        return std::make_unique<NimRules>(true);
    if (name == QLatin1String("wythoff"))
        return std::make_unique<WythoffRules>(false);
    if (name == QLatin1String("wythoff misere"))
        return std::make_unique<WythoffRules>(true);
    if (name == QLatin1String("fibnim single"))
        return std::make_unique<FibNimRules>(FibNimRules::Variant::Single);
    if (name == QLatin1String("fibnim multi"))
        return std::make_unique<FibNimRules>(FibNimRules::Variant::Multi);
    return std::make_unique<FibNimRules>(FibNimRules::Variant::Global);
}

// Every legal move found by asking isLegal about every {a, b} up to the largest number in the state: every game's
// moves are two numbers no larger than that (a heap or pile index and a size, a take, or Wythoff's new pair), so
// this does not trust legalMoves().
std::vector<GameMove> movesByIsLegal(const GameRules &rules, const GameState &state)
{
    const std::uint64_t most = std::max<std::uint64_t>(state.size(), *std::max_element(state.begin(), state.end()));
    std::vector<GameMove> moves;
    for (std::uint64_t a = 0; a <= most; ++a)
        for (std::uint64_t b = 0; b <= most; ++b)
            if (rules.isLegal(state, {a, b}))
                moves.push_back({a, b});
    return moves;
}

// The definition, by plain recursion without a memo: at the end the player to move wins only under misere play;
// a winning position is 1 + the smallest remoteness among moves to losing positions, a losing one 1 + the largest.
PositionValue bruteForce(const GameRules &rules, const GameState &state)
{
    const std::vector<GameMove> moves = movesByIsLegal(rules, state);
    if (moves.empty())
        return {!rules.lastMoverWins(), 0};
    int fastestWin = -1, slowestLoss = 0;
    for (const GameMove &move : moves) {
        const PositionValue child = bruteForce(rules, rules.apply(state, move));
        if (!child.moverWins && (fastestWin < 0 || *child.remoteness < fastestWin))
            fastestWin = *child.remoteness;
        slowestLoss = std::max(slowestLoss, *child.remoteness);
    }
    return fastestWin >= 0 ? PositionValue{true, 1 + fastestWin} : PositionValue{false, 1 + slowestLoss};
}

// Every position reachable from `start` (itself included), found through isLegal.
std::set<GameState> reachable(const GameRules &rules, const GameState &start)
{
    std::set<GameState> seen{start};
    std::vector<GameState> todo{start};
    while (!todo.empty()) {
        const GameState state = todo.back();
        todo.pop_back();
        for (const GameMove &move : movesByIsLegal(rules, state))
            if (GameState next = rules.apply(state, move); seen.insert(next).second)
                todo.push_back(std::move(next));
    }
    return seen;
}

// The positions of a table: Nim with three heaps of 0 to 5, Wythoff's board up to 24 x 24, Fibonacci Nim's single
// pile with every (coins, quota) from 1 to 30.
std::vector<GameState> table(const QString &name)
{
    std::vector<GameState> states;
    if (name.startsWith(QLatin1String("nim"))) {
        for (std::uint64_t a = 0; a <= 5; ++a)
            for (std::uint64_t b = 0; b <= 5; ++b)
                for (std::uint64_t c = 0; c <= 5; ++c)
                    states.push_back({a, b, c});
    } else if (name.startsWith(QLatin1String("wythoff"))) {
        for (std::uint64_t x = 0; x <= 24; ++x)
            for (std::uint64_t y = 0; y <= 24; ++y)
                states.push_back({x, y});
    } else {
        for (std::uint64_t coins = 1; coins <= 30; ++coins)
            for (std::uint64_t quota = 1; quota <= 30; ++quota)
                states.push_back({coins, quota});
    }
    return states;
}

void addTableRows()
{
    QTest::addColumn<QString>("game");
    for (const char *game : {"nim", "nim misere", "wythoff", "wythoff misere", "fibnim single"})
        QTest::addRow("%s", game) << QString::fromLatin1(game);
}
} // namespace

class TstRemoteness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesBruteForce_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<GameState>("start");
        QTest::addRow("nim (3, 2, 2)") << QStringLiteral("nim") << GameState{3, 2, 2};
        QTest::addRow("nim (1, 1, 1, 2)") << QStringLiteral("nim") << GameState{1, 1, 1, 2};
        QTest::addRow("misere nim (3, 2, 2)") << QStringLiteral("nim misere") << GameState{3, 2, 2};
        QTest::addRow("misere nim (1, 1, 1, 2)") << QStringLiteral("nim misere") << GameState{1, 1, 1, 2};
        QTest::addRow("wythoff (3, 4)") << QStringLiteral("wythoff") << GameState{3, 4};
        QTest::addRow("misere wythoff (3, 4)") << QStringLiteral("wythoff misere") << GameState{3, 4};
        QTest::addRow("fibonacci nim, 12 coins") << QStringLiteral("fibnim single") << FibNimRules::singleStart(12);
        QTest::addRow("fibonacci nim, piles 5 and 4")
            << QStringLiteral("fibnim multi") << FibNimRules::multiStart({5, 4});
        QTest::addRow("fibonacci nim, one quota, piles 4 and 3")
            << QStringLiteral("fibnim global") << FibNimRules::globalStart({4, 3});
    }
    void matchesBruteForce()
    {
        QFETCH(QString, game);
        QFETCH(GameState, start);
        const std::unique_ptr<GameRules> rules = rulesFor(game);
        RemotenessSearch search(*rules);
        const std::set<GameState> positions = reachable(*rules, start);
        QVERIFY(positions.size() > 10);
        for (const GameState &state : positions) {
            const PositionValue expected = bruteForce(*rules, state);
            QCOMPARE(search.solve(state), std::optional<PositionValue>(expected));
            QCOMPARE(expected.moverWins, rules->moverWins(state)); // the definition agrees with each game's theory
            QCOMPARE(remoteness(*rules, state), expected.remoteness);
            QCOMPARE(positionValue(*rules, state), expected);
            // legalMoves lists exactly the moves isLegal accepts, and refuses to list more than asked for.
            std::vector<GameMove> listed = *rules->legalMoves(state, 1000);
            std::sort(listed.begin(), listed.end());
            const std::vector<GameMove> accepted = movesByIsLegal(*rules, state);
            QCOMPARE(listed, accepted);
            QCOMPARE(rules->isOver(state), accepted.empty());
            QVERIFY(rules->legalMoves(state, accepted.size()).has_value());
            if (!accepted.empty())
                QVERIFY(!rules->legalMoves(state, accepted.size() - 1).has_value());
        }
        // One search from the start solved every position reachable from it, each once.
        RemotenessSearch fromStart(*rules);
        QVERIFY(fromStart.solve(start).has_value());
        QCOMPARE(fromStart.positionsSolved(), positions.size());
    }

    void knownValues_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<GameState>("state");
        QTest::addColumn<bool>("moverWins");
        QTest::addColumn<int>("remoteness");
        // The end: under normal play the player to move has lost, under misere play won, with no move to make.
        QTest::addRow("nim, all heaps empty") << QStringLiteral("nim") << GameState{0, 0} << false << 0;
        QTest::addRow("misere nim, all heaps empty") << QStringLiteral("nim misere") << GameState{0} << true << 0;
        // One heap: take it all and the game is over, one move.
        QTest::addRow("nim, one heap of 1") << QStringLiteral("nim") << GameState{1} << true << 1;
        QTest::addRow("nim, one heap of 7") << QStringLiteral("nim") << GameState{7} << true << 1;
        // (1, 1): either move leaves one heap of 1 (remoteness 1, winning), so losing with 1 + 1 = 2.
        QTest::addRow("nim (1, 1)") << QStringLiteral("nim") << GameState{1, 1} << false << 2;
        // (n, n): the only winning answer is to make the heaps equal again, so the loser takes one coin at a time
        // and the game lasts 2n moves.
        QTest::addRow("nim (5, 5)") << QStringLiteral("nim") << GameState{5, 5} << false << 10;
        // Misere, one heap: of 1 the only move takes the last coin and loses (1 move); of 5 take 4 and leave the
        // opponent that heap of 1: 1 + 1 = 2.
        QTest::addRow("misere nim, one heap of 1") << QStringLiteral("nim misere") << GameState{1} << false << 1;
        QTest::addRow("misere nim, one heap of 5") << QStringLiteral("nim misere") << GameState{5} << true << 2;
        // Wythoff (1, 2), a P-position: its four moves (0, 2), (1, 1), (1, 0), (0, 1) each reach (0, 0) in one move
        // (remoteness 1), so it is losing with 1 + 1 = 2.
        QTest::addRow("wythoff (1, 2)") << QStringLiteral("wythoff") << GameState{1, 2} << false << 2;
        // (4, 4): the queen takes the diagonal to (0, 0) at once.
        QTest::addRow("wythoff (4, 4)") << QStringLiteral("wythoff") << GameState{4, 4} << true << 1;
        // (3, 5), the next P-position: its moves either reach (0, 0) at once (remoteness 1) or, like (2, 5), win only
        // by (1, 2) (1 + 2 = 3), so 1 + 3 = 4.
        QTest::addRow("wythoff (3, 5)") << QStringLiteral("wythoff") << GameState{3, 5} << false << 4;
        // Fibonacci Nim, 3 coins (a Fibonacci number, so lost): taking 1 leaves 2 coins with quota 2, taking 2 leaves
        // 1 coin with quota 4; either is taken whole at once (remoteness 1), so 1 + 1 = 2.
        QTest::addRow("fibonacci nim, 3 coins")
            << QStringLiteral("fibnim single") << FibNimRules::singleStart(3) << false << 2;
    }
    void knownValues()
    {
        QFETCH(QString, game);
        QFETCH(GameState, state);
        QFETCH(bool, moverWins);
        QFETCH(int, remoteness);
        const std::unique_ptr<GameRules> rules = rulesFor(game);
        QCOMPARE(positionValue(*rules, state), (PositionValue{moverWins, remoteness}));
        QCOMPARE(nimlab::remoteness(*rules, state), std::optional<int>(remoteness));
    }

    void limitHonoured()
    {
        const NimRules nim(false);
        // Nim (6, 12, 9) reaches 7 * 13 * 10 = 910 positions: exactly that limit is enough, one fewer is not.
        const GameState nim6129{6, 12, 9};
        RemotenessSearch exact(nim, 910);
        QVERIFY(exact.solve(nim6129).has_value());
        QCOMPARE(exact.positionsSolved(), std::size_t(910));
        QCOMPARE(RemotenessSearch(nim, 909).solve(nim6129), std::nullopt);
        // Heaps of 2^62 are refused at once (their moves are counted, never listed); the winner still comes from
        // the rules.
        const GameState huge{kHuge, kHuge, 5};
        QCOMPARE(remoteness(nim, huge), std::nullopt);
        QCOMPARE(positionValue(nim, huge), (PositionValue{true, std::nullopt}));
        QCOMPARE(bestMove(nim, huge), std::nullopt);
        // 101^3 positions: more than the default 100 000.
        QCOMPARE(remoteness(nim, GameState{100, 100, 100}), std::nullopt);
        // One heap of 99 999 has under 100 000 positions but 5 * 10^9 moves: the move budget stops it.
        QCOMPARE(remoteness(nim, GameState{99999}), std::nullopt);
        QCOMPARE(remoteness(WythoffRules(false), GameState{kHuge, 3}), std::nullopt);
        QCOMPARE(remoteness(FibNimRules(FibNimRules::Variant::Single), FibNimRules::singleStart(1000000000000ULL)),
                 std::nullopt);
        // The sizes the issue names are within the default limit: Wythoff (20, 30) reaches 21 * 31 positions.
        const WythoffRules wythoffRules(false);
        RemotenessSearch wythoff(wythoffRules);
        QVERIFY(wythoff.solve(GameState{20, 30}).has_value());
        QCOMPARE(wythoff.positionsSolved(), std::size_t(21 * 31));
        QVERIFY(remoteness(FibNimRules(FibNimRules::Variant::Single), FibNimRules::singleStart(20)).has_value());
    }

    void parity_data() { addTableRows(); }
    void parity()
    {
        // Each move changes the remoteness by one and the winner alternates with it, so under normal play (the end
        // is lost, remoteness 0) a position is winning iff its remoteness is odd; under misere play (the end is won)
        // iff it is even.
        QFETCH(QString, game);
        const std::unique_ptr<GameRules> rules = rulesFor(game);
        RemotenessSearch search(*rules);
        for (const GameState &state : table(game)) {
            const std::optional<PositionValue> value = search.solve(state);
            QVERIFY(value && value->remoteness);
            QCOMPARE(value->moverWins, rules->moverWins(state));
            QCOMPARE(value->moverWins, (*value->remoteness % 2 == 1) == rules->lastMoverWins());
        }
    }

    void bestMoveWinsFastestAndLosesSlowest_data() { addTableRows(); }
    void bestMoveWinsFastestAndLosesSlowest()
    {
        QFETCH(QString, game);
        const std::unique_ptr<GameRules> rules = rulesFor(game);
        RemotenessSearch search(*rules);
        for (const GameState &state : table(game)) {
            const PositionValue value = *search.solve(state);
            const std::optional<GameMove> best = search.bestMove(state);
            QCOMPARE(best.has_value(), !rules->isOver(state));
            if (!best)
                continue;
            QVERIFY(rules->isLegal(state, *best));
            const PositionValue after = *search.solve(rules->apply(state, *best));
            QCOMPARE(after.remoteness, std::optional<int>(*value.remoteness - 1));
            const std::vector<GameMove> moves = *rules->legalMoves(state, 1000);
            for (const GameMove &move : moves) {
                const PositionValue other = *search.solve(rules->apply(state, move));
                if (value.moverWins) {
                    QVERIFY(!after.moverWins); // a winning move, and no winning move is faster
                    QVERIFY(other.moverWins || *other.remoteness >= *after.remoteness);
                } else {
                    QVERIFY(*other.remoteness <= *after.remoteness); // no move lasts longer
                }
            }
        }
    }

    void perfectPlayLastsTheRemoteness_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<GameState>("start");
        QTest::addRow("nim (6, 12, 9)") << QStringLiteral("nim") << GameState{6, 12, 9};
        QTest::addRow("misere nim (6, 12, 9)") << QStringLiteral("nim misere") << GameState{6, 12, 9};
        QTest::addRow("wythoff (20, 30)") << QStringLiteral("wythoff") << GameState{20, 30};
        QTest::addRow("misere wythoff (21, 34)") << QStringLiteral("wythoff misere") << GameState{21, 34};
        QTest::addRow("fibonacci nim, 20 coins") << QStringLiteral("fibnim single") << FibNimRules::singleStart(20);
        QTest::addRow("fibonacci nim, 21 coins") << QStringLiteral("fibnim single") << FibNimRules::singleStart(21);
        QTest::addRow("fibonacci nim, piles 7, 5, 4")
            << QStringLiteral("fibnim multi") << FibNimRules::multiStart({7, 5, 4});
        QTest::addRow("fibonacci nim, one quota, piles 6, 5, 4")
            << QStringLiteral("fibnim global") << FibNimRules::globalStart({6, 5, 4});
    }
    void perfectPlayLastsTheRemoteness()
    {
        // Two perfect computers: the game takes exactly the remoteness of the start, and the predicted player wins.
        QFETCH(QString, game);
        QFETCH(GameState, start);
        const std::unique_ptr<GameRules> rules = rulesFor(game);
        const PositionValue value = positionValue(*rules, start);
        QVERIFY(value.remoteness);
        QVERIFY(*value.remoteness > 1);
        GameState state = start;
        int moves = 0;
        while (const std::optional<GameMove> move = bestMove(*rules, state)) {
            state = rules->apply(state, *move);
            ++moves;
        }
        QVERIFY(rules->isOver(state));
        QCOMPARE(moves, *value.remoteness);
        // The first player made the last move iff the game had an odd length.
        const bool firstMadeLastMove = moves % 2 == 1;
        QCOMPARE(value.moverWins, firstMadeLastMove == rules->lastMoverWins());
    }
};

QTEST_GUILESS_MAIN(TstRemoteness)
#include "tst_remoteness.moc"
