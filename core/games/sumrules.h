#pragma once

#include "gamerules.h"
#include "sumcomponent.h"
#include "sumtables.h"

#include <memory>
#include <optional>

namespace nimlab {

/// A sum of games: 1 to kMaxSumComponents components, each a Nim heap (any size), a Fibonacci Nim pile with its own
/// quota (up to kMaxSumFibNimCoins coins; taking k leaves n - k with quota 2k) or a Wythoff position (piles up to
/// kMaxSumWythoffPile). A move is a move in exactly one component. Normal play only: the options are {} and
/// fromOptions() refuses anything else (misere included), so no session ever holds misere sums.
///
/// State: per component its game's code, then its numbers (see encodeSum): {0, h}, {1, n, q}, {2, x, y}.
/// Move: {component index, game code, the component's new numbers}, e.g. {1, 1, 7, 6} takes 3 coins from a
/// Fibonacci Nim pile of 10 coins in component 1 (from 0).
///
/// The tables: the Grundy values of Fibonacci Nim piles and Wythoff positions come from a SumTableStore that the
/// rules share with their owner (a tab). The rules never build a table: a position the published tables do not
/// cover is refused (Reason::TablesNotReady, with the sizes needed), and isReady() says so without words. The owner
/// builds the missing tables with a BackgroundJob (sumTablesWork(SumTableNeeds::of(...))) and publishes them; the CLI
/// and the tests build them synchronously with buildSumTables(). Since moves only lower coins and piles, tables that
/// cover a start position cover the whole game.
class SumRules final : public GameRules
{
public:
    /// Why a position or move is refused (Refusal::reason; the numbers named after each).
    enum class Reason
    {
        Malformed,         ///< the state cannot be read as components
        NoComponent,       ///< no component at all
        TooManyComponents, ///< {kMaxSumComponents, the count}
        QuotaZero,         ///< {component number}
        FibNimTooBig,      ///< {component number, kMaxSumFibNimCoins, its coins}
        WythoffTooBig,     ///< {component number, kMaxSumWythoffPile, the larger pile}
        TablesNotReady,    ///< {Fibonacci Nim coins needed, Wythoff table size needed} (0: not needed)
        MoveShape,         ///< a move that is not {component, game, new numbers}
        NoSuchComponent,   ///< {component number}
        OtherGame,         ///< {component number}: the move names another game than the component's
        NotAMove,          ///< {component number}: the new numbers are not one move away
    };

    /// A position: the components, in the order given.
    struct Position
    {
        std::vector<SumComponent> components;
        friend bool operator==(const Position &, const Position &) = default;
    };
    /// A move: component `component` (from 0) becomes `to`.
    struct Move
    {
        std::size_t component = 0;
        SumComponent to;
        friend bool operator==(const Move &, const Move &) = default;
    };
    /// The position of a valid state.
    static Position decode(const GameState &state) { return {decodeSum(state).value_or(std::vector<SumComponent>{})}; }
    static GameState encode(const Position &position) { return encodeSum(position.components); }
    static Move decodeMove(const GameMove &move);
    static GameMove encodeMove(const Move &move);

    /// Rules reading the tables of `store` (a new empty store when null: sums of Nim heaps only).
    explicit SumRules(std::shared_ptr<const SumTableStore> store = nullptr);
    /// The rules for saved options: {} only (normal play); nullptr for anything else.
    static std::unique_ptr<GameRules> fromOptions(const QJsonObject &options,
                                                  std::shared_ptr<const SumTableStore> store = nullptr);

    /// The store the rules read.
    const std::shared_ptr<const SumTableStore> &store() const { return m_store; }
    /// The tables published so far (a snapshot: hold it for a whole analysis).
    std::shared_ptr<const SumTables> tables() const { return m_store->tables(); }
    /// Nothing when the components are within the limits, else why not (the tables are not asked).
    static std::optional<Refusal> checkComponents(const std::vector<SumComponent> &components);
    /// True when the published tables cover every component of the valid state.
    bool isReady(const GameState &state) const;

    QJsonObject options() const override { return {}; }
    std::optional<Refusal> checkPosition(const GameState &state) const override;
    std::optional<Refusal> checkMove(const GameState &state, const GameMove &move) const override;
    bool isLegal(const GameState &state, const GameMove &move) const override;
    GameState apply(const GameState &state, const GameMove &move) const override;
    bool isOver(const GameState &state) const override;
    bool lastMoverWins() const override { return true; }
    /// True when the nim-sum of the components' Grundy values is not 0 (false when the tables are missing).
    bool moverWins(const GameState &state) const override;
    /// Every move that makes the nim-sum 0, component by component in their order.
    std::vector<GameMove> winningMoves(const GameState &state) const override;
    GameMove randomMove(const GameState &state, std::mt19937_64 &random) const override;
    std::optional<std::vector<GameMove>> legalMoves(const GameState &state, std::size_t most) const override;

private:
    std::shared_ptr<const SumTableStore> m_store;
};

} // namespace nimlab
