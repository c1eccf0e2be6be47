#include "movelistmodel.h"
#include "widgets/themecolors.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>

namespace nimlab {

MoveListModel::MoveListModel(GameSession *session, QObject *parent) : QAbstractTableModel(parent), m_session(session)
{
    connect(session, &GameSession::positionChanged, this, &MoveListModel::refresh);
    refresh();
}

void MoveListModel::refresh()
{
    beginResetModel();
    m_review = m_session->isFinished() ? m_session->review() : std::vector<GameSession::ReviewEntry>{};
    // Worded once per change, not on every paint (a missed win searches the winning moves).
    m_reviewTexts.clear();
    for (std::size_t row = 0; row < m_review.size(); ++row)
        m_reviewTexts << reviewText(*m_session, int(row), m_review[row].quality);
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

namespace {
QString levelName(GameSession::Level level)
{
    switch (level) {
    case GameSession::Level::Beginner:
        return MoveListModel::tr("beginner");
    case GameSession::Level::Intermediate:
        return MoveListModel::tr("intermediate");
    case GameSession::Level::Strong:
        return MoveListModel::tr("strong");
    case GameSession::Level::Perfect:
        break;
    }
    return MoveListModel::tr("perfect");
}
} // namespace

bool MoveListModel::isYou(const GameSession &session, int index)
{
    return session.player(index).kind == GameSession::PlayerKind::Human &&
           session.player(1 - index).kind == GameSession::PlayerKind::Computer;
}

QString MoveListModel::playerName(const GameSession &session, int index)
{
    const GameSession::Player me = session.player(index), other = session.player(1 - index);
    const bool computer = me.kind == GameSession::PlayerKind::Computer;
    if (isYou(session, index))
        return tr("You");
    if (computer && other.kind == GameSession::PlayerKind::Human)
        return tr("Computer (%1)").arg(levelName(me.level));
    if (computer)
        return index == 0 ? tr("First computer (%1)").arg(levelName(me.level))
                          : tr("Second computer (%1)").arg(levelName(me.level));
    return index == 0 ? tr("First player") : tr("Second player");
}

QString MoveListModel::entrantName(const Scorecard::Entrant &who)
{
    switch (who.role) {
    case Scorecard::Role::You:
        return tr("You");
    case Scorecard::Role::FirstPlayer:
        return tr("First player");
    case Scorecard::Role::SecondPlayer:
        return tr("Second player");
    case Scorecard::Role::Computer:
        return tr("Computer (%1)").arg(levelName(GameSession::Level(who.level)));
    case Scorecard::Role::FirstComputer:
        return tr("First computer (%1)").arg(levelName(GameSession::Level(who.level)));
    case Scorecard::Role::SecondComputer:
        break;
    }
    return tr("Second computer (%1)").arg(levelName(GameSession::Level(who.level)));
}

QString MoveListModel::reviewText(const GameSession &session, int row, GameSession::MoveQuality quality)
{
    switch (quality) {
    case GameSession::MoveQuality::KeptWin:
        return tr("kept a won position");
    case GameSession::MoveQuality::MissedWin: {
        // Which move would have won: the core's first winning move from the position the move was made in.
        const auto &before = session.positionAt(row);
        const auto winning = session.rules().winningMoves(before);
        if (winning.empty())
            return tr("missed a win");
        return tr("missed a win: %1 would have won").arg(session.explainer().describeMove(before, winning.front()));
    }
    case GameSession::MoveQuality::FromLost:
        return tr("from a lost position");
    }
    return {};
}

QColor MoveListModel::qualityColour(GameSession::MoveQuality quality)
{
    // In the shade of the application's palette (a view repaints, and asks again, when it changes).
    const QPalette palette = QGuiApplication::palette();
    switch (quality) {
    case GameSession::MoveQuality::KeptWin:
        return tintBackground(Tint::KeptWin, palette);
    case GameSession::MoveQuality::MissedWin:
        return tintBackground(Tint::MissedWin, palette);
    case GameSession::MoveQuality::FromLost:
        return tintBackground(Tint::FromLost, palette);
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
            return playerName(*m_session, row % 2);
        case MoveColumn:
            return m_session->explainer().describeMove(m_session->positionAt(row), m_session->moveAt(row));
        case ReviewColumn:
            return reviewed ? m_reviewTexts.at(row) : QString();
        default:
            return {};
        }
    }
    if (role == QualityRole)
        return reviewed ? QVariant(int(m_review[std::size_t(row)].quality)) : QVariant();
    if (role == Qt::BackgroundRole && reviewed && index.column() == ReviewColumn)
        return qualityColour(m_review[std::size_t(row)].quality);
    if (role == Qt::ForegroundRole && reviewed && index.column() == ReviewColumn)
        return textOn(qualityColour(m_review[std::size_t(row)].quality), QGuiApplication::palette());
    if (role == Qt::ForegroundRole && undone)
        return mutedTextColor(QGuiApplication::palette());
    if (role == Qt::FontRole && undone) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::ToolTipRole && undone)
        return tr("Taken back: Redo plays it again");
    // A long move or review is elided in its column; the whole text is the tooltip, never cut off.
    if (role == Qt::ToolTipRole && index.column() != NumberColumn)
        return data(index, Qt::DisplayRole);
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
