#include "practicesummary.h"

#include "practice/practicelab.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace nimlab {

PracticeSummary::PracticeSummary(PracticeLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_text(new QLabel(this)), m_missedTitle(new QLabel(this)),
      m_missed(new QListWidget(this))
{
    m_text->setObjectName(QStringLiteral("summaryText"));
    m_missed->setObjectName(QStringLiteral("missedList"));
    m_text->setWordWrap(true);
    m_missedTitle->setWordWrap(true);
    m_missed->setWordWrap(true);
    m_missed->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QFont big = m_text->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_text->setFont(big);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_missedTitle);
    layout->addWidget(m_missed, 1);
    connect(m_lab, &PracticeLab::changed, this, &PracticeSummary::refresh);
    connect(m_missed, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { m_lab->review(item->data(Qt::UserRole).toInt()); });
    refresh();
}

QString PracticeSummary::durationText(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    return tr("%1:%2", "a duration: minutes:seconds").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void PracticeSummary::refresh()
{
    if (!m_lab->isSummaryShown())
        return;
    QString text = tr("Round over: %1 of %2 right in %3.")
                       .arg(m_lab->score())
                       .arg(kPracticeRoundSize)
                       .arg(durationText(m_lab->elapsedMs()));
    if (m_lab->isNewBest())
        text = tr("%1 %2", "two sentences").arg(text, tr("Your best round at this level so far!"));
    m_text->setText(text);
    const std::vector<int> missed = m_lab->missed();
    m_missedTitle->setText(missed.empty() ? tr("No exercise missed.")
                                          : tr("Missed: click one to see it again with its answer."));
    m_missed->setVisible(!missed.empty());
    m_missed->clear();
    for (const int i : missed) {
        if (std::size_t(i) >= m_lab->exercises().size())
            break; // a restored round is still being made: its exercises follow (changed)
        auto *item = new QListWidgetItem(
            tr("Exercise %1: %2").arg(i + 1).arg(exerciseQuestionText(m_lab->exercises()[std::size_t(i)])), m_missed);
        item->setData(Qt::UserRole, i);
    }
}

void PracticeSummary::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace nimlab
