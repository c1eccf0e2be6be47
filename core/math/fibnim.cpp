#include "fibnim.h"

#include "fibonacci.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace nimlab {

namespace {

constexpr std::uint64_t kMaxCoins = std::numeric_limits<std::uint64_t>::max();

// 2k, saturating: a quota of 2^64 - 1 already allows taking every coin of any pile.
std::uint64_t doubled(std::uint64_t k)
{
    return k > kMaxCoins / 2 ? kMaxCoins : 2 * k;
}

// 2k < s, written so that 2k is never formed.
bool doubledIsBelow(std::uint64_t k, std::uint64_t s)
{
    return s != 0 && k <= (s - 1) / 2;
}

// Row n of the triangle (n >= 1) starts after rows 1 .. n-1, which hold 1 + 2 + ... + (n-1) cells.
std::size_t rowOffset(std::size_t n)
{
    return n * (n - 1) / 2;
}

} // namespace

FibNimPosition fibNimStart(std::uint64_t coins)
{
    return {coins, coins == 0 ? 0 : coins - 1};
}

FibNimPosition fibNimAfter(FibNimPosition position, std::uint64_t k)
{
    // An illegal k larger than the pile is clamped rather than wrapping around.
    const std::uint64_t taken = std::min(k, position.coins);
    return {position.coins - taken, doubled(taken)};
}

bool fibNimIsLegal(FibNimPosition position, std::uint64_t k)
{
    return k >= 1 && k <= position.quota && k <= position.coins;
}

bool fibNimIsWinning(FibNimPosition position)
{
    return position.coins != 0 && position.quota >= smallestZeckendorfTerm(position.coins);
}

std::vector<std::uint64_t> fibNimWinningMoves(FibNimPosition position)
{
    // A winning k other than "take all" leaves coins - k with 2k below its smallest term F_j, so k < F_(j-1):
    // Zeckendorf(coins) is Zeckendorf(coins - k) plus Zeckendorf(k), and k is a sum of the t smallest terms.
    std::vector<std::uint64_t> moves;
    if (position.coins == 0)
        return moves;
    const std::vector<std::uint64_t> terms = zeckendorf(position.coins); // largest first
    const std::uint64_t limit = std::min(position.quota, position.coins);
    std::uint64_t k = 0; // never exceeds coins, so never overflows
    for (std::size_t t = terms.size(); t-- > 0;) {
        k += terms[t];
        if (k > limit)
            break;
        // terms[t - 1] is the smallest Zeckendorf term of coins - k; t == 0 takes every coin.
        if (t == 0 || doubledIsBelow(k, terms[t - 1]))
            moves.push_back(k);
    }
    return moves;
}

FibNimAdvice fibNimAdvice(FibNimPosition position)
{
    FibNimAdvice advice;
    advice.smallestTerm = smallestZeckendorfTerm(position.coins);
    advice.winning = fibNimIsWinning(position);
    advice.takeAll = position.coins != 0 && position.quota >= position.coins;
    if (advice.takeAll)
        advice.move = position.coins;
    else if (advice.winning)
        advice.move = advice.smallestTerm;
    advice.remaining = position.coins - advice.move;
    advice.opponentQuota = doubled(advice.move);
    advice.remainingSmallest = smallestZeckendorfTerm(advice.remaining);
    return advice;
}

