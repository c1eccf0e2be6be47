#include "valuetext.h"

#include <QCoreApplication>
#include <QLocale>

namespace nimlab {

namespace {
class ValueText
{
    Q_DECLARE_TR_FUNCTIONS(PositionValue)
};
} // namespace

QString positionValueText(const std::optional<PositionValue> &value, bool over)
{
    if (over)
        return {};
    if (!value)
        return ValueText::tr("Counting the moves to the end with best play...");
    if (!value->remoteness)
        return ValueText::tr("More than %1 positions can follow this one, too many to count the moves to the end.")
            .arg(QLocale().toString(qulonglong(kRemotenessLimit)));
    // A lost position is at least two moves from the end (one for each player); a won one may be one move away.
    const int n = *value->remoteness;
    if (!value->moverWins)
        return ValueText::tr("With best play the player to move loses in %1 moves, counting both players' moves (the "
                             "losing player holds out as long as possible).")
            .arg(n);
    if (n == 1)
        return ValueText::tr("The player to move wins with the next move.");
    return ValueText::tr("With best play the player to move wins in %1 moves, counting both players' moves.").arg(n);
}

QString valueMarkText(const QString &where, const QString &winner, std::optional<int> remoteness)
{
    if (!remoteness)
        return ValueText::tr("%1: %2 can force a win.").arg(where, winner);
    if (*remoteness == 0)
        return ValueText::tr("%1: the game is over; %2 won.").arg(where, winner);
    if (*remoteness == 1)
        return ValueText::tr("%1: %2 wins with the next move.").arg(where, winner);
    return ValueText::tr("%1: %2 can force a win in %3 moves.").arg(where, winner).arg(*remoteness);
}

} // namespace nimlab
