// The practice exercises: every answer against brute force from the definitions, determinism, the lost share, and
// the level limits.
#include "games/sumtables.h"
#include "math/fibnim.h"
#include "practice/exercises.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace nimlab;

Q_DECLARE_METATYPE(nimlab::PracticeGame)

namespace {

// Nim by a plain game-tree search (small positions only).
bool nimWinsBySearch(std::vector<std::uint64_t> heaps, std::map<std::vector<std::uint64_t>, bool> &memo)
{
    std::sort(heaps.begin(), heaps.end());
    if (const auto it = memo.find(heaps); it != memo.end())
        return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < heaps.size() && !wins; ++i)
        for (std::uint64_t to = 0; to < heaps[i] && !wins; ++to) {
            std::vector<std::uint64_t> next = heaps;
            next[i] = to;
            wins = !nimWinsBySearch(next, memo);
        }
    return memo[heaps] = wins;
}

// Fibonacci Nim by its definition: take 1 <= k <= min(q, n), the next quota 2k; the mover with no coin has lost.
bool fibWinsBySearch(std::uint64_t n, std::uint64_t q, std::map<std::pair<std::uint64_t, std::uint64_t>, bool> &memo)
{
    q = std::min(q, n);
    if (const auto it = memo.find({n, q}); it != memo.end())
        return it->second;
    bool wins = false;
    for (std::uint64_t k = 1; k <= q && !wins; ++k)
        wins = !fibWinsBySearch(n - k, 2 * k, memo);
    return memo[{n, q}] = wins;
}

// The Zeckendorf rule written out again: greedy largest Fibonacci terms, the last one is the smallest.
bool fibWinsByRule(std::uint64_t n, std::uint64_t q)
{
    if (n == 0)
        return false;
    std::uint64_t smallest = 0;
    while (n > 0) {
        std::uint64_t a = 1, b = 2;
        while (b <= n) {
            b += a;
            a = b - a;
        }
        smallest = a;
        n -= a;
    }
    return q >= smallest;
}

// Wythoff's P-positions by the construction (a_k = the smallest unused number, b_k = a_k + k), as a grid.
std::vector<std::vector<bool>> wythoffPGrid(std::uint64_t size)
{
    std::vector<std::vector<bool>> p(size + 1, std::vector<bool>(size + 1, false));
    std::vector<bool> used(2 * size + 2, false);
    for (std::uint64_t k = 0, a = 0;; ++k) {
        while (used[a])
            ++a;
        if (a + k > size)
            break;
        used[a] = used[a + k] = true;
        p[a][a + k] = p[a + k][a] = true;
    }
    return p;
}

// Grundy values of components by the mex of their options' values, independent of the tables.
struct GrundyBrute
{
    std::map<std::pair<std::uint64_t, std::uint64_t>, std::uint64_t> fib, wythoff;
    std::uint64_t value(const SumComponent &c)
    {
        if (c.game == SumGame::Nim)
            return c.a;
        std::set<std::uint64_t> options;
        if (c.game == SumGame::FibNim) {
            const std::uint64_t q = std::min(c.a, c.b);
            if (const auto it = fib.find({c.a, q}); it != fib.end())
                return it->second;
            for (std::uint64_t k = 1; k <= q; ++k)
                options.insert(value(SumComponent::fibNim(c.a - k, 2 * k)));
        } else {
            if (const auto it = wythoff.find({c.a, c.b}); it != wythoff.end())
                return it->second;
            for (std::uint64_t t = 1; t <= c.a; ++t)
                options.insert(value(SumComponent::wythoff(c.a - t, c.b)));
            for (std::uint64_t t = 1; t <= c.b; ++t)
                options.insert(value(SumComponent::wythoff(c.a, c.b - t)));
            for (std::uint64_t t = 1; t <= std::min(c.a, c.b); ++t)
                options.insert(value(SumComponent::wythoff(c.a - t, c.b - t)));
        }
        std::uint64_t mex = 0;
        while (options.count(mex))
            ++mex;
        return (c.game == SumGame::FibNim ? fib[{c.a, std::min(c.a, c.b)}] : wythoff[{c.a, c.b}]) = mex;
    }
};

const QList<PracticeGame> kGames{PracticeGame::Nim, PracticeGame::FibNim, PracticeGame::Wythoff, PracticeGame::Sum};

} // namespace

