#pragma once

#include "clitext.h"
#include "numberparse.h"
#include "outputsink.h"
#include "tablestream.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <functional>

namespace nimlab::cli {

/// One invocation of nimlab-cli: the command, its positional arguments and the options given.
struct CliRequest
{
    QString command;
    QStringList args;
    QHash<QString, QString> options; ///< option name -> value ("" for flags)
    bool json = false;

    bool has(const QString &name) const { return options.contains(name); }
    QString value(const QString &name) const { return options.value(name); }
};

/// Runs a command: checks all of the input first (throwing CliError before anything is written), then writes the
/// answer to the sink.
using CliRun = std::function<void(const CliRequest &, OutputSink &)>;

/// A command: what it is called, its usage line, the options it accepts, and what runs it.
struct CliCommand
{
    QString name;
    QString usage;
    QStringList options;
    CliRun run;
    const char *summary = nullptr; ///< what it answers, untranslated (QT_TRANSLATE_NOOP in context Cli)
};

/// Every command of nimlab-cli.
const std::vector<CliCommand> &cliCommands();

/// Runs the request, writing its answer to `out`; throws CliError for bad input, before writing anything.
void runCliRequest(const CliRequest &request, OutputSink &out);

// Shared by the command files.
QByteArray finish(const CliRequest &request, const QJsonObject &json, const QString &text);
void requireArgCount(const CliRequest &request, qsizetype min, qsizetype max);
QString numberList(const std::vector<std::uint64_t> &values, const QString &separator = QStringLiteral(" "));
/// A command whose answer is small: built whole as text or a JSON document, then written.
CliRun smallAnswer(QByteArray (*run)(const CliRequest &));
/// The format a table command writes in: --json, --csv (never both; main refuses that) or text.
TableFormat tableFormat(const CliRequest &request);
/// The --summary answer of a table command: `what` (e.g. "Method mex, size 8"), the sum of all entries, the build time.
QByteArray summaryAnswer(const CliRequest &request, QJsonObject json, const QString &what, std::uint64_t sum,
                         double ms);

// Command groups, one file each.
std::vector<CliCommand> nimCommands();
std::vector<CliCommand> fibNimCommands();
std::vector<CliCommand> wythoffCommands();
std::vector<CliCommand> sumCommands();
std::vector<CliCommand> exerciseCommands();

} // namespace nimlab::cli
