#include "tableexport.h"

#include "nimsum/nimsumbuilder.h"
#include "widgets/valuecolor.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QSaveFile>

#include <algorithm>

namespace nimlab {

namespace {
class ExportText
{
    Q_DECLARE_TR_FUNCTIONS(Export)
};
} // namespace

QByteArray nimSumTableCsv(const NimSumBuilder &builder)
{
    const int size = builder.tableSize();
    QByteArray csv;
    csv.reserve(qsizetype(size) * size * 5);
    for (int m = 0; m < size; ++m) {
        for (int n = 0; n < size; ++n) {
            if (n > 0)
                csv += ',';
            if (const auto v = builder.cell(m, n))
                csv += QByteArray::number(*v);
        }
        csv += '\n';
    }
    return csv;
}

QImage renderNimSumTable(const NimSumBuilder &builder)
{
    const int size = builder.tableSize();
    if (size == 0)
        return {};
    if (size <= 64) {
        const int cell = size <= 16 ? 40 : 28;
        const int header = cell;
        QImage image(header + size * cell, header + size * cell, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        QFont font = p.font();
        font.setPixelSize(cell / 3);
        p.setFont(font);
        for (int i = 0; i < size; ++i) {
            p.fillRect(header + i * cell, 0, cell, header, QColor(235, 235, 235));
            p.fillRect(0, header + i * cell, header, cell, QColor(235, 235, 235));
            p.drawText(QRect(header + i * cell, 0, cell, header), Qt::AlignCenter, QString::number(i));
            p.drawText(QRect(0, header + i * cell, header, cell), Qt::AlignCenter, QString::number(i));
        }
        for (int m = 0; m < size; ++m) {
            for (int n = 0; n < size; ++n) {
                const QRect r(header + n * cell, header + m * cell, cell, cell);
                const auto v = builder.cell(m, n);
                QColor background(Qt::white);
                if (builder.isHighlighted(m, n))
                    background = kStepHighlight;
                else if (v && builder.heatMap())
                    background = valueColor(*v, std::uint32_t(size - 1));
                p.fillRect(r, background);
                p.setPen(QColor(200, 200, 200));
                p.drawRect(r.adjusted(0, 0, -1, -1));
                p.setPen(contrastingTextColor(background));
                if (v)
                    p.drawText(r, Qt::AlignCenter, QString::number(*v));
            }
        }
        return image;
    }
    // A heat map: at least 512 pixels a side, one pixel per cell for the biggest tables.
    const int scale = std::max(1, 512 / size);
    QImage image(size * scale, size * scale, QImage::Format_RGB32);
    image.fill(Qt::white);
    for (int m = 0; m < size; ++m) {
        for (int n = 0; n < size; ++n) {
            const auto v = builder.cell(m, n);
            const QRgb colour = v ? valueColor(*v, std::uint32_t(size - 1)).rgb() : qRgb(255, 255, 255);
            for (int dy = 0; dy < scale; ++dy) {
                auto *line = reinterpret_cast<QRgb *>(image.scanLine(m * scale + dy));
                std::fill(line + n * scale, line + (n + 1) * scale, colour);
            }
        }
    }
    return image;
}

QString writeFileAtomically(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ExportText::tr("Cannot write %1: %2").arg(path, file.errorString());
    file.write(data);
    if (!file.commit())
        return ExportText::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace nimlab
