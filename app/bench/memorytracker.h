#pragma once

#include <cstdint>

namespace nimlab::bench {

/// Heap bytes allocated through operator new in this process, tracked by the benchmark's own operator new.
std::uint64_t currentHeapBytes();
/// Resets the peak to the current usage.
void resetPeakHeapBytes();
/// Highest currentHeapBytes() since the last reset.
std::uint64_t peakHeapBytes();

} // namespace nimlab::bench
