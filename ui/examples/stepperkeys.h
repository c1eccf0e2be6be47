#pragma once

#include <QObject>

class QWidget;

namespace nimlab {

class Stepper;

/// The keys of a stepper, the same in every one (the nim-sum table builder, the worked examples, Wythoff's
/// construction): Right and PageDown show the next step, Left and PageUp the previous one, Home and End the first and
/// the last. A presenter's clicker sends PageDown and PageUp, so those work from anywhere in the window, also from a
/// combo box or a spin box, which would otherwise take them; the arrows, Home and End stay with a text field (a line
/// edit, a text edit, the text of a spin box or of an editable combo box), where they move the cursor.
///
/// How: an application event filter, acting only for key presses in `area`'s window while `area` is on screen. A
/// window shows one stepper at a time (its current tab's current page), so exactly one stepper takes the key, and no
/// tab needs to know another's. A QShortcut would not do: a focused line edit claims Left and Right before any
/// shortcut (ShortcutOverride) but not PageDown, and a combo box claims nothing, so which widget keeps which key could
/// not be decided in one place. The window's menus and shortcuts (F1, F11, Ctrl+Z, Alt+letter) come first: Qt tries
/// them before it delivers the key press.
class StepperKeys final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepperKeys)

public:
    /// Steps `stepper` from the keyboard while `area` (which owns this object) is visible.
    StepperKeys(QWidget *area, Stepper *stepper);

    enum class Step
    {
        First,
        Previous,
        Next,
        Last,
    };
    /// The keys of `step`, as a tooltip names them ("Right, PgDown"), in the platform's words.
    static QString keyNames(Step step);
    /// Whether `key` (without modifiers) edits the text of `focus` rather than stepping: all six keys in a line edit
    /// or a text edit; the arrows, Home and End only in a spin box or an editable combo box.
    static bool editsText(const QWidget *focus, int key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_area;
    Stepper *m_stepper;
};

} // namespace nimlab
