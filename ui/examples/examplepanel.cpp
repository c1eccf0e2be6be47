#include "examplepanel.h"

#include "examplefigureview.h"
#include "stepperkeys.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nimlab {

ExamplePanel::ExamplePanel(GameTab *tab, QWidget *parent)
    : QWidget(parent), m_tab(tab), m_stepper(tab->stepper()), m_id(tab->exampleId()), m_example(tab->example()),
      m_title(new QLabel(this)), m_figure(new ExampleFigureView(this)), m_text(new QLabel(this)),
      m_counter(new QLabel(this)), m_first(new QToolButton(this)), m_previous(new QToolButton(this)),
      m_next(new QToolButton(this)), m_last(new QToolButton(this)), m_play(new QToolButton(this))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setMinimumHeight(60);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_first->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_previous->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_next->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_last->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setCheckable(true);
    for (auto [button, name] :
         {std::pair{m_first, "exampleFirst"}, std::pair{m_previous, "examplePrevious"},
          std::pair{m_next, "exampleNext"}, std::pair{m_last, "exampleLast"}, std::pair{m_play, "examplePlay"}})
        button->setObjectName(QLatin1String(name));
    m_text->setObjectName(QStringLiteral("exampleText"));

    auto *buttons = new QHBoxLayout;
    for (QToolButton *b : {m_first, m_previous, m_next, m_last, m_play}) {
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        buttons->addWidget(b);
    }
    buttons->addStretch();
    buttons->addWidget(m_counter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(buttons);
    layout->addWidget(m_figure, 2);
    layout->addWidget(m_text, 1);

    connect(m_first, &QToolButton::clicked, m_stepper, &Stepper::first);
    connect(m_previous, &QToolButton::clicked, m_stepper, &Stepper::previous);
    connect(m_next, &QToolButton::clicked, m_stepper, &Stepper::next);
    connect(m_last, &QToolButton::clicked, m_stepper, &Stepper::last);
    connect(m_play, &QToolButton::toggled, this, [this](bool on) { on ? m_stepper->play() : m_stepper->pause(); });
    connect(m_stepper, &Stepper::playingChanged, m_play, &QToolButton::setChecked);
    connect(m_stepper, &Stepper::stepChanged, this, &ExamplePanel::showStep);
    connect(m_tab, &GameTab::viewChanged, this, &ExamplePanel::followExample);
    // The keys step the example from anywhere in the window while this page is shown.
    new StepperKeys(this, m_stepper);
    retranslateUi();
}

void ExamplePanel::followExample()
{
    if (m_tab->exampleId() == m_id)
        return;
    m_id = m_tab->exampleId();
    m_example = m_tab->example();
    m_title->setText(m_example.title);
    showStep();
}

const ExampleStep &ExamplePanel::currentStep() const
{
    const int last = int(m_example.steps.size()) - 1;
    return m_example.steps[std::size_t(std::clamp(m_stepper->index(), 0, last))];
}

QString ExamplePanel::currentText() const
{
    return m_text->text();
}

void ExamplePanel::showStep()
{
    const int i = m_stepper->index();
    m_first->setEnabled(!m_stepper->atFirst());
    m_previous->setEnabled(!m_stepper->atFirst());
    m_next->setEnabled(!m_stepper->atLast());
    m_last->setEnabled(!m_stepper->atLast());
    if (i < 0 || i >= int(m_example.steps.size()))
        return;
    m_figure->showStep(currentStep());
    m_text->setText(currentStep().text);
    m_counter->setText(tr("Step %1 of %2").arg(i + 1).arg(m_stepper->count()));
    Q_EMIT stepShown(i, currentStep());
}

void ExamplePanel::retranslateUi()
{
    // The texts are built by the core in the language now installed: build the example again.
    m_example = m_tab->example();
    m_title->setText(m_example.title);
    m_first->setText(tr("First"));
    m_first->setToolTip(tr("First step of the example (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::First)));
    m_previous->setText(tr("Previous"));
    m_previous->setToolTip(
        tr("Previous step of the example (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::Previous)));
    m_next->setText(tr("Next"));
    m_next->setToolTip(tr("Next step of the example (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::Next)));
    m_last->setText(tr("Last"));
    m_last->setToolTip(tr("Last step of the example (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::Last)));
    m_play->setText(tr("Play"));
    m_play->setToolTip(tr("Go through the steps one after another"));
    m_text->setAccessibleName(tr("Explanation of the step"));
    showStep();
}

void ExamplePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
