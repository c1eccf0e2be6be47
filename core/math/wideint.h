#pragma once

#include <cstdint>

namespace nimlab {

/// Unsigned 128-bit integer (a GCC/Clang extension) for exact intermediate products of 64-bit values.
__extension__ typedef unsigned __int128 UInt128;

/// floor(sqrt(v)) for any 128-bit v, exactly (integer Newton iteration, no floating point).
std::uint64_t isqrt128(UInt128 v);

} // namespace nimlab
