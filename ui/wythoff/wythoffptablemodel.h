#pragma once

#include "games/wythoffconstruction.h"

#include <QAbstractTableModel>

namespace nimlab {

/// The article's table of P-positions, one row per n = 0 .. 20 (the row header is n): x and y, then the misere pair
/// (0, 1), (2, 2), (3, 5), ... The normal pairs come from the mex construction; rows past the step shown are left
/// blank in the normal columns, so the table fills in as the construction goes.
class WythoffPTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffPTableModel)

public:
    /// The columns: the normal pair, then the misere pair.
    enum Column
    {
        XColumn,
        YColumn,
        MisereXColumn,
        MisereYColumn,
        ColumnCount,
    };

    explicit WythoffPTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Rows 0 .. count - 1 are filled in; the last of them is marked as the current step.
    int filledCount() const { return m_filled; }
    void setFilledCount(int count);
    /// Headers again in the current language.
    void retranslate();

private:
    WythoffConstruction m_construction;
    int m_filled = WythoffConstruction::kArticleSteps;
};

} // namespace nimlab
