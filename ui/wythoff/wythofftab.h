#pragma once

#include <QWidget>

namespace nimlab {

class GamePage;
class WythoffChartsPanel;
class WythoffLab;
class WythoffPlayView;

/// The Wythoff tab, on the shared game page: the start editor, the Play page (the position as two piles and as a
/// queen on a chessboard, with its analysis), the article's inductive construction as the worked example, and two
/// pages of its own: the explanations for any n, and the charts (made when first shown). The state is the lab's.
class WythoffTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffTab)

public:
    explicit WythoffTab(WythoffLab *lab, QWidget *parent = nullptr);

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

private:
    void createChartsWhenShown();

    WythoffLab *m_lab;
    GamePage *m_page;
    WythoffPlayView *m_play;
    QWidget *m_chartsPage;
    WythoffChartsPanel *m_charts = nullptr;
};

} // namespace nimlab
