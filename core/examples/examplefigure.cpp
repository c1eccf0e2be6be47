// The figures of worked example steps as text and JSON, for the console tool.
#include "example.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

namespace {
class ExampleFigureText
{
    Q_DECLARE_TR_FUNCTIONS(ExampleFigure)
};

/// Rows of cells in columns as wide as their widest cell, two spaces apart.
QString columns(const std::vector<QStringList> &rows)
{
    std::vector<qsizetype> width;
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (std::size_t(c) >= width.size())
                width.push_back(0);
            width[std::size_t(c)] = std::max(width[std::size_t(c)], row[c].size());
        }
    QStringList lines;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c)
            cells << row[c].leftJustified(width[std::size_t(c)]);
        QString line = cells.join(QStringLiteral("  "));
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QString rowName(const NimTableFigure &f, int row)
{
    if (row == f.nimSumRow())
        return ExampleFigureText::tr("nim-sum");
    if (row == f.changedHeap)
        return ExampleFigureText::tr("heap %1 (%2 \u2192 %3)").arg(row + 1).arg(f.changedFrom).arg(f.rowValue(row));
    return ExampleFigureText::tr("heap %1").arg(row + 1);
}
} // namespace

QString exampleFigureText(const ExampleStep &step)
{
    if (step.table) {
        std::vector<QStringList> rows{step.table->headers};
        rows.insert(rows.end(), step.table->rows.begin(), step.table->rows.end());
        return columns(rows);
    }
    if (!step.nimTable)
        return {};
    const NimTableFigure &f = *step.nimTable;
    // A * after a highlighted column's place value and before a highlighted row's name.
    QStringList header{QString()};
    for (int bit = f.bits - 1; bit >= 0; --bit)
        header << QString::number(NimTableFigure::placeValue(bit)) +
                      (f.isColumnHighlighted(bit) ? QStringLiteral("*") : QString());
    header << QString();
    std::vector<QStringList> rows{header};
    for (int row = 0; row < f.rowCount(); ++row) {
        QStringList cells{(f.isRowHighlighted(row) ? QStringLiteral("* ") : QStringLiteral("  ")) + rowName(f, row)};
        for (int bit = f.bits - 1; bit >= 0; --bit)
            cells << QString::number(f.digit(row, bit));
        cells << QStringLiteral("= %1").arg(f.rowValue(row));
        rows.push_back(cells);
    }
    return columns(rows);
}

QJsonObject exampleFigureJson(const ExampleStep &step)
{
    if (step.table) {
        QJsonArray rows;
        for (const QStringList &row : step.table->rows)
            rows.append(QJsonArray::fromStringList(row));
        return {{QStringLiteral("table"),
                 QJsonObject{{QStringLiteral("headers"), QJsonArray::fromStringList(step.table->headers)},
                             {QStringLiteral("rows"), rows}}}};
    }
    if (!step.nimTable)
        return {};
    const NimTableFigure &f = *step.nimTable;
    QJsonArray columns;
    for (const int c : f.columns)
        columns.append(c);
    QJsonArray rows;
    for (const int r : f.rows)
        rows.append(r);
    QJsonObject table{{QStringLiteral("heaps"), exampleJson(f.heaps)},
                      {QStringLiteral("bits"), f.bits},
                      {QStringLiteral("columns"), columns},
                      {QStringLiteral("rows"), rows},
                      {QStringLiteral("showsNimSum"), f.showsNimSum},
                      {QStringLiteral("nimSum"), qint64(f.nimSum)}};
    if (f.changedHeap >= 0) {
        table.insert(QStringLiteral("changedHeap"), f.changedHeap);
        table.insert(QStringLiteral("changedFrom"), qint64(f.changedFrom));
    }
    return {{QStringLiteral("nimTable"), table}};
}

} // namespace nimlab
