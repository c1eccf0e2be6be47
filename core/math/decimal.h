#pragma once

#include <QStringView>

#include <cstdint>
#include <optional>

namespace nimlab {

/// A whole number written in decimal digits only (no sign, no spaces, no hex; leading zeros at any length), up to
/// 2^64 - 1; nullopt otherwise.
/// Every entry field and file of NimLab reads numbers through this, so all uint64_t values stay exact.
std::optional<std::uint64_t> parseDecimal(QStringView text);

} // namespace nimlab
