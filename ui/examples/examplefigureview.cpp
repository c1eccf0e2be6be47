#include "examplefigureview.h"

#include "nimtablefiguremodel.h"
#include "tablefiguremodel.h"
#include "widgets/coinrow.h"

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace nimlab {

namespace {
void setUpTable(QTableView *table)
{
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
}
} // namespace

ExampleFigureView::ExampleFigureView(QWidget *parent)
    : QWidget(parent), m_heaps(new QWidget(this)), m_heapsLayout(new QGridLayout(m_heaps)),
      m_nimModel(new NimTableFigureModel(this)), m_nimTable(new QTableView(this)),
      m_tableModel(new TableFigureModel(this)), m_table(new QTableView(this))
{
    m_heaps->setObjectName(QStringLiteral("exampleHeaps"));
    m_nimTable->setObjectName(QStringLiteral("exampleNimTable"));
    m_table->setObjectName(QStringLiteral("exampleTable"));
    m_heapsLayout->setContentsMargins(0, 0, 0, 0);
    m_heapsLayout->setColumnStretch(1, 1);
    m_nimTable->setModel(m_nimModel);
    m_table->setModel(m_tableModel);
    setUpTable(m_nimTable);
    setUpTable(m_table);
    m_nimTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setMinimumHeight(11 * m_table->verticalHeader()->defaultSectionSize());
    m_table->verticalHeader()->hide();
    // Words of different lengths in the headers: each column as wide as its header, the rest to the last.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heaps);
    layout->addWidget(m_nimTable);
    layout->addWidget(m_table, 1);
    retranslateUi();
    hide();
}

void ExampleFigureView::showStep(const ExampleStep &step)
{
    m_nimFigure = step.nimTable;
    m_heaps->setVisible(bool(step.nimTable));
    m_nimTable->setVisible(bool(step.nimTable));
    m_table->setVisible(bool(step.table));
    if (step.nimTable)
        showNimTable(*step.nimTable);
    if (step.table)
        m_tableModel->setFigure(*step.table);
    setVisible(step.nimTable || step.table);
    retranslateUi();
}

void ExampleFigureView::showNimTable(const NimTableFigure &figure)
{
    m_nimModel->setFigure(figure);
    showHeaps(figure);
    // Exactly as tall as its rows: the table is small, and the text below gets the rest of the space.
    m_nimTable->setFixedHeight(m_nimTable->horizontalHeader()->sizeHint().height() +
                               m_nimTable->verticalHeader()->defaultSectionSize() * figure.rowCount() +
                               2 * m_nimTable->frameWidth());
}

void ExampleFigureView::showHeaps(const NimTableFigure &figure)
{
    while (m_heapCoins.size() < figure.heaps.size()) {
        const int row = int(m_heapCoins.size());
        auto *label = new QLabel(m_heaps);
        auto *coins = new CoinRow(m_heaps);
        coins->setObjectName(QStringLiteral("exampleHeap%1").arg(row));
        coins->setInteractive(false);
        coins->setCoinsPerRow(20);
        m_heapsLayout->addWidget(label, row, 0);
        m_heapsLayout->addWidget(coins, row, 1);
        m_heapLabels.push_back(label);
        m_heapCoins.push_back(coins);
    }
    for (std::size_t i = 0; i < m_heapCoins.size(); ++i) {
        const bool shown = i < figure.heaps.size();
        m_heapLabels[i]->setVisible(shown);
        m_heapCoins[i]->setVisible(shown && figure.heaps[i] <= CoinRow::kMaxCoins);
        if (!shown)
            continue;
        // The lowered heap shows its coins before the move, the taken ones outlined.
        const bool changed = int(i) == figure.changedHeap;
        const std::uint64_t coins = changed ? figure.changedFrom : figure.heaps[i];
        m_heapCoins[i]->setCoins(coins, coins);
        m_heapCoins[i]->setMarkedTake(changed ? figure.changedFrom - figure.heaps[i] : 0);
    }
}

void ExampleFigureView::retranslateUi()
{
    m_nimModel->retranslate();
    m_heaps->setAccessibleName(tr("The heaps of the step as coins"));
    m_table->setAccessibleName(tr("Table of the step"));
    m_nimTable->setAccessibleName(tr("The heaps in binary"));
    if (!m_nimFigure)
        return;
    const NimTableFigure &f = *m_nimFigure;
    for (std::size_t i = 0; i < f.heaps.size() && i < m_heapLabels.size(); ++i) {
        const int heap = int(i) + 1;
        const QString text = int(i) == f.changedHeap
                                 ? tr("Heap %1: %2 \u2192 %3").arg(heap).arg(f.changedFrom).arg(f.heaps[i])
                                 : tr("Heap %1: %2").arg(heap).arg(f.heaps[i]);
        m_heapLabels[i]->setText(text);
        m_heapCoins[i]->setDescription(text);
    }
    // What a sighted reader sees highlighted, in words: the columns by their place value, then the rows.
    QStringList columns;
    for (int bit = f.bits - 1; bit >= 0; --bit)
        if (f.isColumnHighlighted(bit))
            columns << QString::number(NimTableFigure::placeValue(bit));
    QStringList rows;
    for (int row = 0; row < f.rowCount(); ++row)
        if (f.isRowHighlighted(row))
            rows << (row == f.nimSumRow() ? tr("nim-sum") : tr("heap %1").arg(row + 1));
    const QLocale locale;
    m_nimTable->setAccessibleDescription(tr("Highlighted columns: %1. Highlighted rows: %2.")
                                             .arg(columns.isEmpty() ? tr("none") : locale.createSeparatedList(columns),
                                                  rows.isEmpty() ? tr("none") : locale.createSeparatedList(rows)));
}

void ExampleFigureView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
