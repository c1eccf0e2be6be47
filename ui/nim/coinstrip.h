#pragma once

#include <QWidget>

namespace nimlab {

/// One heap drawn as a row of coins. Clicking a coin takes it and every coin to its right; the coins a click would
/// take are marked while the mouse is over them, and the coins of a hinted move are outlined.
class CoinStrip final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CoinStrip)

public:
    /// Largest heap drawn as coins.
    static constexpr int kMaxCoins = 100;

    explicit CoinStrip(QWidget *parent = nullptr);

    int coins() const { return m_coins; }
    void setCoins(int coins);
    /// Marks the coins a hint would take: those from `newSize` on; -1 for none.
    void setHintNewSize(int newSize);
    void setInteractive(bool interactive);
    /// Coins per row before the heap wraps onto the next row.
    void setCoinsPerRow(int perRow);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    /// Coins wrap onto more rows when the strip is narrower than its preferred width.
    int heightForWidth(int width) const override;
    /// Where coin i is drawn (for tests and accessibility).
    QRect coinRect(int i) const;

Q_SIGNALS:
    /// The user clicked coin `index`: the heap should become `index` coins.
    void takeRequested(int newSize);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    int coinAt(QPoint pos) const;
    int perRowAt(int width) const;
    int m_coins = 0;
    int m_hover = -1;
    int m_hint = -1;
    bool m_interactive = true;
    int m_perRow = 20;
};

} // namespace nimlab
