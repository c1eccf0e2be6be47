// Wythoff's game by exact integer arithmetic: floor(k phi) from an integer square root, never a floating-point phi.
#include "wythoff.h"

#include "fibonacci.h"
#include "wideint.h"

#include <QtGlobal>

#include <algorithm>
#include <limits>

namespace nimlab {

namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// floor(v sqrt 5) for every 64-bit v. 5 v^2 needs up to 131 bits, so take s = floor(v sqrt5 / 4) =
// isqrt(floor(5 v^2 / 16)), which fits, and return 4s + j for the largest j in 0..3 with (4s + j)^2 <= 5 v^2.
// Writing 5 v^2 = 16 q + e, that test is 8 s j + j^2 <= 16 (q - s^2) + e, all small numbers (q - s^2 <= 2s).
UInt128 floorTimesSqrt5(std::uint64_t v)
{
    const UInt128 square = UInt128{v} * v;
    const UInt128 lowPart = 5 * (square & 15);
    const UInt128 q = 5 * (square >> 4) + (lowPart >> 4);
    const UInt128 e = lowPart & 15;
    const UInt128 s = isqrt128(q);
    const UInt128 slack = 16 * (q - s * s) + e;
    UInt128 j = 3;
    while (j > 0 && 8 * s * j + j * j > slack)
        --j;
    return 4 * s + j;
}

// floor(v / phi) = floor((v sqrt5 - v) / 2); v sqrt5 - v is irrational for v > 0, so flooring v sqrt5 first is exact.
std::uint64_t floorOverPhi(std::uint64_t v)
{
    return static_cast<std::uint64_t>((floorTimesSqrt5(v) - v) / 2);
}

std::optional<std::uint64_t> normalPartner(std::uint64_t v)
{
    if (v == 0)
        return 0;
    // v = a_k means v < k phi < v + 1, an interval shorter than phi: the only candidate is k = floor(v / phi) + 1.
    const std::uint64_t overPhi = floorOverPhi(v);
    const std::uint64_t lowerIndex = overPhi + 1;
    if (wythoffLower(lowerIndex) == v)
        return lowerIndex > kMax - v ? std::nullopt : std::optional<std::uint64_t>(v + lowerIndex);
    // Otherwise v = b_k (the sequences are complementary) with k = floor(v / phi^2) + 1 = v - floor(v / phi).
    const std::uint64_t upperIndex = v - overPhi;
    Q_ASSERT(wythoffLower(upperIndex) == v - upperIndex);
    return v - upperIndex;
}

// The smaller coordinate of the P-position whose coordinates differ by d.
std::optional<std::uint64_t> lowerWithDifference(std::uint64_t d, bool misere)
{
    if (misere && d == 0)
        return 2;
    if (misere && d == 1)
        return 0;
    return wythoffLower(d);
}

// The construction shared by the teaching and the fast entry points: step n takes the mex of every value used by
// the earlier P-positions as x and x + n as y. The mex only rises, so one pointer walks the used marks once.
template <typename OnStep> void constructByMex(int count, OnStep onStep)
{
    if (count <= 0)
        return;
    // b_n = floor(n phi^2) < 3n, so every value touched is below 3 count.
    std::vector<bool> used(3 * static_cast<std::size_t>(count) + 1, false);
    std::uint64_t mex = 0;
    for (std::uint64_t n = 0; n < static_cast<std::uint64_t>(count); ++n) {
        while (used[mex])
            ++mex;
        const WythoffPair pair{mex, mex + n};
        onStep(n, pair);
        used[pair.x] = true;
        used[pair.y] = true;
    }
}

} // namespace

std::optional<std::uint64_t> wythoffLower(std::uint64_t k)
{
    // floor((k + k sqrt5) / 2) == floor((k + floor(k sqrt5)) / 2) because k is an integer.
    const UInt128 lower = (UInt128{k} + floorTimesSqrt5(k)) / 2;
    if (lower > kMax)
        return std::nullopt;
    return static_cast<std::uint64_t>(lower);
}

std::optional<WythoffPair> wythoffPPosition(std::uint64_t k)
{
    const std::optional<std::uint64_t> lower = wythoffLower(k);
    if (!lower || *lower > kMax - k)
        return std::nullopt;
    return WythoffPair{*lower, *lower + k};
}

