#pragma once

#include "math/fibnim.h"
#include "math/progress.h"
#include "math/wythoff.h"
#include "sumcomponent.h"

#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace nimlab {

/// What Grundy tables a sum needs: Fibonacci Nim piles up to `fibNimCoins` coins and Wythoff positions with both
/// piles below `wythoffSize` (0: none of that game). Every position a sum can reach needs no more than its start:
/// moves only lower coins and piles (a quota above the coins acts as the coins).
struct SumTableNeeds
{
    int fibNimCoins = 0;
    int wythoffSize = 0;

    /// The needs of a sum whose components are within the limits (kMaxSumFibNimCoins, kMaxSumWythoffPile).
    static SumTableNeeds of(const std::vector<SumComponent> &components);
    /// The needs rounded up (powers of two, at least 64, at most the limits), so that the next positions a student
    /// types are likely covered without another build; each table still takes well under a second.
    SumTableNeeds withHeadroom() const;
    /// The larger of each need.
    SumTableNeeds united(const SumTableNeeds &other) const;
    friend bool operator==(const SumTableNeeds &, const SumTableNeeds &) = default;
};

/// The Grundy tables a sum of games reads, immutable once built, so one object is shared by the rules of a tab, its
/// background searches and its analyses on any thread. A Nim heap needs no table.
class SumTables
{
public:
    /// No table: covers sums of Nim heaps only.
    SumTables() = default;
    SumTables(std::shared_ptr<const FibNimGrundyTable> fibNim, std::shared_ptr<const WythoffGrundyTable> wythoff);

    /// What the tables cover.
    SumTableNeeds covered() const;
    /// True when the tables hold every value `needs` asks for.
    bool covers(const SumTableNeeds &needs) const;
    /// The Grundy value of a component; nullopt when it is beyond the tables (a Nim heap's is its size).
    std::optional<std::uint64_t> grundy(const SumComponent &component) const;
    const std::shared_ptr<const FibNimGrundyTable> &fibNim() const { return m_fibNim; }
    const std::shared_ptr<const WythoffGrundyTable> &wythoff() const { return m_wythoff; }

private:
    std::shared_ptr<const FibNimGrundyTable> m_fibNim;
    std::shared_ptr<const WythoffGrundyTable> m_wythoff;
};

/// A move in one component that makes the nim-sum of the sum 0: from value `fromValue` to `toValue` =
/// fromValue XOR the nim-sum. When toValue is smaller the mex guarantees such an option; a Fibonacci Nim pile or a
/// Wythoff position may also have options of larger values, and moving there wins as well.
struct SumWinningMove
{
    std::size_t component = 0;
    std::uint64_t fromValue = 0;
    std::uint64_t toValue = 0;
    SumComponent to;
    friend bool operator==(const SumWinningMove &, const SumWinningMove &) = default;
};

/// The Grundy values of the components; nullopt when a component is beyond the tables.
std::optional<std::vector<std::uint64_t>> sumGrundyValues(const std::vector<SumComponent> &components,
                                                          const SumTables &tables);
/// Every winning move, component by component, each component's moves in sumComponentOptions() order; empty when
/// the nim-sum is 0, nullopt when a component is beyond the tables.
std::optional<std::vector<SumWinningMove>> sumWinningMoves(const std::vector<SumComponent> &components,
                                                           const SumTables &tables);

/// Builds the tables `needs` asks for, sharing every table of `reuse` that is already big enough (so a bigger
/// Wythoff need does not rebuild the Fibonacci Nim table). Runs on any thread; nullptr when `progress` said stop.
std::shared_ptr<const SumTables> buildSumTables(const SumTableNeeds &needs, const SumTables *reuse = nullptr,
                                                const Progress &progress = {});
/// The work for a BackgroundJob (`job.start<SumTables>(sumTablesWork(...))`): buildSumTables(needs, reuse).
std::function<std::shared_ptr<const SumTables>(const Progress &)> sumTablesWork(SumTableNeeds needs,
                                                                                std::shared_ptr<const SumTables> reuse);

/// Where the rules of a tab find the tables: the tab owns one store, hands it to sumKind(), builds what a new
/// position needs with a BackgroundJob and publishes the result here. The rules only read, so nothing ever blocks
/// the thread that asks. Thread-safe: the session's background search reads it while the GUI thread publishes.
class SumTableStore
{
public:
    SumTableStore() : m_tables(std::make_shared<const SumTables>()) {}
    explicit SumTableStore(std::shared_ptr<const SumTables> tables);

    /// The tables published so far (never null).
    std::shared_ptr<const SumTables> tables() const;
    /// Publishes new tables; each table only grows (a smaller one than the current is ignored).
    void publish(const std::shared_ptr<const SumTables> &tables);
    /// True when the current tables cover `needs`.
    bool covers(const SumTableNeeds &needs) const { return tables()->covers(needs); }

private:
    mutable std::mutex m_mutex;
    std::shared_ptr<const SumTables> m_tables;
};

} // namespace nimlab