FibNimGrundyTable::FibNimGrundyTable(int maxCoins, const Progress &progress) : m_maxCoins(maxCoins)
{
    if (maxCoins < 0 || maxCoins > kMaxFibNimGrundyCoins)
        return;
    const auto top = static_cast<std::size_t>(maxCoins);
    const std::size_t cells = rowOffset(top + 1);
    m_values.assign(cells, 0);
    // g(m, m) again, contiguous: every q > n/3 of row n reads it, and the triangle would be a cache miss each time.
    std::vector<std::uint16_t> diagonal(top + 1, 0);
    std::vector<std::uint64_t> seen(top / 64 + 1, 0);
    const std::size_t reportStep = std::max<std::size_t>(cells / 1000, 1);
    std::size_t nextReport = reportStep;

    for (std::size_t n = 1; n <= top; ++n) {
        // Row n: the options of (n, q) are those of (n, q - 1) plus taking q, so the seen set and its mex only grow.
        // Values stay small (at most 32 up to 10000 coins), so the first word lives in a register; `seen` holds
        // the rest and is scanned only once values 0..63 have all appeared.
        std::fill_n(seen.begin(), n / 64 + 1, 0);
        std::uint64_t low = 0;
        std::size_t mex = 0;
        std::uint16_t *row = m_values.data() + rowOffset(n);
        for (std::size_t q = 1; q <= n; ++q) {
            const std::size_t m = n - q;
            const std::size_t quota = 2 * q;
            std::uint16_t option = 0;
            if (m != 0)
                option = quota >= m ? diagonal[m] : m_values[rowOffset(m) + quota - 1];
            if (option < 64)
                low |= std::uint64_t{1} << option;
            else
                seen[option >> 6] |= std::uint64_t{1} << (option & 63);
            ++m_operations;
            if (low != ~std::uint64_t{0}) {
                mex = static_cast<std::size_t>(std::countr_one(low));
                ++m_operations;
            } else {
                mex = std::max<std::size_t>(mex, 64);
                while ((seen[mex >> 6] >> (mex & 63)) & 1) {
                    mex += static_cast<std::size_t>(std::countr_one(seen[mex >> 6] >> (mex & 63)));
                    ++m_operations;
                }
            }
            row[q - 1] = static_cast<std::uint16_t>(mex);
        }
        diagonal[n] = row[n - 1];

        const std::size_t done = rowOffset(n + 1);
        if (progress && (done >= nextReport || n == top)) {
            nextReport = done + reportStep;
            if (!progress(static_cast<double>(done) / static_cast<double>(cells))) {
                m_values.clear();
                m_values.shrink_to_fit();
                return;
            }
        }
    }
    m_valid = true;
}

std::uint16_t FibNimGrundyTable::value(int n, std::uint64_t q) const
{
    if (!m_valid || n <= 0 || n > m_maxCoins || q == 0)
        return 0;
    const auto row = static_cast<std::size_t>(n);
    const auto column = static_cast<std::size_t>(std::min<std::uint64_t>(q, row));
    return m_values[rowOffset(row) + column - 1];
}

std::optional<MultiPileAnalysis> analyseMultiPile(std::span<const FibNimPosition> piles, const FibNimGrundyTable &table)
{
    if (!table.isValid())
        return std::nullopt;
    const auto limit = static_cast<std::uint64_t>(table.maxCoins());
    if (std::any_of(piles.begin(), piles.end(), [limit](const FibNimPosition &pile) { return pile.coins > limit; }))
        return std::nullopt;

    MultiPileAnalysis analysis;
    for (const FibNimPosition &pile : piles) {
        analysis.grundy.push_back(table.value(static_cast<int>(pile.coins), pile.quota));
        analysis.nimSum ^= analysis.grundy.back();
    }
    analysis.winning = analysis.nimSum != 0;
    if (!analysis.winning)
        return analysis;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        // Taking k from pile i wins when the pile's new value equals the nim-sum of the other piles.
        const std::uint64_t wanted = analysis.nimSum ^ analysis.grundy[i];
        const std::uint64_t most = std::min(piles[i].quota, piles[i].coins);
        for (std::uint64_t k = 1; k <= most; ++k) {
            const FibNimPosition after = fibNimAfter(piles[i], k);
            if (table.value(static_cast<int>(after.coins), after.quota) == wanted)
                analysis.winningMoves.push_back({static_cast<int>(i), k});
        }
    }
    return analysis;
}

} // namespace nimlab
