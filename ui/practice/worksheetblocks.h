#pragma once

#include "practice/exercises.h"
#include "worksheetitem.h"

namespace nimlab::worksheet {

/// A piece of a worksheet that is never cut by a page break: its items' y from the block's top.
struct Block
{
    std::vector<WorksheetItem> items;
    double height = 0;
};

/// The content's width and the indent of an exercise's text under its number.
inline constexpr double kContentWidth = kWorksheetPageWidth - 2 * kWorksheetMargin;
inline constexpr double kIndent = 380;

/// The height of one line of `role`.
double lineHeight(WorksheetFont role, const QString &language);
/// The width of `text` in `role`.
double textWidth(const QString &text, WorksheetFont role, const QString &language);
/// `text` wrapped to `width` in `role`, one item per line, from (x, y) on; returns the height used.
double addText(std::vector<WorksheetItem> &items, const QString &text, WorksheetFont role, const QString &language,
               double x, double y, double width);

/// Exercise `index`: its number, the position in words and drawn, and the space to write the answer.
Block questionBlock(const Exercise &exercise, int index, const QString &language);
/// Exercise `index` in the answer key: the position in words and every winning move (or that there is none).
Block answerBlock(const Exercise &exercise, int index, const QString &language);

} // namespace nimlab::worksheet
