#pragma once

#include "examples/example.h"
#include "examples/stepper.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace nimlab {

/// Steps through one worked example of the articles: its title, the current step's explanation (computed by
/// the core in the current language) and First / Previous / Next / Last / Play. The tab shows the step's position.
class ExamplePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExamplePanel)

public:
    explicit ExamplePanel(ExampleId id, QWidget *parent = nullptr);

    ExampleId exampleId() const { return m_id; }
    /// Switches to another example (from its first step).
    void setExample(ExampleId id);
    Stepper *stepper() { return &m_stepper; }
    const Example &example() const { return m_example; }
    /// The step shown now (the first one when the example has none shown yet).
    const ExampleStep &currentStep() const;
    QString currentText() const;

Q_SIGNALS:
    /// Step `index` of the example is now shown.
    void stepShown(int index, const nimlab::ExampleStep &step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showStep();

    ExampleId m_id;
    Example m_example;
    Stepper m_stepper;
    QLabel *m_title;
    QLabel *m_text;
    QLabel *m_counter;
    QToolButton *m_first;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_last;
    QToolButton *m_play;
};

} // namespace nimlab
