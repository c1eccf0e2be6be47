#include "fibnimrules.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace nimlab {

namespace {
class FibNimText
{
    Q_DECLARE_TR_FUNCTIONS(FibNimRules)
};

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

QString FibNimRules::checkPosition(const GameState &state) const
{
    switch (m_variant) {
    case Variant::Single:
        if (state.size() != 2)
            return FibNimText::tr("A one-pile position is the number of coins and the quota.");
        if (state[0] == 0)
            return FibNimText::tr("The pile is empty: there is nothing to play.");
        if (state[0] > kMaxSingleCoins)
            return FibNimText::tr("A pile holds at most 10^18 = %1 coins.").arg(kMaxSingleCoins);
        if (state[1] == 0)
            return state[0] == 1 ? FibNimText::tr("A game needs at least 2 coins: the first move may not take every "
                                                  "coin.")
                                 : FibNimText::tr("The quota must be at least 1.");
        return {};
    case Variant::Multi:
        if (state.empty() || state.size() % 2 != 0 || state.size() > 2 * std::size_t(kMaxPiles))
            return FibNimText::tr("A game with several piles has 1 to %1 piles, each with its own quota.")
                .arg(kMaxPiles);
        break;
    case Variant::Global:
        if (state.size() < 2 || state.size() > std::size_t(kMaxPiles) + 1)
            return FibNimText::tr("A game with one quota for every pile has 1 to %1 piles.").arg(kMaxPiles);
        if (state[0] == 0)
            return FibNimText::tr("The quota must be at least 1.");
        break;
    }
    return checkPiles(piles(state));
}

QString FibNimRules::checkPiles(const std::vector<FibNimPosition> &all) const
{
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::uint64_t coins = all[i].coins;
        if (m_variant == Variant::Multi && coins > std::uint64_t(kMaxMultiPileCoins))
            return FibNimText::tr("With several piles a pile holds at most %1 coins, so that the Grundy values are "
                                  "quick to compute; pile %2 has %3.")
                .arg(kMaxMultiPileCoins)
                .arg(i + 1)
                .arg(coins);
        total = coins > UINT64_MAX - total ? UINT64_MAX : total + coins; // saturating: only compared with 40
    }
    if (m_variant == Variant::Global && total > std::uint64_t(kMaxGlobalFibNimCoins))
        return FibNimText::tr("The variant with one quota for every pile is solved by search, up to %1 coins in all; "
                              "this position has %2.")
            .arg(kMaxGlobalFibNimCoins)
            .arg(total);
    if (std::none_of(all.begin(), all.end(), [](const FibNimPosition &p) { return movable(p) > 0; }))
        return m_variant == Variant::Multi ? FibNimText::tr("No pile can be played: a pile needs at least 2 coins at "
                                                            "the start, since its first move may not take it whole.")
                                           : FibNimText::tr("Every pile is empty: there is nothing to play.");
    return {};
}

QString FibNimRules::checkMove(const GameState &state, const GameMove &move) const
{
    const std::vector<FibNimPosition> all = piles(state);
    if (move.size() != 2)
        return FibNimText::tr("Choose a pile and how many coins to take.");
    if (move[0] >= all.size())
        return m_variant == Variant::Single ? FibNimText::tr("There is only one pile.")
                                            : FibNimText::tr("There is no pile %1.").arg(move[0] + 1);
    const FibNimPosition pile = all[std::size_t(move[0])];
    const std::uint64_t take = move[1];
    if (take == 0)
        return FibNimText::tr("Take at least one coin.");
    if (take > pile.coins) {
        if (m_variant == Variant::Single)
            return pile.coins == 1 ? FibNimText::tr("Only 1 coin is left.")
                                   : FibNimText::tr("Only %1 coins are left.").arg(pile.coins);
        return pile.coins == 0 ? FibNimText::tr("Pile %1 is empty.").arg(move[0] + 1)
                               : FibNimText::tr("Pile %1 has only %2 coins.").arg(move[0] + 1).arg(pile.coins);
    }
    if (take > pile.quota) {
        switch (m_variant) {
        case Variant::Single:
            return FibNimText::tr("The quota is %1: you may take at most %1 coins now (the first move may not take "
                                  "every coin; later moves at most twice the previous one).")
                .arg(pile.quota);
        case Variant::Multi:
            if (pile.quota == 0)
                return FibNimText::tr("Pile %1 cannot be played: its quota is 0, since its first move may not take "
                                      "it whole.")
                    .arg(move[0] + 1);
            return FibNimText::tr("The quota of pile %1 is %2: you may take at most %2 coins from it now.")
                .arg(move[0] + 1)
                .arg(pile.quota);
        case Variant::Global:
            return FibNimText::tr("The quota is %1 (twice the previous move, whichever pile it was from): you may "
                                  "take at most %1 coins now.")
                .arg(pile.quota);
        }
    }
    return {};
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
