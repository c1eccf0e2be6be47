#pragma once

#include "games/gamesession.h"

#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class CoinStrip;

/// The Nim heaps of a game in progress: heaps of up to 30 coins as rows of coins to click, every heap also as its
/// exact size with a field to enter the size to leave (the only way for heaps too big to draw).
class NimBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimBoard)

public:
    /// Largest heap drawn as coins.
    static constexpr std::uint64_t kMaxDrawn = 30;

    explicit NimBoard(GameSession *session, QWidget *parent = nullptr);

    /// The coin row of heap i, or nullptr when that heap is too big to draw.
    CoinStrip *strip(int heap) const;
    QLineEdit *entry(int heap) const;
    QPushButton *takeButton(int heap) const;

public Q_SLOTS:
    /// Outlines the coins of the hint shown in this position (the session says which) and puts its number in the
    /// heap's entry as a placeholder; clears both when there is none.
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
        CoinStrip *strip = nullptr;
        QLabel *size = nullptr;
        QLabel *leaveLabel = nullptr;
        QLineEdit *entry = nullptr;
        QPushButton *take = nullptr;
    };
    void rebuild();
    void refresh();
    void retranslateUi();
    void takeFromEntry(int heap);

    GameSession *m_session;
    QGridLayout *m_grid;
    std::vector<Row> m_rows;
};

} // namespace nimlab
