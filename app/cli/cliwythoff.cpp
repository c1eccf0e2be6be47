// nimlab-cli commands: wythoff, wythoff-p, wythoff-grundy.
#include "clicommands.h"
#include "jsonwriter.h"

#include "math/wythoff.h"

#include <QElapsedTimer>

namespace nimlab::cli {

namespace {

constexpr std::uint64_t kMaxPairCount = 100000;

QByteArray runWythoff(const CliRequest &r)
{
    requireArgCount(r, 2, 2);
    const std::uint64_t x = requireNumber(r.args[0], QStringLiteral("X"));
    const std::uint64_t y = requireNumber(r.args[1], QStringLiteral("Y"));
    const bool misere = r.has(QStringLiteral("misere"));
    const bool p = wythoffIsP(x, y, misere);
    const std::vector<WythoffPair> moves = wythoffWinningMoves(x, y, misere);
    QJsonArray movesJson;
    QStringList lines;
    for (const WythoffPair &m : moves) {
        movesJson.append(QJsonArray{jsonNumber(m.x), jsonNumber(m.y)});
        lines << QStringLiteral("  (%1, %2)").arg(m.x).arg(m.y);
    }
    QString text = Cli::tr("Position (%1, %2)").arg(x).arg(y) + QLatin1Char('\n');
    if (misere)
        text += Cli::tr("Misère play: the player who takes the last coin loses.") + QLatin1Char('\n');
    text += p ? Cli::tr("P-position: the player who just moved wins; the player to move loses.")
              : Cli::tr("N-position: the player to move wins.");
    if (!lines.isEmpty())
        text += QLatin1Char('\n') + Cli::tr("Winning moves (to):") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    return finish(r,
                  {{QStringLiteral("x"), jsonNumber(x)},
                   {QStringLiteral("y"), jsonNumber(y)},
                   {QStringLiteral("pPosition"), p},
                   {QStringLiteral("winningMoves"), movesJson}},
                  text);
}

QByteArray runWythoffP(const CliRequest &r)
{
    requireArgCount(r, 0, 0);
    const std::uint64_t from =
        r.has(QStringLiteral("from")) ? requireNumber(r.value(QStringLiteral("from")), Cli::tr("--from")) : 0;
    const std::uint64_t count = r.has(QStringLiteral("count")) ? requireNumber(r.value(QStringLiteral("count")),
                                                                               Cli::tr("--count"), 1, kMaxPairCount)
                                                               : 21;
    const bool misere = r.has(QStringLiteral("misere"));
    QJsonArray pairs;
    QString text;
    for (std::uint64_t i = 0; i < count; ++i) {
        if (from > UINT64_MAX - i)
            throw CliError{Cli::tr("The index does not fit in 64 bits.")};
        const std::uint64_t k = from + i;
        const std::optional<WythoffPair> pair = misere ? wythoffMisereP(k) : wythoffPPosition(k);
        if (!pair)
            throw CliError{Cli::tr("The P-position for n = %1 does not fit in 64 bits (the last one is n = %2).")
                               .arg(k)
                               .arg(wythoffMaxIndex())};
        pairs.append(QJsonArray{jsonNumber(pair->x), jsonNumber(pair->y)});
        text += QStringLiteral("n = %1: (%2, %3)\n").arg(k).arg(pair->x).arg(pair->y);
    }
    return finish(r, {{QStringLiteral("pairs"), pairs}}, text);
}

void runWythoffGrundy(const CliRequest &r, OutputSink &out)
{
    requireArgCount(r, 0, 0);
    if (!r.has(QStringLiteral("size")))
        throw CliError{Cli::tr("wythoff-grundy needs --size N.")};
    const int size = int(requireNumber(r.value(QStringLiteral("size")), Cli::tr("The size"), 1, kMaxWythoffGrundySize));
    QElapsedTimer timer;
    timer.start();
    const WythoffGrundyTable table = buildWythoffGrundy(size);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (r.has(QStringLiteral("summary"))) {
        std::uint64_t sum = 0;
        for (const std::uint16_t v : table.cells)
            sum += v;
        const QJsonObject json{{QStringLiteral("size"), size}};
        return out.write(
            summaryAnswer(r, json, Cli::tr("Grundy values of Wythoff's game, size %1").arg(size), sum, ms));
    }
    writeWythoffGrundyAnswer(out, table, tableFormat(r));
}

} // namespace

std::vector<CliCommand> wythoffCommands()
{
    return {
        {QStringLiteral("wythoff"),
         QStringLiteral("wythoff X Y [--misere]"),
         {QStringLiteral("misere")},
         smallAnswer(runWythoff),
         QT_TRANSLATE_NOOP("Cli", "Wythoff's game: whether (X, Y) is a P-position, and every winning move.")},
        {QStringLiteral("wythoff-p"),
         QStringLiteral("wythoff-p [--from K] [--count C] [--misere]"),
         {QStringLiteral("from"), QStringLiteral("count"), QStringLiteral("misere")},
         smallAnswer(runWythoffP),
         QT_TRANSLATE_NOOP("Cli", "The P-positions of Wythoff's game (floor(n phi), floor(n phi^2)).")},
        {QStringLiteral("wythoff-grundy"),
         QStringLiteral("wythoff-grundy --size N [--summary]"),
         {QStringLiteral("size"), QStringLiteral("summary")},
         runWythoffGrundy,
         QT_TRANSLATE_NOOP("Cli", "The Grundy values of Wythoff's game for piles up to N - 1.")},
    };
}

} // namespace nimlab::cli
