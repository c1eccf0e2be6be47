#include "fibnimrules.h"

#include <algorithm>
#include <map>

namespace nimlab {

namespace {
Refusal refuse(FibNimRules::Reason reason, std::vector<std::uint64_t> numbers = {})
{
    return {int(reason), std::move(numbers)};
}

constexpr std::size_t kMaxCachedAnalyses = 4096;

std::uint64_t movable(const FibNimPosition &pile)
{
    return FibNimRules::mostToTake(pile);
}
} // namespace

struct FibNimRules::Cache
{
    std::unique_ptr<FibNimGrundyTable> table;
    std::map<GameState, GlobalFibNimAnalysis> global;
};

FibNimRules::FibNimRules(Variant variant) : m_variant(variant), m_cache(std::make_unique<Cache>()) {}

FibNimRules::~FibNimRules() = default;

std::unique_ptr<GameRules> FibNimRules::fromOptions(const QJsonObject &options)
{
    const std::optional<Variant> variant = variantFromName(options.value(QStringLiteral("variant")).toString());
    return variant ? std::make_unique<FibNimRules>(*variant) : nullptr;
}

QJsonObject FibNimRules::optionsFor(Variant variant)
{
    return {{QStringLiteral("variant"), variantName(variant)}};
}

QString FibNimRules::variantName(Variant variant)
{
    switch (variant) {
    case Variant::Single:
        return QStringLiteral("single");
    case Variant::Multi:
        return QStringLiteral("multi");
    case Variant::Global:
        return QStringLiteral("global");
    }
    return {};
}

std::optional<FibNimRules::Variant> FibNimRules::variantFromName(const QString &name)
{
    for (const Variant v : {Variant::Single, Variant::Multi, Variant::Global})
        if (variantName(v) == name)
            return v;
    return std::nullopt;
}

GameState FibNimRules::singleStart(std::uint64_t coins)
{
    const FibNimPosition p = fibNimStart(coins);
    return {p.coins, p.quota};
}

GameState FibNimRules::multiStart(const std::vector<std::uint64_t> &piles)
{
    GameState state;
    for (const std::uint64_t n : piles) {
        const FibNimPosition p = fibNimStart(n);
        state.push_back(p.coins);
        state.push_back(p.quota);
    }
    return state;
}

GameState FibNimRules::globalStart(const std::vector<std::uint64_t> &piles, std::optional<std::uint64_t> quota)
{
    const GlobalFibNimPosition start = globalFibNimStart(piles);
    GameState state{quota.value_or(start.quota)};
    state.insert(state.end(), piles.begin(), piles.end());
    return state;
}

std::vector<FibNimPosition> FibNimRules::piles(const GameState &state) const
{
    std::vector<FibNimPosition> result;
    if (m_variant == Variant::Global) {
        for (std::size_t i = 1; i < state.size(); ++i)
            result.push_back({state[i], state[0]});
    } else {
        for (std::size_t i = 0; i + 1 < state.size(); i += 2)
            result.push_back({state[i], state[i + 1]});
    }
    return result;
}

const FibNimGrundyTable &FibNimRules::grundyTable(int maxCoins) const
{
    if (!m_cache->table || m_cache->table->maxCoins() < maxCoins)
        m_cache->table = std::make_unique<FibNimGrundyTable>(std::clamp(maxCoins, 0, kMaxFibNimGrundyCoins));
    return *m_cache->table;
}

const GlobalFibNimAnalysis &FibNimRules::globalAnalysis(const GameState &state) const
{
    if (const auto found = m_cache->global.find(state); found != m_cache->global.end())
        return found->second;
    if (m_cache->global.size() >= kMaxCachedAnalyses)
        m_cache->global.clear();
    GlobalFibNimPosition position{{state.begin() + 1, state.end()}, state.front()};
    GlobalFibNimAnalysis analysis = analyseGlobalFibNim(position).value_or(GlobalFibNimAnalysis{});
    return m_cache->global.emplace(state, std::move(analysis)).first->second;
}

std::optional<MultiPileAnalysis> FibNimRules::multiAnalysis(const GameState &state) const
{
    const std::vector<FibNimPosition> all = piles(state);
    std::uint64_t largest = 0;
    for (const FibNimPosition &p : all)
        largest = std::max(largest, p.coins);
    if (largest > std::uint64_t(kMaxMultiPileCoins))
        return std::nullopt;
    return analyseMultiPile(all, grundyTable(int(largest)));
}

QJsonObject FibNimRules::options() const
{
    return optionsFor(m_variant);
}

std::optional<Refusal> FibNimRules::checkPosition(const GameState &state) const
{
    switch (m_variant) {
    case Variant::Single:
        if (state.size() != 2)
            return refuse(Reason::SingleShape);
        if (state[0] == 0)
            return refuse(Reason::SingleEmpty);
        if (state[0] > kMaxSingleCoins)
            return refuse(Reason::SingleTooBig, {kMaxSingleCoins});
        if (state[1] == 0)
            return refuse(state[0] == 1 ? Reason::TooFewCoins : Reason::QuotaZero);
        return std::nullopt;
    case Variant::Multi:
        if (state.empty() || state.size() % 2 != 0 || state.size() > 2 * std::size_t(kMaxPiles))
            return refuse(Reason::MultiShape, {std::uint64_t(kMaxPiles)});
        break;
    case Variant::Global:
        if (state.size() < 2 || state.size() > std::size_t(kMaxPiles) + 1)
            return refuse(Reason::GlobalShape, {std::uint64_t(kMaxPiles)});
        if (state[0] == 0)
            return refuse(Reason::QuotaZero);
        break;
    }
    return checkPiles(piles(state));
}

std::optional<Refusal> FibNimRules::checkPiles(const std::vector<FibNimPosition> &all) const
{
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::uint64_t coins = all[i].coins;
        if (m_variant == Variant::Multi && coins > std::uint64_t(kMaxMultiPileCoins))
            return refuse(Reason::MultiPileTooBig, {std::uint64_t(kMaxMultiPileCoins), i + 1, coins});
        total = coins > UINT64_MAX - total ? UINT64_MAX : total + coins; // saturating: only compared with 40
    }
    if (m_variant == Variant::Global && total > std::uint64_t(kMaxGlobalFibNimCoins))
        return refuse(Reason::GlobalTooManyCoins, {std::uint64_t(kMaxGlobalFibNimCoins), total});
    if (std::none_of(all.begin(), all.end(), [](const FibNimPosition &p) { return movable(p) > 0; }))
        return refuse(m_variant == Variant::Multi ? Reason::NoPilePlayable : Reason::AllEmpty);
    return std::nullopt;
}

