// The Fibonacci Nim articles' examples: 10 coins (six steps, with the opponent's assumed moves) and 21 coins.
#include "example.h"
#include "math/fibnim.h"
#include "math/fibonacci.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace nimlab {

namespace {

class FibNimExampleText
{
    Q_DECLARE_TR_FUNCTIONS(FibNimExample)
};

/// How a list of alternatives reads: "taking 3 or 4 would ..." or "whether the player takes 1 or 2" (Cantonese says
/// the second with 定, the first with 或者).
enum class Alternatives
{
    Either,
    Whether,
};

/// "a", "a or b", "a, b or c".
QString orList(const std::vector<std::uint64_t> &values, Alternatives kind)
{
    QStringList items;
    for (const std::uint64_t v : values)
        items << QString::number(v);
    if (items.size() <= 1)
        return items.value(0);
    const QString last = items.takeLast();
    const QString head = items.join(FibNimExampleText::tr(", "));
    return kind == Alternatives::Either
               ? FibNimExampleText::tr("%1 or %2", "either number: taking 3 or 4 would let ...").arg(head, last)
               : FibNimExampleText::tr("%1 or %2", "whether the player takes 1 or 2 coins").arg(head, last);
}

/// "10 = 8 + 2", or just "8" when the number is a Fibonacci number (as the article writes it).
QString zeckendorfText(std::uint64_t n)
{
    const auto terms = zeckendorf(n);
    return terms.size() == 1 ? QString::number(n) : QStringLiteral("%1 = %2").arg(n).arg(joinedSum(terms));
}

/// Moves that let the opponent take every remaining coin at once (quota 2k >= coins - k).
std::vector<std::uint64_t> immediatelyLosingMoves(FibNimPosition p)
{
    std::vector<std::uint64_t> moves;
    for (std::uint64_t k = 1; k <= p.quota && k < p.coins; ++k) {
        const FibNimPosition after = fibNimAfter(p, k);
        if (after.quota >= after.coins)
            moves.push_back(k);
    }
    return moves;
}

QJsonObject stepData(FibNimPosition p, const QString &player, std::uint64_t take)
{
    return {{QStringLiteral("coins"), qint64(p.coins)},
            {QStringLiteral("quota"), qint64(p.quota)},
            {QStringLiteral("zeckendorf"), exampleJson(zeckendorf(p.coins))},
            {QStringLiteral("player"), player},
            {QStringLiteral("winning"), fibNimIsWinning(p)},
            {QStringLiteral("take"), qint64(take)}};
}

} // namespace

