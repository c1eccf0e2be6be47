// Replaces the global operator new/delete of the benchmark executable to measure peak heap usage of a build.
#include "memorytracker.h"

#include <atomic>
#include <cstdlib>
#include <malloc.h>
#include <new>

namespace {
std::atomic<std::uint64_t> g_current{0};
std::atomic<std::uint64_t> g_peak{0};

void *allocate(std::size_t size)
{
    void *p = std::malloc(size == 0 ? 1 : size);
    if (!p)
        throw std::bad_alloc();
    const std::uint64_t now = g_current.fetch_add(malloc_usable_size(p)) + malloc_usable_size(p);
    std::uint64_t peak = g_peak.load();
    while (now > peak && !g_peak.compare_exchange_weak(peak, now)) {
    }
    return p;
}

void release(void *p) noexcept
{
    if (!p)
        return;
    g_current.fetch_sub(malloc_usable_size(p));
    std::free(p);
}
} // namespace

void *operator new(std::size_t size)
{
    return allocate(size);
}
void *operator new[](std::size_t size)
{
    return allocate(size);
}
void operator delete(void *p) noexcept
{
    release(p);
}
void operator delete[](void *p) noexcept
{
    release(p);
}
void operator delete(void *p, std::size_t) noexcept
{
    release(p);
}
void operator delete[](void *p, std::size_t) noexcept
{
    release(p);
}

namespace nimlab::bench {

std::uint64_t currentHeapBytes()
{
    return g_current.load();
}
void resetPeakHeapBytes()
{
    g_peak.store(g_current.load());
}
std::uint64_t peakHeapBytes()
{
    return g_peak.load();
}

} // namespace nimlab::bench
