#pragma once

#include <QImage>
#include <QString>

namespace nimlab {

class NimSumBuilder;

/// The table as the builder shows it now, as CSV (empty fields for cells not filled yet).
QByteArray nimSumTableCsv(const NimSumBuilder &builder);
/// The table as a picture: numbers in cells for small tables, a heat map of one pixel or more per cell for big ones.
QImage renderNimSumTable(const NimSumBuilder &builder);
/// Writes `data` to `path` atomically; returns an error message, empty on success.
QString writeFileAtomically(const QString &path, const QByteArray &data);

} // namespace nimlab
