#include "stepper.h"

#include <algorithm>

namespace nimlab {

Stepper::Stepper(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(800);
    connect(&m_timer, &QTimer::timeout, this, &Stepper::handleTick);
}

void Stepper::reset(int count, int index)
{
    pause();
    m_count = std::max(0, count);
    m_index = m_count == 0 ? -1 : std::clamp(index, 0, m_count - 1);
    Q_EMIT stepChanged(m_index, m_count);
}

void Stepper::goTo(int index)
{
    if (m_count == 0)
        return;
    const int clamped = std::clamp(index, 0, m_count - 1);
    if (clamped == m_index)
        return;
    m_index = clamped;
    Q_EMIT stepChanged(m_index, m_count);
}

void Stepper::first()
{
    goTo(0);
}
void Stepper::previous()
{
    goTo(m_index - 1);
}
void Stepper::next()
{
    goTo(m_index + 1);
}
void Stepper::last()
{
    goTo(m_count - 1);
}

void Stepper::play()
{
    if (m_count == 0 || m_timer.isActive())
        return;
    if (atLast())
        first();
    m_timer.start();
    Q_EMIT playingChanged(true);
}

void Stepper::pause()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    Q_EMIT playingChanged(false);
}

void Stepper::setIntervalMs(int ms)
{
    m_timer.setInterval(std::clamp(ms, 20, 10000));
}

void Stepper::handleTick()
{
    next();
    if (atLast())
        pause();
}

} // namespace nimlab
