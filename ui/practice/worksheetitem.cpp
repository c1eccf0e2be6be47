// The fonts of a worksheet.
#include "worksheetitem.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QStringList>

namespace nimlab {

QFont worksheetFont(WorksheetFont role, const QString &language)
{
    QFont font = role == WorksheetFont::Command ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : QFont();
    // Han characters take the shapes of the language: Japanese, or the Traditional ones of Hong Kong for Cantonese.
    // Latin letters and digits stay in the first family: the CJK font's own variants of them (proportional digits in
    // a Latin run) would be copied out of the PDF as other characters. The first family is the one the default font
    // resolves to: with an alias such as "Sans Serif" first, Qt's PDF writer maps digits to the wrong characters.
    if (role == WorksheetFont::Command)
        ; // ASCII only, in the fixed-width font
    else if (language == QLatin1String("ja"))
        font.setFamilies({QFontInfo(font).family(), QStringLiteral("Noto Sans CJK JP")});
    else if (language == QLatin1String("yue"))
        font.setFamilies({QFontInfo(font).family(), QStringLiteral("Noto Sans CJK HK")});
    font.setHintingPreference(QFont::PreferNoHinting);
    switch (role) {
    case WorksheetFont::Title:
        font.setPixelSize(170);
        font.setBold(true);
        break;
    case WorksheetFont::Heading:
        font.setPixelSize(120);
        font.setBold(true);
        break;
    case WorksheetFont::Body:
        font.setPixelSize(108);
        break;
    case WorksheetFont::Small:
    case WorksheetFont::Command:
        font.setPixelSize(90);
        break;
    }
    return font;
}

} // namespace nimlab
