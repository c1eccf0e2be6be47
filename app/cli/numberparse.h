#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace nimlab::cli {

/// A user error: printed as one line on stderr, exit code 2, nothing on stdout.
struct CliError
{
    QString message;
};

/// Parses `text` as `what` in [min, max]; throws CliError with a clear message otherwise.
std::uint64_t requireNumber(const QString &text, const QString &what, std::uint64_t min = 0,
                            std::uint64_t max = UINT64_MAX);

} // namespace nimlab::cli