std::uint64_t wythoffMaxIndex()
{
    // b_k = a_k + k grows with k, so the indices that fit form a prefix: binary search for its end once.
    static const std::uint64_t maxIndex = [] {
        std::uint64_t fits = 0;
        std::uint64_t doesNotFit = kMax;
        while (doesNotFit - fits > 1) {
            const std::uint64_t middle = fits + (doesNotFit - fits) / 2;
            (wythoffPPosition(middle) ? fits : doesNotFit) = middle;
        }
        return fits;
    }();
    return maxIndex;
}

std::optional<WythoffPair> wythoffMisereP(std::uint64_t k)
{
    if (k == 0)
        return WythoffPair{0, 1};
    if (k == 1)
        return WythoffPair{2, 2};
    return wythoffPPosition(k);
}

std::optional<std::uint64_t> wythoffPartner(std::uint64_t v, bool misere)
{
    if (misere && v <= 2)
        return v == 2 ? 2 : 1 - v;
    return normalPartner(v);
}

bool wythoffIsP(std::uint64_t x, std::uint64_t y, bool misere)
{
    const auto [low, high] = std::minmax(x, y);
    return lowerWithDifference(high - low, misere) == low;
}

std::vector<WythoffPair> wythoffWinningMoves(std::uint64_t x, std::uint64_t y, bool misere)
{
    // A P-position reachable in one move shares y, shares x, or shares the difference; each of the three is unique
    // and the three change different coordinates, so there are no repeats.
    std::vector<WythoffPair> moves;
    if (const auto partner = wythoffPartner(y, misere); partner && *partner < x)
        moves.push_back({*partner, y});
    if (const auto partner = wythoffPartner(x, misere); partner && *partner < y)
        moves.push_back({x, *partner});
    const auto [low, high] = std::minmax(x, y);
    if (const auto target = lowerWithDifference(high - low, misere); target && *target < low) {
        const std::uint64_t drop = low - *target;
        moves.push_back({x - drop, y - drop});
    }
    return moves;
}

bool wythoffIsLegal(WythoffPair from, WythoffPair to)
{
    if (to.x > from.x || to.y > from.y)
        return false;
    const std::uint64_t dx = from.x - to.x;
    const std::uint64_t dy = from.y - to.y;
    return (dx > 0 || dy > 0) && (dx == 0 || dy == 0 || dx == dy);
}

std::vector<WythoffConstructionStep> wythoffConstruction(int count)
{
    std::vector<WythoffConstructionStep> steps;
    std::vector<std::uint64_t> usedSoFar; // ascending, without repeats
    constructByMex(count, [&](std::uint64_t n, WythoffPair pair) {
        steps.push_back({n, pair, usedSoFar});
        // x may fall between earlier values; y exceeds all of them (b_n increases and b_n > a_m for m <= n).
        usedSoFar.insert(std::lower_bound(usedSoFar.begin(), usedSoFar.end(), pair.x), pair.x);
        if (pair.y != pair.x)
            usedSoFar.push_back(pair.y);
    });
    return steps;
}

std::vector<WythoffPair> wythoffConstructionPairs(int count)
{
    std::vector<WythoffPair> pairs;
    pairs.reserve(static_cast<std::size_t>(std::max(count, 0)));
    constructByMex(count, [&](std::uint64_t, WythoffPair pair) { pairs.push_back(pair); });
    return pairs;
}

std::optional<WythoffZeckendorfForm> wythoffZeckendorfForm(std::uint64_t k)
{
    const std::optional<WythoffPair> pair = k == 0 ? std::nullopt : wythoffPPosition(k);
    if (!pair)
        return std::nullopt;
    // The greedy representation of a_k ends on an even index; shifting every index down gives k = y - x with the
    // smallest index odd (F_1 allowed), the form the article uses; the usual representation of k would end on F_2.
    WythoffZeckendorfForm form;
    for (const FibonacciTerm &term : zeckendorfTerms(pair->x)) {
        form.differenceIndices.push_back(term.index - 1);
        form.xIndices.push_back(term.index);
        form.yIndices.push_back(term.index + 1);
    }
    Q_ASSERT(!form.xIndices.empty() && form.xIndices.back() % 2 == 0);
    return form;
}

} // namespace nimlab
