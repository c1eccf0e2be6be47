#include "movelistmodel.h"

#include <QColor>
#include <QFont>

namespace nimlab {

MoveListModel::MoveListModel(GameSession *session, QObject *parent) : QAbstractTableModel(parent), m_session(session)
{
    connect(session, &GameSession::positionChanged, this, &MoveListModel::refresh);
    refresh();
}

void MoveListModel::refresh()
{
    beginResetModel();
    m_review = m_session->isOver() ? m_session->review() : std::vector<GameSession::ReviewEntry>{};
    endResetModel();
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_session->historySize();
}

int MoveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MoveListModel::playerName(int index)
{
    return index == 0 ? tr("First player") : tr("Second player");
}

QString MoveListModel::qualityText(GameSession::MoveQuality quality)
{
    switch (quality) {
    case GameSession::MoveQuality::KeptWin:
        return tr("kept a won position");
    case GameSession::MoveQuality::MissedWin:
        return tr("missed a win");
    case GameSession::MoveQuality::FromLost:
        return tr("from a lost position");
    }
    return {};
}

QColor MoveListModel::qualityColour(GameSession::MoveQuality quality)
{
    switch (quality) {
    case GameSession::MoveQuality::KeptWin:
        return QColor(0xd4, 0xf0, 0xd0);
    case GameSession::MoveQuality::MissedWin:
        return QColor(0xfa, 0xd4, 0xc8);
    case GameSession::MoveQuality::FromLost:
        return QColor(0xe6, 0xe6, 0xe6);
    }
    return {};
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_session->historySize())
        return {};
    const int row = index.row();
    const bool undone = row >= m_session->moveCount();
    const bool reviewed = std::size_t(row) < m_review.size();
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NumberColumn:
            return row + 1;
        case PlayerColumn:
            return playerName(row % 2);
        case MoveColumn:
            return m_session->explainer().describeMove(m_session->positionAt(row), m_session->moveAt(row));
        case ReviewColumn:
            return reviewed ? qualityText(m_review[std::size_t(row)].quality) : QString();
        default:
            return {};
        }
    }
    if (role == QualityRole)
        return reviewed ? QVariant(int(m_review[std::size_t(row)].quality)) : QVariant();
    if (role == Qt::BackgroundRole && reviewed && index.column() == ReviewColumn)
        return qualityColour(m_review[std::size_t(row)].quality);
    if (role == Qt::ForegroundRole && undone)
        return QColor(Qt::gray);
    if (role == Qt::FontRole && undone) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::ToolTipRole && undone)
        return tr("Taken back: Redo plays it again");
    return {};
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("#");
    case PlayerColumn:
        return tr("Player");
    case MoveColumn:
        return tr("Move");
    case ReviewColumn:
        return tr("Review");
    default:
        return {};
    }
}

} // namespace nimlab
