#pragma once

#include <QString>

class QWidget;

namespace nimlab {

/// Sets what a screen reader calls `widget` (its accessible name) and tells assistive technology when it changed.
void updateAccessibleName(QWidget *widget, const QString &name);

/// Sets what a screen reader says `widget` shows (its accessible description, e.g. "Heap 2: 12 coins") and tells
/// assistive technology when it changed, so a custom-drawn board is read anew after every move.
void updateAccessibleDescription(QWidget *widget, const QString &description);

} // namespace nimlab
