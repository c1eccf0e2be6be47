// The analysis panel's numbers for every variant, and its sentences built from them in the current language.
#include "fibnimanalysis.h"

#include "examples/example.h"
#include "math/fibonacci.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

namespace {
class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(FibNimAnalysis)
};

// Long lists stop here: a pile of 10^18 coins has few winning moves, but several piles can have many.
constexpr std::size_t kMaxListedMoves = 12;
// A losing single pile lists every reply when the quota is at most this.
constexpr std::uint64_t kMaxListedReplies = 8;

QString lines(const QStringList &items)
{
    return items.join(QLatin1Char('\n'));
}

// In lists, a long representation keeps its largest term and its three smallest (the ones the strategy uses).
QString shortZeckendorfText(std::uint64_t n)
{
    const std::vector<std::uint64_t> terms = zeckendorf(n);
    if (terms.size() <= 5)
        return zeckendorfText(n);
    return QStringLiteral("%1 = %2 + \u2026 + %3")
        .arg(n)
        .arg(terms.front())
        .arg(joinedSum({terms.end() - 3, terms.end()}));
}

QString verdictText(const FibNimAnalysis &a)
{
    if (a.over)
        return AnalysisText::tr("The game is over: the player who took the last coin has won.");
    if (a.variant == FibNimRules::Variant::Multi)
        return a.winning ? AnalysisText::tr("The nim-sum is not 0: the player to move wins.")
                         : AnalysisText::tr("The nim-sum is 0: the player to move loses against best play.");
    return a.winning ? AnalysisText::tr("The player to move wins.")
                     : AnalysisText::tr("The player to move loses against best play: the opponent wins.");
}

QString positionText(const FibNimAnalysis &a)
{
    QStringList out;
    switch (a.variant) {
    case FibNimRules::Variant::Single: {
        const FibNimPileFacts &p = a.piles.front();
        if (p.coins == 0)
            return {};
        if (p.zeckendorf.size() == 1)
            return AnalysisText::tr("%1 is a Fibonacci number, so its Zeckendorf representation is %1 itself.")
                .arg(p.coins);
        return AnalysisText::tr("Zeckendorf representation: %1 (each Fibonacci number at most once and never two "
                                "consecutive ones; the greedy algorithm takes the largest Fibonacci number that "
                                "fits until 0 is left). Its smallest term is %2.")
            .arg(zeckendorfText(p.coins))
            .arg(p.smallestTerm);
    }
    case FibNimRules::Variant::Multi:
        for (std::size_t i = 0; i < a.piles.size(); ++i) {
            const FibNimPileFacts &p = a.piles[i];
            out << AnalysisText::tr("Pile %1: %2 coins, quota %3, Grundy value g(%2, %3) = %4")
                       .arg(i + 1)
                       .arg(p.coins)
                       .arg(p.quota)
                       .arg(p.grundy.value_or(0));
        }
        return lines(out);
    case FibNimRules::Variant::Global: {
        std::vector<std::uint64_t> coins;
        std::uint64_t total = 0;
        for (const FibNimPileFacts &p : a.piles) {
            coins.push_back(p.coins);
            total += p.coins;
        }
        return AnalysisText::tr("Piles %1, %2 coins in all; one quota for the whole game: %3 (twice the previous "
                                "move, whichever pile it was from).")
            .arg(tupleText(coins))
            .arg(total)
            .arg(a.piles.empty() ? 0 : a.piles.front().quota);
    }
    }
    return {};
}

QString measureText(const FibNimAnalysis &a)
{
    if (a.over)
        return {};
    switch (a.variant) {
    case FibNimRules::Variant::Single: {
        const FibNimPileFacts &p = a.piles.front();
        if (p.quota >= p.coins)
            return AnalysisText::tr("The quota %1 is at least the %2 coins left: every coin may be taken.")
                .arg(p.quota)
                .arg(p.coins);
        if (p.quota >= p.smallestTerm)
            return AnalysisText::tr("The quota is %1 and the smallest Zeckendorf term is %2: %1 \u2265 %2.")
                .arg(p.quota)
                .arg(p.smallestTerm);
        return AnalysisText::tr("The quota is %1, below the smallest Zeckendorf term %2: %1 < %2.")
            .arg(p.quota)
            .arg(p.smallestTerm);
    }
    case FibNimRules::Variant::Multi: {
        QStringList values;
        for (const FibNimPileFacts &p : a.piles)
            values << QString::number(p.grundy.value_or(0));
        return AnalysisText::tr("Nim-sum of the Grundy values: %1 = %2")
            .arg(values.join(QStringLiteral(" \u2295 ")))
            .arg(a.nimSum);
    }
    case FibNimRules::Variant::Global:
        return AnalysisText::tr("No formula is known for this variant: NimLab searches every continuation (%1 "
                                "positions of the piles).")
            .arg(a.positionsSearched);
    }
    return {};
}

