#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace nimlab {

/// The worked examples of the articles.
enum class ExampleId
{
    Nim,      ///< Nim (6, 12, 9) -> (5, 12, 9)
    NimSum,   ///< nim-sum(6, 12) = 10 and the 8 x 8 table
    Mex,      ///< G(1, 0), G(0, 1), G(1, 1) by the smallest unused value
    FibNim10, ///< Fibonacci Nim with 10 coins, the article's six steps
    FibNim21, ///< Fibonacci Nim with 21 coins: the first player loses
    Wythoff,  ///< Wythoff's P-positions for n = 0..20 by the inductive construction
    Sum,      ///< the sum Nim 3 + Fibonacci Nim 10 (quota 9) + Wythoff (4, 4) by the Sprague-Grundy theorem
};

/// One step of a worked example: its explanation (in the current language) and the numbers behind it.
struct ExampleStep
{
    QString text;
    QJsonObject data;
};

/// A worked example as a script of steps. Every number in the text is computed by the core when it is built.
struct Example
{
    ExampleId id = ExampleId::Nim;
    QString title;
    std::vector<ExampleStep> steps;
};

/// The command-line names: nim, nimsum, mex, fibnim10, fibnim21, wythoff, sum.
QStringList exampleNames();
QString exampleName(ExampleId id);
std::optional<ExampleId> exampleFromName(const QString &name);

/// Builds the example with texts in the language currently installed; call again after a language change.
Example buildExample(ExampleId id);

/// "a + b + c" for the given numbers (the way the articles write sums).
QString joinedSum(const std::vector<std::uint64_t> &terms);
/// The numbers of an example step's data (small enough for JSON integers).
QJsonArray exampleJson(const std::vector<std::uint64_t> &values);
/// "(a, b, c)".
QString tupleText(const std::vector<std::uint64_t> &values);

namespace detail {
Example buildNimExample();
Example buildNimSumExample();
Example buildMexExample();
Example buildFibNim10Example();
Example buildFibNim21Example();
Example buildWythoffExample();
Example buildSumExample();
} // namespace detail

} // namespace nimlab
