#include "fibnim.h"

#include <algorithm>
#include <array>
#include <limits>
#include <unordered_map>

namespace nimlab {

namespace {

constexpr int kMaxPile = kMaxGlobalFibNimCoins;
// Threshold of a position that loses at every quota (no coins, or e.g. two single coins).
constexpr std::uint8_t kNever = 255;
static_assert(2 * kMaxPile < kNever, "2k must stay below kNever");

// The piles as a multiset: counts[s] piles hold s coins (counts[0] is unused).
using PileCounts = std::array<std::uint8_t, kMaxPile + 1>;

// The multiset written in unary, largest pile first, each pile as s one-bits and a zero: at most
// total + piles <= 80 bits, so two words identify any position of up to 40 coins.
struct PositionKey
{
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    friend bool operator==(const PositionKey &, const PositionKey &) = default;
};

struct PositionKeyHash
{
    std::size_t operator()(const PositionKey &key) const
    {
        // splitmix64 finaliser over both words.
        std::uint64_t x = key.low ^ (key.high * 0x9e3779b97f4a7c15ULL);
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return static_cast<std::size_t>(x ^ (x >> 31));
    }
};

PositionKey keyOf(const PileCounts &counts)
{
    PositionKey key;
    int bit = 0;
    for (int size = kMaxPile; size >= 1; --size) {
        for (int pile = 0; pile < counts[static_cast<std::size_t>(size)]; ++pile) {
            for (int one = 0; one < size; ++one, ++bit) {
                std::uint64_t &word = bit < 64 ? key.low : key.high;
                word |= std::uint64_t{1} << (bit & 63);
            }
            ++bit; // the separating zero
        }
    }
    return key;
}

// Winning is monotone in the quota (a larger quota only adds moves), so a position of piles is summed up by its
// threshold: the smallest quota with which the player to move wins. The memo is keyed by the piles alone.
class GlobalSolver
{
public:
    // Smallest quota that wins with these piles, kNever when none does.
    std::uint8_t threshold(PileCounts &counts)
    {
        int largest = kMaxPile;
        while (largest > 0 && counts[static_cast<std::size_t>(largest)] == 0)
            --largest;
        if (largest == 0)
            return kNever; // no coins: the player to move has lost
        const PositionKey key = keyOf(counts);
        if (const auto found = m_memo.find(key); found != m_memo.end())
            return found->second;

        std::uint8_t result = kNever;
        // Ascending k: the first k with a move to a position the opponent loses at quota 2k is the threshold.
        for (int k = 1; k <= largest && result == kNever; ++k) {
            for (int size = k; size <= largest; ++size) {
                if (counts[static_cast<std::size_t>(size)] != 0 && !wins(counts, size, k)) {
                    result = static_cast<std::uint8_t>(k);
                    break;
                }
            }
        }
        m_memo.emplace(key, result);
        return result;
    }

    // True when, after taking k from a pile of `size` coins, the opponent (quota 2k) wins.
    bool wins(PileCounts &counts, int size, int k)
    {
        --counts[static_cast<std::size_t>(size)];
        ++counts[static_cast<std::size_t>(size - k)]; // counts[0] is never read
        const bool opponentWins = 2 * k >= threshold(counts);
        --counts[static_cast<std::size_t>(size - k)];
        ++counts[static_cast<std::size_t>(size)];
        return opponentWins;
    }

    std::uint64_t positionsSearched() const { return m_memo.size(); }

private:
    std::unordered_map<PositionKey, std::uint8_t, PositionKeyHash> m_memo;
};

} // namespace

GlobalFibNimPosition globalFibNimStart(std::vector<std::uint64_t> piles)
{
    // Saturating sum: only the quota depends on it, and 2^64 - 1 already allows any single pile.
    std::uint64_t total = 0;
    for (const std::uint64_t pile : piles)
        total = pile > std::numeric_limits<std::uint64_t>::max() - total ? std::numeric_limits<std::uint64_t>::max()
                                                                         : total + pile;
    const std::uint64_t quota = total == 0 ? 0 : total - 1;
    return {std::move(piles), quota};
}

std::optional<GlobalFibNimAnalysis> analyseGlobalFibNim(const GlobalFibNimPosition &position)
{
    std::uint64_t total = 0;
    for (const std::uint64_t pile : position.piles) {
        if (pile > static_cast<std::uint64_t>(kMaxGlobalFibNimCoins))
            return std::nullopt;
        total += pile; // at most 40 per pile before the check below stops the sum
        if (total > static_cast<std::uint64_t>(kMaxGlobalFibNimCoins))
            return std::nullopt;
    }

    PileCounts counts{};
    std::uint64_t largest = 0;
    for (const std::uint64_t pile : position.piles) {
        if (pile != 0)
            ++counts[static_cast<std::size_t>(pile)];
        largest = std::max(largest, pile);
    }
    const int quota = static_cast<int>(std::min(position.quota, largest));

    GlobalSolver solver;
    GlobalFibNimAnalysis analysis;
    analysis.winning = quota >= solver.threshold(counts);
    if (analysis.winning) {
        for (std::size_t i = 0; i < position.piles.size(); ++i) {
            const int size = static_cast<int>(position.piles[i]);
            for (int k = 1; k <= std::min(quota, size); ++k) {
                if (!solver.wins(counts, size, k))
                    analysis.winningMoves.push_back({static_cast<int>(i), static_cast<std::uint64_t>(k)});
            }
        }
    }
    analysis.positionsSearched = solver.positionsSearched();
    return analysis;
}

} // namespace nimlab
