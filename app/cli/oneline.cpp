#include "oneline.h"

namespace nimlab::cli {

namespace {

QString escaped(char16_t c)
{
    switch (c) {
    case u'\n':
        return QStringLiteral("\\n");
    case u'\r':
        return QStringLiteral("\\r");
    case u'\t':
        return QStringLiteral("\\t");
    case u'\x1b':
        return QStringLiteral("\\e");
    default:
        break;
    }
    if (c < 0x80)
        return QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    return QStringLiteral("\\u{%1}").arg(uint(c), 0, 16);
}

bool isControl(char16_t c)
{
    // C0, DEL and C1 are what terminals act on; U+2028 and U+2029 are line breaks to many readers of a log.
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
}

} // namespace

QString escapeControlCharacters(QStringView text)
{
    QString result;
    result.reserve(text.size());
    for (const QChar ch : text) {
        if (isControl(ch.unicode()))
            result += escaped(ch.unicode());
        else
            result += ch;
    }
    return result;
}

} // namespace nimlab::cli
