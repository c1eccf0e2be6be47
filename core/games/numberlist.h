#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace nimlab {

/// Whole numbers as a person types a start position: "6 12 9" or "1, 2, 3".
struct NumberList
{
    std::vector<std::uint64_t> numbers; ///< the numbers read, in order
    QString badToken;                   ///< the first piece that is not a decimal number up to 2^64 - 1, if any
    bool ok() const { return badToken.isEmpty(); }
};

/// Reads decimal numbers separated by spaces or commas; stops at the first piece that is not one (a sign, a letter,
/// a value above 2^64 - 1) and names it. The one start-position reader of every game.
NumberList parseNumberList(const QString &text);

} // namespace nimlab
