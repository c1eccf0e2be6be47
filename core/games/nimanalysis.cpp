#include "nimanalysis.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

namespace {
class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(NimAnalysis)
};
class RefusalText
{
    Q_DECLARE_TR_FUNCTIONS(NimExplainer)
};
} // namespace

NimAnalysis analyseNim(const std::vector<std::uint64_t> &heaps, bool misere)
{
    NimAnalysis a;
    a.heaps = heaps;
    a.misere = misere;
    const int width = nimBinaryWidth(heaps);
    const std::vector<int> counts = nimColumnCounts(heaps, width);
    a.nimSum = nimSum(heaps);
    for (int b = width - 1; b >= 0; --b) {
        const int ones = counts[std::size_t(b)];
        a.columns.push_back({b, std::uint64_t{1} << b, ones, ones % 2 == 1});
        a.nimSumDigits.push_back(int((a.nimSum >> b) & 1U));
    }
    for (const std::uint64_t h : heaps) {
        std::vector<int> row;
        for (const NimAnalysis::Column &c : a.columns)
            row.push_back(int((h >> c.bit) & 1U));
        a.digits.push_back(std::move(row));
    }
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
            a.strategyText = nimWhyNoWinningMove(a);
    }
    if (misere)
        a.misereText = AnalysisText::tr("Misère play: the player who takes the last coin loses. Play as in normal "
                                        "Nim while two or more heaps have more than one coin. When a move would "
                                        "leave only heaps of 0 and 1 coin, leave an odd number of heaps of 1 coin "
                                        "instead.");
    return a;
}

QString nimMoveText(std::size_t heap, std::uint64_t from, std::uint64_t to)
{
    return AnalysisText::tr("heap %1: %2 \u2192 %3 (take %4)").arg(heap + 1).arg(from).arg(to).arg(from - to);
}

QString nimWhyNoWinningMove(const NimAnalysis &a)
{
    if (std::all_of(a.heaps.begin(), a.heaps.end(), [](std::uint64_t h) { return h == 0; }))
        return AnalysisText::tr("The game is over.");
    if (a.winning)
        return {};
    if (a.misereEndgame)
        return AnalysisText::tr("Only heaps of one coin are left, and an odd number of them: whatever you take, the "
                                "opponent can leave you the last coin.");
    return AnalysisText::tr("The nim-sum is 0. Every move changes one heap, so it changes the nim-sum to something "
                            "other than 0, and the opponent can then make it 0 again.");
}

QString nimColumnText(const NimAnalysis::Column &column)
{
    return column.odd ? AnalysisText::tr("%1 odd").arg(column.ones) : AnalysisText::tr("%1 even").arg(column.ones);
}

QString NimExplainer::describeMove(const GameState &before, const GameMove &move) const
{
    const NimRules::Move m = NimRules::decodeMove(move);
    return nimMoveText(m.heap, before.at(m.heap), m.to);
}

QString NimExplainer::refusalText(const Refusal &refusal) const
{
    // The rules say which check failed and with which numbers; the words are here.
    const auto n = [&refusal](std::size_t i) { return i < refusal.numbers.size() ? refusal.numbers[i] : 0; };
    switch (NimRules::Reason(refusal.reason)) {
    case NimRules::Reason::HeapCount:
        return RefusalText::tr("A Nim position has 1 to %1 heaps.").arg(n(0));
    case NimRules::Reason::HeapTooBig:
        return RefusalText::tr("A heap holds at most 2^63 = %1 coins.").arg(n(0));
    case NimRules::Reason::NoSuchHeap:
        return RefusalText::tr("Choose one of the heaps.");
    case NimRules::Reason::EmptyHeap:
        return RefusalText::tr("Heap %1 is empty.").arg(n(0));
    case NimRules::Reason::TakeAtLeastOne:
        break;
    }
    return RefusalText::tr("Take at least one coin: heap %1 must become smaller than %2.").arg(n(0)).arg(n(1));
}

QString NimExplainer::whyNoWinningMove(const GameState &state) const
{
    return nimWhyNoWinningMove(analyseNim(state, m_rules.isMisere()));
}

GameKind nimKind()
{
    return gameKindOf<NimRules, NimExplainer>();
}

} // namespace nimlab
