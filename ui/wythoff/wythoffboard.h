#pragma once

#include <QWidget>

#include <optional>

namespace nimlab {

class WythoffLab;

/// The queen's chessboard of Wythoff's game, (0, 0) in the bottom-left corner as in the article's figure. In play it
/// shows the queen at the game's position, the squares she reaches (left, down, diagonally down-left), the
/// P-positions when asked and the hinted winning moves; clicking a square she reaches plays that move. While the lab
/// shows its Construction page, the board shows the lab's construction after the lab's step: P squares, N squares,
/// the rest blank. It keeps no step of its own: it reads the lab and follows its signals.
class WythoffBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffBoard)

public:
    explicit WythoffBoard(WythoffLab *lab, QWidget *parent = nullptr);

    /// Squares a side now (the lab's board size).
    int side() const;
    /// Where square (x, y) is drawn.
    QRect squareRect(int x, int y) const;
    /// The square under a point, or nullopt.
    std::optional<QPoint> squareAt(QPoint pos) const;
    /// True when the queen's position lies on the board (else the piles view is the way to play).
    bool queenOnBoard() const;

    /// Square, large enough to click comfortably.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

Q_SIGNALS:
    /// A message for the user (a refused click).
    void message(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRect boardRect() const;
    int cellSize() const;
    int constructionStep() const;
    void paintSquares(QPainter &p) const;
    void paintConstruction(QPainter &p) const;
    void paintGame(QPainter &p) const;
    void paintQueen(QPainter &p, const QRect &square) const;
    void paintLabels(QPainter &p) const;
    bool reachable(int x, int y) const;
    QString squareToolTip(int x, int y) const;
    void retranslateUi();

    WythoffLab *m_lab;
    std::optional<QPoint> m_hover;
};

} // namespace nimlab
