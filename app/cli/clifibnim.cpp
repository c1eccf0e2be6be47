// nimlab-cli commands: fibnim, fibnim-multi, fibnim-global, fibnim-grundy.
#include "clicommands.h"
#include "jsonwriter.h"

#include "games/fibnimanalysis.h"
#include "math/fibnim.h"
#include "math/fibonacci.h"

#include <QElapsedTimer>

#include <algorithm>

namespace nimlab::cli {

namespace {

constexpr std::uint64_t kMaxGrundyCoins = 10000;

// Each move in the words the window uses (the one wording of a move, from the core).
QJsonArray movesJson(FibNimRules::Variant variant, const std::vector<FibNimPosition> &piles,
                     const std::vector<FibNimPileMove> &moves, QStringList &lines)
{
    QJsonArray array;
    for (const FibNimPileMove &m : moves) {
        array.append(QJsonObject{{QStringLiteral("pile"), m.pile}, {QStringLiteral("take"), jsonNumber(m.take)}});
        lines << QStringLiteral("  ") + fibNimMoveText(variant, piles.at(std::size_t(m.pile)), m);
    }
    return array;
}

QByteArray runFibNim(const CliRequest &r)
{
    requireArgCount(r, 1, 1);
    const bool hasQuota = r.has(QStringLiteral("quota"));
    const std::uint64_t coins = requireNumber(r.args[0], Cli::tr("The number of coins"), hasQuota ? 1 : 2);
    const std::uint64_t quota =
        hasQuota ? requireNumber(r.value(QStringLiteral("quota")), Cli::tr("The quota"), 1) : fibNimStart(coins).quota;
    const FibNimPosition p{coins, quota};
    const std::vector<std::uint64_t> terms = zeckendorf(coins);
    const std::vector<std::uint64_t> moves = fibNimWinningMoves(p);
    const FibNimAdvice advice = fibNimAdvice(p);
    QString text = Cli::tr("%1 coins, quota %2.").arg(coins).arg(quota) + QLatin1Char('\n');
    text += Cli::tr("Zeckendorf representation: %1 = %2; smallest term %3.")
                .arg(coins)
                .arg(numberList(terms, QStringLiteral(" + ")))
                .arg(advice.smallestTerm) +
            QLatin1Char('\n');
    if (advice.winning) {
        text += Cli::tr("The quota %1 is at least %2, so the player to move wins.").arg(quota).arg(advice.smallestTerm);
        text += QLatin1Char('\n') + Cli::tr("Winning moves (take): %1").arg(numberList(moves, QStringLiteral(", ")));
        if (advice.takeAll)
            text += QLatin1Char('\n') + Cli::tr("The quota allows taking every coin.");
        else
            text +=
                QLatin1Char('\n') +
                Cli::tr("The article's move: %1.")
                    .arg(fibNimWinningMoveText(analyseFibNim(FibNimRules(FibNimRules::Variant::Single), {coins, quota}),
                                               {0, advice.move}));
    } else {
        text += Cli::tr("The quota %1 is below %2, so the player to move loses against best play.")
                    .arg(quota)
                    .arg(advice.smallestTerm);
    }
    return finish(r,
                  {{QStringLiteral("coins"), jsonNumber(coins)},
                   {QStringLiteral("quota"), jsonNumber(quota)},
                   {QStringLiteral("zeckendorf"), jsonNumbers(terms)},
                   {QStringLiteral("winning"), advice.winning},
                   {QStringLiteral("winningMoves"), jsonNumbers(moves)}},
                  text);
}

std::vector<std::uint64_t> parsePiles(const CliRequest &r, std::uint64_t maxCoins)
{
    std::vector<std::uint64_t> piles;
    for (const QString &arg : r.args)
        piles.push_back(requireNumber(arg, Cli::tr("A pile"), 1, maxCoins));
    return piles;
}

QByteArray runFibNimMulti(const CliRequest &r)
{
    requireArgCount(r, 1, 64);
    const std::vector<std::uint64_t> piles = parsePiles(r, kMaxGrundyCoins);
    std::vector<FibNimPosition> positions;
    const QStringList quotas =
        r.has(QStringLiteral("quota")) ? r.value(QStringLiteral("quota")).split(QLatin1Char(',')) : QStringList();
    if (!quotas.isEmpty() && quotas.size() != qsizetype(piles.size()))
        throw CliError{Cli::tr("--quota needs one quota per pile, separated by commas.")};
    for (std::size_t i = 0; i < piles.size(); ++i) {
        const std::uint64_t q =
            quotas.isEmpty() ? piles[i] - 1 : requireNumber(quotas[qsizetype(i)], Cli::tr("A quota"), 1);
        positions.push_back({piles[i], q});
    }
    const FibNimGrundyTable table(int(*std::max_element(piles.begin(), piles.end())));
    const std::optional<MultiPileAnalysis> a = analyseMultiPile(positions, table);
    if (!a)
        throw CliError{Cli::tr("The piles are too big for the Grundy table.")};
    QJsonArray pilesJson;
    QString text;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        pilesJson.append(QJsonObject{{QStringLiteral("coins"), jsonNumber(positions[i].coins)},
                                     {QStringLiteral("quota"), jsonNumber(positions[i].quota)},
                                     {QStringLiteral("grundy"), a->grundy[i]}});
        text += Cli::tr("Pile %1: %2 coins, quota %3, Grundy value g = %4")
                    .arg(i + 1)
                    .arg(positions[i].coins)
                    .arg(positions[i].quota)
                    .arg(a->grundy[i]) +
                QLatin1Char('\n');
    }
    text += Cli::tr("Nim-sum of the Grundy values: %1").arg(a->nimSum) + QLatin1Char('\n');
    text += a->winning ? Cli::tr("The player to move wins.") : Cli::tr("The player to move loses.");
    QStringList lines;
    const QJsonArray moves = movesJson(FibNimRules::Variant::Multi, positions, a->winningMoves, lines);
    if (!lines.isEmpty())
        text += QLatin1Char('\n') + Cli::tr("Winning moves:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    return finish(r,
                  {{QStringLiteral("piles"), pilesJson},
                   {QStringLiteral("nimSum"), jsonNumber(a->nimSum)},
                   {QStringLiteral("winning"), a->winning},
                   {QStringLiteral("winningMoves"), moves}},
                  text);
}

QByteArray runFibNimGlobal(const CliRequest &r)
{
    requireArgCount(r, 1, kMaxGlobalFibNimCoins);
    const std::vector<std::uint64_t> piles = parsePiles(r, UINT64_MAX);
    std::uint64_t total = 0;
    for (const std::uint64_t p : piles)
        total = total > UINT64_MAX - p ? UINT64_MAX : total + p;
    if (total > std::uint64_t(kMaxGlobalFibNimCoins))
        throw CliError{Cli::tr("The global variant is solved by search only up to %1 coins in all; this position "
                               "has %2.")
                           .arg(kMaxGlobalFibNimCoins)
                           .arg(total)};
    GlobalFibNimPosition p = globalFibNimStart(piles);
    if (r.has(QStringLiteral("quota")))
        p.quota = requireNumber(r.value(QStringLiteral("quota")), Cli::tr("The quota"), 1);
    const std::optional<GlobalFibNimAnalysis> a = analyseGlobalFibNim(p);
    if (!a)
        throw CliError{Cli::tr("The position is too big to search.")};
    QStringList lines;
    std::vector<FibNimPosition> withQuota; // every pile with the one quota
    for (const std::uint64_t coins : p.piles)
        withQuota.push_back({coins, p.quota});
    const QJsonArray moves = movesJson(FibNimRules::Variant::Global, withQuota, a->winningMoves, lines);
    QString text =
        Cli::tr("Piles: %1; one quota for the whole game: %2").arg(numberList(piles)).arg(p.quota) + QLatin1Char('\n');
    text += a->winning ? Cli::tr("The player to move wins.") : Cli::tr("The player to move loses.");
    if (!lines.isEmpty())
        text += QLatin1Char('\n') + Cli::tr("Winning moves:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    text += QLatin1Char('\n') + Cli::tr("Positions searched: %1").arg(a->positionsSearched);
    return finish(r,
                  {{QStringLiteral("piles"), jsonNumbers(piles)},
                   {QStringLiteral("quota"), jsonNumber(p.quota)},
                   {QStringLiteral("winning"), a->winning},
                   {QStringLiteral("winningMoves"), moves},
                   {QStringLiteral("positionsSearched"), jsonNumber(a->positionsSearched)}},
                  text);
}

void runFibNimGrundy(const CliRequest &r, OutputSink &out)
{
    requireArgCount(r, 0, 0);
    if (!r.has(QStringLiteral("max")))
        throw CliError{Cli::tr("fibnim-grundy needs --max N.")};
    const int max = int(requireNumber(r.value(QStringLiteral("max")), Cli::tr("The largest pile"), 1, kMaxGrundyCoins));
    QElapsedTimer timer;
    timer.start();
    const FibNimGrundyTable table(max);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (r.has(QStringLiteral("summary"))) {
        std::uint64_t sum = 0;
        for (int n = 1; n <= max; ++n)
            for (int q = 1; q <= n; ++q)
                sum += table.value(n, std::uint64_t(q));
        const QJsonObject json{{QStringLiteral("max"), max}};
        return out.write(summaryAnswer(r, json, Cli::tr("g(n, q) for n up to %1").arg(max), sum, ms));
    }
    writeFibNimGrundyAnswer(out, table, tableFormat(r));
}

} // namespace

std::vector<CliCommand> fibNimCommands()
{
    return {
        {QStringLiteral("fibnim"),
         QStringLiteral("fibnim N [--quota Q]"),
         {QStringLiteral("quota")},
         smallAnswer(runFibNim),
         QT_TRANSLATE_NOOP(
             "Cli",
             "Fibonacci Nim with one pile: the Zeckendorf representation against the quota, and the winning moves.")},
        {QStringLiteral("fibnim-multi"),
         QStringLiteral("fibnim-multi N1 N2 ... [--quota Q1,Q2,...]"),
         {QStringLiteral("quota")},
         smallAnswer(runFibNimMulti),
         QT_TRANSLATE_NOOP(
             "Cli", "Fibonacci Nim with several piles, each with its own quota: Grundy values and their nim-sum.")},
        {QStringLiteral("fibnim-global"),
         QStringLiteral("fibnim-global N1 N2 ... [--quota Q]"),
         {QStringLiteral("quota")},
         smallAnswer(runFibNimGlobal),
         QT_TRANSLATE_NOOP("Cli",
                           "Fibonacci Nim with several piles and one quota for the whole game, solved by search.")},
        {QStringLiteral("fibnim-grundy"),
         QStringLiteral("fibnim-grundy --max N [--summary]"),
         {QStringLiteral("max"), QStringLiteral("summary")},
         runFibNimGrundy,
         QT_TRANSLATE_NOOP("Cli", "The Grundy values g(n, q) of Fibonacci Nim for every pile n up to N.")},
    };
}

} // namespace nimlab::cli
