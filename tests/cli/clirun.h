#pragma once
// Runs the nimlab-cli binary under test and collects what it printed; shared by the CLI test executables.

#include <QProcess>
#include <QStringList>

namespace clitest {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs nimlab-cli with `args`; `stdoutFile`, when given, receives stdout instead (e.g. "/dev/full").
inline Run runCli(const QStringList &args, const QString &stdoutFile = QString())
{
    QProcess process;
    if (!stdoutFile.isEmpty())
        process.setStandardOutputFile(stdoutFile);
    process.start(QStringLiteral(NIMLAB_CLI_PATH), args);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

} // namespace clitest
