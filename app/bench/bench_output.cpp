// nimlab-cli's streamed table answers: the time to write one against writing the same number of bytes plainly
// (fwrite of a buffer, in the sink's own chunk size) to the same kind of file, in the same run, and the peak heap of
// building and writing it against the table's own bytes.
#include "benchreport.h"
#include "memorytracker.h"

#include "outputsink.h"
#include "tablestream.h"

#include "math/fibnim.h"
#include "math/nimsumtable.h"

#include <QTemporaryDir>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

namespace nimlab::bench {

namespace {

using cli::OutputSink;

/// One timed write into a fresh file; `ok` is false (and `problem` says why) when the file could not be written.
struct WriteResult
{
    double ms = 0;
    std::uint64_t bytes = 0;
    QString problem;
};

WriteResult timedWrite(const QString &path, const std::function<std::uint64_t(std::FILE *)> &write)
{
    WriteResult result;
    result.ms = timeMs([&] {
        std::FILE *file = std::fopen(qPrintable(path), "wb");
        if (!file) {
            result.problem = QStringLiteral("cannot open %1: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
            return;
        }
        result.bytes = write(file);
        if (std::fclose(file) != 0 && result.problem.isEmpty())
            result.problem = QStringLiteral("cannot close %1: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
    });
    std::remove(qPrintable(path));
    return result;
}

/// The plain reference: `bytes` bytes of one buffer, in chunks of the sink's capacity.
std::uint64_t writePlainly(std::FILE *file, std::uint64_t bytes, QString &problem)
{
    const std::vector<char> chunk(OutputSink::kDefaultCapacity, '7');
    std::uint64_t written = 0;
    while (written < bytes) {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(chunk.size(), bytes - written));
        if (std::fwrite(chunk.data(), 1, n, file) != n) {
            problem = QStringLiteral("plain write failed: %1").arg(QString::fromLocal8Bit(strerror(errno)));
            break;
        }
        written += n;
    }
    return written;
}

/// Times `writeAnswer` (the CLI's own code path) against plain writes of as many bytes, best of `repeats` each.
void compareWithPlainWrite(BenchReport &report, const QString &name, int repeats,
                           const std::function<void(OutputSink &)> &writeAnswer)
{
    const QTemporaryDir dir;
    const QString path = dir.path() + QStringLiteral("/answer.out");
    QString problem = dir.isValid() ? QString() : QStringLiteral("no temporary folder: %1").arg(dir.errorString());
    WriteResult streamed;
    WriteResult plain;
    for (int i = 0; i < repeats && problem.isEmpty(); ++i) {
        const WriteResult s = timedWrite(path, [&](std::FILE *file) {
            OutputSink sink(file);
            writeAnswer(sink);
            if (!sink.finish())
                problem =
                    QStringLiteral("streamed write failed: %1").arg(QString::fromLocal8Bit(strerror(sink.error())));
            return sink.bytesWritten();
        });
        const WriteResult p = timedWrite(path, [&](std::FILE *file) { return writePlainly(file, s.bytes, problem); });
        for (const WriteResult *r : {&s, &p})
            if (problem.isEmpty() && !r->problem.isEmpty())
                problem = r->problem;
        if (i == 0 || s.ms < streamed.ms)
            streamed = s;
        if (i == 0 || p.ms < plain.ms)
            plain = p;
    }
    if (problem.isEmpty() && (streamed.bytes == 0 || plain.bytes != streamed.bytes))
        problem = QStringLiteral("wrote %1 bytes streamed, %2 plainly").arg(streamed.bytes).arg(plain.bytes);
    if (!problem.isEmpty()) {
        report.addNotMeasured(name, problem, QStringLiteral("at most 8x a plain write"));
        return;
    }
    report.addRatio(name + QStringLiteral(", %1 MiB").arg(double(streamed.bytes) / 1048576.0, 0, 'f', 1), streamed.ms,
                    QStringLiteral("plain fwrite"), plain.ms, QStringLiteral("at most 8x"),
                    plain.ms > 0 && streamed.ms <= 8.0 * plain.ms);
}

/// Peak heap of building the table and writing the answer (to a file that is not kept) against the table's bytes.
void measurePeak(BenchReport &report, const QString &name, const std::function<std::uint64_t(OutputSink &)> &run)
{
    std::FILE *sinkFile = std::fopen("/dev/null", "wb");
    if (!sinkFile) {
        report.addNotMeasured(name, QStringLiteral("cannot open /dev/null"), QStringLiteral("at most 1.5x the table"));
        return;
    }
    const std::uint64_t baseline = currentHeapBytes();
    resetPeakHeapBytes();
    std::uint64_t tableBytes = 0;
    {
        OutputSink sink(sinkFile);
        tableBytes = run(sink);
        sink.finish();
    }
    const std::uint64_t peak = peakHeapBytes() - baseline;
    std::fclose(sinkFile);
    report.addMemory(name, peak, tableBytes, QStringLiteral("at most 1.5x the table"),
                     tableBytes > 0 && double(peak) <= 1.5 * double(tableBytes));
}

void benchNimSumJson(BenchReport &report, int size, int repeats)
{
    const QString name = QStringLiteral("cli nimsum xor %1 --json").arg(size);
    {
        const NimSumTable table = buildNimSumTable(NimSumMethod::Xor, size);
        compareWithPlainWrite(report, name + QStringLiteral(": streamed vs plain write"), repeats,
                              [&](OutputSink &out) {
                                  cli::writeNimSumAnswer(out, QStringLiteral("xor"), table, cli::TableFormat::Json);
                              });
    }
    measurePeak(report, name + QStringLiteral(": peak heap, build and write"), [size](OutputSink &out) {
        const NimSumTable table = buildNimSumTable(NimSumMethod::Xor, size);
        cli::writeNimSumAnswer(out, QStringLiteral("xor"), table, cli::TableFormat::Json);
        return std::uint64_t(table.cells.size() * sizeof(std::uint16_t));
    });
}

void benchFibNimGrundyJson(BenchReport &report, int max, int repeats)
{
    const QString name = QStringLiteral("cli fibnim-grundy --max %1 --json").arg(max);
    {
        const FibNimGrundyTable table(max);
        compareWithPlainWrite(
            report, name + QStringLiteral(": streamed vs plain write"), repeats,
            [&](OutputSink &out) { cli::writeFibNimGrundyAnswer(out, table, cli::TableFormat::Json); });
    }
    measurePeak(report, name + QStringLiteral(": peak heap, build and write"), [max](OutputSink &out) {
        const FibNimGrundyTable table(max);
        cli::writeFibNimGrundyAnswer(out, table, cli::TableFormat::Json);
        // The table keeps g(n, 1..n) for n = 1..max: max(max + 1) / 2 values of two bytes.
        return std::uint64_t(max) * std::uint64_t(max + 1) / 2 * sizeof(std::uint16_t);
    });
}

} // namespace

void benchCliOutput(BenchReport &report, bool quick)
{
    benchNimSumJson(report, quick ? 256 : 8192, quick ? 1 : 3);
    benchFibNimGrundyJson(report, quick ? 300 : 10000, quick ? 1 : 3);
}

} // namespace nimlab::bench
