#include "tablefiguremodel.h"

namespace nimlab {

TableFigureModel::TableFigureModel(QObject *parent) : QAbstractTableModel(parent) {}

void TableFigureModel::setFigure(const TableFigure &figure)
{
    beginResetModel();
    m_figure = figure;
    endResetModel();
}

int TableFigureModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_figure.rows.size());
}

int TableFigureModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_figure.headers.size());
}

QVariant TableFigureModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return m_figure.rows[std::size_t(index.row())].value(index.column());
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant TableFigureModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    return m_figure.headers.value(section);
}

} // namespace nimlab
