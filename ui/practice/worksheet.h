#pragma once

#include "math/progress.h"
#include "worksheetlayout.h"

#include <QByteArray>

#include <memory>

class QIODevice;
class QPagedPaintDevice;
class QPrinter;

namespace nimlab {

/// Paints the pages of `layout` on `device` (a PDF writer or a printer), one page each, scaled to fit the paper with
/// (0, 0) at its top left corner; false when the device cannot be painted on or `progress` (asked before each page
/// with the fraction done) said stop.
bool paintWorksheet(const WorksheetLayout &layout, const QString &language, QPagedPaintDevice *device,
                    const Progress &progress = {});
/// Writes the A4 worksheet of `spec` as a PDF to `out`; false when it could not be painted or `progress` said stop.
/// Safe on a worker thread (it paints on no widget).
bool writeWorksheetPdf(const WorksheetSpec &spec, QIODevice *out, const Progress &progress = {});
/// The A4 worksheet of `spec` as the bytes of a PDF, for a BackgroundJob: nullptr when `progress` said stop.
std::shared_ptr<const QByteArray> worksheetPdf(const WorksheetSpec &spec, const Progress &progress);

/// Writes the A4 worksheet of `spec` as a PDF to `file`, atomically: on failure the file is as it was, and `error`
/// says why.
bool writeWorksheetPdf(const WorksheetSpec &spec, const QString &file, QString *error);

/// Prints the worksheet of `spec` on `printer` (full page, so that the sheet's own margins hold).
/// `progress` as for paintWorksheet(); safe on a worker thread.
bool printWorksheet(const WorksheetSpec &spec, QPrinter *printer, const Progress &progress = {});

/// The sheet's title, for the PDF's metadata and the print job's name.
QString worksheetTitle(const ExerciseRequest &request);

} // namespace nimlab
