#pragma once

#include "examples/example.h"

#include <QAbstractTableModel>

namespace nimlab {

/// Nim's binary table of a worked example's step: one row per heap and the nim-sum row, one column per bit place
/// (highest first) and the number in decimal. The cells of the columns and rows the step talks about are highlighted
/// (BackgroundRole, and "highlighted" in the accessible description). Every digit comes from the core's figure.
class NimTableFigureModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimTableFigureModel)

public:
    explicit NimTableFigureModel(QObject *parent = nullptr);

    /// Shows `figure` (a new step).
    void setFigure(const NimTableFigure &figure);
    /// Headers again in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// The bit place of column `column`; -1 for the decimal column.
    int bitOf(int column) const;
    bool isHighlighted(const QModelIndex &index) const;

    NimTableFigure m_figure;
};

} // namespace nimlab
