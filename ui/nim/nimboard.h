#pragma once

#include "games/gamesession.h"

#include <QWidget>

namespace nimlab {

class PileBoard;
struct PileRow;

/// The Nim heaps of a game in progress on a PileBoard: heaps of up to 30 coins as rows of coins to click, every heap
/// also as its exact size with a field to enter the size to leave (the only way for heaps too big to draw). It only
/// translates: the session's typed position to rows (with the value of each take the core gives, when shown), and the
/// board's intents to typed moves.
class NimBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimBoard)

public:
    /// Largest heap drawn as coins.
    static constexpr std::uint64_t kMaxDrawn = 30;

    explicit NimBoard(GameSession *session, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Outlines the coins of the hint shown in this position (the session says which) and puts its number in the
    /// heap's entry as a placeholder; clears both when there is none.
    void showHint();
    /// Whether the coins under the mouse are coloured as a winning or losing move (while a person may move).
    void setShowsMoveValues(bool shown);

Q_SIGNALS:
    /// A message for the user (e.g. an entry that is not a number).
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    /// Shows the heaps, the hint and the texts in the current language on the board.
    void updateRows();
    /// Tells the board what the move its entry asks for is worth (while the values are shown and a person may move).
    void showEntryValue(int row, const QString &text);
    void takeFromEntry(int heap, const QString &text);

    GameSession *m_session;
    PileBoard *m_board;
    bool m_showsMoveValues = false;
};

} // namespace nimlab
