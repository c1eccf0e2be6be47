#pragma once

#include <QWidget>

#include <array>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class CoinStrip;
class WythoffLab;

/// The two piles of Wythoff's game: piles of up to 30 coins drawn as rows of coins (click a coin to take it and the
/// coins after it from that pile), every pile also as its exact size, and an exact entry for the number to take from
/// the first pile, the second or both (the only way for piles up to 2^62).
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

    /// The coins of pile 0 (x) or 1 (y); hidden when the pile is too big to draw.
    CoinStrip *strip(int pile) const { return m_strips[std::size_t(pile)]; }
    /// The exact number of coins to take.
    QLineEdit *takeEdit() const { return m_takeEdit; }
    /// The button that takes the entry's number from `from`.
    QPushButton *takeButton(From from) const { return m_takeButtons[std::size_t(from)]; }
    /// The exact size shown for pile 0 or 1.
    QString sizeText(int pile) const;

public Q_SLOTS:
    /// Takes the number in the entry from `from`; false (with a message) when it cannot.
    bool takeFromEntry(nimlab::WythoffPiles::From from);
    /// Marks the coins of the hint shown in this position (the session says which; none clears them).
    void showHint();

Q_SIGNALS:
    /// A message for the user (an entry that is not a number, a refused move).
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();

    WythoffLab *m_lab;
    std::array<QLabel *, 2> m_names{};
    std::array<CoinStrip *, 2> m_strips{};
    std::array<QLabel *, 2> m_sizes{};
    QLabel *m_takeLabel;
    QLineEdit *m_takeEdit;
    std::array<QPushButton *, 3> m_takeButtons{};
};

} // namespace nimlab
