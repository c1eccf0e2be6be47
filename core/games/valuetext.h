#pragma once

#include "remoteness.h"

#include <QString>

namespace nimlab {

/// The analysis' sentence about best play from a position: who wins and, where the tree was searched, in how many
/// moves (Winning Ways' remoteness: both players' moves counted, the winner winning fast and the loser holding out).
/// `value` is nullopt while the search has not reached the position; empty text once the game is over.
QString positionValueText(const std::optional<PositionValue> &value, bool over);

/// One mark of the value history: `where` ("The start", "After move 3"), `winner` the name of the player who can force
/// the win there, and the moves left with best play when known.
QString valueMarkText(const QString &where, const QString &winner, std::optional<int> remoteness);

} // namespace nimlab
