#pragma once

#include <QApplication>
#include <QFontMetricsF>
#include <QWidget>

namespace nimlab {

/// How much larger the widget's font is than the application's (1 at the window's actual size): what a widget draws
/// in pixels (coins, squares) grows by it, so that boards zoom with the text.
inline double zoomScale(const QWidget *widget)
{
    const QFont base = QApplication::font(widget);
    const QFont font = widget->font();
    if (base.pointSizeF() > 0 && font.pointSizeF() > 0)
        return font.pointSizeF() / base.pointSizeF();
    const qreal height = QFontMetricsF(base).height();
    return height > 0 ? QFontMetricsF(font).height() / height : 1.0;
}

/// `pixels` at the widget's zoom.
inline int zoomed(const QWidget *widget, int pixels)
{
    return qRound(pixels * zoomScale(widget));
}

} // namespace nimlab
