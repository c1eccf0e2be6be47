#pragma once

#include "examples/example.h"

#include <QAbstractTableModel>

namespace nimlab {

/// A worked example's table of words and numbers (the 21-coin example's first moves), as the core built it in the
/// current language: its headers and its rows, nothing computed here.
class TableFigureModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableFigureModel)

public:
    explicit TableFigureModel(QObject *parent = nullptr);

    /// Shows `figure` (a new step, or the same step built again in another language).
    void setFigure(const TableFigure &figure);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    TableFigure m_figure;
};

} // namespace nimlab
