#include "scrollpage.h"

#include <QEvent>
#include <QScrollBar>

namespace nimlab {

ScrollPage::ScrollPage(QWidget *content, Qt::Orientations scrolled, QWidget *parent)
    : QScrollArea(parent), m_scrolled(scrolled)
{
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    if (!scrolled.testFlag(Qt::Horizontal))
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    if (!scrolled.testFlag(Qt::Vertical))
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QSize ScrollPage::chrome() const
{
    const int frame = 2 * frameWidth();
    // Room for the scroll bar of the direction that scrolls, so that it never covers the content.
    const int besideHeight = m_scrolled.testFlag(Qt::Vertical) ? verticalScrollBar()->sizeHint().width() : 0;
    const int belowWidth = m_scrolled.testFlag(Qt::Horizontal) ? horizontalScrollBar()->sizeHint().height() : 0;
    return {frame + besideHeight, frame + belowWidth};
}

QSize ScrollPage::sizeHint() const
{
    return widget() ? widget()->sizeHint() + chrome() : QScrollArea::sizeHint();
}

QSize ScrollPage::minimumSizeHint() const
{
    QSize size = QScrollArea::minimumSizeHint();
    if (!widget())
        return size;
    const QSize content = widget()->minimumSizeHint().expandedTo(widget()->minimumSize()) + chrome();
    if (!m_scrolled.testFlag(Qt::Horizontal))
        size.setWidth(std::max(size.width(), content.width()));
    if (!m_scrolled.testFlag(Qt::Vertical))
        size.setHeight(std::max(size.height(), content.height()));
    return size;
}

bool ScrollPage::eventFilter(QObject *watched, QEvent *event)
{
    // The content's minimum changed (a language switch, the zoom): the layouts around the page ask again.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace nimlab
