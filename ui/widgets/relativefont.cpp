#include "relativefont.h"

#include <QApplication>
#include <QEvent>
#include <QFontDatabase>
#include <QPointer>
#include <QWidget>

namespace nimlab {

namespace {
/// Watches the widget (for a new parent) and its parent (for a new font); a child of the widget, gone with it.
class RelativeFont final : public QObject
{
public:
    RelativeFont(QWidget *widget, double scale, FontStyle style)
        : QObject(widget), m_widget(widget), m_scale(scale), m_style(style)
    {
        setObjectName(QLatin1String(kName));
        widget->installEventFilter(this);
        follow();
    }

    static constexpr const char *kName = "relativeFont";

    void set(double scale, FontStyle style)
    {
        m_scale = scale;
        m_style = style;
        follow();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if ((watched == m_widget && event->type() == QEvent::ParentChange) ||
            (watched == m_parent && event->type() == QEvent::FontChange))
            follow();
        return QObject::eventFilter(watched, event);
    }

private:
    void follow()
    {
        QWidget *parent = m_widget->parentWidget();
        if (parent != m_parent) {
            if (m_parent)
                m_parent->removeEventFilter(this);
            m_parent = parent;
            if (parent)
                parent->installEventFilter(this);
        }
        const QFont base = parent ? parent->font() : QApplication::font(m_widget);
        const bool fixed = m_style == FontStyle::Fixed || m_style == FontStyle::FixedBold;
        QFont font = fixed ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : base;
        if (base.pointSizeF() > 0)
            font.setPointSizeF(base.pointSizeF() * m_scale);
        else
            font.setPixelSize(std::max(1, qRound(base.pixelSize() * m_scale)));
        if (m_style == FontStyle::Bold || m_style == FontStyle::FixedBold)
            font.setBold(true);
        m_widget->setFont(font);
    }

    QWidget *m_widget;
    QPointer<QWidget> m_parent;
    double m_scale;
    FontStyle m_style;
};
} // namespace

void setRelativeFont(QWidget *widget, double scale, FontStyle style)
{
    // Set again (a label that changes its style): the one watcher of the widget takes the new scale and style.
    if (auto *existing = widget->findChild<QObject *>(QLatin1String(RelativeFont::kName), Qt::FindDirectChildrenOnly))
        static_cast<RelativeFont *>(existing)->set(scale, style);
    else
        new RelativeFont(widget, scale, style);
}

} // namespace nimlab
