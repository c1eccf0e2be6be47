#pragma once

#include "gamerules.h"

#include <cstddef>
#include <optional>
#include <unordered_map>

namespace nimlab {

/// What best play makes of a position: who wins, and where the game tree is small enough, in how many moves.
struct PositionValue
{
    /// True when the player to move wins with best play.
    bool moverWins = false;
    /// Moves to the end with best play (Winning Ways' remoteness); nullopt when the tree was too big to search.
    std::optional<int> remoteness;
    friend bool operator==(const PositionValue &, const PositionValue &) = default;
};

/// How many distinct positions a remoteness search may visit before it gives up (the "small tree").
inline constexpr std::size_t kRemotenessLimit = 100000;
/// How many moves per allowed position a search may examine: a single Nim heap of 99 999 coins has fewer positions
/// than the limit but 5 * 10^9 moves, and the time is in the moves.
inline constexpr std::size_t kRemotenessMovesPerPosition = 20;

/// A hash of positions, for maps keyed by them.
struct GameStateHash
{
    std::size_t operator()(const GameState &state) const;
};

/// Remoteness by a memoised search over the positions reachable from the ones asked about, for any game's rules.
/// Remoteness (Berlekamp, Conway, Guy): 0 at the end; a winning position 1 + the smallest remoteness among its moves
/// to losing positions (win fast); a losing one 1 + the largest among all its moves (lose slowly). Normal and misere
/// play follow from the rules' isOver() and lastMoverWins(). The positions solved are kept, so asking about every
/// position of one game costs one search. Rules must outlive the search; games must be acyclic (all three are).
class RemotenessSearch
{
public:
    /// A search that visits at most `limit` positions (all asks together) and examines at most
    /// kRemotenessMovesPerPosition * limit moves.
    explicit RemotenessSearch(const GameRules &rules, std::size_t limit = kRemotenessLimit);
    /// The search keeps a reference to its rules, so a temporary would dangle.
    RemotenessSearch(const GameRules &&rules, std::size_t limit = kRemotenessLimit) = delete;

    /// The winner and remoteness of a valid position; nullopt when the search would pass its limits.
    std::optional<PositionValue> solve(const GameState &state);
    /// The move a perfect player makes: from a winning position a winning move of the smallest remoteness (win
    /// fastest), from a losing one a move to the largest remoteness (lose slowest, so the opponent has to keep finding
    /// winning moves); the first such move in the rules' order. nullopt when the game is over or the tree too big.
    std::optional<GameMove> bestMove(const GameState &state);
    /// How many positions are solved so far.
    std::size_t positionsSolved() const { return m_solved.size(); }

private:
    struct Value
    {
        bool moverWins = false;
        int remoteness = 0;
    };
    struct Frame;

    bool expand(std::vector<Frame> &stack, const GameState &state);
    Value finish(const Frame &frame) const;

    const GameRules &m_rules;
    std::size_t m_limit;
    std::size_t m_movesLeft;
    std::unordered_map<GameState, Value, GameStateHash> m_solved;
};

/// The winner and, where the tree from `state` has at most `limit` positions, the remoteness; the winner comes from
/// the rules' own analysis when the tree is too big.
PositionValue positionValue(const GameRules &rules, const GameState &state, std::size_t limit = kRemotenessLimit);
/// The remoteness of `state`; nullopt when the tree from it has more than `limit` positions.
std::optional<int> remoteness(const GameRules &rules, const GameState &state, std::size_t limit = kRemotenessLimit);
/// A perfect computer's move (see RemotenessSearch::bestMove); nullopt when over or the tree is too big.
std::optional<GameMove> bestMove(const GameRules &rules, const GameState &state, std::size_t limit = kRemotenessLimit);

} // namespace nimlab
