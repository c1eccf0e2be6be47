#pragma once

#include <QScrollArea>

namespace nimlab {

/// A page that scrolls where it is short of room rather than asking the window for more: its content fills it when
/// there is room (boards and charts grow with it) and scrolls when there is not. In a direction it does not scroll, it
/// asks for its content's minimum (and a scroll bar beside it), so the content is never cut there.
class ScrollPage final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScrollPage)

public:
    explicit ScrollPage(QWidget *content, Qt::Orientations scrolled = Qt::Horizontal | Qt::Vertical,
                        QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// What the frame and a scroll bar across `orientation` take beside the content.
    QSize chrome() const;

    Qt::Orientations m_scrolled;
};

} // namespace nimlab
