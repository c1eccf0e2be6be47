#include "nimsumtablemodel.h"

#include "nimsum/nimsumbuilder.h"
#include "widgets/themecolors.h"
#include "widgets/valuecolor.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>

#include <bit>

namespace nimlab {

NimSumTableModel::NimSumTableModel(NimSumBuilder *builder, QObject *parent)
    : QAbstractTableModel(parent), m_builder(builder), m_rows(builder->tableSize())
{
    connect(builder, &NimSumBuilder::tableReset, this, &NimSumTableModel::handleReset);
    connect(builder, &NimSumBuilder::settingsChanged, this, &NimSumTableModel::handleReset);
    connect(builder, &NimSumBuilder::stepChanged, this, &NimSumTableModel::handleStep);
}

void NimSumTableModel::handleReset()
{
    beginResetModel();
    m_rows = m_builder->tableSize();
    endResetModel();
}

void NimSumTableModel::handleStep()
{
    if (m_rows != m_builder->tableSize()) {
        handleReset();
        return;
    }
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, m_rows - 1));
}

int NimSumTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int NimSumTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant NimSumTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || index.column() >= m_rows)
        return {};
    const int m = index.row();
    const int n = index.column();
    const std::optional<std::uint16_t> value = m_builder->cell(m, n);
    switch (role) {
    case Qt::DisplayRole:
        if (!value)
            return {};
        if (m_builder->showBinary()) {
            const int width = std::max(1, int(std::bit_width(unsigned(std::max(1, m_rows - 1)))));
            return QString::number(*value, 2).rightJustified(width, QLatin1Char('0'));
        }
        return QString::number(*value);
    case ValueRole:
        return value ? QVariant(int(*value)) : QVariant();
    case HighlightRole:
        return m_builder->isHighlighted(m, n);
    case ReadRole:
        return m_builder->isRead(m, n);
    case Qt::ToolTipRole:
        if (!value)
            return {};
        return m_builder->isRead(m, n)
                   ? tr("nim-sum(%1, %2) = %3, read by this step (the smallest value not used to the left and above)")
                         .arg(m)
                         .arg(n)
                         .arg(*value)
                   : tr("nim-sum(%1, %2) = %3").arg(m).arg(n).arg(*value);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        // A coloured cell sets its text colour too: the window's text colour (light under a dark palette) would not
        // read on a pale cell. The step's cells take the shade of the application's palette (a view repaints, and so
        // asks again, when the palette changes).
        QColor background;
        if (m_builder->isHighlighted(m, n))
            background = tintBackground(Tint::Emphasis, QGuiApplication::palette());
        else if (m_builder->isRead(m, n))
            background = kStepRead;
        else if (value && m_builder->heatMap())
            background = valueColor(*value, std::uint32_t(std::max(0, m_rows - 1)));
        if (!background.isValid())
            return {};
        return role == Qt::BackgroundRole ? background : contrastingTextColor(background);
    }
    case Qt::FontRole:
        if (m_builder->isHighlighted(m, n)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant NimSumTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= m_rows)
        return {};
    if (role == Qt::DisplayRole)
        return QString::number(section);
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Vertical ? tr("m = %1").arg(section) : tr("n = %1").arg(section);
    return {};
}

} // namespace nimlab
