#pragma once

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class CoinRow;

/// What one row of a PileBoard shows, every text and number given by the owner (the board knows no game).
struct PileRow
{
    QString name;                  ///< e.g. "Heap 1", or "Pile 1\nquota 3"
    std::uint64_t coins = 0;       ///< drawn as coins up to the board's most drawn, else only as `size`
    std::uint64_t withinReach = 0; ///< how many of the last coins the rules let the player take now
    QString coinsName;             ///< the coins' accessible name
    QString coinsDescription;      ///< the coins' tooltip and accessible description, e.g. "Heap 2: 12 coins"
    QString size;                  ///< the exact size
    QString entryLabel;            ///< e.g. "Leave:" or "Take:"
    QString entryToolTip;
    QString entryName; ///< the entry's accessible name
    QString takeText;  ///< the button's text
    QString takeToolTip;
    std::uint64_t hintedTake = 0; ///< coins outlined (0 for none)
    QString placeholder;          ///< the entry's placeholder (a hinted number)
    bool enabled = true;          ///< coins, entry and button accept moves
    /// The value of each take from the coins (see CoinRow::setTakeValues); empty shows none.
    std::vector<std::optional<bool>> takeValues;
};

/// The grid of piles every pile game shows: "name | coins | exact size | label | entry | Take" for each pile. A pile
/// too big to draw shows its exact size across the coins' place. The owner fills the rows and receives intents;
/// objectNames `coins<i>`, `size<i>`, `entry<i>`, `take<i>` (rows from 0) name each row's widgets.
class PileBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PileBoard)

public:
    explicit PileBoard(QWidget *parent = nullptr);

    /// Largest pile drawn as coins, the rest shown by their exact size only.
    void setMaxDrawn(std::uint64_t coins);
    /// Coins per row before a pile wraps, and whether the bracket under the coins within reach is drawn.
    void setCoinStyle(int perRow, bool reachShown);
    /// Shows `rows` (rebuilding the grid when their number changes); the entries keep what was typed.
    void setRows(const std::vector<PileRow> &rows);
    /// Empties every entry (a new position).
    void clearEntries();
    /// Whether the take buttons show the value of the move their entry asks for (see setEntryValue).
    void setShowsMoveValues(bool shown);
    /// The value of the move the entry of row `row` asks for (the owner's answer to entryChanged): the row's take
    /// button, under the mouse, is coloured as a winning or losing move and its tooltip says which; nullopt: as usual.
    void setEntryValue(int row, std::optional<bool> value);

Q_SIGNALS:
    /// A coin of row `row` was clicked: take `take` coins (that coin and every coin after it).
    void takeRequested(int row, std::uint64_t take);
    /// The entry of row `row` was submitted (Return or its button) with `text`.
    void entrySubmitted(int row, const QString &text);
    /// The entry of row `row` now reads `text` (also sent again for every row by setRows(), as the value of the move
    /// it asks for may have changed): the owner may answer with setEntryValue().
    void entryChanged(int row, const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Widgets
    {
        QLabel *name = nullptr;
        CoinRow *coins = nullptr;
        QLabel *size = nullptr;
        QLabel *entryLabel = nullptr;
        QLineEdit *entry = nullptr;
        QPushButton *take = nullptr;
        QString takeToolTip;
        std::optional<bool> entryValue;
    };
    void rebuild(std::size_t rows);
    /// Emits entrySubmitted for row `row`, then keeps the keyboard in that row's entry (see keepFocus()).
    void submit(int row);
    /// After a move typed in an entry, the keyboard stays in it: back from the Take button, and back after the entries
    /// were disabled while the computer moved (Qt moved the focus on meanwhile), unless the user clicked or typed
    /// anywhere in the window by then; the nearest entry that takes moves when that one does not (its pile is empty).
    void keepFocus();
    /// The row whose entry gets the keyboard back at the next position a person moves in (-1: none).
    void setFocusRow(int row);
    void showEntryValue(const Widgets &row);

    QGridLayout *m_grid;
    std::vector<Widgets> m_rows;
    std::uint64_t m_maxDrawn = 30;
    int m_perRow = 15;
    bool m_reachShown = false;
    bool m_showsMoveValues = false;
    int m_focusRow = -1; ///< the row whose entry gets the keyboard back (-1: none)
};

} // namespace nimlab
