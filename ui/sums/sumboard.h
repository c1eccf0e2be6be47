#pragma once

#include <QWidget>

#include <cstddef>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace nimlab {

class GameSession;
class MiniQueenBoard;
class PileBoard;

/// The board of a sum of games, each component drawn small with the shared widgets: the Nim heaps and Fibonacci Nim
/// piles as rows of one PileBoard (click a coin, or type how many to leave / take), each Wythoff position as a small
/// queen's board (click a square she reaches) with an entry for the square (any size). Every move goes to the
/// session, which says why one is refused. objectNames: the PileBoard's `coins<r>`, `entry<r>`, `take<r>` for its
/// rows (the piles in order), `queen<i>`, `wythoffEntry<i>`, `wythoffMove<i>` for component i.
class SumBoard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SumBoard)

public:
    explicit SumBoard(GameSession *session, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Whether the coins under the mouse are coloured as a winning or losing move (see GamePage).
    void setShowsMoveValues(bool shown);

Q_SIGNALS:
    /// Why an entry could not be read as a move (the session reports refused moves itself).
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct QueenRow
    {
        std::size_t component = 0;
        QLabel *name = nullptr;
        MiniQueenBoard *board = nullptr;
        QLabel *entryLabel = nullptr;
        QLineEdit *entry = nullptr;
        QPushButton *move = nullptr;
    };
    void refresh();
    void rebuildQueens();
    void updateRows();
    void takeFromPile(int row, std::uint64_t take);
    void pileEntry(int row, const QString &text);
    void queenEntry(std::size_t component, const QString &text);
    void playQueen(std::size_t component, std::uint64_t x, std::uint64_t y);

    GameSession *m_session;
    PileBoard *m_piles;
    QVBoxLayout *m_queensLayout;
    std::vector<std::size_t> m_pileComponents; ///< the component of each PileBoard row
    std::vector<QueenRow> m_queens;
    bool m_showsMoveValues = false;
};

} // namespace nimlab
