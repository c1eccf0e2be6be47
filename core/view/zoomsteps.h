#pragma once

#include <algorithm>
#include <array>

namespace nimlab::zoom {

/// The window's zoom steps in percent, from the smallest to the largest: text, boards, tables and charts scale
/// together by one of them (the back row of a classroom reads the largest).
inline constexpr std::array<int, 8> kSteps{80, 90, 100, 110, 125, 150, 175, 200};
/// Actual size.
inline constexpr int kActual = 100;

/// The step nearest to `percent` (a saved value read back, perhaps from another version): always one of kSteps.
constexpr int nearestStep(int percent)
{
    int best = kSteps.front();
    for (const int step : kSteps)
        if ((step > percent ? step - percent : percent - step) < (best > percent ? best - percent : percent - best))
            best = step;
    return best;
}

/// The step after `percent`, or the largest when there is none.
constexpr int zoomedIn(int percent)
{
    for (const int step : kSteps)
        if (step > percent)
            return step;
    return kSteps.back();
}

/// The step before `percent`, or the smallest when there is none.
constexpr int zoomedOut(int percent)
{
    for (auto it = kSteps.rbegin(); it != kSteps.rend(); ++it)
        if (*it < percent)
            return *it;
    return kSteps.front();
}

constexpr bool canZoomIn(int percent)
{
    return percent < kSteps.back();
}

constexpr bool canZoomOut(int percent)
{
    return percent > kSteps.front();
}

static_assert(std::is_sorted(kSteps.begin(), kSteps.end()));
static_assert(nearestStep(101) == 100 && nearestStep(1000) == 200 && nearestStep(0) == 80);
static_assert(zoomedIn(100) == 110 && zoomedIn(200) == 200 && zoomedOut(100) == 90 && zoomedOut(80) == 80);

} // namespace nimlab::zoom
