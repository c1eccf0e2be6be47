#pragma once

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

namespace nimlab {

/// A worksheet's lengths are in tenths of a point, on an A4 page (210 x 297 mm).
inline constexpr double kWorksheetPageWidth = 5952.76;
inline constexpr double kWorksheetPageHeight = 8418.9;
inline constexpr double kWorksheetMargin = 500;       ///< around the text, about 18 mm
inline constexpr double kWorksheetFooterHeight = 300; ///< the page number's line, inside the bottom margin

/// The kinds of text on a worksheet.
enum class WorksheetFont
{
    Title,
    Heading,
    Body,
    Small,
    Command, ///< the command line that makes the same sheet, in a fixed-width font
};

/// The font of `role` for text in `language` (Japanese and Cantonese in a CJK font of their own glyph shapes), with a
/// pixel size in tenths of a point so that the layout does not depend on the device it is painted on.
QFont worksheetFont(WorksheetFont role, const QString &language);

/// One thing drawn on a page: a line of text, a row of coins, a small board with the queen, or a rule to write on.
struct WorksheetItem
{
    enum class Kind
    {
        Text,      ///< one line of `text` in `font`, its top left at rect's
        Coins,     ///< `count` coins in a row filling rect; a bracket under the last `marked` (a quota's reach)
        Board,     ///< a `count` x `count` board, (0, 0) at the bottom left, the queen at `queen`
        Rule,      ///< a line to write the answer on, along rect's bottom
        Separator, ///< a thin line between exercises
    };
    Kind kind = Kind::Text;
    QRectF rect;
    QString text;
    WorksheetFont font = WorksheetFont::Body;
    int count = 0;
    int marked = 0;
    QPointF queen;
    int exercise = -1;   ///< the exercise (from 0) it belongs to; -1 for headings and page numbers
    bool answer = false; ///< part of the answer key
    friend bool operator==(const WorksheetItem &, const WorksheetItem &) = default;
};

struct WorksheetPage
{
    std::vector<WorksheetItem> items;
    friend bool operator==(const WorksheetPage &, const WorksheetPage &) = default;
};

} // namespace nimlab
