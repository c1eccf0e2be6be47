#include "sumlab.h"

#include "gamesession.h"
#include "math/decimal.h"

namespace nimlab {

namespace {
// The store of a new tab: the tables the example needs (with headroom), small enough to build at once.
std::shared_ptr<SumTableStore> exampleStore()
{
    const SumTableNeeds needs = SumTableNeeds::of(SumLab::exampleComponents()).withHeadroom();
    return std::make_shared<SumTableStore>(buildSumTables(needs));
}
} // namespace

SumLab::SumLab(QObject *parent) : SumLab(exampleStore(), parent) {}

SumLab::SumLab(std::shared_ptr<SumTableStore> store, QObject *parent)
    : GameTab(QStringLiteral("sums"), sumKind(store), QJsonObject{}, encodeSum(exampleComponents()), {ExampleId::Sum},
              2, parent),
      m_store(std::move(store))
{
    game()->setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Intermediate});
    connect(&m_tablesJob, &BackgroundJob::finished, this, &SumLab::tablesBuilt);
    const auto dropPending = [this] {
        if (m_pending) {
            m_pending.reset();
            Q_EMIT pendingStartEnded(tr("The tables were not built, so the game did not start."));
        }
    };
    connect(&m_tablesJob, &BackgroundJob::cancelled, this, dropPending);
    connect(&m_tablesJob, &BackgroundJob::failed, this, dropPending);
}

SumLab::~SumLab() = default;

std::vector<SumComponent> SumLab::exampleComponents()
{
    return sumExampleComponents();
}

std::vector<SumComponent> SumLab::components() const
{
    return decodeSum(game()->position()).value_or(std::vector<SumComponent>{});
}

std::vector<SumComponent> SumLab::startComponents() const
{
    return decodeSum(game()->startPosition()).value_or(std::vector<SumComponent>{});
}

std::optional<SumAnalysis> SumLab::analysis() const
{
    return analyseSum(components(), *m_store->tables());
}

QString SumLab::startGame(const std::vector<SumComponent> &components)
{
    if (const std::optional<Refusal> refusal = SumRules::checkComponents(components))
        return game()->explainer().refusalText(*refusal);
    const SumTableNeeds needs = SumTableNeeds::of(components);
    if (m_store->covers(needs)) {
        m_pending.reset();
        return game()->newGame(QJsonObject{}, encodeSum(components));
    }
    // Off the GUI thread; the game starts when the tables are published (tablesBuilt).
    m_pending = components;
    m_tablesJob.start<SumTables>(
        sumTablesWork(needs.withHeadroom().united(m_store->tables()->covered()), m_store->tables()));
    return {};
}

void SumLab::tablesBuilt()
{
    if (const auto tables = m_tablesJob.result<SumTables>())
        m_store->publish(tables);
    if (!m_pending)
        return;
    const std::vector<SumComponent> components = *std::exchange(m_pending, std::nullopt);
    Q_EMIT pendingStartEnded(startGame(components));
}

void SumLab::prepareSavedGame(const QJsonObject &saved) const
{
    // Only the start matters: moves only lower coins and piles. Whatever is not readable is left to the strict check.
    GameState start;
    for (const QJsonValue &v : saved.value(QStringLiteral("start")).toArray()) {
        const std::optional<std::uint64_t> n = parseDecimal(v.toString());
        if (!n)
            return;
        start.push_back(*n);
    }
    const std::optional<std::vector<SumComponent>> components = decodeSum(start);
    if (!components || SumRules::checkComponents(*components))
        return;
    const SumTableNeeds needs = SumTableNeeds::of(*components);
    if (!m_store->covers(needs))
        m_store->publish(
            buildSumTables(needs.withHeadroom().united(m_store->tables()->covered()), m_store->tables().get()));
}

} // namespace nimlab