class TestExercises : public QObject
{
    Q_OBJECT

private slots:
    void answers_data();
    void answers();
    void deterministic_data() { answers_data(); }
    void deterministic();
    void lostShare_data() { answers_data(); }
    void lostShare();
    void uniformMapping();
    void names();
};

void TestExercises::answers_data()
{
    QTest::addColumn<PracticeGame>("game");
    QTest::addColumn<int>("level");
    for (const PracticeGame g : kGames)
        for (int level = 1; level <= kPracticeLevels; ++level)
            QTest::addRow("%s-%d", qPrintable(practiceGameName(g)), level) << g << level;
}

void TestExercises::answers()
{
    QFETCH(PracticeGame, game);
    QFETCH(int, level);
    const PracticeLevel l = practiceLevel(game, level);
    const int count = level == 3 && game == PracticeGame::FibNim ? 20 : 200;
    const std::vector<Exercise> exercises = generateExercises(game, level, count, 20240613 + std::uint64_t(level));
    QCOMPARE(int(exercises.size()), count);
    std::map<std::vector<std::uint64_t>, bool> nimMemo;
    std::map<std::pair<std::uint64_t, std::uint64_t>, bool> fibMemo;
    const auto wythoffP = wythoffPGrid(std::max<std::uint64_t>(l.wythoffMax, 1));
    GrundyBrute grundy;
    for (const Exercise &e : exercises) {
        QCOMPARE(e.game, game);
        QCOMPARE(e.level, level);
        switch (game) {
        case PracticeGame::Nim: {
            QVERIFY(int(e.heaps.size()) >= l.minParts && int(e.heaps.size()) <= l.maxParts);
            std::uint64_t x = 0;
            for (const std::uint64_t h : e.heaps) {
                QVERIFY(h >= 1 && h <= l.nimMax);
                x ^= h;
            }
            const bool small = level < 3 && e.heaps.size() <= 3;
            QCOMPARE(e.winning, small ? nimWinsBySearch(e.heaps, nimMemo) : x != 0);
            std::vector<NimMove> expected;
            for (std::size_t i = 0; i < e.heaps.size(); ++i)
                for (std::uint64_t to = 0; to < e.heaps[i]; ++to) {
                    std::vector<std::uint64_t> next = e.heaps;
                    next[i] = to;
                    const bool lost = small ? !nimWinsBySearch(next, nimMemo) : (x ^ e.heaps[i] ^ to) == 0;
                    if (lost)
                        expected.push_back({int(i), e.heaps[i], to});
                }
            QCOMPARE(e.nimMoves, expected);
            break;
        }
        case PracticeGame::FibNim: {
            QVERIFY(e.pile.coins >= 2 && e.pile.coins <= l.fibNimMax);
            QVERIFY(e.pile.quota >= 1 && e.pile.quota < e.pile.coins);
            if (l.fibNimStartOnly)
                QCOMPARE(e.pile.quota, e.pile.coins - 1);
            const bool small = e.pile.coins <= 100;
            const auto wins = [&](std::uint64_t n, std::uint64_t q) {
                return small ? fibWinsBySearch(n, q, fibMemo) : fibWinsByRule(n, q);
            };
            QCOMPARE(e.winning, wins(e.pile.coins, e.pile.quota));
            std::vector<std::uint64_t> expected;
            for (std::uint64_t k = 1; k <= std::min(e.pile.coins, e.pile.quota); ++k)
                if (!wins(e.pile.coins - k, 2 * k))
                    expected.push_back(k);
            QCOMPARE(e.takes, expected);
            break;
        }
        case PracticeGame::Wythoff: {
            const WythoffPair p = e.wythoff;
            QVERIFY(p.x <= l.wythoffMax && p.y <= l.wythoffMax && (p.x != 0 || p.y != 0));
            QCOMPARE(e.winning, !wythoffP[p.x][p.y]);
            std::vector<WythoffPair> expected;
            for (std::uint64_t t = 1; t <= p.x; ++t)
                if (wythoffP[p.x - t][p.y])
                    expected.push_back({p.x - t, p.y});
            for (std::uint64_t t = 1; t <= p.y; ++t)
                if (wythoffP[p.x][p.y - t])
                    expected.push_back({p.x, p.y - t});
            for (std::uint64_t t = 1; t <= std::min(p.x, p.y); ++t)
                if (wythoffP[p.x - t][p.y - t])
                    expected.push_back({p.x - t, p.y - t});
            auto got = e.wythoffMoves;
            const auto order = [](const WythoffPair &a, const WythoffPair &b) {
                return std::pair(a.x, a.y) < std::pair(b.x, b.y);
            };
            std::sort(got.begin(), got.end(), order);
            std::sort(expected.begin(), expected.end(), order);
            QCOMPARE(got, expected);
            break;
        }
        case PracticeGame::Sum: {
            QVERIFY(int(e.components.size()) >= l.minParts && int(e.components.size()) <= l.maxParts);
            for (const SumComponent &c : e.components) {
                if (c.game == SumGame::Nim)
                    QVERIFY(c.a >= 1 && c.a <= l.nimMax);
                if (c.game == SumGame::FibNim)
                    QVERIFY(c.a >= 2 && c.a <= l.fibNimMax && c.b >= 1 && c.b < c.a);
                if (c.game == SumGame::Wythoff)
                    QVERIFY(c.a <= l.wythoffMax && c.b <= l.wythoffMax);
            }
            // Level 3 is too big for the mex recursion over Wythoff: its move set is checked by the definition of
            // a winning move over every option (the values from the core's tables) instead.
            static const std::shared_ptr<const SumTables> tables =
                buildSumTables({int(practiceLevel(PracticeGame::Sum, 3).fibNimMax),
                                int(practiceLevel(PracticeGame::Sum, 3).wythoffMax) + 1});
            const auto value = [&](const SumComponent &c) { return level < 3 ? grundy.value(c) : *tables->grundy(c); };
            std::uint64_t x = 0;
            for (const SumComponent &c : e.components)
                x ^= value(c);
            QCOMPARE(e.winning, x != 0);
            std::vector<std::pair<std::size_t, SumComponent>> expected, got;
            for (std::size_t i = 0; i < e.components.size(); ++i)
                for (const SumComponent &to : sumComponentAllOptions(e.components[i]))
                    if ((x ^ value(e.components[i]) ^ value(to)) == 0)
                        expected.push_back({i, to});
            for (const SumWinningMove &m : e.sumMoves)
                got.push_back({m.component, m.to});
            QCOMPARE(got, expected);
            break;
        }
        }
    }
}

