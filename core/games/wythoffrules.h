#pragma once

#include "gamerules.h"
#include "math/wythoff.h"

#include <memory>
#include <optional>

namespace nimlab {

/// Wythoff's game: two piles of 0 to 2^62 coins (a queen at column x, row y). A move takes any number from one
/// pile, or the same number from both (the queen goes left, down or diagonally down-left). State: {x, y}. Move: the
/// new position {x', y'}. Options: {"misere": bool}.
class WythoffRules final : public GameRules
{
public:
    /// Largest pile the game accepts (2^62).
    static constexpr std::uint64_t kMaxPile = std::uint64_t{1} << 62;

    /// A position: the piles (x, y), the queen's column and row.
    using Position = WythoffPair;
    /// A move: the position it leaves.
    using Move = WythoffPair;
    static Position decode(const GameState &state) { return {state.at(0), state.at(1)}; }
    static GameState encode(const Position &position) { return {position.x, position.y}; }
    static Move decodeMove(const GameMove &move) { return {move.at(0), move.at(1)}; }
    static GameMove encodeMove(const Move &move) { return {move.x, move.y}; }

    /// Why a position or move is refused (Refusal::reason; the numbers named after each).
    enum class Reason
    {
        NotTwoPiles,     ///< a position that is not (x, y)
        PileTooBig,      ///< {kMaxPile}
        MoveNotTwoPiles, ///< a move that is not (x', y')
        CannotAdd,       ///< {x, y}
        TakeAtLeastOne,  ///< the same position
        NotALine,        ///< {x, y, x', y', taken from x, taken from y}
    };
    /// The three kinds of move: from one pile or the same number from both.
    enum class Direction
    {
        FromFirst,  ///< the queen goes left
        FromSecond, ///< the queen goes down
        FromBoth,   ///< the queen goes diagonally down-left
    };
    /// The most coins a move in `direction` may take from `at`.
    static std::uint64_t reach(Position at, Direction direction);
    /// The move that takes `take` coins in `direction`; nullopt when take is 0 or more than reach().
    static std::optional<Move> take(Position at, Direction direction, std::uint64_t take);

    explicit WythoffRules(bool misere) : m_misere(misere) {}
    /// The rules for saved options; nullptr when they are not Wythoff's.
    static std::unique_ptr<GameRules> fromOptions(const QJsonObject &options);
    /// The options object for normal (false) or misere (true) play.
    static QJsonObject makeOptions(bool misere);

    /// True under misere play.
    bool isMisere() const { return m_misere; }
    QJsonObject options() const override;
    std::optional<Refusal> checkPosition(const GameState &state) const override;
    std::optional<Refusal> checkMove(const GameState &state, const GameMove &move) const override;
    bool isLegal(const GameState &state, const GameMove &move) const override;
    /// True when `position` is a P-position of these rules (the player to move loses).
    bool isPPosition(Position position) const { return wythoffIsP(position.x, position.y, m_misere); }
    GameState apply(const GameState &state, const GameMove &move) const override;
    bool isOver(const GameState &state) const override;
    bool lastMoverWins() const override { return !m_misere; }
    bool moverWins(const GameState &state) const override;
    std::vector<GameMove> winningMoves(const GameState &state) const override;
    /// Uniform over the directions open (left, down, diagonal), then over the distances in that direction.
    GameMove randomMove(const GameState &state, std::mt19937_64 &random) const override;
    std::optional<std::vector<GameMove>> legalMoves(const GameState &state, std::size_t most) const override;

private:
    bool m_misere = false;
};

} // namespace nimlab
