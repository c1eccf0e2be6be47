#include "wythoffptablemodel.h"

#include "games/wythoffconstruction.h"
#include "games/wythofflab.h"
#include "widgets/themecolors.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>

#include <algorithm>

namespace nimlab {

WythoffPTableModel::WythoffPTableModel(const WythoffLab *lab, QObject *parent) : QAbstractTableModel(parent), m_lab(lab)
{
    // A step changes which normal cells are filled and which row is marked: every row may change.
    connect(lab->stepper(), &Stepper::stepChanged, this,
            [this] { Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1)); });
}

int WythoffPTableModel::filledCount(bool misere) const
{
    const WythoffConstruction &c = m_lab->construction();
    const int step = m_lab->constructionStep();
    return std::clamp(misere ? c.miserePairsShown(step) : c.normalPairsShown(step), 0, rowCount());
}

bool WythoffPTableModel::isCurrent(int n, bool misere) const
{
    // The row the step adds (the misère step that adds every later pair marks none).
    const WythoffConstruction &c = m_lab->construction();
    const int step = m_lab->constructionStep();
    const WythoffConstruction::StepKind kind = c.kind(step);
    return n == c.stepPair(step) &&
           (misere ? kind == WythoffConstruction::StepKind::MiserePair : kind == WythoffConstruction::StepKind::Pair);
}

int WythoffPTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_lab->construction().pairCount();
}

int WythoffPTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WythoffPTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int n = index.row();
    const bool misereColumn = index.column() == MisereXColumn || index.column() == MisereYColumn;
    // The construction fills the normal columns, then its misère steps the misère columns.
    if (n >= filledCount(misereColumn))
        return {};
    const WythoffPair normal = m_lab->construction().pair(n);
    const WythoffPair misere = m_lab->construction().miserePair(n);
    const WythoffPair pair = misereColumn ? misere : normal;
    const std::uint64_t value = index.column() == XColumn || index.column() == MisereXColumn ? pair.x : pair.y;
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(value);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        // The misere pairs that differ from the normal ones, in a red that reads on the palette's base; the row just
        // built in a colour that reads on its shade.
        if (misereColumn && misere != normal)
            return QBrush(messageColor(QGuiApplication::palette(), QPalette::Base));
        if (isCurrent(n, misereColumn))
            return QBrush(
                textOn(tintBackground(Tint::Emphasis, QGuiApplication::palette()), QGuiApplication::palette()));
        return {};
    case Qt::BackgroundRole:
        if (isCurrent(n, misereColumn))
            return QBrush(tintBackground(Tint::Emphasis, QGuiApplication::palette()));
        return {};
    case Qt::FontRole:
        if (!misereColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant WythoffPTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Vertical)
        return tr("n = %1").arg(section);
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section >= 0 && section < rowCount() ? QVariant(QString::number(section)) : QVariant();
    switch (section) {
    case XColumn:
        return tr("x");
    case YColumn:
        return tr("y");
    case MisereXColumn:
        return tr("x (misère)");
    case MisereYColumn:
        return tr("y (misère)");
    default:
        return {};
    }
}

void WythoffPTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace nimlab