QString movesText(const FibNimAnalysis &a)
{
    if (a.over)
        return {};
    if (a.winningMoves.empty())
        return AnalysisText::tr("No move wins.");
    QStringList out{AnalysisText::tr("Winning moves (%1):").arg(a.winningMoves.size())};
    for (std::size_t i = 0; i < std::min(a.winningMoves.size(), kMaxListedMoves); ++i)
        out << QStringLiteral("\u2022 ") + fibNimWinningMoveText(a, a.winningMoves[i]);
    if (a.winningMoves.size() > kMaxListedMoves)
        out << AnalysisText::tr("\u2026 and %1 more").arg(a.winningMoves.size() - kMaxListedMoves);
    return lines(out);
}

QString singleWhyText(const FibNimAnalysis &a)
{
    const FibNimPileFacts &p = a.piles.front();
    const FibNimAdvice &advice = a.advice;
    if (!a.winning) {
        QStringList out{fibNimWhyNoWinningMove(a)};
        if (p.quota <= kMaxListedReplies) {
            for (std::uint64_t k = 1; k <= std::min(p.quota, p.coins); ++k) {
                const FibNimPosition after = fibNimAfter({p.coins, p.quota}, k);
                out << QStringLiteral("\u2022 ") +
                           AnalysisText::tr("take %1: leaves %2 with quota %3 for the opponent, who answers by "
                                            "taking %4")
                               .arg(k)
                               .arg(shortZeckendorfText(after.coins))
                               .arg(after.quota)
                               .arg(fibNimAdvice(after).move);
            }
        }
        return lines(out);
    }
    if (advice.takeAll)
        return AnalysisText::tr("Taking all %1 coins takes the last coin, which wins at once.").arg(p.coins);
    QString text = AnalysisText::tr("Why taking the smallest term wins: after taking %1, %2 coins remain. The "
                                    "opponent's new quota is 2 \u00d7 %1 = %3, below %4, the smallest Zeckendorf "
                                    "term of what remains, so the opponent is left in a losing position.")
                       .arg(advice.move)
                       .arg(shortZeckendorfText(advice.remaining))
                       .arg(advice.opponentQuota)
                       .arg(advice.remainingSmallest);
    if (a.winningMoves.size() > 1)
        text += QLatin1Char(' ') + AnalysisText::tr("Other winning moves are possible as well (listed above).");
    return text;
}

QString whyText(const FibNimAnalysis &a)
{
    if (a.over)
        return {};
    switch (a.variant) {
    case FibNimRules::Variant::Single:
        return singleWhyText(a);
    case FibNimRules::Variant::Multi:
        if (!a.winning)
            return fibNimWhyNoWinningMove(a);
        return AnalysisText::tr("By the Sprague-Grundy theorem, several piles together are worth the nim-sum of "
                                "their Grundy values (nim-values). A move that makes the nim-sum 0 leaves the "
                                "opponent a position from which every move makes it non-zero again. No complete "
                                "description of these values is known; NimLab computes them by the mex rule, "
                                "g(n, q) = mex{ g(n \u2212 k, 2k) : 1 \u2264 k \u2264 min(q, n) }.");
    case FibNimRules::Variant::Global:
        if (!a.winning)
            return fibNimWhyNoWinningMove(a);
        return AnalysisText::tr("After each of these moves the search finds no winning move for the opponent at the "
                                "new quota.");
    }
    return {};
}
} // namespace

QString zeckendorfText(std::uint64_t n)
{
    const std::vector<std::uint64_t> terms = zeckendorf(n);
    if (terms.size() <= 1)
        return QString::number(n);
    return QStringLiteral("%1 = %2").arg(n).arg(joinedSum(terms));
}

