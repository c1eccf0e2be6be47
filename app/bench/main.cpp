// nimlab-bench: times each fast path of the core against the textbook version of the same definition, in the
// same run, and prints both times with their ratio, then a JSON summary. Exit code 1 when a target is missed.
#include "benchreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("nimlab-bench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NIMLAB_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Benchmarks NimLab's fast paths against textbook versions."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption quick(QStringLiteral("quick"),
                                   QStringLiteral("Smaller sizes, for a smoke test (targets are not judged)."));
    parser.addOption(quick);
    parser.process(app);
    const bool isQuick = parser.isSet(quick);

    nimlab::bench::BenchReport report;
    nimlab::bench::benchNimSum(report, isQuick);
    nimlab::bench::benchFibNim(report, isQuick);
    nimlab::bench::benchWythoff(report, isQuick);
    nimlab::bench::benchSums(report, isQuick);
    nimlab::bench::benchCliOutput(report, isQuick);
    report.printSummary();
    return report.allPassed() || isQuick ? 0 : 1;
}
