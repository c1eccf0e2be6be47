#pragma once

#include "outputsink.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <span>

namespace nimlab {
struct NimSumTable;
struct WythoffGrundyTable;
class FibNimGrundyTable;
} // namespace nimlab

namespace nimlab::cli {

/// How a table command answers: rows of space-separated numbers, CSV rows, or one JSON object.
enum class TableFormat
{
    Text,
    Csv,
    Json,
};

/// Numbers separated by `separator`, no line end.
void writeRow(OutputSink &out, std::span<const std::uint16_t> row, char separator);
/// A JSON array of numbers: [a,b,c].
void writeJsonRow(OutputSink &out, std::span<const std::uint16_t> row);
/// A row-major size x size table: one line per row (Text, Csv) or a JSON array of rows (Json).
void writeSquareTable(OutputSink &out, std::span<const std::uint16_t> cells, int size, TableFormat format);

/// Writes `json` as compact JSON text followed by a line end, the value of `key` written by `writeValue` in its place.
/// The rest of the object goes through QJsonDocument, so keys, order and spelling match the small answers exactly.
void writeJsonWithStreamedValue(OutputSink &out, QJsonObject json, const QString &key,
                                const std::function<void()> &writeValue);

/// The answers of the three table commands, written row by row from the built table (never a second whole copy).
void writeNimSumAnswer(OutputSink &out, const QString &methodName, const NimSumTable &table, TableFormat format);
void writeWythoffGrundyAnswer(OutputSink &out, const WythoffGrundyTable &table, TableFormat format);
void writeFibNimGrundyAnswer(OutputSink &out, const FibNimGrundyTable &table, TableFormat format);

} // namespace nimlab::cli