void TestExercises::deterministic()
{
    QFETCH(PracticeGame, game);
    QFETCH(int, level);
    const auto a = generateExercises(game, level, 50, 7);
    QCOMPARE(a, generateExercises(game, level, 50, 7));
    QVERIFY(a != generateExercises(game, level, 50, 8));
}

void TestExercises::lostShare()
{
    QFETCH(PracticeGame, game);
    QFETCH(int, level);
    const int seeds = game == PracticeGame::Sum && level == 3 ? 10 : 50;
    int lostAll = 0;
    for (int seed = 0; seed < seeds; ++seed) {
        const auto exercises = generateExercises(game, level, 100, std::uint64_t(seed) * 0x9E3779B97F4A7C15ULL);
        const auto lost =
            std::count_if(exercises.begin(), exercises.end(), [](const Exercise &e) { return !e.winning; });
        QVERIFY2(lost >= 20 && lost <= 70, qPrintable(QStringLiteral("seed %1: %2 lost").arg(seed).arg(lost)));
        lostAll += int(lost);
    }
    QCOMPARE(lostAll, seeds * 40);
}

void TestExercises::uniformMapping()
{
    std::mt19937_64 rng(1);
    std::vector<int> hits(7, 0);
    for (int i = 0; i < 7000; ++i) {
        const std::uint64_t v = practiceUniform(rng, 3, 9);
        QVERIFY(v >= 3 && v <= 9);
        ++hits[std::size_t(v - 3)];
    }
    for (const int h : hits)
        QVERIFY(h > 800 && h < 1200);
    // The mapping is ours, so these numbers are the same on every platform.
    std::mt19937_64 fixed(42);
    QCOMPARE(practiceUniform(fixed, 0, UINT64_MAX), std::mt19937_64(42)());
}

void TestExercises::names()
{
    for (const PracticeGame g : kGames)
        QCOMPARE(parsePracticeGame(practiceGameName(g)), g);
    QVERIFY(!parsePracticeGame(QStringLiteral("chess")));
    const auto e = generateExercises(PracticeGame::Nim, 1, 10, 3);
    for (const Exercise &x : e) {
        QVERIFY(!exerciseQuestionText(x).isEmpty());
        QCOMPARE(exerciseAnswerLines(x).size(), x.winning ? qsizetype(x.nimMoves.size()) : 1);
    }
}

QTEST_GUILESS_MAIN(TestExercises)
#include "tst_exercises.moc"
