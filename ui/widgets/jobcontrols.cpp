#include "jobcontrols.h"

#include "jobs/backgroundjob.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace nimlab {

JobControls::JobControls(BackgroundJob *job, QWidget *parent)
    : QWidget(parent), m_job(job), m_start(new QPushButton(this)), m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(this)), m_stateLine(new QLabel(this))
{
    m_start->setObjectName(QStringLiteral("jobStart"));
    m_progress->setObjectName(QStringLiteral("jobProgress"));
    m_cancel->setObjectName(QStringLiteral("jobCancel"));
    m_stateLine->setObjectName(QStringLiteral("jobState"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    m_stateLine->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_start);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_cancel);
    layout->addWidget(m_stateLine);

    connect(m_start, &QPushButton::clicked, this, &JobControls::startRequested);
    connect(m_cancel, &QPushButton::clicked, job, &BackgroundJob::cancel);
    connect(job, &BackgroundJob::started, this, &JobControls::handleStarted);
    connect(job, &BackgroundJob::progressChanged, m_progress, &QProgressBar::setValue);
    connect(job, &BackgroundJob::finished, this, [this] { handleEnded(State::Finished); });
    connect(job, &BackgroundJob::cancelled, this, [this] { handleEnded(State::Cancelled); });
    connect(job, &BackgroundJob::failed, this, [this] { handleEnded(State::Failed); });

    // The panel may be made after its job started or finished (a page created when first shown).
    if (job->isRunning()) {
        m_clock.start();
        m_state = State::Running;
    } else if (job->result<void>()) {
        m_state = State::Finished;
        m_progress->setValue(m_progress->maximum());
    }
    retranslateUi();
}

void JobControls::setStartText(const QString &text, const QString &toolTip)
{
    m_start->setText(text);
    m_start->setToolTip(toolTip);
}

void JobControls::setProgressName(const QString &name)
{
    m_progress->setAccessibleName(name);
}

void JobControls::handleStarted()
{
    m_clock.start();
    m_progress->setValue(0);
    setState(State::Running);
}

void JobControls::handleEnded(State state)
{
    // From the start to the result on screen: what the person waited, not only the work on its thread.
    m_elapsedMs = m_clock.isValid() ? m_clock.elapsed() : -1;
    m_clock.invalidate();
    if (state == State::Finished)
        m_progress->setValue(m_progress->maximum());
    setState(state); // a cancelled bar stays where the work stopped
}

void JobControls::setState(State state)
{
    const bool wasRunning = m_state == State::Running;
    m_state = state;
    retranslateUi();
    if (wasRunning != (state == State::Running))
        Q_EMIT runningChanged(state == State::Running);
}

void JobControls::retranslateUi()
{
    const bool running = m_state == State::Running;
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the computation (Esc)"));
    switch (m_state) {
    case State::Idle:
        m_stateLine->clear();
        break;
    case State::Running:
        m_stateLine->setText(tr("Running\u2026"));
        break;
    case State::Cancelled:
        m_stateLine->setText(tr("Cancelled"));
        break;
    case State::Finished:
        m_stateLine->setText(m_elapsedMs < 0 ? tr("Finished")
                                             : tr("Finished in %1 ms").arg(QLocale().toString(m_elapsedMs)));
        break;
    case State::Failed:
        m_stateLine->setText(tr("Failed: no result"));
        break;
    }
    // As wide as the longest state, so that the progress bar does not jump when the state changes.
    const QFontMetrics fm = m_stateLine->fontMetrics();
    int width = 0;
    for (const QString &text : {tr("Running\u2026"), tr("Cancelled"),
                                tr("Finished in %1 ms").arg(QLocale().toString(99999)), tr("Failed: no result")})
        width = std::max(width, fm.horizontalAdvance(text));
    m_stateLine->setMinimumWidth(width);
}

void JobControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
