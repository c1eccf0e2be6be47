#include "fibnimgame.h"

#include "gamesession.h"

#include "examples/example.h"
#include "session/jsonreader.h"

#include <algorithm>

namespace nimlab {

namespace {
constexpr std::uint64_t kDefaultCoins = 10; // the article's worked example
} // namespace

FibNimGame::FibNimGame(QObject *parent)
    : GameTab(QStringLiteral("fibnim"), fibNimKind(), FibNimRules::optionsFor(FibNimRules::Variant::Single),
              FibNimRules::singleStart(kDefaultCoins), {ExampleId::FibNim10, ExampleId::FibNim21}, 3, parent)
{
    game()->setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Intermediate});
}

void FibNimGame::setGrundySize(int maxCoins)
{
    const int size = std::clamp(maxCoins, kMinGrundyCoins, kMaxGrundyCoins);
    if (size == m_grundySize)
        return;
    m_grundySize = size;
    Q_EMIT grundySizeChanged();
    noteSettingsChanged();
}

QJsonObject FibNimGame::saveSettings() const
{
    // Left out at its default, so a file written before the size was saved reads back unchanged.
    if (m_grundySize == kMaxGrundyCoins)
        return {};
    return {{QStringLiteral("grundySize"), m_grundySize}};
}

void FibNimGame::checkSettings(JsonReader &settings) const
{
    // Sessions of format 2 written before the size was a setting have no settings here.
    if (settings.has(QStringLiteral("grundySize")))
        settings.integer(QStringLiteral("grundySize"), kMinGrundyCoins, kMaxGrundyCoins);
    settings.finish();
}

void FibNimGame::restoreSettings(const QJsonObject &settings)
{
    m_grundySize = settings.value(QStringLiteral("grundySize")).toInt(kMaxGrundyCoins);
    Q_EMIT grundySizeChanged();
}

void FibNimGame::startGrundy()
{
    const int size = m_grundySize;
    m_grundyJob.start<FibNimGrundyTable>([size](const Progress &progress) -> std::shared_ptr<const FibNimGrundyTable> {
        auto table = std::make_shared<const FibNimGrundyTable>(size, progress);
        return table->isValid() ? table : nullptr;
    });
}

const FibNimRules &FibNimGame::rules() const
{
    // The session only ever holds rules made by FibNimRules::fromOptions.
    return static_cast<const FibNimRules &>(game()->rules());
}

FibNimAnalysis FibNimGame::analysis() const
{
    return analyseFibNim(rules(), game()->position());
}

std::vector<std::uint64_t> FibNimGame::pileSizesReached() const
{
    std::vector<std::uint64_t> sizes;
    for (int i = 0; i <= game()->moveCount(); ++i)
        for (const FibNimPosition &p : rules().piles(game()->positionAt(i)))
            if (p.coins != 0 && std::find(sizes.begin(), sizes.end(), p.coins) == sizes.end())
                sizes.push_back(p.coins);
    return sizes;
}

QString FibNimGame::newGame(FibNimRules::Variant variant, const std::vector<std::uint64_t> &piles,
                            std::optional<std::uint64_t> globalQuota)
{
    GameState start;
    switch (variant) {
    case FibNimRules::Variant::Single:
        start = piles.size() == 1 ? FibNimRules::singleStart(piles.front()) : GameState{};
        break;
    case FibNimRules::Variant::Multi:
        start = FibNimRules::multiStart(piles);
        break;
    case FibNimRules::Variant::Global:
        start = FibNimRules::globalStart(piles, globalQuota);
        break;
    }
    return game()->newGame(FibNimRules::optionsFor(variant), start);
}

QString FibNimGame::newGameFrom(FibNimPosition position)
{
    return game()->newGame(FibNimRules::optionsFor(FibNimRules::Variant::Single), {position.coins, position.quota});
}

} // namespace nimlab
