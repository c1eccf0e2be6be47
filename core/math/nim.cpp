#include "nim.h"

#include <algorithm>
#include <bit>

namespace nimlab {

std::uint64_t nimSum(std::span<const std::uint64_t> heaps)
{
    std::uint64_t sum = 0;
    for (const std::uint64_t heap : heaps)
        sum ^= heap;
    return sum;
}

std::vector<std::uint64_t> powersOfTwo(std::uint64_t v)
{
    std::vector<std::uint64_t> powers;
    while (v != 0) {
        const std::uint64_t lowest = v & (~v + 1);
        powers.push_back(lowest);
        v ^= lowest;
    }
    return powers;
}

namespace {

/// Misere: when every heap has at most one coin, the player to move wins iff the number of one-coin heaps is even.
bool allSmall(std::span<const std::uint64_t> heaps)
{
    return std::all_of(heaps.begin(), heaps.end(), [](std::uint64_t h) { return h <= 1; });
}

bool isLosingForMover(std::span<const std::uint64_t> heaps, bool misere)
{
    if (misere && allSmall(heaps))
        return std::count(heaps.begin(), heaps.end(), std::uint64_t{1}) % 2 == 1;
    return nimSum(heaps) == 0;
}

} // namespace

bool nimIsWinning(std::span<const std::uint64_t> heaps, bool misere)
{
    return !isLosingForMover(heaps, misere);
}

std::vector<NimMove> nimWinningMoves(std::span<const std::uint64_t> heaps, bool misere)
{
    std::vector<NimMove> moves;
    const std::uint64_t sum = nimSum(heaps);
    std::vector<std::uint64_t> after(heaps.begin(), heaps.end());
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        const std::uint64_t from = heaps[i];
        // A move to a losing position either leaves a heap above one (then the nim-sum must be 0, so the new size
        // is from XOR sum) or leaves only heaps of 0 and 1 (misere only; the new size is 0 or 1).
        std::vector<std::uint64_t> targets{from ^ sum};
        if (misere) {
            targets.push_back(0);
            targets.push_back(1);
        }
        std::sort(targets.begin(), targets.end());
        targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
        for (const std::uint64_t to : targets) {
            if (to >= from)
                continue;
            after[i] = to;
            if (isLosingForMover(after, misere))
                moves.push_back({static_cast<int>(i), from, to});
            after[i] = from;
        }
    }
    return moves;
}

NimStrategy nimStrategy(std::span<const std::uint64_t> heaps)
{
    NimStrategy s;
    s.nimSum = nimSum(heaps);
    s.nimSumPowers = powersOfTwo(s.nimSum);
    if (s.nimSum == 0)
        return s;
    s.highestBit = 63 - std::countl_zero(s.nimSum);
    s.highestPower = std::uint64_t{1} << s.highestBit;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] & s.highestPower) {
            s.heap = static_cast<int>(i);
            s.from = heaps[i];
            s.to = heaps[i] ^ s.nimSum;
            break;
        }
    }
    return s;
}

int nimBinaryWidth(std::span<const std::uint64_t> heaps)
{
    std::uint64_t all = 0;
    for (const std::uint64_t heap : heaps)
        all |= heap;
    return std::max(1, 64 - std::countl_zero(all));
}

std::vector<int> nimColumnCounts(std::span<const std::uint64_t> heaps, int width)
{
    std::vector<int> counts(static_cast<std::size_t>(std::max(0, width)), 0);
    for (const std::uint64_t heap : heaps)
        for (int b = 0; b < width && b < 64; ++b)
            counts[static_cast<std::size_t>(b)] += static_cast<int>((heap >> b) & 1U);
    return counts;
}

} // namespace nimlab
