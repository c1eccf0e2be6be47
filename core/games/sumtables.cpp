#include "sumtables.h"

#include <algorithm>
#include <bit>

namespace nimlab {

namespace {
int roomy(int need, int limit)
{
    if (need <= 0)
        return 0;
    return std::min(limit, int(std::bit_ceil(unsigned(std::max(need, 64)))));
}
} // namespace

SumTableNeeds SumTableNeeds::of(const std::vector<SumComponent> &components)
{
    SumTableNeeds needs;
    for (const SumComponent &c : components) {
        if (c.game == SumGame::FibNim)
            needs.fibNimCoins = std::max(needs.fibNimCoins, int(std::min<std::uint64_t>(c.a, kMaxSumFibNimCoins)));
        else if (c.game == SumGame::Wythoff)
            needs.wythoffSize =
                std::max(needs.wythoffSize, 1 + int(std::min<std::uint64_t>(std::max(c.a, c.b), kMaxSumWythoffPile)));
    }
    return needs;
}

SumTableNeeds SumTableNeeds::withHeadroom() const
{
    return {roomy(fibNimCoins, kMaxSumFibNimCoins), roomy(wythoffSize, kMaxSumWythoffPile + 1)};
}

SumTableNeeds SumTableNeeds::united(const SumTableNeeds &other) const
{
    return {std::max(fibNimCoins, other.fibNimCoins), std::max(wythoffSize, other.wythoffSize)};
}

SumTables::SumTables(std::shared_ptr<const FibNimGrundyTable> fibNim, std::shared_ptr<const WythoffGrundyTable> wythoff)
    : m_fibNim(std::move(fibNim)), m_wythoff(std::move(wythoff))
{
}

SumTableNeeds SumTables::covered() const
{
    return {m_fibNim && m_fibNim->isValid() ? m_fibNim->maxCoins() : 0, m_wythoff ? m_wythoff->size : 0};
}

bool SumTables::covers(const SumTableNeeds &needs) const
{
    const SumTableNeeds have = covered();
    return (needs.fibNimCoins <= 0 || needs.fibNimCoins <= have.fibNimCoins) &&
           (needs.wythoffSize <= 0 || needs.wythoffSize <= have.wythoffSize);
}

std::optional<std::uint64_t> SumTables::grundy(const SumComponent &c) const
{
    switch (c.game) {
    case SumGame::Nim:
        return c.a;
    case SumGame::FibNim:
        if (c.a == 0)
            return 0;
        if (!m_fibNim || !m_fibNim->isValid() || c.a > std::uint64_t(m_fibNim->maxCoins()))
            return std::nullopt;
        return m_fibNim->value(int(c.a), c.b);
    case SumGame::Wythoff:
        break;
    }
    if (!m_wythoff || c.a >= std::uint64_t(m_wythoff->size) || c.b >= std::uint64_t(m_wythoff->size))
        return std::nullopt;
    return m_wythoff->at(int(c.a), int(c.b));
}

std::optional<std::vector<std::uint64_t>> sumGrundyValues(const std::vector<SumComponent> &components,
                                                          const SumTables &tables)
{
    std::vector<std::uint64_t> values;
    values.reserve(components.size());
    for (const SumComponent &c : components) {
        const std::optional<std::uint64_t> g = tables.grundy(c);
        if (!g)
            return std::nullopt;
        values.push_back(*g);
    }
    return values;
}

std::optional<std::vector<SumWinningMove>> sumWinningMoves(const std::vector<SumComponent> &components,
                                                           const SumTables &tables)
{
    const std::optional<std::vector<std::uint64_t>> values = sumGrundyValues(components, tables);
    if (!values)
        return std::nullopt;
    std::uint64_t nimSum = 0;
    for (const std::uint64_t g : *values)
        nimSum ^= g;
    std::vector<SumWinningMove> moves;
    if (nimSum == 0)
        return moves;
    for (std::size_t i = 0; i < components.size(); ++i) {
        const std::uint64_t from = (*values)[i];
        const std::uint64_t target = from ^ nimSum;
        const SumComponent &c = components[i];
        if (c.game == SumGame::Nim) {
            if (target < from)
                moves.push_back({i, from, target, SumComponent::nim(target)});
            continue;
        }
        // Not only when the target is smaller: an option's value may exceed the component's own (mex leaves gaps
        // only below), so a Fibonacci Nim pile or a Wythoff position may also win by raising its value.
        // Fibonacci Nim and Wythoff components are within the tables, so they have at most 3 * 4095 options.
        for (const SumComponent &to : sumComponentAllOptions(c))
            if (tables.grundy(to) == target)
                moves.push_back({i, from, target, to});
    }
    return moves;
}

std::shared_ptr<const SumTables> buildSumTables(const SumTableNeeds &needs, const SumTables *reuse,
                                                const Progress &progress)
{
    std::shared_ptr<const FibNimGrundyTable> fib = reuse ? reuse->fibNim() : nullptr;
    std::shared_ptr<const WythoffGrundyTable> wythoff = reuse ? reuse->wythoff() : nullptr;
    const bool buildFib = needs.fibNimCoins > 0 && (!fib || !fib->isValid() || fib->maxCoins() < needs.fibNimCoins);
    const bool buildWythoff = needs.wythoffSize > 0 && (!wythoff || wythoff->size < needs.wythoffSize);
    // Both builds are quadratic in their size: share the progress bar by that work.
    const double fibWork = buildFib ? double(needs.fibNimCoins) * needs.fibNimCoins / 2 : 0;
    const double wythoffWork = buildWythoff ? double(needs.wythoffSize) * needs.wythoffSize : 0;
    const double total = std::max(1.0, fibWork + wythoffWork);
    const auto part = [&progress, total](double before, double work) -> Progress {
        return [&progress, before, work, total](double fraction) {
            return !progress || progress((before + fraction * work) / total);
        };
    };
    if (buildFib) {
        auto table = std::make_shared<const FibNimGrundyTable>(needs.fibNimCoins, part(0, fibWork));
        if (!table->isValid())
            return nullptr;
        fib = std::move(table);
    }
    if (buildWythoff) {
        WythoffGrundyTable table = buildWythoffGrundy(needs.wythoffSize, part(fibWork, wythoffWork));
        if (table.size == 0)
            return nullptr;
        wythoff = std::make_shared<const WythoffGrundyTable>(std::move(table));
    }
    return std::make_shared<const SumTables>(std::move(fib), std::move(wythoff));
}

std::function<std::shared_ptr<const SumTables>(const Progress &)> sumTablesWork(SumTableNeeds needs,
                                                                                std::shared_ptr<const SumTables> reuse)
{
    return [needs, reuse = std::move(reuse)](const Progress &progress) {
        return buildSumTables(needs, reuse.get(), progress);
    };
}

SumTableStore::SumTableStore(std::shared_ptr<const SumTables> tables)
    : m_tables(tables ? std::move(tables) : std::make_shared<const SumTables>())
{
}

std::shared_ptr<const SumTables> SumTableStore::tables() const
{
    const std::lock_guard lock(m_mutex);
    return m_tables;
}

void SumTableStore::publish(const std::shared_ptr<const SumTables> &tables)
{
    if (!tables)
        return;
    const std::lock_guard lock(m_mutex);
    const SumTableNeeds have = m_tables->covered();
    const SumTableNeeds come = tables->covered();
    auto fib = come.fibNimCoins > have.fibNimCoins ? tables->fibNim() : m_tables->fibNim();
    auto wythoff = come.wythoffSize > have.wythoffSize ? tables->wythoff() : m_tables->wythoff();
    m_tables = std::make_shared<const SumTables>(std::move(fib), std::move(wythoff));
}

} // namespace nimlab
