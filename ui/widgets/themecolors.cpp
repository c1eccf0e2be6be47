#include "themecolors.h"

#include "valuecolor.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QStyle>
#include <QStyleFactory>

namespace nimlab {

namespace {
constexpr double kTextContrast = 4.5; // WCAG AA for text

double luminanceOf(const QColor &c)
{
    // contrastRatio(c, black) = (L + 0.05) / 0.05.
    return contrastRatio(c, Qt::black) * 0.05 - 0.05;
}

/// Keeps a label in the message colour of its palette whenever the palette or the style changes.
class MessageColour final : public QObject
{
public:
    explicit MessageColour(QLabel *label) : QObject(label), m_label(label)
    {
        label->installEventFilter(this);
        apply();
    }

    bool eventFilter(QObject *, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::PaletteChange:
        case QEvent::ApplicationPaletteChange:
        case QEvent::StyleChange:
            apply();
            break;
        default:
            break;
        }
        return false;
    }

private:
    void apply()
    {
        // The label's own text colour is the style sheet's: the window behind it decides the shade.
        const QString sheet = QStringLiteral("color: %1").arg(messageColor(m_label->palette()).name());
        if (m_label->styleSheet() != sheet)
            m_label->setStyleSheet(sheet);
    }

    QLabel *m_label;
};

struct StartScheme
{
    QString style;
    QPalette palette;
};

const StartScheme &startScheme()
{
    // What the application started with: System goes back to it.
    static const StartScheme start{QApplication::style()->name(), QApplication::palette()};
    return start;
}
} // namespace

bool isDarkPalette(const QPalette &palette)
{
    return luminanceOf(palette.color(QPalette::Window)) < luminanceOf(palette.color(QPalette::WindowText));
}

QColor tintBackground(Tint tint, const QPalette &palette)
{
    const bool dark = isDarkPalette(palette);
    switch (tint) {
    case Tint::Emphasis:
        return dark ? QColor(0x7a, 0x5a, 0x00) : kStepHighlight;
    case Tint::KeptWin:
        return dark ? QColor(0x1e, 0x51, 0x28) : QColor(0xd4, 0xf0, 0xd0);
    case Tint::MissedWin:
        return dark ? QColor(0x6b, 0x24, 0x18) : QColor(0xfa, 0xd4, 0xc8);
    case Tint::FromLost:
        break;
    }
    return dark ? QColor(0x4a, 0x4a, 0x4a) : QColor(0xe6, 0xe6, 0xe6);
}

QColor textOn(const QColor &background, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    return contrastRatio(text, background) >= kTextContrast ? text : contrastingTextColor(background);
}

QColor messageColor(const QPalette &palette, QPalette::ColorRole background)
{
    const QColor behind = palette.color(background);
    const QColor red = isDarkPalette(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    return contrastRatio(red, behind) >= kTextContrast ? red : contrastingTextColor(behind);
}

QColor mutedTextColor(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    // Half way to the base, or nearer the text until it reads.
    for (int percent = 50; percent > 0; percent -= 5) {
        const auto mix = [percent](int a, int b) { return (a * (100 - percent) + b * percent) / 100; };
        const QColor muted(mix(text.red(), base.red()), mix(text.green(), base.green()), mix(text.blue(), base.blue()));
        if (contrastRatio(muted, base) >= kTextContrast)
            return muted;
    }
    return text;
}

void showAsMessage(QLabel *label)
{
    new MessageColour(label);
}

QPalette darkPalette()
{
    const QColor text(0xf0, 0xf0, 0xf0);
    const QColor disabledText(0x8c, 0x8c, 0x8c);
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::AlternateBase, QColor(0x2f, 0x2f, 0x2f));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3c, 0x3c));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa8, 0xa8, 0xa8));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x55, 0x55, 0x55));
    p.setColor(QPalette::Midlight, QColor(0x48, 0x48, 0x48));
    p.setColor(QPalette::Mid, QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Dark, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Shadow, QColor(0x14, 0x14, 0x14));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x5f, 0xa8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x9b, 0xff));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, QColor(0xc0, 0xc0, 0xc0));
    return p;
}

void applyColourScheme(ColourScheme scheme)
{
    const StartScheme &start = startScheme();
    if (scheme == ColourScheme::System) {
        QApplication::setStyle(start.style);
        QApplication::setPalette(start.palette);
        return;
    }
    // Fusion honours every role of a palette (a platform style may draw its own colours over them).
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(scheme == ColourScheme::Dark ? darkPalette() : QApplication::style()->standardPalette());
}

} // namespace nimlab