std::optional<Refusal> FibNimRules::checkMove(const GameState &state, const GameMove &move) const
{
    const std::vector<FibNimPosition> all = piles(state);
    if (move.size() != 2)
        return refuse(Reason::MoveShape);
    if (move[0] >= all.size())
        return m_variant == Variant::Single ? refuse(Reason::OnlyOnePile) : refuse(Reason::NoSuchPile, {move[0] + 1});
    const FibNimPosition pile = all[std::size_t(move[0])];
    const std::uint64_t take = move[1];
    if (take == 0)
        return refuse(Reason::TakeAtLeastOne);
    if (take > pile.coins) {
        if (m_variant == Variant::Single)
            return refuse(Reason::OnlyCoinsLeft, {pile.coins});
        return pile.coins == 0 ? refuse(Reason::PileEmpty, {move[0] + 1})
                               : refuse(Reason::PileHasOnly, {move[0] + 1, pile.coins});
    }
    if (take > pile.quota) {
        switch (m_variant) {
        case Variant::Single:
            return refuse(Reason::AboveQuota, {pile.quota});
        case Variant::Multi:
            if (pile.quota == 0)
                return refuse(Reason::PileQuotaZero, {move[0] + 1});
            return refuse(Reason::AbovePileQuota, {move[0] + 1, pile.quota});
        case Variant::Global:
            return refuse(Reason::AboveGlobalQuota, {pile.quota});
        }
    }
    return std::nullopt;
}

