#pragma once

#include <QColor>
#include <QPalette>

class QLabel;

namespace nimlab {

/// The window's colours: the system's, or NimLab's own light or dark palette (View > Colours), so that a teacher can
/// project a dark window whatever the laptop's theme is.
enum class ColourScheme
{
    System, ///< the platform's palette and style, as at start-up
    Light,  ///< Fusion's light palette
    Dark,   ///< a Fusion dark palette
};

/// The coloured backgrounds NimLab puts under text, each in a light and a dark shade.
enum class Tint
{
    Emphasis,  ///< what the eye should find first: an odd column of the nim-sum, the row being built (amber)
    KeptWin,   ///< a move that kept a won position (green)
    MissedWin, ///< a move that missed a win (red)
    FromLost,  ///< a move made from a lost position (grey)
};

/// True when the palette's text is lighter than its background (a dark theme).
bool isDarkPalette(const QPalette &palette);

/// The background of `tint` for `palette`: a pale shade on a light palette, a deep one on a dark palette, so that the
/// cell sits in the window rather than glaring out of it.
QColor tintBackground(Tint tint, const QPalette &palette);

/// The colour of text on `background`: the palette's own text colour when it reads there (WCAG contrast at least
/// 4.5 : 1), else black or white, whichever reads better.
QColor textOn(const QColor &background, const QPalette &palette);

/// The red of messages that refuse something ("Enter a whole number"), at least 4.5 : 1 against the palette's
/// `background` (the window, or the base of a table).
QColor messageColor(const QPalette &palette, QPalette::ColorRole background = QPalette::Window);

/// Text that is there but set back (a move taken back): between the text and the base colour, still at least
/// 4.5 : 1 against the base.
QColor mutedTextColor(const QPalette &palette);

/// Shows `label` in messageColor() of its palette, now and after every change of the palette (View > Colours).
void showAsMessage(QLabel *label);

/// NimLab's dark palette (Fusion's roles, dark backgrounds, light text; every text role at least 4.5 : 1).
QPalette darkPalette();

/// Gives the application `scheme`'s style and palette (System restores the ones it started with).
void applyColourScheme(ColourScheme scheme);

} // namespace nimlab
