#pragma once

#include "math/wythoff.h"

#include <QWidget>

#include <array>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class CoinRow;
class WythoffLab;

/// The two piles of Wythoff's game: piles of up to 30 coins drawn as CoinRows (click a coin to take it and the coins
/// after it from that pile), every pile also as its exact size, and an exact entry for the number to take from the
/// first pile, the second or both (the only way for piles up to 2^62). objectNames: `coins0`, `coins1`, `size0`,
/// `size1`, `takeEntry`, `takeFromFirst`, `takeFromSecond`, `takeFromBoth`.
class WythoffPiles final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffPiles)

public:
    /// Largest pile drawn as coins.
    static constexpr std::uint64_t kMaxDrawn = 30;
    /// Where the coins are taken from.
    enum class From
    {
        First,  ///< the first pile (x): the queen moves left
        Second, ///< the second pile (y): the queen moves down
        Both,   ///< the same from both: the queen moves diagonally down-left
    };

    explicit WythoffPiles(WythoffLab *lab, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Marks the coins of the hint shown in this position (the session says which; none clears them).
    void showHint();
    /// Whether the coins under the mouse are coloured as a winning or losing move (while a person may move).
    void setShowsMoveValues(bool shown);

Q_SIGNALS:
    /// A message for the user (an entry that is not a number, a refused move).
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();
    /// Says what each pile holds, to a screen reader and in the coins' tooltip.
    void describePiles();
    /// Takes the number in the entry from `from`; a message when it cannot.
    void takeFromEntry(From from);
    /// The move the entry asks for from `from`, if it is one (a number from 1 to the reach).
    std::optional<WythoffPair> entryMove(From from) const;
    /// Enables the take buttons while a person may move; with the values shown, a button under the mouse is coloured
    /// as the move it would make from the entry's number, and its tooltip says so.
    void updateButtons();
    QString buttonToolTip(From from) const;

    WythoffLab *m_lab;
    std::array<QLabel *, 2> m_names{};
    std::array<CoinRow *, 2> m_coins{};
    std::array<QLabel *, 2> m_sizes{};
    QLabel *m_takeLabel;
    QLineEdit *m_takeEdit;
    std::array<QPushButton *, 3> m_takeButtons{};
    bool m_showsMoveValues = false;
};

} // namespace nimlab
