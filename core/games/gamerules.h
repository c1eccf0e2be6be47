#pragma once

#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace nimlab {

/// A position of any game, encoded by its rules (Nim: the heaps; Wythoff: x, y; Fibonacci Nim: coins, quota, ...).
using GameState = std::vector<std::uint64_t>;
/// A move of any game, encoded by its rules (Nim: heap, new size; Wythoff: the new x, y; Fibonacci Nim: pile, take).
using GameMove = std::vector<std::uint64_t>;

/// Why a position or a move is refused, without words: the game's own reason (an enum of its rules, as int) and the
/// numbers the sentence names, in order. The game's GameExplainer words it (refusalText) in the current language.
struct Refusal
{
    int reason = 0;
    std::vector<std::uint64_t> numbers;
    friend bool operator==(const Refusal &, const Refusal &) = default;
};

/// The rules of one game with its options (normal or misere play, variant). GameSession runs any game through
/// this interface, so the session machinery (history, undo and redo, computer player, hints, review) exists once.
/// Each game's rules class also has typed `Position` and `Move` value types with `decode`/`encode` to these generic
/// vectors, which stay inside core. The rules hold no text: every sentence about a position or a move, refusals
/// included, is the game's GameExplainer's.
class GameRules
{
public:
    virtual ~GameRules() = default;

    /// The options the rules were made from (saved with the session).
    virtual QJsonObject options() const = 0;
    /// Nothing when `state` is a valid position of this game, else why not.
    virtual std::optional<Refusal> checkPosition(const GameState &state) const = 0;
    /// Nothing when `move` is legal in `state`, else why not.
    virtual std::optional<Refusal> checkMove(const GameState &state, const GameMove &move) const = 0;
    /// True when `move` is legal in the valid position `state` (no text: cheap enough to ask for every square).
    virtual bool isLegal(const GameState &state, const GameMove &move) const = 0;
    /// The position after a legal move.
    virtual GameState apply(const GameState &state, const GameMove &move) const = 0;
    /// True when the player to move has no move left.
    virtual bool isOver(const GameState &state) const = 0;
    /// True under normal play (the player who made the last move wins); false under misere play.
    virtual bool lastMoverWins() const = 0;
    /// True when the player to move wins with best play.
    virtual bool moverWins(const GameState &state) const = 0;
    /// Every winning move of the player to move (empty in a losing position).
    virtual std::vector<GameMove> winningMoves(const GameState &state) const = 0;
    /// A legal move chosen at random (the state is not over).
    virtual GameMove randomMove(const GameState &state, std::mt19937_64 &random) const = 0;
    /// Every legal move of the valid position `state` (none when it is over), each leading to a different position;
    /// nullopt when there are more than `most`, so that a heap of 2^63 coins is refused at once, not listed.
    virtual std::optional<std::vector<GameMove>> legalMoves(const GameState &state, std::size_t most) const = 0;
};

} // namespace nimlab
