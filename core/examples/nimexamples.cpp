// The nim-sum article's examples: Nim (6, 12, 9), nim-sum(6, 12) and the 8 x 8 table, and the mex examples.
#include "example.h"
#include "math/nim.h"
#include "math/nimsumtable.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace nimlab {

namespace {

class NimExampleText
{
    Q_DECLARE_TR_FUNCTIONS(NimExample)
};

QString binary(std::uint64_t v, int width)
{
    return QString::number(v, 2).rightJustified(width, QLatin1Char('0'));
}

/// The bit places set in v, highest first.
std::vector<int> bitPlaces(std::uint64_t v)
{
    std::vector<int> places;
    for (int b = 63; b >= 0; --b)
        if ((v >> b) & 1U)
            places.push_back(b);
    return places;
}

/// The binary table of `heaps` drawn `bits` places wide, highlighting `columns` and `rows`.
NimTableFigure nimFigure(const std::vector<std::uint64_t> &heaps, int bits, std::vector<int> columns,
                         std::vector<int> rows)
{
    NimTableFigure f;
    f.heaps = heaps;
    f.bits = bits;
    f.columns = std::move(columns);
    f.rows = std::move(rows);
    f.nimSum = nimSum(heaps);
    return f;
}

} // namespace

namespace detail {

Example buildNimExample()
{
    const std::vector<std::uint64_t> heaps{6, 12, 9};
    const NimStrategy s = nimStrategy(heaps);
    Example ex{ExampleId::Nim, NimExampleText::tr("Nim: the position %1").arg(tupleText(heaps)), {}};

    QStringList sums;
    for (const std::uint64_t h : heaps)
        sums << NimExampleText::tr("%1 = %2").arg(h).arg(joinedSum(powersOfTwo(h)));
    ex.steps.push_back({NimExampleText::tr("Write each heap of %1 as a sum of powers of two: %2.")
                            .arg(tupleText(heaps), sums.join(NimExampleText::tr(", ", "between two equations"))),
                        {{QStringLiteral("heaps"), exampleJson(heaps)}}});
    // Every heap in binary; the nim-sum row comes with the next step.
    const int bits = nimBinaryWidth(heaps);
    std::vector<int> allHeaps;
    for (int i = 0; i < int(heaps.size()); ++i)
        allHeaps.push_back(i);
    ex.steps.back().nimTable = nimFigure(heaps, bits, {}, allHeaps);
    ex.steps.back().nimTable->showsNimSum = false;

    QStringList heapSums;
    for (const std::uint64_t h : heaps)
        heapSums << joinedSum(powersOfTwo(h));
    ex.steps.push_back(
        {NimExampleText::tr("nim-sum%1 = nim-sum(%2) = %3 = %4 > 0: the powers of two that appear an odd number "
                            "of times. So one heap can be lowered to make the nim-sum 0.")
             .arg(tupleText(heaps), heapSums.join(QStringLiteral(", ")), joinedSum(s.nimSumPowers))
             .arg(s.nimSum),
         {{QStringLiteral("heaps"), exampleJson(heaps)}, {QStringLiteral("nimSum"), qint64(s.nimSum)}}});
    // The columns with an odd number of ones make the nim-sum.
    const int sumRow = int(heaps.size());
    ex.steps.back().nimTable = nimFigure(heaps, bits, bitPlaces(s.nimSum), {sumRow});

    ex.steps.push_back(
        {NimExampleText::tr("The largest power of two in nim-sum %1 = %2 is %3. The heap of %4 = %5 has it.")
             .arg(s.nimSum)
             .arg(joinedSum(s.nimSumPowers))
             .arg(s.highestPower)
             .arg(s.from)
             .arg(joinedSum(powersOfTwo(s.from))),
         {{QStringLiteral("heaps"), exampleJson(heaps)},
          {QStringLiteral("heap"), s.heap},
          {QStringLiteral("highestPower"), qint64(s.highestPower)}}});
    ex.steps.back().nimTable = nimFigure(heaps, bits, {s.highestBit}, {s.heap});

    ex.steps.push_back(
        {NimExampleText::tr("nim-sum(%1, nim-sum%2) = nim-sum(%3, %4) = %5 = %6: the new size of "
                            "that heap.")
             .arg(s.from)
             .arg(tupleText(heaps))
             .arg(joinedSum(powersOfTwo(s.from)), joinedSum(s.nimSumPowers), joinedSum(powersOfTwo(s.to)))
             .arg(s.to),
         {{QStringLiteral("heaps"), exampleJson(heaps)},
          {QStringLiteral("heap"), s.heap},
          {QStringLiteral("to"), qint64(s.to)}}});
    // The heap's digits flip in the nim-sum's columns.
    ex.steps.back().nimTable = nimFigure(heaps, bits, bitPlaces(s.nimSum), {s.heap, sumRow});

    std::vector<std::uint64_t> after = heaps;
    after[static_cast<std::size_t>(s.heap)] = s.to;
    ex.steps.push_back({NimExampleText::tr("Take %1 from the heap of %2, leaving %3: nim-sum%3 = %4, so the "
                                           "opponent now faces a losing position.")
                            .arg(s.from - s.to)
                            .arg(s.from)
                            .arg(tupleText(after))
                            .arg(nimSum(after)),
                        {{QStringLiteral("heaps"), exampleJson(after)},
                         {QStringLiteral("heap"), s.heap},
                         {QStringLiteral("nimSum"), qint64(nimSum(after))}}});
    // The new table: the lowered heap's changed digits, and every column even (nim-sum 0).
    NimTableFigure moved = nimFigure(after, bits, bitPlaces(s.from ^ s.to), {s.heap, sumRow});
    moved.changedHeap = s.heap;
    moved.changedFrom = s.from;
    ex.steps.back().nimTable = moved;
    return ex;
}

Example buildNimSumExample()
{
    const std::uint64_t m = 6;
    const std::uint64_t n = 12;
    const std::uint64_t sum = m ^ n;
    Example ex{ExampleId::NimSum, NimExampleText::tr("The nim-sum table"), {}};
    ex.steps.push_back(
        {NimExampleText::tr("nim-sum(%1, %2) = nim-sum(%3, %4) = %5 = %6: a power of two that "
                            "appears in both numbers drops out.")
             .arg(m)
             .arg(n)
             .arg(joinedSum(powersOfTwo(m)), joinedSum(powersOfTwo(n)), joinedSum(powersOfTwo(sum)))
             .arg(sum),
         {{QStringLiteral("m"), qint64(m)}, {QStringLiteral("n"), qint64(n)}, {QStringLiteral("value"), qint64(sum)}}});
    const int width = 4;
    ex.steps.push_back(
        {NimExampleText::tr("Method 1, bitwise exclusive or: %1 is %2 and %3 is %4 in binary; "
                            "%2 XOR %4 = %5, which is %6 in decimal.")
             .arg(m)
             .arg(binary(m, width))
             .arg(n)
             .arg(binary(n, width), binary(sum, width))
             .arg(sum),
         {{QStringLiteral("m"), qint64(m)}, {QStringLiteral("n"), qint64(n)}, {QStringLiteral("value"), qint64(sum)}}});
    const NimSumTable table = buildNimSumTable(NimSumMethod::Xor, 8);
    QJsonArray rows;
    for (int r = 0; r < table.size; ++r) {
        QJsonArray row;
        for (int c = 0; c < table.size; ++c)
            row.append(table.at(r, c));
        rows.append(row);
    }
    ex.steps.push_back({NimExampleText::tr("The nim-sum table for 0 to %1: every row and every column holds each of "
                                           "0 to %1 exactly once, and the diagonal is 0.")
                            .arg(table.size - 1),
                        {{QStringLiteral("table"), rows}}});
    return ex;
}

Example buildMexExample()
{
    Example ex{ExampleId::Mex, NimExampleText::tr("Method 2: the smallest unused value"), {}};
    const std::vector<NimSumStep> built = nimSumSteps(NimSumMethod::Mex, 2);
    // The article's order: G(0, 0), then G(1, 0), then G(0, 1), then G(1, 1).
    std::vector<NimSumStep> steps = built;
    std::sort(steps.begin(), steps.end(), [](const NimSumStep &a, const NimSumStep &b) {
        return std::make_pair(a.m + a.n, -a.m) < std::make_pair(b.m + b.n, -b.m);
    });
    for (const NimSumStep &step : steps) {
        QStringList used;
        QJsonArray usedJson;
        for (int c = 0; c < static_cast<int>(step.rowLeft.size()); ++c) {
            used << NimExampleText::tr("G(%1, %2) = %3").arg(step.m).arg(c).arg(step.rowLeft[std::size_t(c)]);
            usedJson.append(step.rowLeft[std::size_t(c)]);
        }
        for (int r = 0; r < static_cast<int>(step.columnAbove.size()); ++r) {
            used << NimExampleText::tr("G(%1, %2) = %3").arg(r).arg(step.n).arg(step.columnAbove[std::size_t(r)]);
            usedJson.append(step.columnAbove[std::size_t(r)]);
        }
        const QString text = used.isEmpty()
                                 ? NimExampleText::tr("G(%1, %2) = %3: there is nothing before it.")
                                       .arg(step.m)
                                       .arg(step.n)
                                       .arg(step.value)
                                 : NimExampleText::tr("G(%1, %2) is the smallest non-negative integer not used by "
                                                      "%3, so it is %4.")
                                       .arg(step.m)
                                       .arg(step.n)
                                       .arg(used.join(NimExampleText::tr(" and ")))
                                       .arg(step.value);
        ex.steps.push_back({text,
                            {{QStringLiteral("m"), step.m},
                             {QStringLiteral("n"), step.n},
                             {QStringLiteral("value"), step.value},
                             {QStringLiteral("used"), usedJson}}});
    }
    return ex;
}

} // namespace detail
} // namespace nimlab
