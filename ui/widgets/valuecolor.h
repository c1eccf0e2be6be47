#pragma once

#include <QColor>
#include <QString>

#include <cstdint>
#include <optional>

namespace nimlab {

/// The one palette of NimLab's value maps and tables (Grundy values, nim-sums): 0, the P-positions where the player
/// to move loses, is near-black so it stands out; 1 .. maxValue go from blue through green and yellow to red.
/// Values above maxValue take maxValue's colour.
QColor valueColor(std::uint32_t value, std::uint32_t maxValue);

/// Black or white, whichever reads better on `background` (WCAG contrast; at least 4.5 : 1 on every colour of
/// valueColor), so that numbers written on a coloured cell stay readable whatever the window's own palette is.
QColor contrastingTextColor(const QColor &background);

/// The cells a teaching step fills right now (amber: apart from every colour of valueColor).
inline constexpr QColor kStepHighlight(255, 214, 102);
/// The cells a teaching step reads (the mex step's row to the left and column above): pale violet, a hue valueColor
/// never uses, with black text (contrastingTextColor) under any window palette.
inline constexpr QColor kStepRead(214, 188, 255);

/// The colour of a move that wins, shown before it is made (green; at least 3 : 1 against a white and a near-black
/// window alike, so it reads in light and dark palettes). Never the only cue: a tooltip says it in words.
inline constexpr QColor kWinningMove(0x1f, 0x8f, 0x4e);
/// The colour of a move that loses, shown before it is made (red; the same contrast as kWinningMove).
inline constexpr QColor kLosingMove(0xe0, 0x31, 0x31);

/// "Winning move" or "Losing move", in the current language: the words that go with kWinningMove and kLosingMove.
QString moveValueText(bool winning);

/// The style sheet of a button that makes a move while the values of moves are shown: a plain frame whose size does
/// not depend on the value (so the layout stays put while the value changes), filled with kWinningMove or kLosingMove
/// (white text, at least 4 : 1 on both) while the mouse is over it when `value` is known.
QString moveValueButtonStyle(std::optional<bool> value);

/// The WCAG contrast ratio of two colours, 1 (same luminance) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);

} // namespace nimlab
