#pragma once

#include "games/gamesession.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace nimlab {

class FibNimGame;
class PileBoard;

/// The piles of a Fibonacci Nim game in progress, any variant, on a PileBoard. The quota is always on screen (one for
/// the game, or one per pile). Piles of up to 100 coins are drawn as coins to click, the coins within the quota over a
/// bracket; every pile also has its exact size and a field for the number of coins to take (the only way for piles too
/// big to draw, up to 10^18). It only translates: typed positions to rows, the board's intents to typed moves.
class FibNimBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimBoard)

public:
    explicit FibNimBoard(FibNimGame *game, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Outlines the coins of the hint shown in this position (the session says which) and puts its number in the
    /// pile's entry as a placeholder; clears both when there is none.
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
    /// Shows the quota, the piles, the hint and the texts in the current language.
    void updateRows();
    /// Tells the board what the move its entry asks for is worth (while the values are shown and a person may move).
    void showEntryValue(int row, const QString &text);
    void takeFromEntry(int pile, const QString &text);

    FibNimGame *m_game;
    GameSession *m_session;
    QLabel *m_quota;
    PileBoard *m_board;
    bool m_showsMoveValues = false;
};

} // namespace nimlab
