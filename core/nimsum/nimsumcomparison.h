#pragma once

#include "math/nimsumtable.h"

#include <array>
#include <memory>

namespace nimlab {

/// Time and elementary operations of one method in a comparison.
struct MethodTiming
{
    double ms = 0;
    std::uint64_t operations = 0;
};

/// The outcome of building one table by all three methods.
struct NimSumComparison
{
    int size = 0;
    bool agree = false;
    int mismatchM = -1; ///< first cell where a method disagrees with XOR (when !agree)
    int mismatchN = -1;
    std::array<MethodTiming, 3> timings{};    ///< indexed by NimSumMethod
    std::shared_ptr<const NimSumTable> table; ///< the XOR table, kept for display
};

/// Builds the size x size table by XOR, mex and blocks, times each and compares them cell for cell. Runs on the
/// calling thread (the builder runs it in a BackgroundJob); nullptr when `progress` asked to stop.
std::shared_ptr<const NimSumComparison> compareNimSumMethods(int size, const Progress &progress = {});

} // namespace nimlab
