#pragma once

#include "gamerules.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace nimlab {

/// The game of one component of a sum; the numbers are the codes of the generic encoding (never change them: they
/// are saved with sessions).
enum class SumGame : std::uint64_t
{
    Nim = 0,     ///< a Nim heap: one number, its size
    FibNim = 1,  ///< a Fibonacci Nim pile with its own quota: coins, quota
    Wythoff = 2, ///< a Wythoff position: x, y
};

/// Limits of the components of a sum (the Grundy tables cover every pile and position within them).
inline constexpr int kMaxSumComponents = 10;
inline constexpr int kMaxSumFibNimCoins = 10000;
inline constexpr int kMaxSumWythoffPile = 4095;

/// One component of a sum of games, as plain numbers.
struct SumComponent
{
    SumGame game = SumGame::Nim;
    std::uint64_t a = 0; ///< Nim: the heap; Fibonacci Nim: the coins; Wythoff: x
    std::uint64_t b = 0; ///< Nim: 0; Fibonacci Nim: the quota; Wythoff: y

    static SumComponent nim(std::uint64_t heap) { return {SumGame::Nim, heap, 0}; }
    static SumComponent fibNim(std::uint64_t coins, std::uint64_t quota) { return {SumGame::FibNim, coins, quota}; }
    /// A new Fibonacci Nim pile: quota coins - 1 (0 for no coin, which no position accepts).
    static SumComponent fibNimStart(std::uint64_t coins) { return fibNim(coins, coins == 0 ? 0 : coins - 1); }
    static SumComponent wythoff(std::uint64_t x, std::uint64_t y) { return {SumGame::Wythoff, x, y}; }

    /// How many numbers the component's game has (Nim 1, the others 2).
    static std::size_t numberCount(SumGame game) { return game == SumGame::Nim ? 1 : 2; }
    /// Its numbers: {heap}, {coins, quota} or {x, y}.
    std::vector<std::uint64_t> numbers() const;
    friend bool operator==(const SumComponent &, const SumComponent &) = default;
};

/// The generic encoding of a sum: per component its game's code, then its numbers ({0, h}, {1, n, q}, {2, x, y}).
GameState encodeSum(const std::vector<SumComponent> &components);
/// The components of an encoded sum; nullopt when it cannot be read (an unknown code, a component cut short).
std::optional<std::vector<SumComponent>> decodeSum(const GameState &state);

/// How many moves the component has (saturating; a Nim heap of h has h).
std::uint64_t sumComponentMoveCount(const SumComponent &component);
/// Every component one move can reach, in a fixed order (Nim: heap h - 1 down to 0; Fibonacci Nim: take 1, 2, ...;
/// Wythoff: from x, from y, from both, each nearest first); nullopt when there are more than `most`.
std::optional<std::vector<SumComponent>> sumComponentOptions(const SumComponent &component, std::uint64_t most);
/// Every option of a component whose moves fit in memory (Fibonacci Nim and Wythoff components within the limits,
/// small Nim heaps): sumComponentOptions() without a limit.
std::vector<SumComponent> sumComponentAllOptions(const SumComponent &component);
/// The pile after taking `take` coins from a Nim heap (the rest stays) or a Fibonacci Nim pile (the rest, quota
/// 2 * take); nullopt for a Wythoff position or more coins than the pile has. Whether the take is legal is
/// sumComponentReaches()'s answer.
std::optional<SumComponent> sumComponentAfterTake(const SumComponent &pile, std::uint64_t take);
/// The worked example's sum: a Nim heap of 3, a Fibonacci Nim pile of 10 coins (quota 9) and the Wythoff position (4,
/// 4).
std::vector<SumComponent> sumExampleComponents();
/// True when `to` is one move away from `from` (same game).
bool sumComponentReaches(const SumComponent &from, const SumComponent &to);

} // namespace nimlab
