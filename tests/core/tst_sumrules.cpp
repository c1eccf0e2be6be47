// Sums of games: each component's Grundy value against a plain mex from the definition and against its game's own
// analysis; the sum's winner and winning moves against a plain game-tree search (the Sprague-Grundy theorem by
// example); typed refusals; the tables built by a BackgroundJob and handed over through the store.
#include "games/fibnimrules.h"
#include "games/gamesession.h"
#include "games/remoteness.h"
#include "games/sumanalysis.h"
#include "jobs/backgroundjob.h"
#include "math/fibnim.h"
#include "math/wythoff.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace nimlab;

Q_DECLARE_METATYPE(nimlab::GameState)

namespace {

// A component as plain numbers {game, a, b}, its options written out from each game's rules, independently of the
// code under test.
using Plain = std::array<std::uint64_t, 3>;

std::vector<Plain> plainOptions(const Plain &c)
{
    std::vector<Plain> options;
    const auto [game, a, b] = c;
    if (game == 0) {
        for (std::uint64_t h = 0; h < a; ++h)
            options.push_back({0, h, 0});
    } else if (game == 1) {
        for (std::uint64_t k = 1; k <= a && k <= b; ++k)
            options.push_back({1, a - k, 2 * k});
    } else {
        for (std::uint64_t k = 1; k <= a; ++k)
            options.push_back({2, a - k, b});
        for (std::uint64_t k = 1; k <= b; ++k)
            options.push_back({2, a, b - k});
        for (std::uint64_t k = 1; k <= a && k <= b; ++k)
            options.push_back({2, a - k, b - k});
    }
    return options;
}

// The Grundy value by its definition: the smallest value missing among the options' values.
std::uint64_t plainGrundy(const Plain &c, std::map<Plain, std::uint64_t> &memo)
{
    Plain key = c;
    if (key[0] == 1 && key[2] > key[1])
        key[2] = key[1]; // a quota above the coins is the coins
    if (const auto found = memo.find(key); found != memo.end())
        return found->second;
    std::set<std::uint64_t> values;
    for (const Plain &o : plainOptions(key))
        values.insert(plainGrundy(o, memo));
    std::uint64_t mex = 0;
    while (values.count(mex))
        ++mex;
    return memo[key] = mex;
}

// Who wins a sum by searching its game tree: the player to move wins when some move leaves a lost position.
bool plainWins(const std::vector<Plain> &sum, std::map<std::vector<Plain>, bool> &memo)
{
    if (const auto found = memo.find(sum); found != memo.end())
        return found->second;
    bool wins = false;
    for (std::size_t i = 0; i < sum.size() && !wins; ++i)
        for (const Plain &o : plainOptions(sum[i])) {
            std::vector<Plain> next = sum;
            next[i] = o;
            if (!plainWins(next, memo)) {
                wins = true;
                break;
            }
        }
    return memo[sum] = wins;
}

std::vector<SumComponent> components(const std::vector<Plain> &sum)
{
    std::vector<SumComponent> result;
    for (const Plain &c : sum)
        result.push_back({SumGame(c[0]), c[1], c[2]});
    return result;
}

std::shared_ptr<const SumTables> smallTables()
{
    static const std::shared_ptr<const SumTables> tables = buildSumTables({40, 24});
    return tables;
}

// Random small sums of mixed kinds, the same every run.
std::vector<std::vector<Plain>> smallSums(int count)
{
    std::mt19937_64 random(12);
    std::vector<std::vector<Plain>> sums;
    for (int s = 0; s < count; ++s) {
        std::vector<Plain> sum;
        const int n = 1 + int(random() % 3);
        for (int i = 0; i < n; ++i) {
            const std::uint64_t game = random() % 3;
            const std::uint64_t a = random() % (game == 0 ? 6 : 7);
            const std::uint64_t b = game == 0 ? 0 : game == 1 ? 1 + random() % 8 : random() % 6;
            sum.push_back({game, a, b});
        }
        sums.push_back(std::move(sum));
    }
    return sums;
}

Refusal refusal(SumRules::Reason reason, std::vector<std::uint64_t> numbers = {})
{
    return {int(reason), std::move(numbers)};
}

} // namespace

class TstSumRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void componentValues_data()
    {
        QTest::addColumn<int>("game");
        QTest::addRow("nim") << 0;
        QTest::addRow("fibnim") << 1;
        QTest::addRow("wythoff") << 2;
    }
    void componentValues()
    {
        // Every component up to 20 (Fibonacci Nim with every quota up to 24): the tables' value, the analysis's mex
        // over the options and the plain definition agree.
        QFETCH(int, game);
        std::map<Plain, std::uint64_t> memo;
        int checked = 0;
        for (std::uint64_t a = 0; a <= 20; ++a)
            for (std::uint64_t b = game == 1 ? 1 : 0; b <= std::uint64_t(game == 0 ? 0 : game == 1 ? 24 : 20); ++b) {
                const Plain c{std::uint64_t(game), a, b};
                const std::uint64_t expected = plainGrundy(c, memo);
                const SumComponent component{SumGame(game), a, b};
                QCOMPARE(smallTables()->grundy(component), std::optional<std::uint64_t>(expected));
                const std::optional<SumComponentValue> v = analyseSumComponent(component, *smallTables());
                QVERIFY(v);
                QCOMPARE(v->grundy, expected);
                QCOMPARE(v->optionCount, std::uint64_t(plainOptions(c).size()));
                for (const std::uint64_t above : v->valuesAbove)
                    QVERIFY(above > expected);
                ++checked;
            }
        QVERIFY(checked >= 21);
    }

    void componentsAgreeWithTheirGames()
    {
        // A value is 0 exactly where the game's own analysis says the player to move loses.
        for (std::uint64_t x = 0; x < 24; ++x)
            for (std::uint64_t y = 0; y < 24; ++y)
                QCOMPARE(*smallTables()->grundy(SumComponent::wythoff(x, y)) == 0, wythoffIsP(x, y));
        for (std::uint64_t n = 1; n <= 40; ++n)
            for (std::uint64_t q = 1; q <= 45; ++q)
                QCOMPARE(*smallTables()->grundy(SumComponent::fibNim(n, q)) != 0, fibNimIsWinning({n, q}));
        // Several Fibonacci Nim piles: the same values as the several-piles variant's analysis.
        const std::vector<FibNimPosition> piles{{10, 9}, {7, 6}, {13, 2}, {21, 20}};
        const std::optional<MultiPileAnalysis> multi = analyseMultiPile(piles, FibNimGrundyTable(21));
        QVERIFY(multi);
        std::vector<SumComponent> sum;
        for (const FibNimPosition &p : piles)
            sum.push_back(SumComponent::fibNim(p.coins, p.quota));
        const std::optional<SumAnalysis> a = analyseSum(sum, *smallTables());
        QVERIFY(a);
        for (std::size_t i = 0; i < piles.size(); ++i)
            QCOMPARE(a->components[i].grundy, std::uint64_t(multi->grundy[i]));
        QCOMPARE(a->nimSum, multi->nimSum);
        QCOMPARE(a->winningMoves.size(), multi->winningMoves.size());
    }

    void theoremByExample()
    {
        // Who wins by the nim-sum = who wins by searching the tree; the winning moves = exactly the moves to a lost
        // position; and the generic rules agree with both.
        std::map<std::vector<Plain>, bool> memo;
        const auto store = std::make_shared<const SumTableStore>(smallTables());
        const SumRules rules(store);
        int wins = 0, losses = 0;
        for (const std::vector<Plain> &sum : smallSums(400)) {
            const GameState state = encodeSum(components(sum));
            QVERIFY(!rules.checkPosition(state));
            const bool expected = plainWins(sum, memo);
            QCOMPARE(rules.moverWins(state), expected);
            const std::optional<SumAnalysis> a = analyseSum(components(sum), *smallTables());
            QVERIFY(a);
            QCOMPARE(a->winning, expected);
            (expected ? wins : losses)++;

            std::set<GameState> found, byTree;
            for (const GameMove &m : rules.winningMoves(state)) {
                QVERIFY(rules.isLegal(state, m));
                QVERIFY(found.insert(rules.apply(state, m)).second);
            }
            for (std::size_t i = 0; i < sum.size(); ++i)
                for (const Plain &o : plainOptions(sum[i])) {
                    std::vector<Plain> next = sum;
                    next[i] = o;
                    if (!plainWins(next, memo))
                        byTree.insert(encodeSum(components(next)));
                }
            QCOMPARE(found, byTree);
            for (const SumWinningMove &m : a->winningMoves)
                QCOMPARE(m.toValue, m.fromValue ^ a->nimSum);

            // Every legal move of the rules, and no other, is an option of the plain search.
            const std::optional<std::vector<GameMove>> legal = rules.legalMoves(state, 1000);
            QVERIFY(legal);
            std::size_t plainCount = 0;
            for (const Plain &c : sum)
                plainCount += plainOptions(c).size();
            QCOMPARE(legal->size(), plainCount);
            QCOMPARE(rules.isOver(state), plainCount == 0);
        }
        QVERIFY(wins > 50 && losses > 50);
    }

    void remotenessSearchAgrees()
    {
        // The project's generic search, which never asks moverWins(), finds the same winners.
        const auto store = std::make_shared<const SumTableStore>(smallTables());
        const SumRules rules(store);
        RemotenessSearch search(rules);
        for (const std::vector<Plain> &sum : smallSums(60)) {
            const GameState state = encodeSum(components(sum));
            const std::optional<PositionValue> value = search.solve(state);
            QVERIFY(value);
            QCOMPARE(value->moverWins, rules.moverWins(state));
        }
    }

    void refusals_data()
    {
        QTest::addColumn<GameState>("state");
        QTest::addColumn<Refusal>("expected");
        QTest::addRow("empty") << GameState{} << refusal(SumRules::Reason::NoComponent);
        QTest::addRow("unknown game") << GameState{3, 1} << refusal(SumRules::Reason::Malformed);
        QTest::addRow("cut short") << GameState{0, 3, 1, 10} << refusal(SumRules::Reason::Malformed);
        GameState eleven;
        for (int i = 0; i < 11; ++i)
            eleven.insert(eleven.end(), {0, 1});
        QTest::addRow("eleven components") << eleven << refusal(SumRules::Reason::TooManyComponents, {10, 11});
        QTest::addRow("quota 0") << GameState{0, 3, 1, 1, 0} << refusal(SumRules::Reason::QuotaZero, {2});
        QTest::addRow("pile of 10001") << GameState{1, 10001, 5}
                                       << refusal(SumRules::Reason::FibNimTooBig, {1, 10000, 10001});
        QTest::addRow("Wythoff 4096") << GameState{2, 3, 4096}
                                      << refusal(SumRules::Reason::WythoffTooBig, {1, 4095, 4096});
        QTest::addRow("table not built") << GameState{1, 100, 99, 2, 30, 3}
                                         << refusal(SumRules::Reason::TablesNotReady, {100, 31});
    }
    void refusals()
    {
        QFETCH(GameState, state);
        QFETCH(Refusal, expected);
        const SumRules rules(std::make_shared<const SumTableStore>(smallTables()));
        QCOMPARE(rules.checkPosition(state), std::optional<Refusal>(expected));
        const SumExplainer explainer(rules);
        QVERIFY(!explainer.refusalText(expected).isEmpty());
    }

    void moveRefusals_data()
    {
        QTest::addColumn<GameMove>("move");
        QTest::addColumn<Refusal>("expected");
        // The position: Nim 3, Fibonacci Nim 10 (quota 9), Wythoff (4, 4).
        QTest::addRow("too short") << GameMove{0} << refusal(SumRules::Reason::MoveShape);
        QTest::addRow("Nim with two numbers") << GameMove{0, 0, 2, 2} << refusal(SumRules::Reason::MoveShape);
        QTest::addRow("no component 4") << GameMove{3, 0, 1} << refusal(SumRules::Reason::NoSuchComponent, {4});
        QTest::addRow("other game") << GameMove{0, 2, 1, 1} << refusal(SumRules::Reason::OtherGame, {1});
        QTest::addRow("Nim up") << GameMove{0, 0, 4} << refusal(SumRules::Reason::NotAMove, {1});
        QTest::addRow("Nim stays") << GameMove{0, 0, 3} << refusal(SumRules::Reason::NotAMove, {1});
        QTest::addRow("all the coins") << GameMove{1, 1, 0, 20} << refusal(SumRules::Reason::NotAMove, {2});
        QTest::addRow("wrong quota") << GameMove{1, 1, 7, 5} << refusal(SumRules::Reason::NotAMove, {2});
        QTest::addRow("knight's move") << GameMove{2, 2, 2, 3} << refusal(SumRules::Reason::NotAMove, {3});
    }
    void moveRefusals()
    {
        QFETCH(GameMove, move);
        QFETCH(Refusal, expected);
        const SumRules rules(std::make_shared<const SumTableStore>(smallTables()));
        const GameState state =
            encodeSum({SumComponent::nim(3), SumComponent::fibNimStart(10), SumComponent::wythoff(4, 4)});
        QCOMPARE(rules.checkMove(state, move), std::optional<Refusal>(expected));
        QVERIFY(!rules.isLegal(state, move));
        QVERIFY(!SumExplainer(rules).refusalText(expected).isEmpty());
        QVERIFY(!rules.checkMove(state, GameMove{1, 1, 7, 6}));
    }

    void normalPlayOnly()
    {
        QVERIFY(SumRules::fromOptions({}));
        QVERIFY(!SumRules::fromOptions({{QStringLiteral("misere"), true}}));
        QVERIFY(!SumRules::fromOptions({{QStringLiteral("misere"), false}}));
        QVERIFY(!sumKind().rules({{QStringLiteral("misere"), true}}));
        QVERIFY(SumRules().lastMoverWins());
        QVERIFY(SumExplainer::misereText().contains(QStringLiteral("Sprague-Grundy")));
    }

    void tablesFromABackgroundJob()
    {
        // The rules refuse what the tables do not cover, never build; a job builds, the store hands it over, and a
        // bigger need reuses the table that is already big enough.
        const auto store = std::make_shared<SumTableStore>();
        const SumRules rules(store);
        const GameState state = encodeSum({SumComponent::fibNimStart(300), SumComponent::wythoff(100, 200)});
        QVERIFY(!rules.isReady(state));
        QCOMPARE(rules.checkPosition(state), refusal(SumRules::Reason::TablesNotReady, {300, 201}));
        QVERIFY(!rules.moverWins(state));
        QVERIFY(rules.winningMoves(state).empty());

        BackgroundJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        const SumTableNeeds needs = SumTableNeeds::of(SumRules::decode(state).components).withHeadroom();
        QCOMPARE(needs, (SumTableNeeds{512, 256}));
        job.start<SumTables>(sumTablesWork(needs, store->tables()));
        QVERIFY(finished.wait(60000));
        store->publish(job.result<SumTables>());
        QVERIFY(rules.isReady(state));
        QVERIFY(!rules.checkPosition(state));
        const auto before = store->tables();

        const std::shared_ptr<const SumTables> bigger = buildSumTables({100, 1024}, before.get());
        QCOMPARE(bigger->fibNim(), before->fibNim()); // shared, not rebuilt
        store->publish(bigger);
        store->publish(before); // smaller: ignored
        QCOMPARE(store->tables()->covered(), (SumTableNeeds{512, 1024}));

        // Cancelled: nothing.
        QVERIFY(!buildSumTables({2000, 0}, nullptr, [](double) { return false; }));
    }

    void sessionPlaysASum()
    {
        const auto store = std::make_shared<const SumTableStore>(smallTables());
        const GameState start =
            encodeSum({SumComponent::nim(3), SumComponent::fibNimStart(10), SumComponent::wythoff(4, 4)});
        GameSession session(sumKind(store), {}, start);
        QVERIFY(session.rules().moverWins(start));
        const std::optional<GameMove> hint = session.hint();
        QVERIFY(hint);
        QVERIFY(session.play(*hint).isEmpty());
        QVERIFY(!session.rules().moverWins(session.position()));
        QVERIFY(!session.explainer().whyNoWinningMove(session.position()).isEmpty());
        QCOMPARE(session.explainer().describeMove(start, *hint),
                 SumExplainer(SumRules(store)).describeMove(start, *hint));
    }
};

QTEST_GUILESS_MAIN(TstSumRules)
#include "tst_sumrules.moc"
