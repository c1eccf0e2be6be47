#pragma once

#include <cstdint>
#include <vector>

namespace nimlab {

/// Largest index k with F_k representable in uint64_t (F_93 = 12200160415121876738), with F_1 = F_2 = 1.
inline constexpr int kMaxFibonacciIndex = 93;

/// F_k for 0 <= k <= kMaxFibonacciIndex (F_0 = 0, F_1 = F_2 = 1); returns 0 outside that range.
std::uint64_t fibonacci(int k);

/// True when n is one of the Fibonacci numbers 1, 2, 3, 5, 8, ...
bool isFibonacci(std::uint64_t n);

/// Index k >= 2 of the largest Fibonacci number F_k <= n (n >= 1); 0 for n == 0.
int largestFibonacciIndexAtMost(std::uint64_t n);

/// One term F_index of a Zeckendorf sum.
struct FibonacciTerm
{
    int index = 0;           ///< k in F_k, with F_1 = F_2 = 1
    std::uint64_t value = 0; ///< F_k
    friend bool operator==(const FibonacciTerm &, const FibonacciTerm &) = default;
};

/// Zeckendorf representation of n by the greedy algorithm (subtract the largest Fibonacci number
/// that fits until zero), largest term first; indices are >= 2 and never consecutive. 0 has no terms.
std::vector<FibonacciTerm> zeckendorfTerms(std::uint64_t n);

/// The values of zeckendorfTerms(n), largest first.
std::vector<std::uint64_t> zeckendorf(std::uint64_t n);

/// Smallest term of the Zeckendorf representation of n; 0 for n == 0.
std::uint64_t smallestZeckendorfTerm(std::uint64_t n);

} // namespace nimlab
