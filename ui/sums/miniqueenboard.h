#pragma once

#include <QWidget>

#include <cstdint>
#include <optional>

namespace nimlab {

/// A small queen's board for one Wythoff position of a sum: (0, 0) bottom left, the queen at (x, y), the squares she
/// reaches (left, down, diagonally down-left) shaded; clicking one asks for that move. Drawn for positions up to
/// kMaxSide - 1 a side (larger ones are played with the entry beside it). It knows no rules: the owner says which
/// squares are reachable by the position it sets. objectName set by the owner.
class MiniQueenBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MiniQueenBoard)

public:
    static constexpr int kMaxSide = 16;

    explicit MiniQueenBoard(QWidget *parent = nullptr);

    /// Shows the queen at (x, y); `interactive` when a person may move.
    void setPosition(std::uint64_t x, std::uint64_t y, bool interactive);
    /// True when the position fits the board (else it is hidden).
    bool fits() const;
    /// Where square (x, y) is drawn.
    QRect squareRect(int x, int y) const;

    QSize sizeHint() const override;

Q_SIGNALS:
    /// A reachable square was clicked: move the queen there.
    void squareClicked(std::uint64_t x, std::uint64_t y);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    int side() const;
    int cell() const;
    bool reachable(int x, int y) const;

    std::uint64_t m_x = 0;
    std::uint64_t m_y = 0;
    bool m_interactive = false;
};

} // namespace nimlab
