#pragma once

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

namespace nimlab {

/// One pile (or heap) drawn as coins, wrapping onto more rows when narrow. The last `withinReach` coins (a number the
/// owner takes from the rules) are drawn brighter, with a bracket under them when the owner shows the reach; the coins
/// a click would take are marked while the mouse is over them, and the coins of a hinted or example move are outlined.
/// When the owner gives the value of each take (setTakeValues), the coins under the mouse are coloured as a winning or
/// a losing move and the tooltip says which. A click on any coin asks to take it and every coin after it: whether that
/// is allowed is the rules' answer, so the row never refuses a take itself.
class CoinRow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CoinRow)

public:
    /// Largest pile drawn as coins.
    static constexpr std::uint64_t kMaxCoins = 100;

    explicit CoinRow(QWidget *parent = nullptr);

    /// Shows `coins` (clamped to kMaxCoins), the last `withinReach` of them within reach; clears the outline.
    void setCoins(std::uint64_t coins, std::uint64_t withinReach);
    std::uint64_t coins() const { return m_coins; }
    std::uint64_t withinReach() const { return m_withinReach; }
    /// Whether the bracket under the coins within reach is drawn (it says nothing when every coin is).
    void setReachShown(bool shown);
    /// Outlines the last `take` coins (0 for none).
    void setMarkedTake(std::uint64_t take);
    /// The value of each take, the owner's (from the rules): `values[k - 1]` for taking k coins, true when that move
    /// wins, false when it loses, nullopt when it is not allowed. Empty (the default) shows no values: the row looks
    /// as it always did. setCoins() keeps them; the owner gives new ones with the new coins.
    void setTakeValues(std::vector<std::optional<bool>> values);
    /// Whether clicks take coins (not while the computer moves, nor in a worked example).
    void setInteractive(bool interactive);
    /// Coins per row before the pile wraps onto the next row.
    void setCoinsPerRow(int perRow);
    /// The tooltip while no coin is under the mouse: what the row shows, in the owner's words and numbers.
    void setDescription(const QString &text);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    /// Where coin i (from 0, the first coin) is drawn (for tests and accessibility).
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
    int perRowAt(int width) const;
    int rowHeight() const;
    void setHover(int hover);
    void updateToolTip();
    /// The value of taking the coins from `coin` on (see setTakeValues); nullopt when none is known.
    std::optional<bool> valueFrom(int coin) const;

    std::uint64_t m_coins = 0;
    std::uint64_t m_withinReach = 0;
    std::uint64_t m_marked = 0;
    QString m_description;
    std::vector<std::optional<bool>> m_values;
    int m_hover = -1;
    int m_perRow = 15;
    bool m_reachShown = false;
    bool m_interactive = true;
};

} // namespace nimlab
