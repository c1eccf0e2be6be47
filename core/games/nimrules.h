#pragma once

#include "gamerules.h"

#include <memory>

namespace nimlab {

/// Nim: 1 to 10 heaps of 0 to 2^63 coins; a move lowers one heap. State: the heaps. Move: {heap, new size}.
/// Options: {"misere": bool}.
class NimRules final : public GameRules
{
public:
    static constexpr int kMaxHeaps = 10;
    static constexpr std::uint64_t kMaxHeap = std::uint64_t{1} << 63;

    explicit NimRules(bool misere) : m_misere(misere) {}
    /// The rules for saved options; nullptr when they are not Nim's.
    static std::unique_ptr<GameRules> fromOptions(const QJsonObject &options);

    bool isMisere() const { return m_misere; }
    QJsonObject options() const override;
    QString checkPosition(const GameState &state) const override;
    QString checkMove(const GameState &state, const GameMove &move) const override;
    GameState apply(const GameState &state, const GameMove &move) const override;
    bool isOver(const GameState &state) const override;
    bool lastMoverWins() const override { return !m_misere; }
    bool moverWins(const GameState &state) const override;
    std::vector<GameMove> winningMoves(const GameState &state) const override;
    GameMove randomMove(const GameState &state, std::mt19937_64 &random) const override;
    QString describeMove(const GameState &before, const GameMove &move) const override;
    QString whyNoWinningMove(const GameState &state) const override;

private:
    bool m_misere = false;
};

} // namespace nimlab
