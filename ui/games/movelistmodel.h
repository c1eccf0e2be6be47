#pragma once

#include "games/gamesession.h"

#include <QAbstractTableModel>

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

    /// "First player", "Second player" (in the current language).
    static QString playerName(int index);
    /// "kept a won position" etc. (in the current language).
    static QString qualityText(GameSession::MoveQuality quality);
    static QColor qualityColour(GameSession::MoveQuality quality);

public Q_SLOTS:
    /// Reads the session again (also after a language change).
    void refresh();

private:
    GameSession *m_session;
    std::vector<GameSession::ReviewEntry> m_review;
};

} // namespace nimlab
