#pragma once

#include <functional>

namespace nimlab {

/// Called now and then by long builds with the fraction done (0..1); returning false asks the build to stop.
using Progress = std::function<bool(double fraction)>;

} // namespace nimlab
