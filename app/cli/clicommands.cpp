#include "clicommands.h"

#include "jsonwriter.h"

namespace nimlab::cli {

const std::vector<CliCommand> &cliCommands()
{
    static const std::vector<CliCommand> commands = [] {
        std::vector<CliCommand> all = nimCommands();
        for (auto &group : {fibNimCommands(), wythoffCommands(), sumCommands(), exerciseCommands()})
            all.insert(all.end(), group.begin(), group.end());
        return all;
    }();
    return commands;
}

void runCliRequest(const CliRequest &request, OutputSink &out)
{
    for (const CliCommand &command : cliCommands()) {
        if (command.name != request.command)
            continue;
        for (auto it = request.options.cbegin(); it != request.options.cend(); ++it) {
            if (!command.options.contains(it.key()))
                throw CliError{
                    Cli::tr("The option --%1 does not apply to the command '%2'.").arg(it.key(), request.command)};
        }
        return command.run(request, out);
    }
    throw CliError{
        Cli::tr("Unknown command '%1'. Run nimlab-cli --help for the list of commands.").arg(request.command)};
}

QByteArray finish(const CliRequest &request, const QJsonObject &json, const QString &text)
{
    if (request.json)
        return toJsonText(json) + '\n';
    return text.toUtf8() + (text.endsWith(QLatin1Char('\n')) ? "" : "\n");
}

void requireArgCount(const CliRequest &request, qsizetype min, qsizetype max)
{
    const qsizetype n = request.args.size();
    if (n < min || n > max) {
        for (const CliCommand &c : cliCommands())
            if (c.name == request.command)
                throw CliError{Cli::tr("Wrong number of arguments. Usage: nimlab-cli %1").arg(c.usage)};
    }
}

QString numberList(const std::vector<std::uint64_t> &values, const QString &separator)
{
    QStringList parts;
    for (const std::uint64_t v : values)
        parts << QString::number(v);
    return parts.join(separator);
}

CliRun smallAnswer(QByteArray (*run)(const CliRequest &))
{
    return [run](const CliRequest &request, OutputSink &out) { out.write(run(request)); };
}

TableFormat tableFormat(const CliRequest &request)
{
    if (request.json)
        return TableFormat::Json;
    return request.has(QStringLiteral("csv")) ? TableFormat::Csv : TableFormat::Text;
}

QByteArray summaryAnswer(const CliRequest &request, QJsonObject json, const QString &what, std::uint64_t sum, double ms)
{
    json.insert(QStringLiteral("sum"), jsonNumber(sum));
    json.insert(QStringLiteral("ms"), ms);
    return finish(request, json,
                  Cli::tr("%1: sum of all entries %2, built in %3 ms.").arg(what).arg(sum).arg(ms, 0, 'f', 3));
}

} // namespace nimlab::cli
