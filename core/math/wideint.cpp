#include "wideint.h"

#include <bit>

namespace nimlab {

std::uint64_t isqrt128(UInt128 v)
{
    if (v < 2)
        return static_cast<std::uint64_t>(v);
    const auto high = static_cast<std::uint64_t>(v >> 64);
    const auto low = static_cast<std::uint64_t>(v);
    const int bits = high != 0 ? 128 - std::countl_zero(high) : 64 - std::countl_zero(low);
    // Start above the root: 2^ceil(bits/2) > sqrt(v); Newton's iteration then decreases monotonically.
    UInt128 x = UInt128{1} << ((bits + 1) / 2);
    while (true) {
        const UInt128 y = (x + v / x) / 2;
        if (y >= x)
            break;
        x = y;
    }
    return static_cast<std::uint64_t>(x);
}

} // namespace nimlab