bool FibNimRules::isLegal(const GameState &state, const GameMove &move) const
{
    if (move.size() != 2)
        return false;
    const std::vector<FibNimPosition> all = piles(state);
    return move[0] < all.size() && move[1] >= 1 && move[1] <= movable(all[std::size_t(move[0])]);
}

GameState FibNimRules::encode(const Position &position) const
{
    GameState state;
    if (m_variant == Variant::Global)
        state.push_back(position.piles.empty() ? 0 : position.piles.front().quota);
    for (const FibNimPosition &p : position.piles) {
        state.push_back(p.coins);
        if (m_variant != Variant::Global)
            state.push_back(p.quota);
    }
    return state;
}

GameState FibNimRules::apply(const GameState &state, const GameMove &move) const
{
    GameState next = state;
    const std::size_t pile = std::size_t(move[0]);
    if (m_variant == Variant::Global) {
        const FibNimPosition after = fibNimAfter({state[pile + 1], state[0]}, move[1]);
        next[pile + 1] = after.coins;
        next[0] = after.quota;
    } else {
        const FibNimPosition after = fibNimAfter({state[2 * pile], state[2 * pile + 1]}, move[1]);
        next[2 * pile] = after.coins;
        next[2 * pile + 1] = after.quota;
    }
    return next;
}

bool FibNimRules::isOver(const GameState &state) const
{
    const std::vector<FibNimPosition> all = piles(state);
    return std::none_of(all.begin(), all.end(), [](const FibNimPosition &p) { return movable(p) > 0; });
}

bool FibNimRules::moverWins(const GameState &state) const
{
    switch (m_variant) {
    case Variant::Single:
        return fibNimIsWinning({state[0], state[1]});
    case Variant::Multi: {
        const std::optional<MultiPileAnalysis> analysis = multiAnalysis(state);
        return analysis && analysis->winning;
    }
    case Variant::Global:
        return globalAnalysis(state).winning;
    }
    return false;
}

std::vector<GameMove> FibNimRules::winningMoves(const GameState &state) const
{
    std::vector<GameMove> moves;
    switch (m_variant) {
    case Variant::Single:
        for (const std::uint64_t k : fibNimWinningMoves({state[0], state[1]}))
            moves.push_back({0, k});
        break;
    case Variant::Multi:
        if (const std::optional<MultiPileAnalysis> analysis = multiAnalysis(state))
            for (const FibNimPileMove &m : analysis->winningMoves)
                moves.push_back({std::uint64_t(m.pile), m.take});
        break;
    case Variant::Global:
        for (const FibNimPileMove &m : globalAnalysis(state).winningMoves)
            moves.push_back({std::uint64_t(m.pile), m.take});
        break;
    }
    return moves;
}

GameMove FibNimRules::randomMove(const GameState &state, std::mt19937_64 &random) const
{
    const std::vector<FibNimPosition> all = piles(state);
    std::vector<std::size_t> playable;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (movable(all[i]) > 0)
            playable.push_back(i);
    if (playable.empty())
        return {};
    const std::size_t pile = playable[std::size_t(random() % playable.size())];
    return {std::uint64_t(pile), 1 + random() % movable(all[pile])};
}

std::optional<std::vector<GameMove>> FibNimRules::legalMoves(const GameState &state, std::size_t most) const
{
    // Count first (saturating): one move per coin within reach, and a single pile may hold 10^18.
    const std::vector<FibNimPosition> all = piles(state);
    std::uint64_t count = 0;
    for (const FibNimPosition &pile : all)
        count = movable(pile) > UINT64_MAX - count ? UINT64_MAX : count + movable(pile);
    if (count > most)
        return std::nullopt;
    std::vector<GameMove> moves;
    moves.reserve(std::size_t(count));
    for (std::size_t i = 0; i < all.size(); ++i)
        for (std::uint64_t take = 1; take <= movable(all[i]); ++take)
            moves.push_back({std::uint64_t(i), take});
    return moves;
}

} // namespace nimlab
