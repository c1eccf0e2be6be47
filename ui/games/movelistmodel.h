#pragma once

#include "games/gamesession.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace nimlab {

/// The moves of a game, one row each, for any game: number, player, the move, and (once the game is over) the
/// core's review of it. Moves taken back (that can be redone) are shown greyed.
class MoveListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MoveListModel)

public:
    enum Column
    {
        NumberColumn,
        PlayerColumn,
        MoveColumn,
        ReviewColumn,
        ColumnCount,
    };
    /// The review of a row as int (GameSession::MoveQuality), or invalid before the game is over.
    static constexpr int QualityRole = Qt::UserRole + 1;

    explicit MoveListModel(GameSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Player `index` by name, in the current language, from who plays: "You" and "Computer (strong)" when a person
    /// plays the computer; "First player" / "Second player" for two people; "First computer (perfect)" etc. for two
    /// computers.
    static QString playerName(const GameSession &session, int index);
    /// A row of the scorecard by name, in the current language, in the words of playerName(): "You", "Computer
    /// (strong)", "First player", "First computer (perfect)".
    static QString entrantName(const Scorecard::Entrant &who);
    /// True when player `index` is the one person playing the computer (named "You").
    static bool isYou(const GameSession &session, int index);
    /// "kept a won position", "missed a win: heap 1: 6 -> 5 (take 1) would have won", "from a lost position" (in the
    /// current language; the winning move is the core's first, in the explainer's words).
    static QString reviewText(const GameSession &session, int row, GameSession::MoveQuality quality);
    static QColor qualityColour(GameSession::MoveQuality quality);

public Q_SLOTS:
    /// Reads the session again (also after a language change).
    void refresh();

private:
    GameSession *m_session;
    std::vector<GameSession::ReviewEntry> m_review;
    QStringList m_reviewTexts; ///< the review column's words, one per entry of m_review
};

} // namespace nimlab
