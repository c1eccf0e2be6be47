#include "fibonacci.h"

#include <algorithm>
#include <array>

namespace nimlab {

namespace {

constexpr std::array<std::uint64_t, kMaxFibonacciIndex + 1> makeTable()
{
    std::array<std::uint64_t, kMaxFibonacciIndex + 1> table{};
    table[0] = 0;
    table[1] = 1;
    for (int k = 2; k <= kMaxFibonacciIndex; ++k)
        table[k] = table[k - 1] + table[k - 2];
    return table;
}

constexpr auto kTable = makeTable();
static_assert(kTable[93] == 12200160415121876738ULL, "F_93 is the last Fibonacci number below 2^64");

} // namespace

std::uint64_t fibonacci(int k)
{
    if (k < 0 || k > kMaxFibonacciIndex)
        return 0;
    return kTable[static_cast<std::size_t>(k)];
}

int largestFibonacciIndexAtMost(std::uint64_t n)
{
    if (n == 0)
        return 0;
    // Indices 2..93 hold the distinct Fibonacci numbers 1, 2, 3, ... in increasing order.
    const auto first = kTable.begin() + 2;
    const auto it = std::upper_bound(first, kTable.end(), n);
    return static_cast<int>(it - kTable.begin()) - 1;
}

bool isFibonacci(std::uint64_t n)
{
    return n != 0 && kTable[static_cast<std::size_t>(largestFibonacciIndexAtMost(n))] == n;
}

std::vector<FibonacciTerm> zeckendorfTerms(std::uint64_t n)
{
    std::vector<FibonacciTerm> terms;
    while (n != 0) {
        const int k = largestFibonacciIndexAtMost(n);
        const std::uint64_t f = kTable[static_cast<std::size_t>(k)];
        terms.push_back({k, f});
        n -= f;
    }
    return terms;
}

std::vector<std::uint64_t> zeckendorf(std::uint64_t n)
{
    std::vector<std::uint64_t> values;
    for (const FibonacciTerm &term : zeckendorfTerms(n))
        values.push_back(term.value);
    return values;
}

std::uint64_t smallestZeckendorfTerm(std::uint64_t n)
{
    std::uint64_t last = 0;
    while (n != 0) {
        last = kTable[static_cast<std::size_t>(largestFibonacciIndexAtMost(n))];
        n -= last;
    }
    return last;
}

} // namespace nimlab
