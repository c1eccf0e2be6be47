#pragma once

#include "worksheetlayout.h"

class QPagedPaintDevice;
class QPrinter;

namespace nimlab {

/// Paints the pages of `layout` on `device` (a PDF writer or a printer), one page each, scaled to fit the paper with
/// (0, 0) at its top left corner; false when the device cannot be painted on.
bool paintWorksheet(const WorksheetLayout &layout, const QString &language, QPagedPaintDevice *device);

/// Writes the A4 worksheet of `spec` as a PDF to `file`, atomically: on failure the file is as it was, and `error`
/// says why.
bool writeWorksheetPdf(const WorksheetSpec &spec, const QString &file, QString *error);

/// Prints the worksheet of `spec` on `printer` (full page, so that the sheet's own margins hold).
bool printWorksheet(const WorksheetSpec &spec, QPrinter *printer);

/// The sheet's title, for the PDF's metadata and the print job's name.
QString worksheetTitle(const ExerciseRequest &request);

} // namespace nimlab
