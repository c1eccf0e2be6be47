#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
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

/// A picture of Nim's binary table for one step: one row per heap (and the nim-sum row), one column per bit place,
/// with the columns and rows the step talks about highlighted. Every digit is computed here, in core.
struct NimTableFigure
{
    std::vector<std::uint64_t> heaps;
    int bits = 1;                  ///< bit places shown, bits - 1 (left) .. 0 (right)
    std::vector<int> columns;      ///< highlighted bit places (0 is the ones place)
    std::vector<int> rows;         ///< highlighted rows: a heap's index, or nimSumRow() for the nim-sum
    bool showsNimSum = true;       ///< false before the step that computes it
    std::uint64_t nimSum = 0;      ///< XOR of the heaps
    int changedHeap = -1;          ///< the heap the step's move lowers (-1: none)
    std::uint64_t changedFrom = 0; ///< that heap's size before the move

    int nimSumRow() const { return int(heaps.size()); }
    /// Rows shown: the heaps, then the nim-sum when it is shown.
    int rowCount() const { return int(heaps.size()) + (showsNimSum ? 1 : 0); }
    /// The number of row `row`: a heap's size or the nim-sum.
    std::uint64_t rowValue(int row) const { return row == nimSumRow() ? nimSum : heaps[std::size_t(row)]; }
    /// The binary digit of row `row` at bit place `bit`.
    int digit(int row, int bit) const { return int((rowValue(row) >> bit) & 1U); }
    /// 2^bit, the value of a column.
    static std::uint64_t placeValue(int bit) { return std::uint64_t(1) << bit; }
    bool isColumnHighlighted(int bit) const;
    bool isRowHighlighted(int row) const;
};

/// A table of words and numbers for one step (the 21-coin example's first moves): headers and rows, in the
/// language installed when the example was built.
struct TableFigure
{
    QStringList headers;
    std::vector<QStringList> rows;
};

/// One step of a worked example: its explanation (in the current language), the numbers behind it and, where the
/// step has one, its picture.
struct ExampleStep
{
    ExampleStep() = default;
    ExampleStep(QString text_, QJsonObject data_) : text(std::move(text_)), data(std::move(data_)) {}

    QString text;
    QJsonObject data;
    std::optional<NimTableFigure> nimTable;
    std::optional<TableFigure> table;
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

/// The step's figure as plain text (a table in columns; the highlighted columns and rows marked with *), in the
/// current language; empty when the step has no figure. The console tool prints it under the step's text.
QString exampleFigureText(const ExampleStep &step);
/// The step's figure as JSON ({"nimTable": {...}} or {"table": {"headers", "rows"}}); empty without a figure.
QJsonObject exampleFigureJson(const ExampleStep &step);

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
