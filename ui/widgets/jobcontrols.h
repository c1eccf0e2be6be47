#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace nimlab {

class BackgroundJob;

/// The controls of one long computation: a start button (its text set by the owner, its click forwarded as
/// startRequested to the owner's core slot), a progress bar, Cancel (Esc), and a line with the state: running,
/// cancelled, finished in N ms, failed. Everything follows the job's own signals, whoever started or stopped it.
class JobControls final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobControls)

public:
    /// What the state line says.
    enum class State
    {
        Idle,      ///< nothing computed yet
        Running,   ///< started, neither finished nor cancelled
        Cancelled, ///< stopped before it finished
        Finished,  ///< the result is there
        Failed,    ///< the work ended without a result and nobody asked it to stop
    };

    explicit JobControls(BackgroundJob *job, QWidget *parent = nullptr);

    /// The start button's text (with its mnemonic) and tooltip, in the owner's words; call from retranslateUi().
    void setStartText(const QString &text, const QString &toolTip);
    /// The accessible name of the progress bar ("Progress of ..."), in the owner's words.
    void setProgressName(const QString &name);
    State state() const { return m_state; }

Q_SIGNALS:
    /// The start button was clicked: the owner starts its computation.
    void startRequested();
    /// The job started (true) or ended in any way (false): the owner locks its own inputs meanwhile.
    void runningChanged(bool running);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void setState(State state);
    void handleStarted();
    void handleEnded(State state);

    BackgroundJob *m_job;
    QPushButton *m_start;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_stateLine;
    State m_state = State::Idle;
    QElapsedTimer m_clock;
    qint64 m_elapsedMs = -1; ///< of the last finished run; -1 when it started before this panel saw it
};

} // namespace nimlab
