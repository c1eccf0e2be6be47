#pragma once

#include "gamerules.h"
#include "math/fibnim.h"

#include <algorithm>
#include <memory>
#include <optional>

namespace nimlab {

/// Fibonacci Nim in three variants, chosen by the options {"variant": "single" | "multi" | "global"}.
///  - single: one pile. State {coins, quota}; move {0, take}. A new game of n coins (2 .. 10^18) has quota n - 1.
///  - multi: several piles, each with its own quota (the article's Sprague-Grundy variant).
///    State {n1, q1, n2, q2, ...}; move {pile, take}. Each pile starts with quota n_i - 1; piles hold at most
///    kMaxMultiPileCoins coins so that the Grundy values g(n, q) are quick to compute.
///  - global: one quota for the whole game (the article's last paragraph). State {quota, n1, n2, ...}; move
///    {pile, take}; at most kMaxGlobalFibNimCoins coins in all, solved by search.
/// Normal play only: the player who takes the last coin wins.
class FibNimRules final : public GameRules
{
public:
    /// Which of the three games: the article's one pile, or several piles with a quota each or one for all.
    enum class Variant
    {
        Single,
        Multi,
        Global,
    };

    /// Why a position or move is refused (Refusal::reason; the numbers named after each).
    enum class Reason
    {
        SingleShape,        ///< a one-pile position that is not (coins, quota)
        SingleEmpty,        ///< no coin
        SingleTooBig,       ///< {kMaxSingleCoins}
        TooFewCoins,        ///< one coin and quota 0
        QuotaZero,          ///< quota 0
        MultiShape,         ///< {kMaxPiles}
        GlobalShape,        ///< {kMaxPiles}
        MultiPileTooBig,    ///< {kMaxMultiPileCoins, pile number, its coins}
        GlobalTooManyCoins, ///< {kMaxGlobalFibNimCoins, total}
        NoPilePlayable,     ///< several piles, none can be played
        AllEmpty,           ///< one quota for all, every pile empty
        MoveShape,          ///< a move that is not (pile, take)
        OnlyOnePile,        ///< a one-pile move names another pile
        NoSuchPile,         ///< {pile number}
        TakeAtLeastOne,     ///< take 0
        OnlyCoinsLeft,      ///< one pile: {coins left}
        PileEmpty,          ///< {pile number}
        PileHasOnly,        ///< {pile number, its coins}
        AboveQuota,         ///< one pile: {quota}
        PileQuotaZero,      ///< {pile number}
        AbovePileQuota,     ///< {pile number, its quota}
        AboveGlobalQuota,   ///< {quota}
    };

    /// Largest single pile a game accepts (every number up to it is exact).
    static constexpr std::uint64_t kMaxSingleCoins = 1000000000000000000ULL;
    /// Largest pile of the several-piles variant (the Grundy table covers every pile).
    static constexpr int kMaxMultiPileCoins = 1000;
    /// Most piles of the multi and global variants.
    static constexpr int kMaxPiles = 10;

    /// A position of any variant: every pile with the quota of its next move (the one quota, in the global variant).
    struct Position
    {
        std::vector<FibNimPosition> piles;
        friend bool operator==(const Position &, const Position &) = default;
    };
    /// A move: take `take` coins from pile `pile` (from 0).
    using Move = FibNimPileMove;
    /// The position of a valid state.
    Position decode(const GameState &state) const { return {piles(state)}; }
    /// The state of a position of this variant (global: the quota of the first pile is the one quota).
    GameState encode(const Position &position) const;
    static Move decodeMove(const GameMove &move) { return {int(move.at(0)), move.at(1)}; }
    static GameMove encodeMove(const Move &move) { return {std::uint64_t(move.pile), move.take}; }
    /// The most coins the player to move may take from `pile`: min(coins, quota). The coins within reach are the
    /// last that many.
    static std::uint64_t mostToTake(const FibNimPosition &pile) { return std::min(pile.coins, pile.quota); }

    explicit FibNimRules(Variant variant);
    ~FibNimRules() override;
    FibNimRules(const FibNimRules &) = delete;
    FibNimRules &operator=(const FibNimRules &) = delete;

    /// The rules for saved options; nullptr when they are not Fibonacci Nim's.
    static std::unique_ptr<GameRules> fromOptions(const QJsonObject &options);
    /// The options of a variant.
    static QJsonObject optionsFor(Variant variant);
    /// "single", "multi", "global".
    static QString variantName(Variant variant);
    /// The variant named by `name`, if any.
    static std::optional<Variant> variantFromName(const QString &name);

    /// The start of a one-pile game: {coins, coins - 1}.
    static GameState singleStart(std::uint64_t coins);
    /// The start of a several-piles game: each pile with quota n_i - 1.
    static GameState multiStart(const std::vector<std::uint64_t> &piles);
    /// The start of a global game; the quota defaults to total - 1 (a first move may not take every coin).
    static GameState globalStart(const std::vector<std::uint64_t> &piles, std::optional<std::uint64_t> quota = {});

    /// The variant these rules play.
    Variant variant() const { return m_variant; }
    /// The piles of a valid state as (coins, quota) pairs; in the global variant every pile has the one quota.
    std::vector<FibNimPosition> piles(const GameState &state) const;
    /// The Grundy table covering piles up to `maxCoins` (multi variant), built on first use and kept; it only ever
    /// grows. Not thread-safe: the rules belong to one thread.
    const FibNimGrundyTable &grundyTable(int maxCoins) const;
    /// The analysis of a valid global-variant state (kept, since searching is the costly part).
    const GlobalFibNimAnalysis &globalAnalysis(const GameState &state) const;

    QJsonObject options() const override;
    std::optional<Refusal> checkPosition(const GameState &state) const override;
    std::optional<Refusal> checkMove(const GameState &state, const GameMove &move) const override;
    bool isLegal(const GameState &state, const GameMove &move) const override;
    GameState apply(const GameState &state, const GameMove &move) const override;
    bool isOver(const GameState &state) const override;
    bool lastMoverWins() const override { return true; }
    bool moverWins(const GameState &state) const override;
    std::vector<GameMove> winningMoves(const GameState &state) const override;
    GameMove randomMove(const GameState &state, std::mt19937_64 &random) const override;
    std::optional<std::vector<GameMove>> legalMoves(const GameState &state, std::size_t most) const override;

private:
    struct Cache;
    std::optional<Refusal> checkPiles(const std::vector<FibNimPosition> &piles) const;
    std::optional<MultiPileAnalysis> multiAnalysis(const GameState &state) const;

    Variant m_variant;
    std::unique_ptr<Cache> m_cache;
};

} // namespace nimlab
