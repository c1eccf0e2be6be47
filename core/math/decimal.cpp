#include "decimal.h"

namespace nimlab {

std::optional<std::uint64_t> parseDecimal(QStringView text)
{
    // No length limit: leading zeros are allowed at any length, and the overflow check below stops at the first
    // digit that would not fit.
    if (text.isEmpty())
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

} // namespace nimlab
