#pragma once

class QWidget;

namespace nimlab {

/// How a widget's own font differs from its parent's.
enum class FontStyle
{
    Plain,
    Bold,
    Fixed,     ///< the system's fixed-pitch font, at the parent's size
    FixedBold, ///< the same, bold
};

/// Gives `widget` its parent's font scaled by `scale` (and bold, or fixed-pitch) and keeps it so whenever the parent's
/// font changes or the widget moves to another parent: a larger title or a table in a fixed font zooms with the window
/// (a font set once with a size of its own would stay at that size).
void setRelativeFont(QWidget *widget, double scale, FontStyle style = FontStyle::Plain);

} // namespace nimlab
