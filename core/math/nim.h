#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace nimlab {

/// A move in Nim: heap `heap` (from 0) goes from `from` coins to `to` coins.
struct NimMove
{
    int heap = 0;
    std::uint64_t from = 0;
    std::uint64_t to = 0;
    friend bool operator==(const NimMove &, const NimMove &) = default;
};

/// The nim-sum (bitwise exclusive or) of all heaps; 0 for no heaps.
std::uint64_t nimSum(std::span<const std::uint64_t> heaps);

/// Powers of two whose sum is v, smallest first (6 -> 2, 4).
std::vector<std::uint64_t> powersOfTwo(std::uint64_t v);

/// True when the player to move can force a win (normal play: last mover wins; misere: last mover loses).
bool nimIsWinning(std::span<const std::uint64_t> heaps, bool misere = false);

/// Every move to a position the player to move then loses, heap by heap.
std::vector<NimMove> nimWinningMoves(std::span<const std::uint64_t> heaps, bool misere = false);

/// The article's way of finding a winning move in normal play, with the numbers an explanation needs.
struct NimStrategy
{
    std::uint64_t nimSum = 0;
    std::vector<std::uint64_t> nimSumPowers; ///< the nim-sum as powers of two, smallest first
    int highestBit = -1;                     ///< index of the highest set bit of the nim-sum; -1 when it is 0
    std::uint64_t highestPower = 0;          ///< 2^highestBit; 0 when the nim-sum is 0
    int heap = -1;                           ///< first heap holding highestPower; -1 when the nim-sum is 0
    std::uint64_t from = 0;                  ///< that heap's size
    std::uint64_t to = 0;                    ///< from XOR nim-sum, which is smaller than from
};

/// The article's method: highest power of two of the nim-sum, a heap that has it, new size = heap XOR nim-sum.
NimStrategy nimStrategy(std::span<const std::uint64_t> heaps);

/// Bit columns for the binary breakdown: the number of heaps with bit b set, for b = 0 .. width-1.
std::vector<int> nimColumnCounts(std::span<const std::uint64_t> heaps, int width);

/// Number of binary digits needed to show every heap (at least 1).
int nimBinaryWidth(std::span<const std::uint64_t> heaps);

} // namespace nimlab
