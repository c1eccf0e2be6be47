#pragma once

#include <QObject>
#include <QTimer>

namespace nimlab {

/// Walks the steps of anything that has a count of steps (a worked example, a table builder's steps): first,
/// previous, next, last, and autoplay at a chosen interval. Views show the step named by stepChanged.
class Stepper final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Stepper)

public:
    explicit Stepper(QObject *parent = nullptr);

    int count() const { return m_count; }
    /// The current step, 0 .. count - 1; -1 when there are no steps.
    int index() const { return m_index; }
    bool isPlaying() const { return m_timer.isActive(); }
    int intervalMs() const { return m_timer.interval(); }
    bool atFirst() const { return m_index <= 0; }
    bool atLast() const { return m_index >= m_count - 1; }

public Q_SLOTS:
    /// Replaces the steps with `count` new ones and goes to the first (or to `index`, clamped).
    void reset(int count, int index = 0);
    void first();
    void previous();
    void next();
    void last();
    /// Goes to step `index` (clamped to the valid range).
    void goTo(int index);
    /// Starts autoplay (from the first step when at the last one).
    void play();
    void pause();
    /// Time between two autoplay steps, in milliseconds (clamped to 20 .. 10000).
    void setIntervalMs(int ms);

Q_SIGNALS:
    /// The current step is now `index` of `count`.
    void stepChanged(int index, int count);
    /// Autoplay started or stopped.
    void playingChanged(bool playing);

private:
    void handleTick();
    int m_count = 0;
    int m_index = -1;
    QTimer m_timer;
};

} // namespace nimlab
