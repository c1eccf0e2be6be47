#pragma once

#include "gamerules.h"

#include <QJsonObject>
#include <QString>

#include <functional>
#include <memory>

namespace nimlab {

/// What a game says about its positions and moves, in the language installed when asked (never cached). Each game
/// has one, used by the window and the CLI alike, so every sentence has one wording. It reads the rules it was made
/// for (and their caches) and owns no state of its own.
class GameExplainer
{
public:
    virtual ~GameExplainer() = default;

    /// A move for the move list and the hint, e.g. "heap 1: 6 -> 5 (take 1)".
    virtual QString describeMove(const GameState &before, const GameMove &move) const = 0;
    /// Why the player to move has no winning move (for a hint in a losing position); empty when there is one.
    virtual QString whyNoWinningMove(const GameState &state) const = 0;
    /// Why a position or a move was refused (GameRules::checkPosition / checkMove), as one sentence.
    virtual QString refusalText(const Refusal &refusal) const = 0;
};

/// One game for the session machinery: how to make its rules from saved options, and its explainer for those rules.
struct GameKind
{
    /// Makes the rules from saved options; nullptr for options it does not accept.
    std::function<std::unique_ptr<GameRules>(const QJsonObject &options)> rules;
    /// Makes the explainer of the rules made by `rules` (it keeps a reference to them).
    std::function<std::unique_ptr<GameExplainer>(const GameRules &rules)> explainer;
};

/// The GameKind of a game whose rules class has `fromOptions` and whose explainer is made from those rules.
template <class Rules, class Explainer> GameKind gameKindOf()
{
    return {&Rules::fromOptions, [](const GameRules &rules) -> std::unique_ptr<GameExplainer> {
                return std::make_unique<Explainer>(static_cast<const Rules &>(rules));
            }};
}

} // namespace nimlab
