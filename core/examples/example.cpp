#include "example.h"

namespace nimlab {

namespace {
struct Entry
{
    ExampleId id;
    const char *name;
};
constexpr Entry kEntries[] = {
    {ExampleId::Nim, "nim"},           {ExampleId::NimSum, "nimsum"},     {ExampleId::Mex, "mex"},
    {ExampleId::FibNim10, "fibnim10"}, {ExampleId::FibNim21, "fibnim21"}, {ExampleId::Wythoff, "wythoff"},
    {ExampleId::Sum, "sum"},
};
} // namespace

QStringList exampleNames()
{
    QStringList names;
    for (const Entry &e : kEntries)
        names << QLatin1String(e.name);
    return names;
}

QString exampleName(ExampleId id)
{
    for (const Entry &e : kEntries)
        if (e.id == id)
            return QLatin1String(e.name);
    return {};
}

std::optional<ExampleId> exampleFromName(const QString &name)
{
    for (const Entry &e : kEntries)
        if (name == QLatin1String(e.name))
            return e.id;
    return std::nullopt;
}

Example buildExample(ExampleId id)
{
    switch (id) {
    case ExampleId::Nim:
        return detail::buildNimExample();
    case ExampleId::NimSum:
        return detail::buildNimSumExample();
    case ExampleId::Mex:
        return detail::buildMexExample();
    case ExampleId::FibNim10:
        return detail::buildFibNim10Example();
    case ExampleId::FibNim21:
        return detail::buildFibNim21Example();
    case ExampleId::Wythoff:
        return detail::buildWythoffExample();
    case ExampleId::Sum:
        return detail::buildSumExample();
    }
    return {};
}

QString joinedSum(const std::vector<std::uint64_t> &terms)
{
    QStringList parts;
    for (const std::uint64_t t : terms)
        parts << QString::number(t);
    return parts.isEmpty() ? QStringLiteral("0") : parts.join(QStringLiteral(" + "));
}

QJsonArray exampleJson(const std::vector<std::uint64_t> &values)
{
    QJsonArray array;
    for (const std::uint64_t v : values)
        array.append(static_cast<qint64>(v));
    return array;
}

QString tupleText(const std::vector<std::uint64_t> &values)
{
    QStringList parts;
    for (const std::uint64_t v : values)
        parts << QString::number(v);
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace nimlab
