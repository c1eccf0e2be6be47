#pragma once

#include "progress.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace nimlab {

/// A one-pile Fibonacci Nim position: `coins` left and `quota`, the most coins the player to move may take.
struct FibNimPosition
{
    std::uint64_t coins = 0;
    std::uint64_t quota = 0;
    friend bool operator==(const FibNimPosition &, const FibNimPosition &) = default;
};

/// The starting position of n coins: quota n - 1 (the first move may not take every coin).
FibNimPosition fibNimStart(std::uint64_t coins);

/// The position after taking k coins (1 <= k <= min(quota, coins)): coins - k left, the new quota is 2k
/// (saturating at 2^64 - 1, which is always enough to take every coin). A k above coins counts as coins.
FibNimPosition fibNimAfter(FibNimPosition position, std::uint64_t k);

/// True when k is a legal move: 1 <= k <= min(quota, coins).
bool fibNimIsLegal(FibNimPosition position, std::uint64_t k);

/// The player to move wins iff quota >= the smallest Zeckendorf term of coins (no coins: the mover has lost).
bool fibNimIsWinning(FibNimPosition position);

/// Every winning move k (ascending): taking every coin when the quota allows, and each k that leaves the opponent
/// a quota 2k below the smallest Zeckendorf term of coins - k. Such k are always sums of the smallest Zeckendorf
/// terms of coins, so at most ~90 candidates are checked, for any coins up to 2^64 - 1.
std::vector<std::uint64_t> fibNimWinningMoves(FibNimPosition position);

/// The article's move with what explains it.
struct FibNimAdvice
{
    bool winning = false;
    std::uint64_t smallestTerm = 0;      ///< smallest Zeckendorf term of coins
    bool takeAll = false;                ///< the quota allows taking every coin
    std::uint64_t move = 0;              ///< coins or smallestTerm when winning; 0 otherwise
    std::uint64_t remaining = 0;         ///< coins - move
    std::uint64_t opponentQuota = 0;     ///< 2 * move (saturating)
    std::uint64_t remainingSmallest = 0; ///< smallest term of remaining (> opponentQuota unless takeAll)
};

/// The article's strategy: take everything if allowed, else the smallest Zeckendorf term.
FibNimAdvice fibNimAdvice(FibNimPosition position);

/// Largest maxCoins a FibNimGrundyTable accepts: g(n, q) <= n must fit in 16 bits.
inline constexpr int kMaxFibNimGrundyCoins = 65535;

/// Grundy values g(n, q) of one pile for all 0 <= n <= maxCoins, 1 <= q <= n (g(n, q) = g(n, n) for q > n).
class FibNimGrundyTable
{
public:
    /// Builds incrementally in q: g(n, q) = mex{ g(n-k, min(2k, n-k)) : 1 <= k <= min(q, n) }.
    /// Stops early (and isValid() is false) when progress returns false; invalid too when maxCoins is negative or
    /// above kMaxFibNimGrundyCoins. Progress is called about a thousand times, the last time with 1.0.
    explicit FibNimGrundyTable(int maxCoins, const Progress &progress = {});

    /// The largest pile the table was asked to cover.
    int maxCoins() const { return m_maxCoins; }
    /// False when the build was cancelled or maxCoins was out of range; every value() is then 0.
    bool isValid() const { return m_valid; }
    /// g(n, q) for 0 <= n <= maxCoins and any q (q >= n behaves as q = n; q = 0 or n = 0 gives 0).
    /// 0 as well for n outside the table or when the table is not valid.
    std::uint16_t value(int n, std::uint64_t q) const;
    /// Elementary operations performed by the build (mex word scans and inserts).
    std::uint64_t operations() const { return m_operations; }

private:
    int m_maxCoins = 0;
    bool m_valid = false;
    std::uint64_t m_operations = 0;
    std::vector<std::uint16_t> m_values; // row n holds g(n, 1..n) at n(n-1)/2
};

/// Largest total coins of the global variant the search accepts.
inline constexpr int kMaxGlobalFibNimCoins = 40;

/// A move in a game with several piles: take `take` coins from pile `pile` (from 0).
struct FibNimPileMove
{
    int pile = 0;
    std::uint64_t take = 0;
    friend bool operator==(const FibNimPileMove &, const FibNimPileMove &) = default;
};

/// Several piles, each with its own quota (the article's Sprague-Grundy variant). Needs a table covering every pile.
struct MultiPileAnalysis
{
    std::vector<std::uint16_t> grundy;        ///< g(n_i, q_i) per pile
    std::uint64_t nimSum = 0;                 ///< their nim-sum
    bool winning = false;                     ///< nimSum != 0
    std::vector<FibNimPileMove> winningMoves; ///< moves that make the nim-sum 0
};

/// Analyses piles (each pile with its own quota) with the given table; nullopt when a pile exceeds the table.
/// Also nullopt when the table is not valid.
std::optional<MultiPileAnalysis> analyseMultiPile(std::span<const FibNimPosition> piles,
                                                  const FibNimGrundyTable &table);

/// The global variant: one quota for all piles (the article's last paragraph).
struct GlobalFibNimPosition
{
    std::vector<std::uint64_t> piles; ///< coins per pile, in the order the player sees them
    std::uint64_t quota = 0;          ///< the most coins the player to move may take from any one pile
};

/// Default start: the first move may take any number from one pile but not every coin (quota = total - 1).
GlobalFibNimPosition globalFibNimStart(std::vector<std::uint64_t> piles);

/// The verdict on a global-variant position and every move that keeps the win.
struct GlobalFibNimAnalysis
{
    bool winning = false;                     ///< the player to move can force a win
    std::vector<FibNimPileMove> winningMoves; ///< in input pile order, take ascending
    std::uint64_t positionsSearched = 0;      ///< distinct pile multisets the search solved
};

/// Solved by search with memoisation; nullopt when the piles hold more than kMaxGlobalFibNimCoins coins in all.
/// Winning only grows with the quota, so the search memoises each multiset of piles with the smallest quota that
/// wins there (at most 40 coins fit a 128-bit key), and a verdict at any quota is one comparison.
std::optional<GlobalFibNimAnalysis> analyseGlobalFibNim(const GlobalFibNimPosition &position);

} // namespace nimlab
