#pragma once

#include <QAbstractTableModel>

namespace nimlab {

class NimSumBuilder;

/// The nim-sum table as the builder has it now, computed on demand cell by cell (no item per cell), so a
/// 4096 x 4096 table scrolls smoothly. Unfilled cells are empty; the current step's cells are highlighted. The heat
/// map uses the palette of every value map (valueColor), with black or white text, whichever reads on the cell.
class NimSumTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimSumTableModel)

public:
    /// Extra roles for views and tests.
    enum Role
    {
        ValueRole = Qt::UserRole + 1, ///< the cell's value as int, or invalid when not filled yet
        HighlightRole,                ///< true for the cells the current step fills
        ReadRole,                     ///< true for the cells the current step reads (a mex step's row and column)
    };

    explicit NimSumTableModel(NimSumBuilder *builder, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void handleReset();
    void handleStep();

    NimSumBuilder *m_builder;
    int m_rows = 0;
};

} // namespace nimlab
