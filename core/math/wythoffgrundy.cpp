// Grundy values of Wythoff's game: one mex per cell over the union of three growing sets (the row so far, the
// column below, the diagonal), each a 64-bit word bitset that also remembers its own mex.
#include "wythoff.h"

#include <algorithm>
#include <bit>
#include <cstddef>

namespace nimlab {

namespace {

constexpr std::uint64_t kAllOnes = ~std::uint64_t{0};

// Equal-sized bitsets in one flat vector. A set only grows, so its mex only rises; keeping it exact costs one word
// scan per insert of the current mex, paid back many times over by starting every union scan there.
class BitsetFamily
{
public:
    BitsetFamily(std::size_t sets, std::size_t words) : m_words(words), m_bits(sets * words, 0), m_mex(sets, 0) {}

    const std::uint64_t *words(std::size_t set) const { return m_bits.data() + set * m_words; }
    std::uint32_t mex(std::size_t set) const { return m_mex[set]; }

    // Adds value to the set; returns the number of words examined.
    std::uint64_t insert(std::size_t set, std::uint32_t value)
    {
        std::uint64_t *bits = m_bits.data() + set * m_words;
        bits[value / 64] |= std::uint64_t{1} << (value % 64);
        if (value != m_mex[set])
            return 1;
        // A set holds at most `size` values, fewer than its 3 * size bits, so a zero bit is always found.
        std::size_t word = value / 64;
        std::uint64_t ops = 1;
        while (bits[word] == kAllOnes) {
            ++word;
            ++ops;
        }
        m_mex[set] = static_cast<std::uint32_t>(word * 64 + static_cast<std::size_t>(std::countr_one(bits[word])));
        return ops;
    }

private:
    std::size_t m_words;
    std::vector<std::uint64_t> m_bits;
    std::vector<std::uint32_t> m_mex;
};

} // namespace

WythoffGrundyTable buildWythoffGrundy(int size, const Progress &progress)
{
    if (size < 1 || size > kMaxWythoffGrundySize)
        return {};
    const auto n = static_cast<std::size_t>(size);
    // G(x, y) <= number of options = x + y + min(x, y) < 3 size.
    const std::size_t words = (3 * n + 63) / 64;
    // G is symmetric, so only cells with y >= x are computed (and mirrored). Then the row x set before the diagonal
    // is {G(x, y') : y' < x} = {G(y', x)}, which is exactly column x's set, and column x is not needed after row x:
    // it simply continues as the row. Diagonals with y - x >= 0 suffice, indexed by y - x.
    BitsetFamily columns(n, words);
    BitsetFamily diagonals(n, words);

    WythoffGrundyTable table;
    table.size = size;
    table.cells.resize(n * n);
    std::uint64_t operations = 0;
    const double totalCells = static_cast<double>(n) * static_cast<double>(n + 1) / 2;
    for (std::size_t x = 0; x < n; ++x) {
        const std::uint64_t *r = columns.words(x);
        for (std::size_t y = x; y < n; ++y) {
            const std::size_t diagonal = y - x;
            // The mex of a union is at least the mex of each part: start the scan at the largest of the three.
            const std::uint32_t start = std::max({columns.mex(x), columns.mex(y), diagonals.mex(diagonal)});
            const std::uint64_t *c = columns.words(y);
            const std::uint64_t *d = diagonals.words(diagonal);
            std::size_t word = start / 64;
            std::uint64_t taken = r[word] | c[word] | d[word] | ((std::uint64_t{1} << (start % 64)) - 1);
            ++operations;
            while (taken == kAllOnes) {
                ++word;
                taken = r[word] | c[word] | d[word];
                ++operations;
            }
            const auto value = static_cast<std::uint32_t>(word * 64 + std::size_t(std::countr_one(taken)));
            table.cells[x * n + y] = static_cast<std::uint16_t>(value);
            table.cells[y * n + x] = static_cast<std::uint16_t>(value);
            // On the diagonal the row and the column are the same set: insert once.
            operations += columns.insert(x, value) + diagonals.insert(diagonal, value);
            if (y != x)
                operations += columns.insert(y, value);
        }
        const double done = static_cast<double>((x + 1) * n - x * (x + 1) / 2);
        if (progress && !progress(done / totalCells))
            return {};
    }
    table.operations = operations;
    return table;
}

} // namespace nimlab
