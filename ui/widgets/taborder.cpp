#include "taborder.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QWidget>

namespace nimlab {

namespace {
bool takesTab(const QWidget *w)
{
    // The parts of a spin box or a combo box are reached through the box.
    const QWidget *parent = w->parentWidget();
    if (qobject_cast<const QAbstractSpinBox *>(parent) || qobject_cast<const QComboBox *>(parent))
        return false;
    // A widget that hands the keyboard to a part of its own (a tab widget to its tab bar) keeps its place with that
    // part: Qt moves such pairs together only in part, which can cut the order in two.
    if (w->focusProxy() || (parent && parent->focusProxy() == w))
        return false;
    return w->focusPolicy() & Qt::TabFocus;
}

/// The controls of `block` (itself first), in the window's present order.
QList<QWidget *> controlsOf(QWidget *block)
{
    QList<QWidget *> controls;
    if (takesTab(block))
        controls << block;
    for (QWidget *w = block->nextInFocusChain(); w && w != block; w = w->nextInFocusChain())
        if (block->isAncestorOf(w) && takesTab(w))
            controls << w;
    return controls;
}
} // namespace

void chainTabOrder(const QList<QWidget *> &blocks)
{
    QList<QWidget *> order;
    for (QWidget *block : blocks)
        if (block)
            for (QWidget *w : controlsOf(block))
                if (!order.contains(w))
                    order << w;
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
}

} // namespace nimlab
