#pragma once

#include "practice/exerciserequest.h"
#include "worksheetitem.h"

#include <QString>

#include <vector>

namespace nimlab {

/// What a worksheet is made of: the exercises and the language of its text ("en", "ja", "yue").
struct WorksheetSpec
{
    ExerciseRequest request;
    QString language = QStringLiteral("en");
};

/// Every page of a worksheet: the exercises (each whole on one page), then the answer key from a page of its own.
struct WorksheetLayout
{
    std::vector<WorksheetPage> pages;
    int answerKeyPage = 0; ///< the index of the answer key's first page
    friend bool operator==(const WorksheetLayout &, const WorksheetLayout &) = default;
};

/// Lays out the worksheet of `spec` in the current language (the text is built now, through tr()).
WorksheetLayout layoutWorksheet(const WorksheetSpec &spec);

/// The game's name in words, in the current language ("Fibonacci Nim").
QString worksheetGameTitle(PracticeGame game);

/// The command that makes the same sheet: "nimlab --worksheet worksheet.pdf --game nim --level 2 ...".
QString worksheetCommand(const ExerciseRequest &request);

} // namespace nimlab
