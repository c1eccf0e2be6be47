#include "nimanalysis.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

namespace {
class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(NimAnalysis)
};
} // namespace

NimAnalysis analyseNim(const std::vector<std::uint64_t> &heaps, bool misere)
{
    NimAnalysis a;
    a.heaps = heaps;
    a.misere = misere;
    a.width = nimBinaryWidth(heaps);
    a.columnCounts = nimColumnCounts(heaps, a.width);
    a.nimSum = nimSum(heaps);
    a.winning = nimIsWinning(heaps, misere);
    a.winningMoves = nimWinningMoves(heaps, misere);
    a.strategy = nimStrategy(heaps);
    a.misereEndgame = misere && std::all_of(heaps.begin(), heaps.end(), [](std::uint64_t h) { return h <= 1; });

    const bool over = std::all_of(heaps.begin(), heaps.end(), [](std::uint64_t h) { return h == 0; });
    if (over)
        a.verdictText = misere ? AnalysisText::tr("No coins are left: the player who took the last coin lost.")
                               : AnalysisText::tr("No coins are left: the player who took the last coin won.");
    else if (a.misereEndgame)
        a.verdictText = a.winning ? AnalysisText::tr("Only heaps of one coin are left, an even number of them: the "
                                                     "player to move wins by leaving an odd number.")
                                  : AnalysisText::tr("Only heaps of one coin are left, an odd number of them: the "
                                                     "player to move loses.");
    else
        a.verdictText = a.nimSum != 0
                            ? AnalysisText::tr("The nim-sum is %1, not 0: the player to move wins.").arg(a.nimSum)
                            : AnalysisText::tr("The nim-sum is 0: the player to move loses against best play.");

    const NimStrategy &s = a.strategy;
    const auto big = std::count_if(heaps.begin(), heaps.end(), [](std::uint64_t h) { return h > 1; });
    if (misere && big == 1 && !a.winningMoves.empty()) {
        // The one place where misere differs: the normal move would leave only heaps of 0 and 1 coin.
        const NimMove &m = a.winningMoves.front();
        a.strategyText = AnalysisText::tr("Only heap %1 has more than one coin. Lower it to %2 (take %3) so that an "
                                          "odd number of heaps of one coin is left: the opponent must take the last "
                                          "coin.")
                             .arg(m.heap + 1)
                             .arg(m.to)
                             .arg(m.from - m.to);
    } else if (!over && !a.misereEndgame) {
        if (s.nimSum != 0)
            a.strategyText = AnalysisText::tr("The largest power of two in the nim-sum %1 is %2. Heap %3 (%4 coins) "
                                              "has it. nim-sum(%4, %1) = %5 < %4, so take %6 from heap %3 and leave "
                                              "%5: the nim-sum becomes 0.")
                                 .arg(s.nimSum)
                                 .arg(s.highestPower)
                                 .arg(s.heap + 1)
                                 .arg(s.from)
                                 .arg(s.to)
                                 .arg(s.from - s.to);
        else
            a.strategyText = AnalysisText::tr("Every move changes one heap and so some of its binary digits: the "
                                              "nim-sum becomes non-zero, and the opponent can make it 0 again.");
    }
    if (misere)
        a.misereText = AnalysisText::tr("Misère play: the player who takes the last coin loses. Play as in normal "
                                        "Nim while two or more heaps have more than one coin. When a move would "
                                        "leave only heaps of 0 and 1 coin, leave an odd number of heaps of 1 coin "
                                        "instead.");
    return a;
}

} // namespace nimlab
