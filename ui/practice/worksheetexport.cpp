#include "worksheetexport.h"

#include "i18n/languagemanager.h"
#include "jobs/backgroundjob.h"
#include "worksheet.h"
#include "worksheetdialog.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QSaveFile>

namespace nimlab {

WorksheetExport::WorksheetExport(LanguageManager *language, QWidget *window)
    : QObject(window), m_language(language), m_window(window), m_job(new BackgroundJob(this))
{
}

void WorksheetExport::exportSheet(std::optional<Start> start)
{
    WorksheetDialog dialog(WorksheetDialog::Purpose::Export, m_window);
    if (start)
        dialog.setInitial(start->game, start->level);
    if (dialog.exec() != QDialog::Accepted || m_job->isRunning())
        return;
    const WorksheetSpec spec{dialog.request(), m_language->language()};
    const QString file = QFileDialog::getSaveFileName(m_window, tr("Export worksheet"),
                                                      QStringLiteral("worksheet-%1-%2-%3.pdf")
                                                          .arg(practiceGameName(spec.request.game))
                                                          .arg(spec.request.level)
                                                          .arg(spec.request.seed),
                                                      tr("PDF files (*.pdf)"));
    if (file.isEmpty())
        return;
    // Painted off the GUI thread (a thousand exercises take seconds), then written at once, atomically: a cancelled
    // sheet writes nothing.
    run(tr("Writing the worksheet..."), [this, file] {
        const auto bytes = m_job->result<QByteArray>();
        QSaveFile out(file);
        if (bytes && out.open(QIODevice::WriteOnly) && out.write(*bytes) == bytes->size() && out.commit())
            Q_EMIT statusMessage(tr("Worksheet saved to %1.").arg(file));
        else
            QMessageBox::warning(m_window, tr("Export worksheet"),
                                 tr("Cannot write %1: %2").arg(file, out.errorString()));
    });
    m_job->start<QByteArray>([spec](const Progress &progress) { return worksheetPdf(spec, progress); });
}

void WorksheetExport::printSheet(std::optional<Start> start)
{
    WorksheetDialog dialog(WorksheetDialog::Purpose::Print, m_window);
    if (start)
        dialog.setInitial(start->game, start->level);
    if (dialog.exec() != QDialog::Accepted || m_job->isRunning())
        return;
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageSize(QPageSize(QPageSize::A4));
    QPrintDialog printDialog(printer.get(), m_window);
    if (printDialog.exec() != QDialog::Accepted)
        return;
    const WorksheetSpec spec{dialog.request(), m_language->language()};
    run(tr("Printing the worksheet..."), [this] {
        if (m_job->result<bool>())
            Q_EMIT statusMessage(tr("Worksheet sent to the printer."));
        else
            QMessageBox::warning(m_window, tr("Print worksheet"), tr("The worksheet could not be printed."));
    });
    // The printer lives as long as the work that paints on it.
    m_job->start<bool>([spec, printer](const Progress &progress) -> std::shared_ptr<const bool> {
        const bool printed = nimlab::printWorksheet(spec, printer.get(), progress);
        if (!printed && progress && !progress(1.0))
            return nullptr; // cancelled
        return std::make_shared<const bool>(printed);
    });
}

void WorksheetExport::run(const QString &label, std::function<void()> whenFinished)
{
    auto *progress = new QProgressDialog(label, tr("Cancel"), 0, 1000, m_window);
    progress->setObjectName(QStringLiteral("worksheetProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(400);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(m_job, &BackgroundJob::progressChanged, progress, &QProgressDialog::setValue);
    connect(progress, &QProgressDialog::canceled, m_job, &BackgroundJob::cancel);
    const auto done = [this, progress] {
        disconnect(m_job, nullptr, progress, nullptr);
        disconnect(m_job, nullptr, this, nullptr);
        progress->deleteLater();
    };
    connect(m_job, &BackgroundJob::finished, this, [done, whenFinished = std::move(whenFinished)] {
        done();
        whenFinished();
    });
    connect(m_job, &BackgroundJob::cancelled, this, [this, done] {
        done();
        Q_EMIT statusMessage(tr("Cancelled: no worksheet was written or printed."));
    });
    connect(m_job, &BackgroundJob::failed, this, [this, done] {
        done();
        Q_EMIT statusMessage(tr("The worksheet could not be made."));
    });
}

} // namespace nimlab
