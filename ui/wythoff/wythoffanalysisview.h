#pragma once

#include <QWidget>

class QLabel;

namespace nimlab {

class WythoffLab;

/// The analysis of the position in play on the game page: the verdict (P- or N-position, normal or misère) and how
/// each of the three kinds of move (keep y, keep x, keep y - x) reaches a P-position or cannot. Every number and
/// sentence is the core's (WythoffAnalysis::positionText), asked again on every move and language change.
/// objectName: `wythoffAnalysis` (the text).
class WythoffAnalysisView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffAnalysisView)

public:
    explicit WythoffAnalysisView(WythoffLab *lab, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    WythoffLab *m_lab;
    QLabel *m_text;
};

} // namespace nimlab
