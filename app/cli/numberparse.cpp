#include "numberparse.h"

#include "clitext.h"
#include "math/decimal.h"

namespace nimlab::cli {

std::uint64_t requireNumber(const QString &text, const QString &what, std::uint64_t min, std::uint64_t max)
{
    const std::optional<std::uint64_t> value = parseDecimal(text);
    if (!value || *value < min || *value > max)
        throw CliError{Cli::tr("%1 must be a whole number from %2 to %3 written in decimal digits, not '%4'.")
                           .arg(what)
                           .arg(min)
                           .arg(max)
                           .arg(text)};
    return *value;
}

} // namespace nimlab::cli
