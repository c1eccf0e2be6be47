#pragma once

#include "gamerules.h"

#include <memory>
#include <optional>

namespace nimlab {

/// Nim: 1 to 10 heaps of 0 to 2^63 coins; a move lowers one heap. State: the heaps. Move: {heap, new size}.
/// Options: {"misere": bool}.
class NimRules final : public GameRules
{
public:
    static constexpr int kMaxHeaps = 10;
    static constexpr std::uint64_t kMaxHeap = std::uint64_t{1} << 63;

    /// Why a position or move is refused (Refusal::reason; the numbers named after each).
    enum class Reason
    {
        HeapCount,      ///< not 1 to kMaxHeaps heaps {kMaxHeaps}
        HeapTooBig,     ///< a heap above kMaxHeap {kMaxHeap}
        NoSuchHeap,     ///< the move names no heap
        EmptyHeap,      ///< {heap number}
        TakeAtLeastOne, ///< {heap number, its size}
    };
    /// A Nim position: the heaps, heap 1 first.
    struct Position
    {
        std::vector<std::uint64_t> heaps;
        friend bool operator==(const Position &, const Position &) = default;
    };
    /// A Nim move: lower heap `heap` (from 0) to `to` coins.
    struct Move
    {
        std::size_t heap = 0;
        std::uint64_t to = 0;
        friend bool operator==(const Move &, const Move &) = default;
    };
    static Position decode(const GameState &state) { return {state}; }
    static GameState encode(const Position &position) { return position.heaps; }
    static Move decodeMove(const GameMove &move) { return {std::size_t(move.at(0)), move.at(1)}; }
    static GameMove encodeMove(const Move &move) { return {std::uint64_t(move.heap), move.to}; }
    /// The move that takes `take` coins from heap `heap` of `at` (what a click on a coin asks for); nullopt when there
    /// is no such heap, take is 0 or more than the heap holds.
    static std::optional<Move> take(const Position &at, std::size_t heap, std::uint64_t take);
    /// How many coins `move` takes from its heap in `at` (0 when it does not lower the heap).
    static std::uint64_t taken(const Position &at, const Move &move);
    /// The most coins heap `heap` of `at` may be left with by a move: one fewer than it holds (0 when it is empty or
    /// there is no such heap).
    static std::uint64_t mostToLeave(const Position &at, std::size_t heap);

    explicit NimRules(bool misere) : m_misere(misere) {}
    /// The rules for saved options; nullptr when they are not Nim's.
    static std::unique_ptr<GameRules> fromOptions(const QJsonObject &options);

    bool isMisere() const { return m_misere; }
    QJsonObject options() const override;
    std::optional<Refusal> checkPosition(const GameState &state) const override;
    std::optional<Refusal> checkMove(const GameState &state, const GameMove &move) const override;
    bool isLegal(const GameState &state, const GameMove &move) const override;
    GameState apply(const GameState &state, const GameMove &move) const override;
    bool isOver(const GameState &state) const override;
    bool lastMoverWins() const override { return !m_misere; }
    bool moverWins(const GameState &state) const override;
    std::vector<GameMove> winningMoves(const GameState &state) const override;
    GameMove randomMove(const GameState &state, std::mt19937_64 &random) const override;
    std::optional<std::vector<GameMove>> legalMoves(const GameState &state, std::size_t most) const override;

private:
    bool m_misere = false;
};

} // namespace nimlab
