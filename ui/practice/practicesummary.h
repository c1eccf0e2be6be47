#pragma once

#include <QWidget>

class QLabel;
class QListWidget;

namespace nimlab {

class PracticeLab;

/// The end of a round: the score, the time taken, whether it is the best round of its game and level, and the
/// exercises missed; clicking one shows it again (PracticeLab::review) with its answer and explanation. objectNames:
/// `summaryText`, `missedList`.
class PracticeSummary final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PracticeSummary)

public:
    explicit PracticeSummary(PracticeLab *lab, QWidget *parent = nullptr);

    /// A round's time as minutes and seconds, e.g. "2:05".
    static QString durationText(qint64 ms);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    PracticeLab *m_lab;
    QLabel *m_text;
    QLabel *m_missedTitle;
    QListWidget *m_missed;
};

} // namespace nimlab
