#pragma once

#include "gamesession.h"

#include <optional>
#include <vector>

namespace nimlab {

/// A GameSession seen through one game's rules: positions and moves as that game's own value types
/// (`Rules::Position`, `Rules::Move`), so that the views never handle the generic vectors. It is a cheap handle:
/// copy it freely; the session stays the one owner of the game.
template <class Rules> class TypedGame
{
public:
    using Position = typename Rules::Position;
    using Move = typename Rules::Move;

    explicit TypedGame(GameSession *session) : m_session(session) {}

    GameSession *session() const { return m_session; }
    /// The rules of the game in progress (they change with a new game, so never keep the reference).
    const Rules &rules() const { return static_cast<const Rules &>(m_session->rules()); }
    Position position() const { return rules().decode(m_session->position()); }
    Position startPosition() const { return rules().decode(m_session->startPosition()); }
    /// The position before move i (0 .. historySize()).
    Position positionAt(int i) const { return rules().decode(m_session->positionAt(i)); }
    /// The last move played (up to the undo cursor), if any.
    std::optional<Move> lastMove() const
    {
        const int n = m_session->moveCount();
        return n > 0 ? std::optional<Move>(Rules::decodeMove(m_session->moveAt(n - 1))) : std::nullopt;
    }
    /// True when the player to move may play `move` now (false while the game is over).
    bool isLegal(const Move &move) const
    {
        return !m_session->isOver() && rules().isLegal(m_session->position(), Rules::encodeMove(move));
    }
    /// True when a person may move now: the game is not over and a person is to move (see
    /// GameSession::isPersonToMove()).
    bool acceptsMoves() const { return m_session->isPersonToMove(); }
    /// Plays `move`; returns why it was refused (see GameSession::play()).
    QString play(const Move &move) const { return m_session->play(Rules::encodeMove(move)); }
    /// The hint shown in this position (see GameSession::shownHint()).
    std::optional<Move> shownHint() const
    {
        const std::optional<GameMove> m = m_session->shownHint();
        return m ? std::optional<Move>(Rules::decodeMove(*m)) : std::nullopt;
    }
    /// Every winning move of the player to move.
    std::vector<Move> winningMoves() const
    {
        std::vector<Move> moves;
        if (m_session->isOver())
            return moves;
        for (const GameMove &m : m_session->rules().winningMoves(m_session->position()))
            moves.push_back(Rules::decodeMove(m));
        return moves;
    }
    /// Whether `move` wins: true when it is legal and leaves a position the player then to move loses with best play
    /// (misere play included, as the rules say), false when it is legal and does not; nullopt when it is not legal or
    /// the game is over. What a board colours a move by before it is made.
    std::optional<bool> isWinningMove(const Move &move) const
    {
        if (m_session->isOver())
            return std::nullopt;
        const GameRules &rules = m_session->rules();
        const GameState &state = m_session->position();
        const GameMove encoded = Rules::encodeMove(move);
        if (!rules.isLegal(state, encoded))
            return std::nullopt;
        return !rules.moverWins(rules.apply(state, encoded));
    }
    /// `move` in the words of the move list.
    QString describe(const Move &move) const
    {
        return m_session->explainer().describeMove(m_session->position(), Rules::encodeMove(move));
    }

private:
    GameSession *m_session;
};

} // namespace nimlab
