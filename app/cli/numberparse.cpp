#include "numberparse.h"

#include "clitext.h"

namespace nimlab::cli {

std::optional<std::uint64_t> parseUInt64(const QString &text)
{
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    std::uint64_t value = 0;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c.unicode() - u'0');
        if (value > (UINT64_MAX - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

std::uint64_t requireNumber(const QString &text, const QString &what, std::uint64_t min, std::uint64_t max)
{
    const std::optional<std::uint64_t> value = parseUInt64(text);
    if (!value || *value < min || *value > max)
        throw CliError{Cli::tr("%1 must be a whole number from %2 to %3 written in decimal digits, not '%4'.")
                           .arg(what)
                           .arg(min)
                           .arg(max)
                           .arg(text)};
    return *value;
}

} // namespace nimlab::cli
