#include "example.h"

#include <QCoreApplication>

#include <algorithm>

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

namespace {
class TryNextText
{
    Q_DECLARE_TR_FUNCTIONS(Example)
};

// What a student can try next in the example's tab, said at its last step.
QString tryNext(ExampleId id)
{
    switch (id) {
    case ExampleId::Nim:
        return TryNextText::tr("Try it yourself: press \"Play from this position\" at the first step and find the "
                               "winning move against the computer, then type heaps of your own in the start position.");
    case ExampleId::NimSum:
    case ExampleId::Mex:
        return TryNextText::tr(
            "Try it yourself: in the nim-sum table tab, build the 8 x 8 table step by step by XOR, by "
            "mex and by 2^k blocks, and compare the three.");
    case ExampleId::FibNim10:
        return TryNextText::tr("Try it yourself: play 10 coins against the computer on the Play page, finding the "
                               "smallest Zeckendorf term at every move.");
    case ExampleId::FibNim21:
        return TryNextText::tr(
            "Try it yourself: start from 21 coins with the computer moving first, and answer each of "
            "its moves so that it never reaches the smallest Zeckendorf term.");
    case ExampleId::Wythoff:
        return TryNextText::tr("Try it yourself: on the Play page, tick \"Show P-positions\" and play from (7, 9) "
                               "against the computer, always moving the queen to a P-position.");
    case ExampleId::Sum:
        return TryNextText::tr("Try it yourself: press \"Play this sum\", make one of the winning moves, then add a "
                               "component of your own and find the new winning moves.");
    }
    return {};
}

Example buildWithoutTryNext(ExampleId id)
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
} // namespace

Example buildExample(ExampleId id)
{
    Example ex = buildWithoutTryNext(id);
    // The last step ends with what to try next, on a line of its own.
    if (!ex.steps.empty())
        ex.steps.back().text += QStringLiteral("\n\n") + tryNext(id);
    return ex;
}

bool NimTableFigure::isColumnHighlighted(int bit) const
{
    return std::find(columns.begin(), columns.end(), bit) != columns.end();
}

bool NimTableFigure::isRowHighlighted(int row) const
{
    return std::find(rows.begin(), rows.end(), row) != rows.end();
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
