// nimlab-cli command: exercise (practice positions with their answers, determined by the seed).
#include "clicommands.h"
#include "jsonwriter.h"

#include "games/sumspelling.h"
#include "practice/exerciserequest.h"

namespace nimlab::cli {

namespace {

QJsonObject exerciseJson(const Exercise &e)
{
    QJsonArray position;
    QJsonArray moves;
    switch (e.game) {
    case PracticeGame::Nim:
        position = jsonNumbers(e.heaps);
        for (const NimMove &m : e.nimMoves)
            moves.append(QJsonObject{{QStringLiteral("heap"), m.heap},
                                     {QStringLiteral("from"), jsonNumber(m.from)},
                                     {QStringLiteral("to"), jsonNumber(m.to)}});
        break;
    case PracticeGame::FibNim:
        position = jsonNumbers({e.pile.coins, e.pile.quota});
        moves = jsonNumbers(e.takes);
        break;
    case PracticeGame::Wythoff:
        position = jsonNumbers({e.wythoff.x, e.wythoff.y});
        for (const WythoffPair &p : e.wythoffMoves)
            moves.append(jsonNumbers({p.x, p.y}));
        break;
    case PracticeGame::Sum:
        for (const SumComponent &c : e.components)
            position.append(spellComponent(c));
        for (const SumWinningMove &m : e.sumMoves)
            moves.append(QJsonObject{{QStringLiteral("component"), qint64(m.component)},
                                     {QStringLiteral("to"), jsonNumbers(m.to.numbers())}});
        break;
    }
    return {{QStringLiteral("position"), position},
            {QStringLiteral("winning"), e.winning},
            {QStringLiteral("winningMoves"), moves}};
}

QByteArray runExercise(const CliRequest &r)
{
    requireArgCount(r, 0, 0);
    for (const char *needed : {"game", "level", "count", "seed"})
        if (!r.has(QLatin1String(needed)))
            throw CliError{Cli::tr("exercise needs --game nim|fibnim|wythoff|sum, --level 1|2|3, --count C and "
                                   "--seed S.")};
    const QString name = r.value(QStringLiteral("game"));
    QString error;
    const std::optional<ExerciseRequest> request =
        parseExerciseRequest(name, r.value(QStringLiteral("level")), r.value(QStringLiteral("count")),
                             r.value(QStringLiteral("seed")), &error);
    if (!request)
        throw CliError{error};
    const auto [game, level, count, seed] = *request;

    const std::vector<Exercise> exercises = generateExercises(game, level, count, seed);
    QJsonArray list;
    QString text;
    int number = 1;
    for (const Exercise &e : exercises) {
        list.append(exerciseJson(e));
        text += Cli::tr("Exercise %1: %2").arg(number++).arg(exerciseQuestionText(e)) + QLatin1Char('\n');
        for (const QString &line : exerciseAnswerLines(e))
            text += QStringLiteral("  ") + line + QLatin1Char('\n');
    }
    return finish(r,
                  {{QStringLiteral("game"), name},
                   {QStringLiteral("level"), level},
                   {QStringLiteral("seed"), jsonNumber(seed)},
                   {QStringLiteral("exercises"), list}},
                  text);
}

} // namespace

std::vector<CliCommand> exerciseCommands()
{
    return {
        {QStringLiteral("exercise"),
         QStringLiteral("exercise --game nim|fibnim|wythoff|sum --level 1|2|3 --count C --seed S"),
         {QStringLiteral("game"), QStringLiteral("level"), QStringLiteral("count"), QStringLiteral("seed")},
         smallAnswer(runExercise),
         QT_TRANSLATE_NOOP("Cli", "Practice: C positions of a game at a level, whether each is won and every "
                                  "winning move; the same seed gives the same exercises.")},
    };
}

} // namespace nimlab::cli
