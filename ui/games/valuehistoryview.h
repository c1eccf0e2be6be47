#pragma once

#include <QWidget>

#include <optional>

namespace nimlab {

class GameSession;

/// The value history of a game, beside its move list: one mark per position (the start, then after each move), above
/// the middle line when the first player was winning there with best play and below when the second was; the moves
/// that missed a win are marked, the position shown is highlighted. Clicking a mark shows that position
/// (GameSession::showPosition: the game stays whole). Every value is the session's (GameSession::winnerAt, review()).
/// objectName: `valueHistory`.
class ValueHistoryView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ValueHistoryView)

public:
    explicit ValueHistoryView(GameSession *session, QWidget *parent = nullptr);

    /// Where the mark of the position after `moves` moves is drawn (its centre), for a click.
    QPoint markCentre(int moves) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    std::optional<int> markAt(QPoint pos) const;
    QString markText(int moves) const;
    void refresh();

    GameSession *m_session;
    std::vector<int> m_winners; ///< winner of each position, 0 .. historySize()
    std::vector<bool> m_missed; ///< the move that led to each position missed a win
};

} // namespace nimlab
