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
    const int n = *value->remoteness;
    return value->moverWins
               ? ValueText::tr("With best play the player to move wins in %n move(s), counting both players' moves.",
                               nullptr, n)
               : ValueText::tr("With best play the player to move loses in %n move(s), counting both players' moves "
                               "(the losing player holds out as long as possible).",
                               nullptr, n);
}

QString valueMarkText(const QString &where, const QString &winner, std::optional<int> remoteness)
{
    if (!remoteness)
        return ValueText::tr("%1: %2 can force a win.").arg(where, winner);
    if (*remoteness == 0)
        return ValueText::tr("%1: the game is over; %2 won.").arg(where, winner);
    return ValueText::tr("%1: %2 can force a win in %n move(s).", nullptr, *remoteness).arg(where, winner);
}

} // namespace nimlab
