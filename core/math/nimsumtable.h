#pragma once

#include "progress.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace nimlab {

/// The article's three ways to build the nim-sum table.
enum class NimSumMethod
{
    Xor,    ///< method 1: bitwise exclusive or of the binary forms
    Mex,    ///< method 2: smallest value unused in the row to the left and the column above
    Blocks, ///< method 3: the 2^(k+1) table from four 2^k tables with +0 and +2^k
};

/// "xor", "mex", "blocks".
std::string_view nimSumMethodName(NimSumMethod method);
/// Inverse of nimSumMethodName; nullopt for an unknown name.
std::optional<NimSumMethod> nimSumMethodFromName(std::string_view name);

inline constexpr int kMaxNimSumTableSize = 8192;

/// An N x N table of nim-sums, row-major: at(m, n) = nim-sum(m, n).
struct NimSumTable
{
    int size = 0;
    std::vector<std::uint16_t> cells; ///< size * size values, row m at m * size
    std::uint64_t operations = 0;     ///< elementary operations the builder performed (cells, words, copies)
    std::uint16_t at(int m, int n) const
    {
        return cells[static_cast<std::size_t>(m) * static_cast<std::size_t>(size) + static_cast<std::size_t>(n)];
    }
};

/// Build an N x N table (1 <= N <= 8192) by the given method. Blocks builds the next power of two and crops.
/// Returns an empty table (size 0) when the progress callback asks to stop.
NimSumTable buildNimSumTable(NimSumMethod method, int size, const Progress &progress = {});

/// Largest size for which teaching steps are produced.
inline constexpr int kMaxNimSumStepSize = 32;

/// One teaching step of a builder.
struct NimSumStep
{
    NimSumMethod method = NimSumMethod::Xor;
    // Xor and Mex: the one cell (m, n) this step fills with `value`.
    int m = 0;
    int n = 0;
    std::uint16_t value = 0;
    // Mex: the values already in the row to the left (G(m, 0..n-1)) and in the column above (G(0..m-1, n)).
    std::vector<std::uint16_t> rowLeft;
    std::vector<std::uint16_t> columnAbove;
    // Blocks: the step makes the table of size 2 * blockSize from the table of size blockSize
    // (blockSize = 2^k; the first step, blockSize 0, is the table of size 1 holding 0).
    int blockSize = 0;
};

/// The steps that build a size x size table (1 <= size <= kMaxNimSumStepSize) in order. Xor and Mex: one step per
/// cell, row by row. Blocks: one step per doubling, up to the next power of two >= size.
std::vector<NimSumStep> nimSumSteps(NimSumMethod method, int size);

} // namespace nimlab
