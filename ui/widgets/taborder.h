#pragma once

#include <QList>

class QWidget;

namespace nimlab {

/// Puts the controls of `blocks` in the keyboard's Tab order block after block (each block's own controls keep their
/// order among themselves; a control already placed by an earlier block is not moved again). A widget that hands the
/// keyboard to a part of its own (a tab widget and its tab bar) keeps its place. Widgets made later (a
/// board that rebuilds its rows) join the end of the window's order: call it again after such a change.
void chainTabOrder(const QList<QWidget *> &blocks);

} // namespace nimlab
