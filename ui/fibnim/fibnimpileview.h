#pragma once

#include <QWidget>

#include <cstdint>

namespace nimlab {

/// One Fibonacci Nim pile drawn as coins (up to kMaxDrawn). The coins the quota lets the player take now are the
/// last min(quota, coins) ones, drawn brighter with a bracket under them; clicking a coin asks to take it and every
/// coin after it. Coins of a hinted (or an example's) move are outlined.
class FibNimPileView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimPileView)

public:
    /// Largest pile drawn as coins.
    static constexpr std::uint64_t kMaxDrawn = 100;

    explicit FibNimPileView(QWidget *parent = nullptr);

    /// Shows `coins` (clamped to kMaxDrawn) with the quota of the player to move (for the tooltip) and how many of
    /// the last coins the rules let that player take now (marked as within reach).
    void setPile(std::uint64_t coins, std::uint64_t quota, std::uint64_t takeable);
    std::uint64_t coins() const { return m_coins; }
    /// Outlines the last `take` coins (0 for none).
    void setMarkedTake(std::uint64_t take);
    /// Whether clicks take coins (not while the computer moves, nor in a worked example).
    void setInteractive(bool interactive);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// Where coin i (from 0, the first coin) is drawn.
    QRect coinRect(int i) const;

Q_SIGNALS:
    /// The user clicked a coin: take `take` coins (that coin and every coin after it).
    void takeRequested(std::uint64_t take);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int coinAt(QPoint pos) const;
    int perRow() const;
    void updateToolTip();

    std::uint64_t m_coins = 0;
    std::uint64_t m_quota = 0;
    std::uint64_t m_takeable = 0;
    std::uint64_t m_marked = 0;
    int m_hover = -1;
    bool m_interactive = true;
};

} // namespace nimlab
