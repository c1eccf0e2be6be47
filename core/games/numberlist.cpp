#include "numberlist.h"

#include "math/decimal.h"

#include <QRegularExpression>

namespace nimlab {

NumberList parseNumberList(const QString &text)
{
    NumberList list;
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    for (const QString &token : text.split(separators, Qt::SkipEmptyParts)) {
        const std::optional<std::uint64_t> n = parseDecimal(token);
        if (!n) {
            list.badToken = token;
            return list;
        }
        list.numbers.push_back(*n);
    }
    return list;
}

} // namespace nimlab
