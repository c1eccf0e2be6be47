#pragma once

#include "exercises.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace nimlab {

/// What fixes a list of exercises: the game, the level, how many and the seed (nimlab-cli exercise and the worksheet).
struct ExerciseRequest
{
    PracticeGame game = PracticeGame::Nim;
    int level = 1;
    int count = 10;
    std::uint64_t seed = 1;
    friend bool operator==(const ExerciseRequest &, const ExerciseRequest &) = default;
};

/// Reads the four arguments as the command lines spell them (a game name of practiceGameName(), level 1..3, count
/// 1..kMaxPracticeCount, any 64-bit seed, in decimal digits); on bad input nullopt, and `error` gets one line saying
/// which argument is wrong and what it must be.
std::optional<ExerciseRequest> parseExerciseRequest(const QString &game, const QString &level, const QString &count,
                                                    const QString &seed, QString *error);

/// The arguments that ask for the same exercises again: {"--game", "nim", "--level", "2", "--count", ...}.
QStringList exerciseRequestArguments(const ExerciseRequest &request);

/// A fresh seed for a new sheet: short enough to read out to a class (1 .. 999999).
std::uint64_t newExerciseSeed();

} // namespace nimlab
