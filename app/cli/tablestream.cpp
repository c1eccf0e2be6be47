// The big answers, streamed: each row is formatted straight into the output sink as the loop reaches it. Building a
// QJsonArray of an 8192 x 8192 table took 13.8 s and 3.1 GB for a 128 MiB table; this writes the same bytes.
#include "tablestream.h"

#include "jsonwriter.h"

#include "math/fibnim.h"
#include "math/nimsumtable.h"
#include "math/wythoff.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <vector>

namespace nimlab::cli {

namespace {

// "00" .. "99": the table values are mostly below 100, and two bytes copied beat a division per digit.
constexpr auto kTwoDigits = [] {
    std::array<char, 200> digits{};
    for (int i = 0; i < 100; ++i) {
        digits[std::size_t(2 * i)] = char('0' + i / 10);
        digits[std::size_t(2 * i + 1)] = char('0' + i % 10);
    }
    return digits;
}();

char *putNumber(char *p, std::uint16_t value)
{
    if (value < 10) {
        *p = char('0' + value);
        return p + 1;
    }
    if (value < 100) {
        std::memcpy(p, kTwoDigits.data() + 2 * value, 2);
        return p + 2;
    }
    return std::to_chars(p, p + 5, value).ptr;
}

} // namespace

void writeRow(OutputSink &out, std::span<const std::uint16_t> row, char separator)
{
    // A uint16_t takes at most 5 digits and its separator: reserve room for a chunk of numbers at once, so the inner
    // loop only formats.
    constexpr std::size_t kMaxBytes = 6;
    const std::size_t chunk = out.capacity() / kMaxBytes;
    for (std::size_t i = 0; i < row.size();) {
        const std::size_t end = std::min(row.size(), i + chunk);
        char *p = out.reserve((end - i) * kMaxBytes);
        for (; i < end; ++i) {
            if (i > 0)
                *p++ = separator;
            p = putNumber(p, row[i]);
        }
        out.commit(p);
    }
}

void writeJsonRow(OutputSink &out, std::span<const std::uint16_t> row)
{
    out.write('[');
    writeRow(out, row, ',');
    out.write(']');
}

void writeSquareTable(OutputSink &out, std::span<const std::uint16_t> cells, int size, TableFormat format)
{
    const auto n = static_cast<std::size_t>(size);
    if (format == TableFormat::Json)
        out.write('[');
    // A failed write (a full disk, a closed pipe) stops the table: nothing more would reach the file anyway.
    for (std::size_t r = 0; r < n && !out.failed(); ++r) {
        const std::span<const std::uint16_t> row = cells.subspan(r * n, n);
        if (format == TableFormat::Json) {
            if (r > 0)
                out.write(',');
            writeJsonRow(out, row);
        } else {
            writeRow(out, row, format == TableFormat::Csv ? ',' : ' ');
            out.write('\n');
        }
    }
    if (format == TableFormat::Json)
        out.write(']');
}

void writeJsonWithStreamedValue(OutputSink &out, QJsonObject json, const QString &key,
                                const std::function<void()> &writeValue)
{
    // A placeholder string that no answer contains; QJsonDocument writes its first character as \u0001.
    static const QString placeholder = QStringLiteral("\u0001streamed");
    static const QByteArray written = QByteArrayLiteral("\"\\u0001streamed\"");
    json.insert(key, placeholder);
    const QByteArray text = toJsonText(json);
    const qsizetype at = text.indexOf(written);
    out.write(text.left(at));
    writeValue();
    out.write(text.mid(at + written.size()));
    out.write('\n');
}

namespace {
/// A square table's answer: the rows alone (Text, Csv), or `head` with the rows under `key` (Json).
void writeSquareAnswer(OutputSink &out, const QJsonObject &head, const QString &key,
                       std::span<const std::uint16_t> cells, int size, TableFormat format)
{
    const auto writeTable = [&] { writeSquareTable(out, cells, size, format); };
    if (format != TableFormat::Json)
        return writeTable();
    writeJsonWithStreamedValue(out, head, key, writeTable);
}
} // namespace

void writeNimSumAnswer(OutputSink &out, const QString &methodName, const NimSumTable &table, TableFormat format)
{
    writeSquareAnswer(out, {{QStringLiteral("method"), methodName}, {QStringLiteral("size"), table.size}},
                      QStringLiteral("table"), table.cells, table.size, format);
}

void writeWythoffGrundyAnswer(OutputSink &out, const WythoffGrundyTable &table, TableFormat format)
{
    writeSquareAnswer(out, {{QStringLiteral("size"), table.size}}, QStringLiteral("grundy"), table.cells, table.size,
                      format);
}

void writeFibNimGrundyAnswer(OutputSink &out, const FibNimGrundyTable &table, TableFormat format)
{
    const int max = table.maxCoins();
    // One row at a time: row n is g(n, 1..n), copied into a buffer of at most max values.
    std::vector<std::uint16_t> row;
    row.reserve(static_cast<std::size_t>(max));
    const auto fillRow = [&](int n) {
        row.clear();
        for (int q = 1; q <= n; ++q)
            row.push_back(table.value(n, std::uint64_t(q)));
    };
    if (format != TableFormat::Json) {
        // The text form: "n: g(n,1) ... g(n,n)"; row 0 is "0: " with its space, as it always was.
        for (int n = 0; n <= max && !out.failed(); ++n) {
            fillRow(n);
            out.writeNumber(std::uint64_t(n));
            out.write(std::string_view(": "));
            writeRow(out, row, ' ');
            out.write('\n');
        }
        return;
    }
    writeJsonWithStreamedValue(out, {{QStringLiteral("max"), max}}, QStringLiteral("grundy"), [&] {
        out.write('[');
        for (int n = 0; n <= max && !out.failed(); ++n) {
            if (n > 0)
                out.write(',');
            fillRow(n);
            writeJsonRow(out, row);
        }
        out.write(']');
    });
}

} // namespace nimlab::cli
