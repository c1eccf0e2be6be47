#include "exercises.h"

#include "games/nimanalysis.h"
#include "games/sumanalysis.h"
#include "math/fibonacci.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <memory>

namespace nimlab {

namespace {

constexpr int kBlock = 10;
constexpr int kLostPerBlock = 4;

int clampLevel(int level)
{
    return std::clamp(level, 1, kPracticeLevels);
}

std::uint64_t uniform(std::mt19937_64 &rng, std::uint64_t low, std::uint64_t high)
{
    return practiceUniform(rng, low, high);
}

template <typename T> void shuffle(std::mt19937_64 &rng, std::vector<T> &items)
{
    for (std::size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[std::size_t(uniform(rng, 0, i - 1))]);
}

// Which of the exercises are lost: four in each block of ten, in seeded places.
std::vector<bool> lostPattern(std::mt19937_64 &rng, int count)
{
    std::vector<bool> lost;
    while (int(lost.size()) < count) {
        std::vector<char> block(kBlock, 0);
        std::fill_n(block.begin(), kLostPerBlock, 1);
        shuffle(rng, block);
        lost.insert(lost.end(), block.begin(), block.end());
    }
    lost.resize(std::size_t(count));
    return lost;
}

void drawNim(std::mt19937_64 &rng, const PracticeLevel &l, bool lost, Exercise &e)
{
    for (;;) {
        const auto n = std::size_t(uniform(rng, std::uint64_t(l.minParts), std::uint64_t(l.maxParts)));
        std::vector<std::uint64_t> heaps;
        for (std::size_t i = 0; i < n; ++i)
            heaps.push_back(uniform(rng, 1, l.nimMax));
        if (lost) {
            std::uint64_t x = 0;
            for (std::size_t i = 0; i + 1 < n; ++i)
                x ^= heaps[i];
            if (x == 0 || x > l.nimMax)
                continue;
            heaps.back() = x;
        }
        const NimAnalysis a = analyseNim(heaps, false);
        if (a.winning == lost)
            continue;
        e.heaps = heaps;
        e.winning = a.winning;
        e.nimMoves = a.winningMoves;
        return;
    }
}

std::uint64_t smallestTerm(std::uint64_t n)
{
    const std::vector<std::uint64_t> terms = zeckendorf(n);
    return terms.empty() ? 0 : terms.back();
}

void drawFibNim(std::mt19937_64 &rng, const PracticeLevel &l, bool lost, Exercise &e)
{
    for (;;) {
        const bool start = l.fibNimStartOnly || uniform(rng, 0, 1) == 0;
        FibNimPosition p;
        if (lost && start) {
            // A Fibonacci number from 2 up with its start quota: the first player loses.
            std::vector<std::uint64_t> fibs;
            for (std::uint64_t a = 2, b = 3; a <= l.fibNimMax; b += a, a = b - a)
                fibs.push_back(a);
            p = fibNimStart(fibs[std::size_t(uniform(rng, 0, fibs.size() - 1))]);
        } else {
            p.coins = uniform(rng, 2, l.fibNimMax);
            if (start)
                p.quota = p.coins - 1;
            else if (lost) {
                const std::uint64_t s = smallestTerm(p.coins);
                if (s < 2)
                    continue;
                p.quota = uniform(rng, 1, std::min(s - 1, p.coins - 1));
            } else
                p.quota = uniform(rng, 1, p.coins - 1);
        }
        const bool winning = fibNimIsWinning(p);
        if (winning == lost)
            continue;
        e.pile = p;
        e.winning = winning;
        e.takes = fibNimWinningMoves(p);
        return;
    }
}

void drawWythoff(std::mt19937_64 &rng, const PracticeLevel &l, bool lost, Exercise &e)
{
    for (;;) {
        WythoffPair p;
        if (lost) {
            std::uint64_t last = 1;
            while (wythoffPPosition(last + 1)->y <= l.wythoffMax)
                ++last;
            p = *wythoffPPosition(uniform(rng, 1, last));
            if (uniform(rng, 0, 1) == 1)
                std::swap(p.x, p.y);
        } else {
            p = {uniform(rng, 0, l.wythoffMax), uniform(rng, 0, l.wythoffMax)};
        }
        const bool winning = !wythoffIsP(p.x, p.y);
        if (winning == lost || (p.x == 0 && p.y == 0))
            continue;
        e.wythoff = p;
        e.winning = winning;
        e.wythoffMoves = wythoffWinningMoves(p.x, p.y);
        return;
    }
}

const SumTables &sumTables(int level)
{
    static const std::array<std::shared_ptr<const SumTables>, kPracticeLevels> tables = [] {
        std::array<std::shared_ptr<const SumTables>, kPracticeLevels> all;
        for (int i = 0; i < kPracticeLevels; ++i) {
            const PracticeLevel l = practiceLevel(PracticeGame::Sum, i + 1);
            all[std::size_t(i)] = buildSumTables({int(l.fibNimMax), int(l.wythoffMax) + 1});
        }
        return all;
    }();
    return *tables[std::size_t(level - 1)];
}

SumComponent drawComponent(std::mt19937_64 &rng, const PracticeLevel &l, std::uint64_t game)
{
    if (game == 0)
        return SumComponent::nim(uniform(rng, 1, l.nimMax));
    if (game == 1) {
        const std::uint64_t coins = uniform(rng, 2, l.fibNimMax);
        return l.fibNimStartOnly ? SumComponent::fibNimStart(coins)
                                 : SumComponent::fibNim(coins, uniform(rng, 1, coins - 1));
    }
    for (;;) {
        const SumComponent c = SumComponent::wythoff(uniform(rng, 0, l.wythoffMax), uniform(rng, 0, l.wythoffMax));
        if (c.a != 0 || c.b != 0)
            return c;
    }
}

// A component of the game `game` whose Grundy value is `value`, searched from a seeded start; nullopt if none.
std::optional<SumComponent> componentOfValue(std::mt19937_64 &rng, const PracticeLevel &l, std::uint64_t game,
                                             std::uint64_t value, const SumTables &tables)
{
    if (game == 0)
        return value >= 1 && value <= l.nimMax ? std::optional(SumComponent::nim(value)) : std::nullopt;
    std::vector<SumComponent> candidates;
    if (game == 1) {
        for (std::uint64_t n = 2; n <= l.fibNimMax; ++n) {
            if (l.fibNimStartOnly)
                candidates.push_back(SumComponent::fibNimStart(n));
            else
                candidates.push_back(SumComponent::fibNim(n, uniform(rng, 1, n - 1)));
        }
    } else {
        const std::uint64_t x = uniform(rng, 0, l.wythoffMax);
        for (std::uint64_t y = 0; y <= l.wythoffMax; ++y)
            if (x != 0 || y != 0)
                candidates.push_back(SumComponent::wythoff(x, y));
    }
    const std::size_t start = std::size_t(uniform(rng, 0, candidates.size() - 1));
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const SumComponent &c = candidates[(start + i) % candidates.size()];
        if (tables.grundy(c) == value)
            return c;
    }
    return std::nullopt;
}

void drawSum(std::mt19937_64 &rng, const PracticeLevel &l, int level, bool lost, Exercise &e)
{
    const SumTables &tables = sumTables(level);
    for (;;) {
        const auto n = std::size_t(uniform(rng, std::uint64_t(l.minParts), std::uint64_t(l.maxParts)));
        std::vector<SumComponent> components;
        std::uint64_t nimSum = 0;
        for (std::size_t i = 0; i + 1 < n; ++i) {
            components.push_back(drawComponent(rng, l, uniform(rng, 0, 2)));
            nimSum ^= *tables.grundy(components.back());
        }
        const std::uint64_t lastGame = uniform(rng, 0, 2);
        if (lost) {
            const std::optional<SumComponent> last = componentOfValue(rng, l, lastGame, nimSum, tables);
            if (!last)
                continue;
            components.push_back(*last);
            shuffle(rng, components);
        } else {
            components.push_back(drawComponent(rng, l, lastGame));
        }
        const std::optional<SumAnalysis> a = analyseSum(components, tables);
        if (!a || a->winning == lost)
            continue;
        e.components = components;
        e.winning = a->winning;
        e.sumMoves = a->winningMoves;
        return;
    }
}

} // namespace

