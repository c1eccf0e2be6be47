#include "sumanalysis.h"

#include "math/nim.h"

#include <algorithm>
#include <bit>

namespace nimlab {

namespace {
// The smallest value missing from `values` (sorted, distinct), and the values above it.
std::pair<std::uint64_t, std::vector<std::uint64_t>> mexAndAbove(std::vector<std::uint64_t> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    std::uint64_t mex = 0;
    std::size_t i = 0;
    while (i < values.size() && values[i] == mex) {
        ++mex;
        ++i;
    }
    return {mex, std::vector<std::uint64_t>(values.begin() + std::ptrdiff_t(i), values.end())};
}
} // namespace

std::optional<SumComponentValue> analyseSumComponent(const SumComponent &component, const SumTables &tables)
{
    SumComponentValue v;
    v.component = component;
    v.optionCount = sumComponentMoveCount(component);
    if (component.game == SumGame::Nim) {
        // The options are the heaps 0 .. h - 1, whose values are their sizes: every value below h, so g = h.
        v.grundy = component.a;
        if (v.optionCount <= SumComponentValue::kListedOptions)
            for (const SumComponent &to : sumComponentAllOptions(component))
                v.options.push_back({to, to.a});
        return v;
    }
    if (!tables.grundy(component))
        return std::nullopt;
    std::vector<std::uint64_t> values;
    for (const SumComponent &to : sumComponentAllOptions(component)) {
        const std::uint64_t g = *tables.grundy(to);
        values.push_back(g);
        if (v.optionCount <= SumComponentValue::kListedOptions)
            v.options.push_back({to, g});
    }
    std::tie(v.grundy, v.valuesAbove) = mexAndAbove(std::move(values));
    return v;
}

std::optional<SumAnalysis> analyseSum(const std::vector<SumComponent> &components, const SumTables &tables)
{
    SumAnalysis a;
    std::vector<std::uint64_t> values;
    for (const SumComponent &c : components) {
        std::optional<SumComponentValue> v = analyseSumComponent(c, tables);
        if (!v)
            return std::nullopt;
        values.push_back(v->grundy);
        a.components.push_back(std::move(*v));
    }
    a.nimSum = nimSum(values);
    a.winning = a.nimSum != 0;
    a.over = std::all_of(components.begin(), components.end(),
                         [](const SumComponent &c) { return sumComponentMoveCount(c) == 0; });
    const int width = std::max(1, nimBinaryWidth(values));
    const std::vector<int> counts = nimColumnCounts(values, width);
    for (int b = width - 1; b >= 0; --b) {
        const int ones = counts[std::size_t(b)];
        a.columns.push_back({b, ones, ones % 2 == 1});
        a.nimSumDigits.push_back(int((a.nimSum >> b) & 1U));
    }
    for (const std::uint64_t g : values) {
        std::vector<int> row;
        for (const SumAnalysis::Column &c : a.columns)
            row.push_back(int((g >> c.bit) & 1U));
        a.digits.push_back(std::move(row));
    }
    a.winningMoves = sumWinningMoves(components, tables).value_or(std::vector<SumWinningMove>{});
    for (std::size_t i = 0; i < components.size(); ++i) {
        const SumComponent &c = components[i];
        if (c.game == SumGame::Wythoff && values[i] == 0)
            a.wythoffZeros.push_back(i);
        if (c.game == SumGame::FibNim && values[i] != c.a)
            a.fibNimNotSize.push_back(i);
    }
    return a;
}

GameKind sumKind(std::shared_ptr<const SumTableStore> store)
{
    return {[store](const QJsonObject &options) { return SumRules::fromOptions(options, store); },
            [](const GameRules &rules) -> std::unique_ptr<GameExplainer> {
                return std::make_unique<SumExplainer>(static_cast<const SumRules &>(rules));
            }};
}

} // namespace nimlab
