// nimlab-cli commands: zeckendorf, nim, nimsum, example.
#include "clicommands.h"
#include "jsonwriter.h"

#include "examples/example.h"
#include "games/nimanalysis.h"
#include "math/fibonacci.h"
#include "math/nim.h"
#include "math/nimsumtable.h"

#include <QElapsedTimer>

namespace nimlab::cli {

namespace {

QByteArray runZeckendorf(const CliRequest &r)
{
    requireArgCount(r, 1, 1);
    const std::uint64_t n = requireNumber(r.args[0], Cli::tr("N"));
    const std::vector<std::uint64_t> terms = zeckendorf(n);
    const QString text = n == 0 ? Cli::tr("0 has no terms: it is the empty sum.")
                                : QStringLiteral("%1 = %2").arg(n).arg(numberList(terms, QStringLiteral(" + ")));
    return finish(r, {{QStringLiteral("n"), jsonNumber(n)}, {QStringLiteral("terms"), jsonNumbers(terms)}}, text);
}

QByteArray runNim(const CliRequest &r)
{
    requireArgCount(r, 1, 64);
    std::vector<std::uint64_t> heaps;
    for (const QString &arg : r.args)
        heaps.push_back(requireNumber(arg, Cli::tr("A heap")));
    const bool misere = r.has(QStringLiteral("misere"));
    // The sentences are the explainer's, the same the window shows.
    const NimAnalysis a = analyseNim(heaps, misere);
    const std::uint64_t sum = a.nimSum;
    const bool winning = a.winning;

    QJsonArray movesJson;
    QStringList moveLines;
    for (const NimMove &m : a.winningMoves) {
        movesJson.append(QJsonObject{{QStringLiteral("heap"), m.heap},
                                     {QStringLiteral("from"), jsonNumber(m.from)},
                                     {QStringLiteral("to"), jsonNumber(m.to)}});
        moveLines << QStringLiteral("  ") + nimMoveText(std::size_t(m.heap), m.from, m.to);
    }
    QString text = Cli::tr("Heaps: %1").arg(numberList(heaps)) + QLatin1Char('\n');
    text += Cli::tr("Nim-sum: %1 (binary %2)").arg(sum).arg(QString::number(sum, 2)) + QLatin1Char('\n');
    text += a.verdictText;
    if (!moveLines.isEmpty())
        text += QLatin1Char('\n') + Cli::tr("Winning moves:") + QLatin1Char('\n') + moveLines.join(QLatin1Char('\n'));
    for (const QString &more : {a.strategyText, a.misereText})
        if (!more.isEmpty())
            text += QLatin1Char('\n') + more;
    return finish(r,
                  {{QStringLiteral("heaps"), jsonNumbers(heaps)},
                   {QStringLiteral("nimSum"), jsonNumber(sum)},
                   {QStringLiteral("winning"), winning},
                   {QStringLiteral("winningMoves"), movesJson}},
                  text);
}

void runNimSum(const CliRequest &r, OutputSink &out)
{
    requireArgCount(r, 0, 0);
    if (!r.has(QStringLiteral("method")) || !r.has(QStringLiteral("size")))
        throw CliError{Cli::tr("nimsum needs --method xor|mex|blocks and --size N.")};
    const QString methodName = r.value(QStringLiteral("method"));
    const std::optional<NimSumMethod> method = nimSumMethodFromName(methodName.toStdString());
    if (!method)
        throw CliError{Cli::tr("Unknown method '%1': use xor, mex or blocks.").arg(methodName)};
    const int size = int(requireNumber(r.value(QStringLiteral("size")), Cli::tr("The size"), 1, kMaxNimSumTableSize));
    QElapsedTimer timer;
    timer.start();
    const NimSumTable table = buildNimSumTable(*method, size);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (r.has(QStringLiteral("summary"))) {
        std::uint64_t sum = 0;
        for (const std::uint16_t v : table.cells)
            sum += v;
        const QJsonObject json{{QStringLiteral("method"), methodName}, {QStringLiteral("size"), size}};
        return out.write(summaryAnswer(r, json, Cli::tr("Method %1, size %2").arg(methodName).arg(size), sum, ms));
    }
    writeNimSumAnswer(out, methodName, table, tableFormat(r));
}

QByteArray runExample(const CliRequest &r)
{
    requireArgCount(r, 1, 1);
    const std::optional<ExampleId> id = exampleFromName(r.args[0]);
    if (!id)
        throw CliError{
            Cli::tr("Unknown example '%1': use one of %2.").arg(r.args[0], exampleNames().join(QStringLiteral(", ")))};
    const Example ex = buildExample(*id);
    QJsonArray steps;
    QString text = ex.title + QLatin1Char('\n');
    int number = 1;
    for (const ExampleStep &step : ex.steps) {
        QJsonObject s = step.data;
        s.insert(QStringLiteral("text"), step.text);
        const QJsonObject figure = exampleFigureJson(step);
        for (auto it = figure.begin(); it != figure.end(); ++it)
            s.insert(it.key(), it.value());
        steps.append(s);
        text += QStringLiteral("%1. %2\n").arg(number++).arg(step.text);
        // The step's picture as the window draws it, in columns under the text.
        if (const QString picture = exampleFigureText(step); !picture.isEmpty())
            text += picture + QStringLiteral("\n\n");
    }
    return finish(
        r,
        {{QStringLiteral("example"), r.args[0]}, {QStringLiteral("title"), ex.title}, {QStringLiteral("steps"), steps}},
        text);
}

} // namespace

std::vector<CliCommand> nimCommands()
{
    return {
        {QStringLiteral("zeckendorf"),
         QStringLiteral("zeckendorf N"),
         {},
         smallAnswer(runZeckendorf),
         QT_TRANSLATE_NOOP("Cli", "The Zeckendorf representation of N: the sum of non-consecutive Fibonacci numbers.")},
        {QStringLiteral("nim"),
         QStringLiteral("nim H1 H2 ... [--misere]"),
         {QStringLiteral("misere")},
         smallAnswer(runNim),
         QT_TRANSLATE_NOOP("Cli", "Nim: the nim-sum of the heaps, who wins, and every winning move.")},
        {QStringLiteral("nimsum"),
         QStringLiteral("nimsum --method xor|mex|blocks --size N [--csv] [--summary]"),
         {QStringLiteral("method"), QStringLiteral("size"), QStringLiteral("csv"), QStringLiteral("summary")},
         runNimSum,
         QT_TRANSLATE_NOOP("Cli", "The nim-sum table of size N built by one of the three methods.")},
        {QStringLiteral("example"),
         QStringLiteral("example nim|nimsum|mex|fibnim10|fibnim21|wythoff|sum"),
         {},
         smallAnswer(runExample),
         QT_TRANSLATE_NOOP("Cli", "A worked example of the articles, step by step.")},
    };
}

} // namespace nimlab::cli