std::uint64_t practiceUniform(std::mt19937_64 &rng, std::uint64_t low, std::uint64_t high)
{
    const std::uint64_t range = high - low + 1; // 0 stands for all 2^64 values
    if (range == 0)
        return rng();
    const std::uint64_t rest = (0 - range) % range; // 2^64 mod range: the uneven low values are redrawn
    for (;;) {
        const std::uint64_t x = rng();
        if (x >= rest)
            return low + x % range;
    }
}

PracticeLevel practiceLevel(PracticeGame game, int level)
{
    const std::size_t i = std::size_t(clampLevel(level) - 1);
    switch (game) {
    case PracticeGame::Nim: {
        constexpr std::array<PracticeLevel, 3> levels{
            {{2, 3, 7, 0, false, 0}, {3, 4, 31, 0, false, 0}, {4, 6, 1000, 0, false, 0}}};
        return levels[i];
    }
    case PracticeGame::FibNim: {
        constexpr std::array<PracticeLevel, 3> levels{
            {{1, 1, 0, 20, true, 0}, {1, 1, 0, 100, false, 0}, {1, 1, 0, 1000000, false, 0}}};
        return levels[i];
    }
    case PracticeGame::Wythoff: {
        constexpr std::array<PracticeLevel, 3> levels{
            {{1, 1, 0, 0, false, 10}, {1, 1, 0, 0, false, 50}, {1, 1, 0, 0, false, 1000}}};
        return levels[i];
    }
    case PracticeGame::Sum:
        break;
    }
    constexpr std::array<PracticeLevel, 3> levels{
        {{2, 3, 7, 10, true, 5}, {3, 4, 31, 40, false, 20}, {4, 5, 1000, 1000, false, 1000}}};
    return levels[i];
}

std::vector<Exercise> generateExercises(PracticeGame game, int level, int count, std::uint64_t seed)
{
    level = clampLevel(level);
    count = std::clamp(count, 0, kMaxPracticeCount);
    std::mt19937_64 rng(seed);
    const std::vector<bool> lost = lostPattern(rng, count);
    const PracticeLevel l = practiceLevel(game, level);
    std::vector<Exercise> exercises;
    for (int i = 0; i < count; ++i) {
        Exercise e;
        e.game = game;
        e.level = level;
        const bool wantLost = lost[std::size_t(i)];
        switch (game) {
        case PracticeGame::Nim:
            drawNim(rng, l, wantLost, e);
            break;
        case PracticeGame::FibNim:
            drawFibNim(rng, l, wantLost, e);
            break;
        case PracticeGame::Wythoff:
            drawWythoff(rng, l, wantLost, e);
            break;
        case PracticeGame::Sum:
            drawSum(rng, l, level, wantLost, e);
            break;
        }
        exercises.push_back(std::move(e));
    }
    return exercises;
}

} // namespace nimlab
