#pragma once

#include <QAbstractTableModel>

namespace nimlab {

class WythoffLab;

/// The article's table of P-positions, one row per n = 0 .. 20 (the row header is n): x and y, then the misere pair
/// (0, 1), (2, 2), (3, 5), ... Both come from the lab's construction; rows past the lab's step are left blank, so the
/// normal columns fill in as the construction goes, and the misère columns with its misère steps. The model keeps
/// neither the step nor the construction: it reads both from the lab and follows the lab's stepper.
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

    explicit WythoffPTableModel(const WythoffLab *lab, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Headers again in the current language.
    void retranslate();

private:
    /// Rows 0 .. filledCount() - 1 of the normal (or misère) columns are filled in at the lab's step.
    int filledCount(bool misere) const;
    /// True when the lab's step adds row n of the normal (or misère) columns.
    bool isCurrent(int n, bool misere) const;

    const WythoffLab *m_lab;
};

} // namespace nimlab
