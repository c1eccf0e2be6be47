#pragma once

#include <QWidget>

class QLabel;

namespace nimlab {

class SumLab;

/// The analysis of the sum in play, every number from the core (SumLab::analysis, worded by SumExplainer): each
/// component's Grundy value and why (its options' values and the smallest missing, the mex), the values in binary in
/// columns with the nim-sum, the verdict, what surprises students, every winning move as "component i from value a to
/// a XOR s", and why misère sums need another theory. objectName: `sumAnalysis`.
class SumAnalysisView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SumAnalysisView)

public:
    explicit SumAnalysisView(SumLab *lab, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    SumLab *m_lab;
    QLabel *m_text;
};

} // namespace nimlab
