// Paints a worksheet's layout: on a PDF writer for the file, or on a printer.
#include "worksheet.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QPrinter>
#include <QSaveFile>

#include <algorithm>

namespace nimlab {

namespace {

class Worksheet
{
    Q_DECLARE_TR_FUNCTIONS(Worksheet)
};

void paintCoins(QPainter &p, const WorksheetItem &item)
{
    const double d = item.rect.height();
    const double step = item.count > 1 ? (item.rect.width() - d) / (item.count - 1) : 0;
    p.setPen(QPen(Qt::black, 8));
    p.setBrush(QColor(232, 232, 232));
    for (int i = 0; i < item.count; ++i)
        p.drawEllipse(QRectF(item.rect.left() + i * step, item.rect.top(), d, d).adjusted(4, 4, -4, -4));
    if (item.marked > 0) {
        // The coins within the quota's reach: a bracket under the last `marked`.
        const double left = item.rect.left() + (item.count - item.marked) * step;
        const double y = item.rect.bottom() + 30;
        p.drawPolyline(QPolygonF{QPointF(left, y - 20), QPointF(left, y), QPointF(item.rect.right(), y),
                                 QPointF(item.rect.right(), y - 20)});
    }
}

void paintBoard(QPainter &p, const WorksheetItem &item, const QString &language)
{
    const int n = item.count;
    const double cell = item.rect.width() / n;
    p.setPen(QPen(Qt::black, 6));
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            // Row 0 at the bottom, as the queen moves down and to the left, towards (0, 0).
            const QRectF square(item.rect.left() + col * cell, item.rect.bottom() - (row + 1) * cell, cell, cell);
            p.setBrush((row + col) % 2 == 0 ? QColor(200, 200, 200) : QColor(Qt::white));
            p.drawRect(square);
        }
    // The goal: the corner (0, 0), where the last move ends.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::black, 10));
    const QRectF corner(item.rect.left(), item.rect.bottom() - cell, cell, cell);
    p.drawEllipse(corner.adjusted(cell * 0.3, cell * 0.3, -cell * 0.3, -cell * 0.3));

    // The queen: a crown.
    const QRectF q(item.rect.left() + item.queen.x() * cell, item.rect.bottom() - (item.queen.y() + 1) * cell, cell,
                   cell);
    const QRectF c = q.adjusted(cell * 0.14, cell * 0.2, -cell * 0.14, -cell * 0.16);
    QPainterPath crown;
    crown.moveTo(c.left(), c.bottom());
    crown.lineTo(c.left(), c.top() + c.height() * 0.15);
    crown.lineTo(c.left() + c.width() * 0.25, c.top() + c.height() * 0.55);
    crown.lineTo(c.center().x(), c.top());
    crown.lineTo(c.right() - c.width() * 0.25, c.top() + c.height() * 0.55);
    crown.lineTo(c.right(), c.top() + c.height() * 0.15);
    crown.lineTo(c.right(), c.bottom());
    crown.closeSubpath();
    p.setPen(QPen(Qt::black, 5));
    p.setBrush(Qt::black);
    p.drawPath(crown);

    // The row and column numbers.
    QFont font = worksheetFont(WorksheetFont::Small, language);
    font.setPixelSize(60);
    p.setFont(font);
    for (int i = 0; i < n; ++i) {
        const QString number = QString::number(i);
        p.drawText(QRectF(item.rect.left() + i * cell, item.rect.bottom() + 10, cell, 80),
                   Qt::AlignHCenter | Qt::AlignTop, number);
        p.drawText(QRectF(item.rect.left() - 110, item.rect.bottom() - (i + 1) * cell, 90, cell),
                   Qt::AlignRight | Qt::AlignVCenter, number);
    }
}

void paintItem(QPainter &p, const WorksheetItem &item, const QString &language)
{
    switch (item.kind) {
    case WorksheetItem::Kind::Text: {
        const QFont font = worksheetFont(item.font, language);
        p.setFont(font);
        p.setPen(Qt::black);
        p.drawText(QPointF(item.rect.left(), item.rect.top() + QFontMetricsF(font).ascent()), item.text);
        break;
    }
    case WorksheetItem::Kind::Coins:
        paintCoins(p, item);
        break;
    case WorksheetItem::Kind::Board:
        paintBoard(p, item, language);
        break;
    case WorksheetItem::Kind::Rule:
        p.setPen(QPen(Qt::black, 6));
        p.drawLine(item.rect.bottomLeft(), item.rect.bottomRight());
        break;
    case WorksheetItem::Kind::Separator:
        p.setPen(QPen(QColor(170, 170, 170), 5));
        p.drawLine(item.rect.topLeft(), item.rect.topRight());
        break;
    }
}

} // namespace

QString worksheetTitle(const ExerciseRequest &r)
{
    return Worksheet::tr("NimLab worksheet: %1 level %2, seed %3")
        .arg(practiceGameName(r.game))
        .arg(r.level)
        .arg(r.seed);
}

bool paintWorksheet(const WorksheetLayout &layout, const QString &language, QPagedPaintDevice *device,
                    const Progress &progress)
{
    QPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    const double scale = std::min(device->width() / kWorksheetPageWidth, device->height() / kWorksheetPageHeight);
    for (std::size_t i = 0; i < layout.pages.size(); ++i) {
        if (progress && !progress(double(i) / double(layout.pages.size()))) {
            painter.end();
            return false;
        }
        if (i > 0 && !device->newPage())
            return false;
        painter.resetTransform();
        painter.scale(scale, scale);
        for (const WorksheetItem &item : layout.pages[i].items)
            paintItem(painter, item, language);
    }
    return painter.end();
}

bool writeWorksheetPdf(const WorksheetSpec &spec, QIODevice *out, const Progress &progress)
{
    const WorksheetLayout layout = layoutWorksheet(spec);
    QPdfWriter writer(out);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(1200);
    writer.setTitle(worksheetTitle(spec.request));
    writer.setCreator(QStringLiteral("NimLab"));
    return paintWorksheet(layout, spec.language, &writer, progress);
}

std::shared_ptr<const QByteArray> worksheetPdf(const WorksheetSpec &spec, const Progress &progress)
{
    auto bytes = std::make_shared<QByteArray>();
    QBuffer buffer(bytes.get());
    buffer.open(QIODevice::WriteOnly);
    if (!writeWorksheetPdf(spec, &buffer, progress))
        return nullptr;
    buffer.close();
    return bytes;
}

bool writeWorksheetPdf(const WorksheetSpec &spec, const QString &file, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = Worksheet::tr("Cannot write %1: %2").arg(file, reason);
        return false;
    };
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return fail(out.errorString());
    if (!writeWorksheetPdf(spec, &out)) {
        out.cancelWriting();
        return fail(Worksheet::tr("the PDF could not be painted"));
    }
    if (!out.commit())
        return fail(out.errorString());
    return true;
}

bool printWorksheet(const WorksheetSpec &spec, QPrinter *printer, const Progress &progress)
{
    printer->setFullPage(true);
    printer->setDocName(worksheetTitle(spec.request));
    if (paintWorksheet(layoutWorksheet(spec), spec.language, printer, progress))
        return true;
    printer->abort(); // stopped or failed: nothing half printed
    return false;
}

} // namespace nimlab