FibNimAnalysis analyseFibNim(const FibNimRules &rules, const GameState &state)
{
    FibNimAnalysis a;
    a.variant = rules.variant();
    a.over = rules.isOver(state);
    a.valid = a.over || !rules.checkPosition(state);
    for (const FibNimPosition &p : rules.piles(state))
        a.piles.push_back({p.coins, p.quota, zeckendorf(p.coins), smallestZeckendorfTerm(p.coins), std::nullopt});
    if (!a.valid || a.piles.empty() || (a.over && a.variant != FibNimRules::Variant::Multi))
        return a;
    switch (a.variant) {
    case FibNimRules::Variant::Single: {
        const FibNimPosition p{state[0], state[1]};
        a.advice = fibNimAdvice(p);
        a.winning = a.advice.winning;
        for (const std::uint64_t k : fibNimWinningMoves(p))
            a.winningMoves.push_back({0, k});
        break;
    }
    case FibNimRules::Variant::Multi: {
        std::uint64_t largest = 0;
        for (const FibNimPileFacts &p : a.piles)
            largest = std::max(largest, p.coins);
        if (largest > std::uint64_t(FibNimRules::kMaxMultiPileCoins))
            return a;
        const std::vector<FibNimPosition> positions = rules.piles(state);
        const std::optional<MultiPileAnalysis> m = analyseMultiPile(positions, rules.grundyTable(int(largest)));
        if (!m)
            return a;
        for (std::size_t i = 0; i < a.piles.size(); ++i)
            a.piles[i].grundy = m->grundy[i];
        a.nimSum = m->nimSum;
        a.winning = !a.over && m->winning;
        a.winningMoves = a.over ? std::vector<FibNimPileMove>{} : m->winningMoves;
        break;
    }
    case FibNimRules::Variant::Global: {
        const GlobalFibNimAnalysis &g = rules.globalAnalysis(state);
        a.winning = g.winning;
        a.winningMoves = g.winningMoves;
        a.positionsSearched = g.positionsSearched;
        break;
    }
    }
    return a;
}

QString fibNimExplain(const FibNimAnalysis &analysis, FibNimTopic topic)
{
    if (!analysis.valid || analysis.piles.empty())
        return {};
    switch (topic) {
    case FibNimTopic::Position:
        return positionText(analysis);
    case FibNimTopic::Measure:
        return measureText(analysis);
    case FibNimTopic::Verdict:
        return verdictText(analysis);
    case FibNimTopic::Moves:
        return movesText(analysis);
    case FibNimTopic::Why:
        return whyText(analysis);
    }
    return {};
}

QStringList fibNimExplanation(const FibNimAnalysis &analysis)
{
    QStringList parts;
    for (const FibNimTopic topic :
         {FibNimTopic::Position, FibNimTopic::Measure, FibNimTopic::Verdict, FibNimTopic::Moves, FibNimTopic::Why}) {
        const QString text = fibNimExplain(analysis, topic);
        if (!text.isEmpty())
            parts << text;
    }
    return parts;
}

QString fibNimWhyNoWinningMove(const FibNimAnalysis &a)
{
    if (a.over)
        return AnalysisText::tr("The game is over.");
    if (a.winning || !a.valid || a.piles.empty())
        return {};
    switch (a.variant) {
    case FibNimRules::Variant::Single: {
        const FibNimPileFacts &p = a.piles.front();
        return AnalysisText::tr("The quota %1 is below %2, the smallest term of the Zeckendorf representation %3. "
                                "Whatever the player to move takes, k coins, the opponent's new quota 2k reaches "
                                "the smallest Zeckendorf term of what remains (or every coin), so the opponent can "
                                "keep winning.")
            .arg(p.quota)
            .arg(p.smallestTerm)
            .arg(shortZeckendorfText(p.coins));
    }
    case FibNimRules::Variant::Multi: {
        QStringList values;
        for (const FibNimPileFacts &p : a.piles)
            values << QString::number(p.grundy.value_or(0));
        return AnalysisText::tr("The Grundy values of the piles, %1, have nim-sum 0. Every move changes the value "
                                "of one pile and so makes the nim-sum non-zero; the opponent can then make it 0 "
                                "again.")
            .arg(values.join(AnalysisText::tr(", ")));
    }
    case FibNimRules::Variant::Global:
        return AnalysisText::tr("A search of every continuation (%1 positions) finds that each move leaves the "
                                "opponent a winning position: with one quota for the whole game, the opponent can "
                                "always answer.")
            .arg(a.positionsSearched);
    }
    return {};
}