namespace detail {

Example buildFibNim10Example()
{
    // The article's script: the first player follows the strategy; these are the second player's assumed replies.
    const std::uint64_t start = 10;
    const std::vector<std::uint64_t> assumedReplies{2, 1};
    Example ex{ExampleId::FibNim10, FibNimExampleText::tr("Fibonacci Nim with %1 coins").arg(start), {}};
    FibNimPosition p = fibNimStart(start);
    std::size_t reply = 0;
    bool firstToMove = true;
    while (p.coins > 0) {
        if (firstToMove) {
            const FibNimAdvice advice = fibNimAdvice(p);
            if (advice.takeAll)
                break;
            QString text;
            if (ex.steps.empty())
                text = FibNimExampleText::tr("The Zeckendorf representation of %1 is %2, and the first quota is %3. "
                                             "That is larger than %4, the smallest Fibonacci number in the "
                                             "representation, so the first player wins. One winning move is to "
                                             "take that smallest term, %4, leaving %5 coins.")
                           .arg(p.coins)
                           .arg(zeckendorfText(p.coins))
                           .arg(p.quota)
                           .arg(advice.smallestTerm)
                           .arg(advice.remaining);
            else
                text = FibNimExampleText::tr("%1 coins are left, with quota %2, which is at least the smallest term "
                                             "%3. The first player again takes the smallest Fibonacci number of the "
                                             "representation, %3, leaving %4 coins.")
                           .arg(zeckendorfText(p.coins))
                           .arg(p.quota)
                           .arg(advice.smallestTerm)
                           .arg(advice.remaining);
            ex.steps.push_back({text, stepData(p, QStringLiteral("first"), advice.move)});
            p = fibNimAfter(p, advice.move);
        } else if (reply < assumedReplies.size()) {
            const std::uint64_t take = assumedReplies[reply++];
            const std::vector<std::uint64_t> losing = immediatelyLosingMoves(p);
            const QString text =
                FibNimExampleText::tr("%1 coins are left; the Zeckendorf representation is %2 and the new quota is "
                                      "%3, smaller than %4: the second player cannot reach the smallest term. Taking "
                                      "%5 would let the first player win at once, so suppose the second player takes "
                                      "%6, leaving %7.")
                    .arg(p.coins)
                    .arg(zeckendorfText(p.coins))
                    .arg(p.quota)
                    .arg(smallestZeckendorfTerm(p.coins))
                    .arg(orList(losing, Alternatives::Either))
                    .arg(take)
                    .arg(p.coins - take);
            ex.steps.push_back({text, stepData(p, QStringLiteral("second"), take)});
            p = fibNimAfter(p, take);
        } else {
            // The last step: every reply lets the first player take the rest.
            std::vector<std::uint64_t> replies;
            QJsonArray outcomes;
            for (std::uint64_t k = 1; k <= p.quota && k < p.coins; ++k) {
                const FibNimPosition after = fibNimAfter(p, k);
                if (after.quota >= after.coins)
                    replies.push_back(k);
                outcomes.append(QJsonObject{{QStringLiteral("take"), qint64(k)},
                                            {QStringLiteral("firstTakesAll"), after.quota >= after.coins}});
            }
            QJsonObject data = stepData(p, QStringLiteral("second"), 0);
            data.insert(QStringLiteral("replies"), outcomes);
            ex.steps.push_back({FibNimExampleText::tr("%1 coins are left with quota %2: whether the second player "
                                                      "takes %3 coins, the first player can take all the rest on the "
                                                      "next move and wins.")
                                    .arg(p.coins)
                                    .arg(p.quota)
                                    .arg(orList(replies, Alternatives::Whether)),
                                data});
            break;
        }
        firstToMove = !firstToMove;
    }
    return ex;
}

Example buildFibNim21Example()
{
    const std::uint64_t start = 21;
    Example ex{ExampleId::FibNim21, FibNimExampleText::tr("Fibonacci Nim with %1 coins").arg(start), {}};
    const FibNimPosition p = fibNimStart(start);
    ex.steps.push_back({FibNimExampleText::tr("%1 is a Fibonacci number, so its Zeckendorf representation is %1 "
                                              "itself. The first quota is %2, smaller than %1, so the first player "
                                              "loses and the second player wins with best play.")
                            .arg(p.coins)
                            .arg(p.quota),
                        stepData(p, QStringLiteral("first"), 0)});
    // One row per legal first move: what is left, its Zeckendorf form, and the reply that wins for the second player.
    TableFigure table;
    table.headers << FibNimExampleText::tr("First move") << FibNimExampleText::tr("Coins left")
                  << FibNimExampleText::tr("Zeckendorf form") << FibNimExampleText::tr("Second player's quota")
                  << FibNimExampleText::tr("Winning reply");
    QJsonArray replies;
    for (std::uint64_t k = 1; k <= p.quota && k <= p.coins; ++k) {
        const FibNimPosition after = fibNimAfter(p, k);
        const FibNimAdvice advice = fibNimAdvice(after);
        const QString reply = advice.takeAll
                                  ? FibNimExampleText::tr("take all %1", "the winning reply").arg(advice.move)
                                  : FibNimExampleText::tr("take %1", "the winning reply").arg(advice.move);
        table.rows.push_back({FibNimExampleText::tr("take %1", "a first move").arg(k), QString::number(after.coins),
                              joinedSum(zeckendorf(after.coins)), QString::number(after.quota), reply});
        replies.append(QJsonObject{{QStringLiteral("take"), qint64(k)},
                                   {QStringLiteral("coins"), qint64(after.coins)},
                                   {QStringLiteral("quota"), qint64(after.quota)},
                                   {QStringLiteral("winning"), advice.winning},
                                   {QStringLiteral("reply"), qint64(advice.move)}});
    }
    QJsonObject data = stepData(p, QStringLiteral("first"), 0);
    data.insert(QStringLiteral("replies"), replies);
    ex.steps.push_back({FibNimExampleText::tr("Every one of the %1 first moves leaves the second player a winning "
                                              "position. The table lists them: the second player answers with the "
                                              "smallest Zeckendorf term of what is left, which the first player's "
                                              "new quota cannot reach, or takes everything when the quota allows.")
                            .arg(table.rows.size()),
                        data});
    ex.steps.back().table = table;
    return ex;
}

} // namespace detail
} // namespace nimlab
