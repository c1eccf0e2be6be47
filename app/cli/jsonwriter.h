#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <cstdint>
#include <vector>

namespace nimlab::cli {

/// A JSON number for any uint64_t. QJsonValue holds integers only up to 2^63 - 1; larger values travel as a
/// marked string that toJsonText() turns back into plain decimal digits.
QJsonValue jsonNumber(std::uint64_t value);
QJsonArray jsonNumbers(const std::vector<std::uint64_t> &values);

/// Compact JSON text of `object`, every number in plain decimal digits.
QByteArray toJsonText(const QJsonObject &object);

} // namespace nimlab::cli
