#include "exerciserequest.h"

#include "math/decimal.h"

#include <QCoreApplication>
#include <QRandomGenerator>

namespace nimlab {

namespace {

/// The messages about the exercise arguments, in context "Practice" (the same words as nimlab-cli's other numbers).
class Practice
{
    Q_DECLARE_TR_FUNCTIONS(Practice)
};

std::optional<std::uint64_t> readNumber(const QString &text, const QString &what, std::uint64_t min, std::uint64_t max,
                                        QString *error)
{
    const std::optional<std::uint64_t> value = parseDecimal(text);
    if (value && *value >= min && *value <= max)
        return value;
    if (error)
        *error = Practice::tr("%1 must be a whole number from %2 to %3 written in decimal digits, not '%4'.")
                     .arg(what)
                     .arg(min)
                     .arg(max)
                     .arg(text);
    return std::nullopt;
}

} // namespace

std::optional<ExerciseRequest> parseExerciseRequest(const QString &game, const QString &level, const QString &count,
                                                    const QString &seed, QString *error)
{
    const std::optional<PracticeGame> g = parsePracticeGame(game);
    if (!g) {
        if (error)
            *error = Practice::tr("Unknown game '%1': use nim, fibnim, wythoff or sum.").arg(game);
        return std::nullopt;
    }
    const auto l = readNumber(level, Practice::tr("The level"), 1, kPracticeLevels, error);
    if (!l)
        return std::nullopt;
    const auto c = readNumber(count, Practice::tr("--count"), 1, kMaxPracticeCount, error);
    if (!c)
        return std::nullopt;
    const auto s = readNumber(seed, Practice::tr("The seed"), 0, UINT64_MAX, error);
    if (!s)
        return std::nullopt;
    return ExerciseRequest{*g, int(*l), int(*c), *s};
}

QStringList exerciseRequestArguments(const ExerciseRequest &r)
{
    return {QStringLiteral("--game"),  practiceGameName(r.game), QStringLiteral("--level"), QString::number(r.level),
            QStringLiteral("--count"), QString::number(r.count), QStringLiteral("--seed"),  QString::number(r.seed)};
}

std::uint64_t newExerciseSeed()
{
    return QRandomGenerator::global()->bounded(1U, 1000000U);
}

} // namespace nimlab
