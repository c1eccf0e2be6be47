#pragma once

#include <QWidget>

#include <optional>

namespace nimlab {

class WythoffLab;

/// The queen's chessboard of Wythoff's game, (0, 0) in the bottom-left corner as in the article's figure. In play it
/// shows the queen at the game's position, the squares she reaches (left, down, diagonally down-left), the
/// P-positions when asked and the hinted winning moves; clicking a square she reaches plays that move. When asked
/// (setShowsMoveValues), the square she reaches under the mouse is coloured as a winning or a losing move, its tooltip
/// saying which. A board made
/// to show the construction shows the lab's construction after the step of the lab's stepper: P squares, N squares,
/// the rest blank. It keeps no step of its own: it reads the lab and follows its signals. objectName: `queenBoard`
/// for the game, `constructionBoard` for the construction. The game's board also plays from the keyboard: the arrow
/// keys choose a square (framed, and named in the accessible description), Enter or Space moves the queen there.
class WythoffBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffBoard)

public:
    /// What a board shows, for good.
    enum class Shows
    {
        Game,         ///< the game in progress, played by clicking
        Construction, ///< the article's construction at the stepper's step
    };

    WythoffBoard(WythoffLab *lab, Shows shows, QWidget *parent = nullptr);

    /// Squares a side now (the lab's board size).
    int side() const;
    /// Where square (x, y) is drawn.
    QRect squareRect(int x, int y) const;
    /// The square under a point, or nullopt.
    std::optional<QPoint> squareAt(QPoint pos) const;
    /// True when the queen's position lies on the board (else the piles view is the way to play).
    bool queenOnBoard() const;
    /// Whether the square under the mouse is coloured as a winning or losing move (while a person may move).
    void setShowsMoveValues(bool shown);

    /// Large enough to click comfortably; the board is drawn as the largest square the widget's rectangle holds (no
    /// height-for-width: on a scrolled page that would make the board as tall as the page is wide).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
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
    /// The value of moving the queen to (x, y) when values are shown and a person may move; else nullopt.
    std::optional<bool> moveValue(int x, int y) const;
    /// The tooltip of the square under the mouse, now.
    void updateHoverToolTip();
    void retranslateUi();
    /// The square chosen with the keyboard: where the arrow keys left it, else the queen's.
    QPoint keyboardSquare() const;
    /// Moves the keyboard's square by (dx, dy), kept on the board.
    void moveKeyboardSquare(int dx, int dy);

    WythoffLab *m_lab;
    Shows m_shows;
    std::optional<QPoint> m_hover;
    std::optional<QPoint> m_keyboard; ///< the square chosen with the arrow keys since the last move (none: the queen's)
    bool m_showsMoveValues = false;
};

} // namespace nimlab
