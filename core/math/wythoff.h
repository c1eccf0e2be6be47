#pragma once

#include "progress.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace nimlab {

/// A Wythoff position or pair: two piles (or a queen at column x, row y).
struct WythoffPair
{
    std::uint64_t x = 0;
    std::uint64_t y = 0;
    friend bool operator==(const WythoffPair &, const WythoffPair &) = default;
};

/// floor(k * phi) exactly, as (k + isqrt(5 k^2)) / 2 in 128-bit integers; nullopt when it exceeds 2^64 - 1.
std::optional<std::uint64_t> wythoffLower(std::uint64_t k);

/// The k-th P-position (floor(k phi), floor(k phi^2)) = (a, a + k); nullopt when y exceeds 2^64 - 1.
std::optional<WythoffPair> wythoffPPosition(std::uint64_t k);

/// Largest k whose P-position fits in 64 bits.
std::uint64_t wythoffMaxIndex();

/// The k-th misere P-position: (0, 1), (2, 2), then the normal pairs for k >= 2.
std::optional<WythoffPair> wythoffMisereP(std::uint64_t k);

/// The value paired with v in a P-position (0 with 0, a_k with b_k; misere: 0 with 1, 2 with 2); nullopt when that
/// partner exceeds 2^64 - 1. Every value has exactly one partner (Beatty's theorem), so lowering one pile of a
/// position to the other pile's partner is the only way to reach a P-position keeping that other pile.
std::optional<std::uint64_t> wythoffPartner(std::uint64_t v, bool misere = false);

/// True when (x, y) (in either order) is a P-position: the player who just moved wins.
bool wythoffIsP(std::uint64_t x, std::uint64_t y, bool misere = false);

/// Every winning move from (x, y): the positions reachable in one move that are P, in the input's orientation,
/// without repeats (at most three: lower the first pile, lower the second, lower both).
std::vector<WythoffPair> wythoffWinningMoves(std::uint64_t x, std::uint64_t y, bool misere = false);

/// True when (toX, toY) is reachable from (x, y) in one move (queen left, down or diagonally down-left).
bool wythoffIsLegal(WythoffPair from, WythoffPair to);

/// One step of the article's inductive construction: after the P-positions 0..n-1 are known, (x, y) is the
/// position with x, y and y - x all smallest among those not yet excluded.
struct WythoffConstructionStep
{
    std::uint64_t n = 0;
    WythoffPair pair;                      ///< the new P-position (x <= y), y - x = n
    std::vector<std::uint64_t> usedValues; ///< the x and y values of earlier P-positions (ascending): x is their mex
};

/// The first `count` steps (n = 0 .. count - 1) of the construction, computed by mex (not by the formula).
/// Each step copies the values used so far, so memory grows as count^2: meant for the first few hundred steps.
std::vector<WythoffConstructionStep> wythoffConstruction(int count);

/// The pairs of the first `count` construction steps, by the same mex, in linear time and memory.
std::vector<WythoffPair> wythoffConstructionPairs(int count);

/// The Zeckendorf form of a P-position (x, y) != (0, 0): y - x = F_{n1-1} + ... (smallest index odd, F_1 allowed),
/// x = F_{n1} + ..., y = F_{n1+1} + ... Indices use F_1 = F_2 = 1, largest first.
struct WythoffZeckendorfForm
{
    std::vector<int> differenceIndices; ///< indices for y - x (each n_i - 1)
    std::vector<int> xIndices;          ///< indices for x (each n_i)
    std::vector<int> yIndices;          ///< indices for y (each n_i + 1)
};

/// The form of the k-th P-position (k >= 1); nullopt for k == 0 or when the pair does not fit in 64 bits.
std::optional<WythoffZeckendorfForm> wythoffZeckendorfForm(std::uint64_t k);

/// Grundy values of Wythoff's game (mex of the row to the left, the column below and the diagonal), N x N, row-major
/// by x. Returns an empty vector when progress asks to stop.
struct WythoffGrundyTable
{
    int size = 0;
    std::vector<std::uint16_t> cells; ///< G(x, y) at x * size + y
    std::uint64_t operations = 0;
    std::uint16_t at(int x, int y) const
    {
        return cells[static_cast<std::size_t>(x) * static_cast<std::size_t>(size) + static_cast<std::size_t>(y)];
    }
};

inline constexpr int kMaxWythoffGrundySize = 4096;

/// Builds the N x N Grundy table (1 <= N <= 4096) with 64-bit word bitsets; size 0 when cancelled.
WythoffGrundyTable buildWythoffGrundy(int size, const Progress &progress = {});

} // namespace nimlab
