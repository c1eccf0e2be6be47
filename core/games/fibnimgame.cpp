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
    : QObject(parent), m_session(new GameSession(fibNimKind(), FibNimRules::optionsFor(FibNimRules::Variant::Single),
                                                 FibNimRules::singleStart(kDefaultCoins), this))
{
    m_session->setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Intermediate});
}

void FibNimGame::setView(const View &view)
{
    if (view == m_view)
        return;
    m_view = view;
    Q_EMIT viewChanged();
}

QJsonObject FibNimGame::saveView() const
{
    return {{QStringLiteral("page"), m_view.page},
            {QStringLiteral("example"), m_view.example},
            {QStringLiteral("step"), m_view.step}};
}

QString FibNimGame::validateView(const QJsonObject &state)
{
    return checkJson(state, &checkView);
}

void FibNimGame::checkView(JsonReader &state)
{
    state.integer(QStringLiteral("page"), 0, 2);
    const int example = state.integer(QStringLiteral("example"), 0, 1);
    if (state.ok()) {
        const int steps = int(buildExample(example == 0 ? ExampleId::FibNim10 : ExampleId::FibNim21).steps.size());
        state.integer(QStringLiteral("step"), 0, steps - 1);
    }
    state.finish();
}

void FibNimGame::restoreView(const QJsonObject &state)
{
    if (validateView(state).isEmpty())
        setView({state.value(QStringLiteral("page")).toInt(), state.value(QStringLiteral("example")).toInt(),
                 state.value(QStringLiteral("step")).toInt()});
}

void FibNimGame::startGrundy(int maxCoins)
{
    const int size = std::clamp(maxCoins, 1, kMaxGrundyCoins);
    m_grundyJob.start<FibNimGrundyTable>([size](const Progress &progress) -> std::shared_ptr<const FibNimGrundyTable> {
        auto table = std::make_shared<const FibNimGrundyTable>(size, progress);
        return table->isValid() ? table : nullptr;
    });
}

const FibNimRules &FibNimGame::rules() const
{
    // The session only ever holds rules made by FibNimRules::fromOptions.
    return static_cast<const FibNimRules &>(m_session->rules());
}

FibNimAnalysis FibNimGame::analysis() const
{
    return analyseFibNim(rules(), m_session->position());
}

std::vector<std::uint64_t> FibNimGame::pileSizesReached() const
{
    std::vector<std::uint64_t> sizes;
    for (int i = 0; i <= m_session->moveCount(); ++i)
        for (const FibNimPosition &p : rules().piles(m_session->positionAt(i)))
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
    return m_session->newGame(FibNimRules::optionsFor(variant), start);
}

QString FibNimGame::newGameFrom(FibNimPosition position)
{
    return m_session->newGame(FibNimRules::optionsFor(FibNimRules::Variant::Single), {position.coins, position.quota});
}

} // namespace nimlab