std::vector<int> fibNimStartingZeros(const FibNimGrundyTable &table)
{
    std::vector<int> zeros;
    for (int n = 2; table.isValid() && n <= table.maxCoins(); ++n)
        if (table.value(n, std::uint64_t(n - 1)) == 0)
            zeros.push_back(n);
    return zeros;
}

QString fibNimStartingValuesText(const FibNimGrundyTable &table)
{
    if (!table.isValid())
        return {};
    const std::vector<int> zeros = fibNimStartingZeros(table);
    std::vector<int> fibonacciNumbers;
    QStringList listed;
    for (int n = 2; n <= table.maxCoins(); ++n)
        if (isFibonacci(std::uint64_t(n)))
            fibonacciNumbers.push_back(n);
    for (const int n : zeros)
        listed << QString::number(n);
    const QString where = AnalysisText::tr("The starting value g(n, n \u2212 1) is 0 for %1 values of n up to %2: %3.")
                              .arg(zeros.size())
                              .arg(table.maxCoins())
                              .arg(listed.join(AnalysisText::tr(", ")));
    return where + QLatin1Char(' ') +
           (zeros == fibonacciNumbers
                ? AnalysisText::tr("These are exactly the Fibonacci numbers in that range: the first player loses "
                                   "exactly when the pile is a Fibonacci number.")
                : AnalysisText::tr("These are not exactly the Fibonacci numbers in that range."));
}

QString fibNimMoveText(FibNimRules::Variant variant, const FibNimPosition &pile, const FibNimPileMove &move)
{
    const FibNimPosition after = fibNimAfter(pile, move.take);
    if (variant == FibNimRules::Variant::Single) {
        // Taking the last coin ends the game: there is no next quota to speak of.
        if (after.coins == 0)
            return AnalysisText::tr("take %1: every coin, the last one included").arg(move.take);
        return AnalysisText::tr("take %1: %2 \u2192 %3, next quota %4")
            .arg(move.take)
            .arg(pile.coins)
            .arg(after.coins)
            .arg(after.quota);
    }
    return AnalysisText::tr("pile %1: take %2: %3 \u2192 %4, next quota %5")
        .arg(move.pile + 1)
        .arg(move.take)
        .arg(pile.coins)
        .arg(after.coins)
        .arg(after.quota);
}

QString fibNimWinningMoveText(const FibNimAnalysis &a, const FibNimPileMove &m)
{
    const FibNimPileFacts &p = a.piles.at(std::size_t(m.pile));
    const FibNimPosition after = fibNimAfter({p.coins, p.quota}, m.take);
    // The move in the words of the move list and the hint; the reason after it is the analysis' own.
    const QString move = fibNimMoveText(a.variant, {p.coins, p.quota}, m);
    switch (a.variant) {
    case FibNimRules::Variant::Single:
        if (after.coins == 0)
            return move;
        return AnalysisText::tr("%1; %2 is below %3, the smallest Zeckendorf term of %4")
            .arg(move)
            .arg(after.quota)
            .arg(smallestZeckendorfTerm(after.coins))
            .arg(shortZeckendorfText(after.coins));
    case FibNimRules::Variant::Multi:
        return AnalysisText::tr("%1; the pile's Grundy value becomes %2, the nim-sum of the other piles, so the "
                                "total is 0")
            .arg(move)
            .arg(a.nimSum ^ p.grundy.value_or(0));
    case FibNimRules::Variant::Global:
        break; // the next quota, in the move's words, is the opponent's
    }
    return move;
}

QString FibNimExplainer::describeMove(const GameState &before, const GameMove &move) const
{
    const FibNimPileMove m = FibNimRules::decodeMove(move);
    return fibNimMoveText(m_rules.variant(), m_rules.piles(before).at(std::size_t(m.pile)), m);
}

QString FibNimExplainer::whyNoWinningMove(const GameState &state) const
{
    // One text for the hint and the analysis panel.
    return fibNimWhyNoWinningMove(analyseFibNim(m_rules, state));
}

GameKind fibNimKind()
{
    return gameKindOf<FibNimRules, FibNimExplainer>();
}

} // namespace nimlab
