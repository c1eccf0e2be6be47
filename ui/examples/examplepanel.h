#pragma once

#include "examples/example.h"
#include "examples/stepper.h"
#include "games/gametab.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace nimlab {

class ExampleFigureView;

/// Steps through one worked example of the articles: its title, the current step's picture and explanation (both
/// computed by the core in the current language) and First / Previous / Next / Last / Play. The tab shows the step's
/// position.
class ExamplePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExamplePanel)

public:
    /// Shows the example and the step `tab` holds (the tab's stepper is the one owner of the step).
    explicit ExamplePanel(GameTab *tab, QWidget *parent = nullptr);

    ExampleId exampleId() const { return m_id; }
    Stepper *stepper() { return m_stepper; }
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
    void followExample();

    GameTab *m_tab;
    Stepper *m_stepper;
    ExampleId m_id;
    Example m_example;
    QLabel *m_title;
    ExampleFigureView *m_figure;
    QLabel *m_text;
    QLabel *m_counter;
    QToolButton *m_first;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_last;
    QToolButton *m_play;
};

} // namespace nimlab
