// nimlab-cli command: sum (a sum of Nim heaps, Fibonacci Nim piles and Wythoff positions, by Sprague-Grundy).
#include "clicommands.h"
#include "jsonwriter.h"

#include "games/sumanalysis.h"

namespace nimlab::cli {

namespace {

QString spellings()
{
    return QStringLiteral("nim:H, fib:N, fib:N/Q, wythoff:X,Y");
}

[[noreturn]] void malformed(const QString &arg)
{
    throw CliError{Cli::tr("'%1' is not a component: write %2.").arg(arg, spellings())};
}

// Two numbers separated by `separator`, e.g. "10/9" or "4,4".
std::pair<std::uint64_t, std::uint64_t> numberPair(const QString &arg, const QString &spec, QChar separator,
                                                   const QString &first, const QString &second)
{
    const QStringList parts = spec.split(separator);
    if (parts.size() != 2)
        malformed(arg);
    return {requireNumber(parts[0], first), requireNumber(parts[1], second)};
}

SumComponent parseComponent(const QString &arg)
{
    const qsizetype colon = arg.indexOf(QLatin1Char(':'));
    if (colon < 0)
        malformed(arg);
    const QString game = arg.left(colon);
    const QString spec = arg.mid(colon + 1);
    if (game == QLatin1String("nim"))
        return SumComponent::nim(requireNumber(spec, Cli::tr("A Nim heap")));
    if (game == QLatin1String("fib")) {
        if (!spec.contains(QLatin1Char('/')))
            return SumComponent::fibNimStart(requireNumber(spec, Cli::tr("The number of coins")));
        const auto [coins, quota] =
            numberPair(arg, spec, QLatin1Char('/'), Cli::tr("The number of coins"), Cli::tr("The quota"));
        return SumComponent::fibNim(coins, quota);
    }
    if (game == QLatin1String("wythoff")) {
        const auto [x, y] = numberPair(arg, spec, QLatin1Char(','), QStringLiteral("X"), QStringLiteral("Y"));
        return SumComponent::wythoff(x, y);
    }
    throw CliError{Cli::tr("Unknown game '%1' in '%2': write %3.").arg(game, arg, spellings())};
}

QString gameName(SumGame game)
{
    switch (game) {
    case SumGame::Nim:
        return QStringLiteral("nim");
    case SumGame::FibNim:
        return QStringLiteral("fibnim");
    case SumGame::Wythoff:
        break;
    }
    return QStringLiteral("wythoff");
}

QByteArray runSum(const CliRequest &r)
{
    if (r.has(QStringLiteral("misere")))
        throw CliError{Cli::tr("sum does not take --misere. %1").arg(SumExplainer::misereText())};
    std::vector<SumComponent> components;
    for (const QString &arg : r.args)
        components.push_back(parseComponent(arg));
    const SumRules rules;
    if (const std::optional<Refusal> refusal = SumRules::checkComponents(components))
        throw CliError{SumExplainer(rules).refusalText(*refusal)};
    // The command line may wait for a table (well under a second); the window builds it off the GUI thread.
    const std::shared_ptr<const SumTables> tables = buildSumTables(SumTableNeeds::of(components));
    const SumAnalysis a = *analyseSum(components, *tables);

    QJsonArray componentsJson;
    QString text =
        (components.size() == 1 ? Cli::tr("One game alone (normal play): its value decides who wins.")
                                : Cli::tr("A sum of %1 games (normal play): a move is a move in exactly one of them.")
                                      .arg(components.size())) +
        QLatin1Char('\n');
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        const SumComponentValue &v = a.components[i];
        componentsJson.append(QJsonObject{{QStringLiteral("game"), gameName(v.component.game)},
                                          {QStringLiteral("position"), jsonNumbers(v.component.numbers())},
                                          {QStringLiteral("grundy"), jsonNumber(v.grundy)}});
        text += SumExplainer::valueText(i, v) + QLatin1Char('\n');
    }
    text += Cli::tr("The values in binary:") + QLatin1Char('\n');
    for (const QString &line : SumExplainer::columnLines(a))
        text += QStringLiteral("  ") + line + QLatin1Char('\n');
    text += SumExplainer::verdictText(a) + QLatin1Char('\n');
    for (const QString &surprise : SumExplainer::surpriseTexts(a))
        text += surprise + QLatin1Char('\n');
    QJsonArray movesJson;
    if (!a.winningMoves.empty())
        text += Cli::tr("Winning moves:") + QLatin1Char('\n');
    for (const SumWinningMove &m : a.winningMoves) {
        movesJson.append(QJsonObject{{QStringLiteral("component"), qint64(m.component)},
                                     {QStringLiteral("to"), jsonNumbers(m.to.numbers())}});
        text += QStringLiteral("  ") + SumExplainer::winningMoveText(a, m) + QLatin1Char('\n');
    }
    return finish(r,
                  {{QStringLiteral("components"), componentsJson},
                   {QStringLiteral("nimSum"), jsonNumber(a.nimSum)},
                   {QStringLiteral("winning"), a.winning},
                   {QStringLiteral("winningMoves"), movesJson}},
                  text);
}

} // namespace

std::vector<CliCommand> sumCommands()
{
    return {
        {QStringLiteral("sum"),
         QStringLiteral("sum COMPONENT... (nim:H, fib:N, fib:N/Q, wythoff:X,Y)"),
         {QStringLiteral("misere")},
         smallAnswer(runSum),
         QT_TRANSLATE_NOOP("Cli", "A sum of games (Nim heaps, Fibonacci Nim piles, Wythoff positions): each "
                                  "component's Grundy value and why, their nim-sum, who wins, and every winning "
                                  "move.")},
    };
}

} // namespace nimlab::cli
