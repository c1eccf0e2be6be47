#pragma once

#include "gamerules.h"

#include <memory>

namespace nimlab {

/// Wythoff's game: two piles of 0 to 2^62 coins (a queen at column x, row y). A move takes any number from one
/// pile, or the same number from both (the queen goes left, down or diagonally down-left). State: {x, y}. Move: the
/// new position {x', y'}. Options: {"misere": bool}.
class WythoffRules final : public GameRules
{
public:
    /// Largest pile the game accepts (2^62).
    static constexpr std::uint64_t kMaxPile = std::uint64_t{1} << 62;

    explicit WythoffRules(bool misere) : m_misere(misere) {}
    /// The rules for saved options; nullptr when they are not Wythoff's.
    static std::unique_ptr<GameRules> fromOptions(const QJsonObject &options);
    /// The options object for normal (false) or misere (true) play.
    static QJsonObject makeOptions(bool misere);

    /// True under misere play.
    bool isMisere() const { return m_misere; }
    QJsonObject options() const override;
    QString checkPosition(const GameState &state) const override;
    QString checkMove(const GameState &state, const GameMove &move) const override;
    GameState apply(const GameState &state, const GameMove &move) const override;
    bool isOver(const GameState &state) const override;
    bool lastMoverWins() const override { return !m_misere; }
    bool moverWins(const GameState &state) const override;
    std::vector<GameMove> winningMoves(const GameState &state) const override;
    /// Uniform over the directions open (left, down, diagonal), then over the distances in that direction.
    GameMove randomMove(const GameState &state, std::mt19937_64 &random) const override;
    QString describeMove(const GameState &before, const GameMove &move) const override;
    QString whyNoWinningMove(const GameState &state) const override;

private:
    bool m_misere = false;
};

} // namespace nimlab
