#include "nimsumtable.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <utility>

namespace nimlab {

namespace {

constexpr std::uint64_t kAllOnes = ~std::uint64_t{0};
/// Cells of work between two calls of the progress callback: a few microseconds (XOR) to about a millisecond (mex at
/// 8192), so a cancelled build stops promptly without paying for a std::function call per row of a fast builder.
constexpr std::uint64_t kCellsPerTick = std::uint64_t{1} << 15;

/// Forwards the progress of a build to the callback once every kCellsPerTick cells, not on every call.
class ProgressTicker
{
public:
    ProgressTicker(const Progress &progress, std::uint64_t totalCells) : m_progress(progress), m_total(totalCells) {}

    /// Reports `doneCells`; false when the callback asks to stop (the builder then returns an empty table at once).
    bool update(std::uint64_t doneCells)
    {
        if (!m_progress || doneCells < m_next)
            return true;
        m_next = doneCells + kCellsPerTick;
        return m_progress(static_cast<double>(doneCells) / static_cast<double>(m_total));
    }

private:
    const Progress &m_progress;
    std::uint64_t m_total;
    std::uint64_t m_next = 0;
};

std::size_t cellCount(int size)
{
    return static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
}

int nextPowerOfTwo(int size)
{
    return static_cast<int>(std::bit_ceil(static_cast<unsigned>(size)));
}

NimSumTable buildByXor(int size, ProgressTicker &ticker)
{
    NimSumTable table;
    table.cells.resize(cellCount(size));
    for (int m = 0; m < size; ++m) {
        if (!ticker.update(static_cast<std::uint64_t>(m) * static_cast<std::uint64_t>(size)))
            return {};
        std::uint16_t *row = table.cells.data() + static_cast<std::size_t>(m) * static_cast<std::size_t>(size);
        for (int n = 0; n < size; ++n)
            row[n] = static_cast<std::uint16_t>(m ^ n);
    }
    table.size = size;
    table.operations = cellCount(size);
    return table;
}

/// Index of the lowest clear bit at or after `from` in the union of two bitsets; counts the words it reads in wordOps.
/// The caller guarantees a clear bit exists (a union of k values always misses one of 0..k).
int firstClearBit(const std::uint64_t *a, const std::uint64_t *b, int from, std::uint64_t &wordOps)
{
    int word = from >> 6;
    std::uint64_t bits = a[word] | b[word] | ((std::uint64_t{1} << (from & 63)) - 1);
    ++wordOps;
    while (bits == kAllOnes) {
        ++word;
        bits = a[word] | b[word];
        ++wordOps;
    }
    return word * 64 + std::countr_one(bits);
}

/// The smallest value missing from one bitset, searched from its previous mex (the set only grows).
int advanceMex(const std::uint64_t *set, int mex, std::uint64_t &wordOps)
{
    int word = mex >> 6;
    std::uint64_t bits = set[word] | ((std::uint64_t{1} << (mex & 63)) - 1);
    ++wordOps;
    while (bits == kAllOnes) {
        bits = set[++word];
        ++wordOps;
    }
    return word * 64 + std::countr_one(bits);
}

// G(m, n) = mex(G(m, 0..n-1) u G(0..m-1, n)). The union of the row set A and the column set B has at most m + n
// values, so every G < 2 * size and each set is a bitset of 2 * size bits. Since mex(A u B) >= max(mex A, mex B),
// the scan of A | B starts at the larger of the two running mexes instead of at 0; it is still the definition.
NimSumTable buildByMex(int size, ProgressTicker &ticker)
{
    const std::size_t words = (2 * static_cast<std::size_t>(size) + 63) / 64;
    std::vector<std::uint64_t> rowSet(words);
    std::vector<std::uint64_t> columnSets(words * static_cast<std::size_t>(size));
    std::vector<int> columnMex(static_cast<std::size_t>(size), 0);
    NimSumTable table;
    table.cells.resize(cellCount(size));
    std::uint64_t wordOps = 0;
    for (int m = 0; m < size; ++m) {
        if (!ticker.update(static_cast<std::uint64_t>(m) * static_cast<std::uint64_t>(size)))
            return {};
        std::fill(rowSet.begin(), rowSet.end(), 0);
        wordOps += words;
        int rowMex = 0;
        std::uint16_t *row = table.cells.data() + static_cast<std::size_t>(m) * static_cast<std::size_t>(size);
        for (int n = 0; n < size; ++n) {
            std::uint64_t *column = columnSets.data() + static_cast<std::size_t>(n) * words;
            int &colMex = columnMex[static_cast<std::size_t>(n)];
            const int value = firstClearBit(rowSet.data(), column, std::max(rowMex, colMex), wordOps);
            assert(value < 2 * size);
            row[n] = static_cast<std::uint16_t>(value);
            const std::uint64_t bit = std::uint64_t{1} << (value & 63);
            rowSet[static_cast<std::size_t>(value >> 6)] |= bit;
            column[value >> 6] |= bit;
            if (value == rowMex)
                rowMex = advanceMex(rowSet.data(), rowMex, wordOps);
            if (value == colMex)
                colMex = advanceMex(column, colMex, wordOps);
        }
    }
    table.size = size;
    table.operations = cellCount(size) + wordOps;
    return table;
}

// The article's method 3: the 1x1 table holds 0; the table of size 2b is four tables of size b with +0 (top left),
// +b (top right, bottom left) and +0 (bottom right). Built in place with row stride p, each row a contiguous loop.
NimSumTable buildByBlocks(int size, ProgressTicker &ticker)
{
    const int p = nextPowerOfTwo(size);
    const std::size_t stride = static_cast<std::size_t>(p);
    NimSumTable table;
    table.cells.resize(cellCount(p)); // cells[0] = 0 is the table of size 1
    std::uint16_t *cells = table.cells.data();
    std::uint64_t written = 1;
    for (int b = 1; b < p; b *= 2) {
        const auto add = static_cast<std::uint16_t>(b);
        const std::size_t half = static_cast<std::size_t>(b);
        for (int m = 0; m < b; ++m) {
            if (!ticker.update(written))
                return {};
            std::uint16_t *row = cells + static_cast<std::size_t>(m) * stride;
            for (std::size_t n = 0; n < half; ++n)
                row[half + n] = static_cast<std::uint16_t>(row[n] + add);
            written += half;
        }
        for (int m = b; m < 2 * b; ++m) {
            if (!ticker.update(written))
                return {};
            const std::uint16_t *above = cells + static_cast<std::size_t>(m - b) * stride;
            std::uint16_t *row = cells + static_cast<std::size_t>(m) * stride;
            for (std::size_t n = 0; n < half; ++n)
                row[n] = static_cast<std::uint16_t>(above[n] + add);
            std::memcpy(row + half, above, half * sizeof(std::uint16_t));
            written += 2 * half;
        }
    }
    table.operations = written;
    if (p != size) {
        // Crop: row m moves from m * p to m * size, never forward, so copying rows in order is safe.
        for (int m = 1; m < size; ++m)
            std::memmove(cells + static_cast<std::size_t>(m) * static_cast<std::size_t>(size),
                         cells + static_cast<std::size_t>(m) * stride,
                         static_cast<std::size_t>(size) * sizeof(std::uint16_t));
        table.cells.resize(cellCount(size));
        table.cells.shrink_to_fit();
        table.operations += cellCount(size);
    }
    table.size = size;
    return table;
}

} // namespace

std::string_view nimSumMethodName(NimSumMethod method)
{
    switch (method) {
    case NimSumMethod::Xor:
        return "xor";
    case NimSumMethod::Mex:
        return "mex";
    case NimSumMethod::Blocks:
        return "blocks";
    }
    return {};
}

std::optional<NimSumMethod> nimSumMethodFromName(std::string_view name)
{
    for (const NimSumMethod method : {NimSumMethod::Xor, NimSumMethod::Mex, NimSumMethod::Blocks}) {
        if (nimSumMethodName(method) == name)
            return method;
    }
    return std::nullopt;
}

NimSumTable buildNimSumTable(NimSumMethod method, int size, const Progress &progress)
{
    if (size < 1 || size > kMaxNimSumTableSize)
        return {};
    // Blocks writes the whole table of the next power of two before cropping, so its work is counted on that.
    ProgressTicker ticker(progress, cellCount(method == NimSumMethod::Blocks ? nextPowerOfTwo(size) : size));
    if (!ticker.update(0))
        return {};
    switch (method) {
    case NimSumMethod::Xor:
        return buildByXor(size, ticker);
    case NimSumMethod::Mex:
        return buildByMex(size, ticker);
    case NimSumMethod::Blocks:
        return buildByBlocks(size, ticker);
    }
    return {};
}

std::vector<NimSumStep> nimSumSteps(NimSumMethod method, int size)
{
    std::vector<NimSumStep> steps;
    if (size < 1 || size > kMaxNimSumStepSize)
        return steps;
    if (method == NimSumMethod::Blocks) {
        NimSumStep step;
        step.method = method;
        steps.push_back(step); // blockSize 0: the table of size 1
        for (int b = 1; 2 * b <= nextPowerOfTwo(size); b *= 2) {
            step.blockSize = b;
            steps.push_back(step);
        }
        return steps;
    }
    const NimSumTable table = buildNimSumTable(method, size);
    steps.reserve(cellCount(size));
    for (int m = 0; m < size; ++m) {
        for (int n = 0; n < size; ++n) {
            NimSumStep step;
            step.method = method;
            step.m = m;
            step.n = n;
            step.value = table.at(m, n);
            if (method == NimSumMethod::Mex) {
                for (int j = 0; j < n; ++j)
                    step.rowLeft.push_back(table.at(m, j));
                for (int i = 0; i < m; ++i)
                    step.columnAbove.push_back(table.at(i, n));
            }
            steps.push_back(std::move(step));
        }
    }
    return steps;
}

} // namespace nimlab
