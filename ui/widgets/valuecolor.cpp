#include "valuecolor.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace nimlab {

namespace {
// The relative luminance of WCAG 2: the sRGB channels made linear, weighted as the eye sees them.
double luminance(const QColor &c)
{
    const auto linear = [](float channel) {
        const double v = double(channel);
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}
} // namespace

QColor valueColor(std::uint32_t value, std::uint32_t maxValue)
{
    if (value == 0)
        return QColor(16, 16, 24); // not pure black, so a frame drawn in black still shows around it
    const std::uint32_t top = std::max<std::uint32_t>(maxValue, 1);
    const double t = top <= 1 ? 0.0 : double(std::min(value, top) - 1) / double(top - 1);
    // Hue 240 degrees (blue) down to 0 (red); saturation below 1 keeps yellow and green from glaring.
    return QColor::fromHsvF(float(2.0 / 3.0 * (1.0 - t)), 0.8f, 0.95f).toRgb();
}

QColor contrastingTextColor(const QColor &background)
{
    const QColor black(Qt::black), white(Qt::white);
    return contrastRatio(background, black) >= contrastRatio(background, white) ? black : white;
}

QString moveValueText(bool winning)
{
    return winning ? QCoreApplication::translate("nimlab::MoveValue", "Winning move")
                   : QCoreApplication::translate("nimlab::MoveValue", "Losing move");
}

QString moveValueButtonStyle(std::optional<bool> value)
{
    // Every state has the same frame and padding: only the colours change under the mouse.
    QString style = QStringLiteral("QPushButton { border: 1px solid palette(dark); border-radius: 3px; "
                                   "padding: 3px 12px; background-color: palette(button); }");
    if (value)
        style += QStringLiteral(" QPushButton:hover { background-color: %1; color: white; }")
                     .arg((*value ? kWinningMove : kLosingMove).name());
    return style;
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace nimlab
