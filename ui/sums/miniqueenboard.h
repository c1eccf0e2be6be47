#pragma once

#include <QWidget>

#include <cstdint>
#include <functional>

namespace nimlab {

/// A small queen's board for one Wythoff position of a sum: (0, 0) bottom left, the queen at (x, y), the squares she
/// reaches shaded; clicking one asks for that move. Drawn for positions up to kMaxSide - 1 a side (larger ones are
/// played with the entry beside it). It knows no rules: the owner says which squares the queen reaches.
/// objectName set by the owner.
class MiniQueenBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MiniQueenBoard)

public:
    static constexpr int kMaxSide = 16;

    explicit MiniQueenBoard(QWidget *parent = nullptr);

    /// Which squares the queen reaches (the owner asks the rules); empty while nobody may move.
    using Reach = std::function<bool(std::uint64_t x, std::uint64_t y)>;

    /// Shows the queen at (x, y) and the squares `reach` allows.
    void setPosition(std::uint64_t x, std::uint64_t y, Reach reach);
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
    Reach m_reach;
};

} // namespace nimlab
