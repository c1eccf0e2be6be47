#include "sumspelling.h"

#include "math/decimal.h"

#include <QStringList>

#include <optional>

namespace nimlab {

namespace {
// Two numbers separated by `separator` ("10/9", "4,4").
std::optional<std::pair<std::uint64_t, std::uint64_t>> pair(QStringView spec, QChar separator)
{
    const qsizetype at = spec.indexOf(separator);
    if (at < 0)
        return std::nullopt;
    const std::optional<std::uint64_t> a = parseDecimal(spec.left(at));
    const std::optional<std::uint64_t> b = parseDecimal(spec.mid(at + 1));
    if (!a || !b)
        return std::nullopt;
    return std::pair{*a, *b};
}

std::optional<SumComponent> component(const QString &word)
{
    const qsizetype colon = word.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return std::nullopt;
    const QStringView game = QStringView(word).left(colon);
    const QStringView spec = QStringView(word).mid(colon + 1);
    if (game == QLatin1String("nim")) {
        if (const std::optional<std::uint64_t> heap = parseDecimal(spec))
            return SumComponent::nim(*heap);
    } else if (game == QLatin1String("fib")) {
        if (!spec.contains(QLatin1Char('/'))) {
            if (const std::optional<std::uint64_t> coins = parseDecimal(spec))
                return SumComponent::fibNimStart(*coins);
        } else if (const auto p = pair(spec, QLatin1Char('/'))) {
            return SumComponent::fibNim(p->first, p->second);
        }
    } else if (game == QLatin1String("wythoff")) {
        if (const auto p = pair(spec, QLatin1Char(',')))
            return SumComponent::wythoff(p->first, p->second);
    }
    return std::nullopt;
}
} // namespace

SumSpelling parseSumSpelling(const QString &text)
{
    SumSpelling result;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const std::optional<SumComponent> c = component(word.trimmed());
        if (!c) {
            result.badWord = word;
            result.components.clear();
            return result;
        }
        result.components.push_back(*c);
    }
    return result;
}

QString spellComponent(const SumComponent &c)
{
    switch (c.game) {
    case SumGame::Nim:
        return QStringLiteral("nim:%1").arg(c.a);
    case SumGame::FibNim:
        return QStringLiteral("fib:%1/%2").arg(c.a).arg(c.b);
    case SumGame::Wythoff:
        break;
    }
    return QStringLiteral("wythoff:%1,%2").arg(c.a).arg(c.b);
}

QString spellSum(const std::vector<SumComponent> &components)
{
    QStringList words;
    for (const SumComponent &c : components)
        words << spellComponent(c);
    return words.join(QLatin1Char(' '));
}

} // namespace nimlab
