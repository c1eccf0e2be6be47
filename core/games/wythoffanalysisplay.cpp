// The explanations about play: misere P-positions and the analysis of one position by the three kinds of move.
#include "wythoffanalysis.h"

#include <QStringList>

#include <algorithm>
#include <set>

namespace nimlab {

namespace {

QString pairText(std::uint64_t x, std::uint64_t y)
{
    return QStringLiteral("(%1, %2)").arg(x).arg(y);
}

// The P-position (x <= y) whose piles differ by d.
std::optional<WythoffPair> pWithDifference(std::uint64_t d, bool misere)
{
    if (misere && d <= 1)
        return wythoffMisereP(d == 0 ? 1 : 0);
    return wythoffPPosition(d);
}

QString joined(const std::set<std::uint64_t> &values)
{
    QStringList parts;
    for (const std::uint64_t v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString WythoffAnalysis::misereText()
{
    QStringList lines;
    lines << tr("Misère play: whoever takes the last coin loses. (0, 0) is then an N-position: the player to move "
                "has already won, because the opponent took the last coin.");
    // The small positions, classified by the core.
    QStringList small;
    for (std::uint64_t y = 0; y <= 2; ++y) {
        for (std::uint64_t x = 0; x <= y; ++x) {
            if (wythoffIsP(x, y, true)) {
                small << tr("%1 is P").arg(pairText(x, y));
                continue;
            }
            const std::vector<WythoffPair> moves = wythoffWinningMoves(x, y, true);
            small << (moves.empty() ? tr("%1 is N (the opponent took the last coin)").arg(pairText(x, y))
                                    : tr("%1 is N (move to %2)").arg(pairText(x, y), pairText(moves[0].x, moves[0].y)));
        }
    }
    lines << tr("With piles up to 2: %1.").arg(small.join(tr("; ", "between two statements about positions")));
    QStringList pairs;
    for (std::uint64_t k = 0; k < 7; ++k) {
        const WythoffPair p = *wythoffMisereP(k);
        pairs << pairText(p.x, p.y);
    }
    lines
        << tr("The misère P-positions (x \u2264 y): %1, ...").arg(pairs.join(tr(", ", "between two coordinate pairs")));
    std::set<std::uint64_t> normalValues, misereValues, normalDifferences, misereDifferences;
    for (std::uint64_t k = 0; k < 2; ++k) {
        const WythoffPair n = *wythoffPPosition(k), m = *wythoffMisereP(k);
        normalValues.insert({n.x, n.y});
        misereValues.insert({m.x, m.y});
        normalDifferences.insert(n.y - n.x);
        misereDifferences.insert(m.y - m.x);
    }
    const WythoffPair first = *wythoffMisereP(0), second = *wythoffMisereP(1);
    const WythoffPair normalFirst = *wythoffPPosition(0), normalSecond = *wythoffPPosition(1);
    if (normalValues == misereValues && normalDifferences == misereDifferences)
        lines << tr("%1 and %2 use the values {%3} and the differences {%4}, the same as the normal %5 and %6, so "
                    "from n = 2 on the construction goes on exactly as in normal play: the misère P-positions are "
                    "(\u230an\u03c6\u230b, \u230an\u03c6\u00b2\u230b) for n \u2265 2.")
                     .arg(pairText(first.x, first.y), pairText(second.x, second.y), joined(misereValues),
                          joined(misereDifferences), pairText(normalFirst.x, normalFirst.y),
                          pairText(normalSecond.x, normalSecond.y));
    return lines.join(QLatin1Char('\n'));
}

QString WythoffAnalysis::positionText(std::uint64_t x, std::uint64_t y, bool misere)
{
    const QString here = pairText(x, y);
    if (x == 0 && y == 0)
        return misere ? tr("(0, 0): no coin is left. In misère play the player to move has won: the opponent took "
                           "the last coin.")
                      : tr("(0, 0): no coin is left. The player to move has lost: the opponent took the last coin.");
    QStringList lines;
    const auto [low, high] = std::minmax(x, y);
    if (wythoffIsP(x, y, misere))
        lines << (misere
                      ? tr("%1 is a P-position of misère play: the player to move loses against best play.").arg(here)
                      : tr("%1 is a P-position (n = y \u2212 x = %2): the player to move loses against best "
                           "play.")
                            .arg(here)
                            .arg(high - low));
    else
        lines << tr("%1 is an N-position: the player to move wins.").arg(here);
    lines << tr("Each kind of move keeps one thing, and exactly one P-position has that thing:");
    const auto keepOne = [&](std::uint64_t kept, std::uint64_t other, bool keepY) {
        const std::optional<std::uint64_t> partner = wythoffPartner(kept, misere);
        const QString target = keepY ? pairText(partner.value_or(0), kept) : pairText(kept, partner.value_or(0));
        if (!partner)
            return tr("its partner does not fit in 64 bits.");
        if (*partner < other)
            return tr("the P-position with a pile of %1 is %2, below: moving there wins.").arg(kept).arg(target);
        return tr("the P-position with a pile of %1 is %2, not below: this kind of move cannot reach it.")
            .arg(kept)
            .arg(target);
    };
    lines << tr("\u2022 keep y = %1 (take from the first pile): %2").arg(y).arg(keepOne(y, x, true));
    lines << tr("\u2022 keep x = %1 (take from the second pile): %2").arg(x).arg(keepOne(x, y, false));
    const std::uint64_t d = high - low;
    const std::optional<WythoffPair> target = pWithDifference(d, misere);
    // Shown in the orientation of the position, so the move reads directly.
    const QString targetText = !target  ? QString()
                               : x <= y ? pairText(target->x, target->y)
                                        : pairText(target->y, target->x);
    QString diagonal;
    if (!target)
        diagonal = tr("that P-position does not fit in 64 bits.");
    else if (target->x < low)
        diagonal = tr("the P-position with difference %1 is %2; taking %3 from both piles reaches it and wins.")
                       .arg(d)
                       .arg(targetText)
                       .arg(low - target->x);
    else
        diagonal = tr("the P-position with difference %1 is %2, not below: this kind of move cannot reach it.")
                       .arg(d)
                       .arg(targetText);
    lines << tr("\u2022 keep y \u2212 x = %1 (take the same from both): %2").arg(d).arg(diagonal);
    return lines.join(QLatin1Char('\n'));
}

} // namespace nimlab
