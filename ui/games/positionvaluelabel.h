#pragma once

#include <QLabel>

namespace nimlab {

class GameSession;

/// The analysis' line about best play from the position shown: who wins and in how many moves where the game tree is
/// small enough to search (GameSession::valueAt, worded by the core's positionValueText), updated when the search
/// finishes. objectName: `positionValue`.
class PositionValueLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PositionValueLabel)

public:
    explicit PositionValueLabel(GameSession *session, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    GameSession *m_session;
};

} // namespace nimlab
