#include "nimtablefiguremodel.h"

#include "widgets/valuecolor.h"

#include <QBrush>
#include <QFont>

namespace nimlab {

namespace {
// The step's columns and rows in the teaching amber; where a highlighted row meets a highlighted column, darker.
constexpr QColor kRowHighlight(255, 236, 179);
} // namespace

NimTableFigureModel::NimTableFigureModel(QObject *parent) : QAbstractTableModel(parent) {}

void NimTableFigureModel::setFigure(const NimTableFigure &figure)
{
    beginResetModel();
    m_figure = figure;
    endResetModel();
}

void NimTableFigureModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

int NimTableFigureModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_figure.heaps.empty() ? 0 : m_figure.rowCount();
}

int NimTableFigureModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_figure.heaps.empty() ? 0 : m_figure.bits + 1;
}

int NimTableFigureModel::bitOf(int column) const
{
    return column < m_figure.bits ? m_figure.bits - 1 - column : -1;
}

bool NimTableFigureModel::isHighlighted(const QModelIndex &index) const
{
    const int bit = bitOf(index.column());
    return m_figure.isRowHighlighted(index.row()) || (bit >= 0 && m_figure.isColumnHighlighted(bit));
}

QVariant NimTableFigureModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int row = index.row();
    const int bit = bitOf(index.column());
    const bool inColumn = bit >= 0 && m_figure.isColumnHighlighted(bit);
    const bool inRow = m_figure.isRowHighlighted(row);
    switch (role) {
    case Qt::DisplayRole:
        return bit >= 0 ? QString::number(m_figure.digit(row, bit)) : QString::number(m_figure.rowValue(row));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::BackgroundRole:
        if (inColumn)
            return QBrush(inRow ? kStepHighlight.darker(115) : kStepHighlight);
        if (inRow)
            return QBrush(kRowHighlight);
        return {};
    case Qt::ForegroundRole:
        if (inColumn || inRow)
            return QBrush(contrastingTextColor(inColumn ? kStepHighlight : kRowHighlight));
        return {};
    case Qt::FontRole:
        if (row == m_figure.nimSumRow() || bit < 0) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::AccessibleDescriptionRole:
        return isHighlighted(index) ? tr("highlighted") : QString();
    default:
        return {};
    }
}

QVariant NimTableFigureModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        const int bit = bitOf(section);
        if (bit < 0)
            return tr("Decimal");
        const QString place = QString::number(NimTableFigure::placeValue(bit));
        if (role == Qt::ToolTipRole)
            return m_figure.isColumnHighlighted(bit) ? tr("The %1s column, which this step talks about").arg(place)
                                                     : tr("The %1s column").arg(place);
        return place;
    }
    if (section < 0 || section >= rowCount())
        return {};
    if (section == m_figure.nimSumRow())
        return tr("nim-sum");
    if (section == m_figure.changedHeap)
        return tr("Heap %1 (%2 \u2192 %3)").arg(section + 1).arg(m_figure.changedFrom).arg(m_figure.rowValue(section));
    return tr("Heap %1").arg(section + 1);
}

} // namespace nimlab
