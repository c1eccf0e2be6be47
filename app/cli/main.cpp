// nimlab-cli: every analysis of NimLab as text (in the chosen language) or JSON. Bad input: one line on stderr,
// exit code 2, nothing on stdout. An answer that cannot be written (a full disk): one line on stderr, exit code 1.
#include "clicommands.h"
#include "oneline.h"
#include "outputsink.h"

#include "i18n/languagemanager.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cstdio>
#include <cstring>

using namespace nimlab;
using namespace nimlab::cli;

namespace {

// The one place errors are printed. Messages quote the user's input (and Qt's parser quotes unknown options), so
// control characters are spelled out here: the error stays one line and sends no escape sequence to the terminal.
int fail(const QString &message, int exitCode = 2)
{
    std::fprintf(stderr, "nimlab-cli: %s\n", qPrintable(escapeControlCharacters(message)));
    return exitCode;
}

// Not bad input but a failed write (a full disk, a closed stdout): exit code 1, so scripts can tell the two apart.
int failWrite(const OutputSink &out)
{
    return fail(Cli::tr("Cannot write the answer: %1").arg(QString::fromLocal8Bit(std::strerror(out.error()))), 1);
}

QString repeatedOption(const QString &name)
{
    return Cli::tr("The option --%1 is given more than once.").arg(name);
}

// The values of --lang, read before the parser runs so that every message is in the chosen language. Like the
// parser, this stops at "--", after which everything is a positional argument.
QStringList languageValues(const QStringList &arguments)
{
    QStringList values;
    for (qsizetype i = 1; i < arguments.size() && arguments[i] != QLatin1String("--"); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            values << arguments[++i];
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            values << arguments[i].mid(7);
    }
    return values;
}

QString commandSummary()
{
    // A blank line before, and each command's summary on the line after its usage, so help2man makes the man page's
    // "Commands" section from the same text.
    QString text = QLatin1Char('\n') + Cli::tr("Commands:") + QLatin1Char('\n');
    for (const CliCommand &c : cliCommands())
        text += QStringLiteral("  %1\n      %2\n").arg(c.usage, Cli::tr(c.summary));
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("nimlab-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("NimLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NIMLAB_VERSION));

    // The language comes first so that every message, including errors, is in it.
    LanguageManager language;
    const QStringList arguments = QCoreApplication::arguments();
    const QStringList languages = languageValues(arguments);
    if (languages.size() > 1) {
        // No single choice: say so in the system's language.
        language.setLanguage(LanguageManager::languageForLocale(QLocale::system()));
        return fail(repeatedOption(QStringLiteral("lang")));
    }
    const QString lang =
        languages.isEmpty() ? LanguageManager::languageForLocale(QLocale::system()) : languages.first();
    if (!LanguageManager::isAvailable(lang))
        return fail(Cli::tr("Unknown language '%1': use en, ja or yue.").arg(lang));
    language.setLanguage(lang);

    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("NimLab's analyses of Nim, Fibonacci Nim, Wythoff's game and the "
                                             "nim-sum table, as text or JSON.") +
                                     QLatin1Char('\n') + commandSummary());
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QList<QCommandLineOption> options{
        {QStringLiteral("json"), Cli::tr("Answer in JSON (English keys).")},
        {QStringLiteral("lang"), Cli::tr("Language of the text answers: en, ja or yue."), QStringLiteral("code")},
        {QStringLiteral("misere"), Cli::tr("Misère play: the player who takes the last coin loses.")},
        {QStringLiteral("quota"), Cli::tr("Fibonacci Nim quota (for fibnim-multi: one per pile, comma-separated)."),
         QStringLiteral("Q")},
        {QStringLiteral("max"), Cli::tr("Largest pile of the Grundy table."), QStringLiteral("N")},
        {QStringLiteral("from"), Cli::tr("First index of the P-positions."), QStringLiteral("K")},
        {QStringLiteral("count"), Cli::tr("Number of P-positions."), QStringLiteral("C")},
        {QStringLiteral("game"), Cli::tr("Game of the exercises: nim, fibnim, wythoff or sum."),
         QStringLiteral("name")},
        {QStringLiteral("level"), Cli::tr("Level of the exercises: 1, 2 or 3."), QStringLiteral("L")},
        {QStringLiteral("seed"), Cli::tr("Seed of the exercises: the same seed gives the same exercises."),
         QStringLiteral("S")},
        {QStringLiteral("size"), Cli::tr("Table size N (an N x N table)."), QStringLiteral("N")},
        {QStringLiteral("method"), Cli::tr("Nim-sum table method: xor, mex or blocks."), QStringLiteral("name")},
        {QStringLiteral("csv"), Cli::tr("Print the table as CSV.")},
        {QStringLiteral("summary"), Cli::tr("Print the sum of all entries and the build time instead of the table.")},
    };
    parser.addOptions(options);
    parser.addPositionalArgument(QStringLiteral("command"), Cli::tr("The analysis to run (see Commands)."));
    parser.addPositionalArgument(QStringLiteral("arguments"), Cli::tr("Its numbers."), QStringLiteral("[N...]"));

    static const QRegularExpression negative(QStringLiteral("^-[0-9]"));
    for (qsizetype i = 1; i < arguments.size(); ++i)
        if (negative.match(arguments[i]).hasMatch())
            return fail(Cli::tr("Numbers may not have a sign: '%1'.").arg(arguments[i]));
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    // Help and version go through the same checked writer as the answers (Qt's showHelp() would not notice a
    // full disk): the same bytes, the same error when they cannot be written.
    if (parser.isSet(help) || parser.isSet(version)) {
        OutputSink out(stdout);
        out.write(parser.isSet(help) ? parser.helpText().toUtf8()
                                     : (QCoreApplication::applicationName() + QLatin1Char(' ') +
                                        QCoreApplication::applicationVersion() + QLatin1Char('\n'))
                                           .toUtf8());
        return out.finish() ? 0 : failWrite(out);
    }
    // "Last one wins" would silently drop what the user typed first: a repeated option is a mistake to report.
    const QStringList given = parser.optionNames();
    for (const QCommandLineOption &option : options) {
        if (given.count(option.names().first()) > 1)
            return fail(repeatedOption(option.names().first()));
    }
    if (parser.isSet(QStringLiteral("json")) && parser.isSet(QStringLiteral("csv")))
        return fail(Cli::tr("--json and --csv cannot be used together."));

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return fail(Cli::tr("No command given. Run nimlab-cli --help for the list of commands."));
    CliRequest request;
    request.command = positional.first();
    request.args = positional.mid(1);
    request.json = parser.isSet(QStringLiteral("json"));
    for (const QCommandLineOption &option : options) {
        const QString name = option.names().first();
        if (name == QLatin1String("json") || name == QLatin1String("lang") || !parser.isSet(name))
            continue;
        request.options.insert(name, option.valueName().isEmpty() ? QString() : parser.value(name));
    }
    OutputSink out(stdout);
    try {
        // Commands check all their input before writing, so an error leaves stdout empty.
        runCliRequest(request, out);
    } catch (const CliError &error) {
        return fail(error.message);
    }
    return out.finish() ? 0 : failWrite(out);
}
