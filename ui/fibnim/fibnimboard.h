#pragma once

#include "games/gamesession.h"

#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class FibNimGame;
class FibNimPileView;

/// The piles of a Fibonacci Nim game in progress, any variant. The quota is always on screen (one for the game,
/// or one per pile). Piles of up to 100 coins are drawn as coins to click; every pile also has its exact size
/// and a field for the number of coins to take (the only way for piles too big to draw, up to 10^18).
class FibNimBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimBoard)

public:
    explicit FibNimBoard(FibNimGame *game, QWidget *parent = nullptr);

    /// The coins of pile i, or nullptr when that pile is too big to draw.
    FibNimPileView *pileView(int pile) const;
    /// The exact entry of the number of coins to take from pile i.
    QLineEdit *entry(int pile) const;
    /// The button that takes the number entered from pile i.
    QPushButton *takeButton(int pile) const;
    /// The quota line shown above the piles.
    QString quotaText() const;

public Q_SLOTS:
    /// Outlines the coins of the hint shown in this position (the session says which) and puts its number in the
    /// pile's entry as a placeholder; clears both when there is none.
    void showHint();

Q_SIGNALS:
    /// A message for the user (e.g. an entry that is not a number).
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QLabel *name = nullptr;
        FibNimPileView *view = nullptr;
        QLabel *size = nullptr;
        QLabel *takeLabel = nullptr;
        QLineEdit *entry = nullptr;
        QPushButton *take = nullptr;
    };
    void rebuild(std::size_t piles);
    void refresh();
    void retranslateUi();
    void takeFromEntry(int pile);

    FibNimGame *m_game;
    GameSession *m_session;
    QLabel *m_quota;
    QGridLayout *m_grid;
    std::vector<Row> m_rows;
};

} // namespace nimlab
