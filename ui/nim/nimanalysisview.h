#pragma once

#include <QWidget>

class QLabel;

namespace nimlab {

class GameSession;
class NimRules;

/// The analysis of the current Nim position: each heap in binary in columns by power of two, the parity of each
/// column, the nim-sum, the verdict, every winning move and the article's way of finding one (all from the core).
class NimAnalysisView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimAnalysisView)

public:
    explicit NimAnalysisView(GameSession *session, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    GameSession *m_session;
    QLabel *m_label;
};

} // namespace nimlab
