#include "stepperkeys.h"

#include "examples/stepper.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

#include <algorithm>
#include <iterator>

namespace nimlab {

namespace {
struct StepKey
{
    Qt::Key key;
    StepperKeys::Step step;
};
// The keys in the order a tooltip names them.
constexpr StepKey kKeys[] = {
    {Qt::Key_Home, StepperKeys::Step::First},      {Qt::Key_Left, StepperKeys::Step::Previous},
    {Qt::Key_PageUp, StepperKeys::Step::Previous}, {Qt::Key_Right, StepperKeys::Step::Next},
    {Qt::Key_PageDown, StepperKeys::Step::Next},   {Qt::Key_End, StepperKeys::Step::Last},
};
} // namespace

StepperKeys::StepperKeys(QWidget *area, Stepper *stepper) : QObject(area), m_area(area), m_stepper(stepper)
{
    qApp->installEventFilter(this);
}

QString StepperKeys::keyNames(Step step)
{
    QStringList names;
    for (const StepKey &k : kKeys)
        if (k.step == step)
            names << QKeySequence(k.key).toString(QKeySequence::NativeText);
    return names.join(QStringLiteral(", "));
}

bool StepperKeys::editsText(const QWidget *focus, int key)
{
    if (!focus)
        return false;
    const bool pageKey = key == Qt::Key_PageUp || key == Qt::Key_PageDown;
    // The line edit inside a spin box or an editable combo box is its owner's.
    const QWidget *owner = focus->parentWidget();
    const bool inSpinBox = qobject_cast<const QAbstractSpinBox *>(focus) ||
                           (qobject_cast<const QLineEdit *>(focus) && qobject_cast<const QAbstractSpinBox *>(owner));
    const auto *combo = qobject_cast<const QComboBox *>(focus);
    if (!combo && qobject_cast<const QLineEdit *>(focus))
        combo = qobject_cast<const QComboBox *>(owner);
    if (inSpinBox || combo)
        return !pageKey && (inSpinBox || combo->isEditable());
    return qobject_cast<const QLineEdit *>(focus) || qobject_cast<const QTextEdit *>(focus) ||
           qobject_cast<const QPlainTextEdit *>(focus);
}

bool StepperKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType())
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & ~Qt::KeypadModifier)
        return false;
    const auto found =
        std::find_if(std::begin(kKeys), std::end(kKeys), [key](const StepKey &k) { return k.key == key->key(); });
    if (found == std::end(kKeys))
        return false;
    const auto *receiver = static_cast<QWidget *>(watched);
    // Only this window's keys (not a dialog's, nor an open popup's) and only while this stepper is the one on screen.
    if (receiver->window() != m_area->window() || !m_area->isVisible())
        return false;
    // A key a text field ignores goes on to its parents: the focus widget decides, not the widget the key reached.
    const QWidget *focus = receiver->window()->focusWidget();
    if (editsText(focus ? focus : receiver, key->key()))
        return false;
    switch (found->step) {
    case Step::First:
        m_stepper->first();
        break;
    case Step::Previous:
        m_stepper->previous();
        break;
    case Step::Next:
        m_stepper->next();
        break;
    case Step::Last:
        m_stepper->last();
        break;
    }
    return true;
}

} // namespace nimlab
