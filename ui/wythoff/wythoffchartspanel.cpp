#include "wythoffchartspanel.h"

#include "games/wythofflab.h"
#include "jobs/backgroundjob.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"
#include "wythoffscatterchart.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace nimlab {

WythoffChartsPanel::WythoffChartsPanel(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_scatter(new WythoffScatterChart), m_heatMap(new HeatMapView),
      m_heatTitle(new QLabel), m_sizeLabel(new QLabel), m_sizeBox(new QComboBox),
      m_jobControls(new JobControls(lab->grundyJob())), m_value(new QLabel)
{
    m_jobControls->setObjectName(QStringLiteral("wythoffGrundyJob"));
    m_heatMap->setObjectName(QStringLiteral("wythoffGrundyMap"));
    m_sizeBox->setObjectName(QStringLiteral("grundySizeBox"));
    m_value->setObjectName(QStringLiteral("grundyValueText"));
    m_heatMap->setOrigin(HeatMapView::Origin::BottomLeft); // (0, 0) in the corner, as on the board
    m_heatMap->setCellText([this](int x, int y, std::uint32_t value) { return cellText(x, y, value); });
    for (int size = 64; size <= WythoffLab::kMaxGrundySize; size *= 2)
        m_sizeBox->addItem(QStringLiteral("%1 \u00d7 %1").arg(size), size);
    m_sizeLabel->setBuddy(m_sizeBox);
    QFont bold = m_heatTitle->font();
    bold.setBold(true);
    m_heatTitle->setFont(bold);
    m_heatTitle->setWordWrap(true);
    m_value->setWordWrap(true);

    auto *heat = new QWidget;
    auto *controls = new QGridLayout;
    controls->addWidget(m_sizeLabel, 0, 0);
    controls->addWidget(m_sizeBox, 0, 1);
    // Compute, the progress and Cancel on a line of their own: the heat map's side stays narrow enough to stand beside
    // the P-position chart.
    controls->addWidget(m_jobControls, 1, 0, 1, 3);
    controls->setColumnStretch(2, 1);
    auto *heatLayout = new QVBoxLayout(heat);
    heatLayout->setContentsMargins(0, 0, 0, 0);
    heatLayout->addWidget(m_heatTitle);
    heatLayout->addLayout(controls);
    heatLayout->addWidget(m_heatMap, 1);
    heatLayout->addWidget(m_value);
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(m_scatter);
    m_splitter->addWidget(heat);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    // Half the page each to begin with, whatever the height (the heat map would take most of a short page).
    m_splitter->setSizes({1000, 1000});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    BackgroundJob *job = lab->grundyJob();
    connect(m_sizeBox, &QComboBox::activated, this,
            [this](int index) { m_lab->setGrundySize(m_sizeBox->itemData(index).toInt()); });
    connect(m_jobControls, &JobControls::startRequested, lab, &WythoffLab::startGrundy);
    connect(job, &BackgroundJob::started, this, &WythoffChartsPanel::updateControls);
    connect(job, &BackgroundJob::finished, this, [this] {
        showTable();
        updateControls();
    });
    connect(job, &BackgroundJob::cancelled, this, [this] {
        updateControls();
        Q_EMIT statusMessage(tr("Grundy values: cancelled."));
    });
    connect(job, &BackgroundJob::failed, this, &WythoffChartsPanel::updateControls);
    connect(lab, &WythoffLab::settingsChanged, this, &WythoffChartsPanel::updateControls);
    connect(m_heatMap, &HeatMapView::cellHovered, this, [this](int x, int y) {
        if (const auto table = m_lab->grundyTable())
            m_value->setText(cellText(x, y, table->at(x, y)));
    });
    connect(m_heatMap, &HeatMapView::hoverLeft, this, &WythoffChartsPanel::updateControls);
    showTable();
    if (!lab->grundyTable() && !job->isRunning())
        lab->startGrundy();
    retranslateUi();
}

QString WythoffChartsPanel::cellText(int x, int y, unsigned value) const
{
    return value == 0 ? tr("G(%1, %2) = 0: a P-position").arg(x).arg(y) : tr("G(%1, %2) = %3").arg(x).arg(y).arg(value);
}

void WythoffChartsPanel::showTable()
{
    const std::shared_ptr<const WythoffGrundyTable> table = m_lab->grundyTable();
    if (!table || table->size <= 0) {
        m_heatMap->clear();
        return;
    }
    const std::uint16_t top = *std::max_element(table->cells.begin(), table->cells.end());
    m_heatMap->setGrid(
        QRect(0, 0, table->size, table->size), [table](int x, int y) -> std::uint32_t { return table->at(x, y); }, top);
}

void WythoffChartsPanel::updateControls()
{
    const bool running = m_lab->grundyJob()->isRunning();
    const std::shared_ptr<const WythoffGrundyTable> table = m_lab->grundyTable();
    m_sizeBox->setCurrentIndex(m_sizeBox->findData(m_lab->grundySize()));
    if (running)
        m_value->setText(tr("Computing the Grundy values of %1 \u00d7 %1 positions...").arg(m_lab->grundyBuildSize()));
    else if (table)
        m_value->setText(tr("%1 \u00d7 %1 positions. Point at the map to see a value.").arg(table->size));
    else
        m_value->setText(tr("No Grundy values yet."));
}

void WythoffChartsPanel::retranslateUi()
{
    m_heatTitle->setText(tr("Grundy values G(x, y): black where G = 0 (the P-positions); sums of Wythoff games are "
                            "played by the nim-sum of these values"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_sizeBox->setToolTip(tr("Positions per side of the heat map"));
    m_sizeBox->setAccessibleName(tr("Heat map size"));
    m_jobControls->setStartText(tr("&Compute"), tr("Compute the Grundy values off the GUI thread"));
    m_jobControls->setProgressName(tr("Progress of the Grundy values"));
    m_heatMap->setAccessibleName(tr("Heat map of the Grundy values"));
    m_heatMap->setTitles(tr("pile x \u2192"), tr("pile y \u2192"), tr("G(x, y)"));
    m_heatMap->setPlaceholderText(tr("No Grundy values yet."));
    updateControls();
}

void WythoffChartsPanel::resizeEvent(QResizeEvent *event)
{
    // On a wide, short page (a projector's 16:9) the two charts stand side by side, each getting the full height;
    // on a tall one, one above the other.
    const Qt::Orientation orientation = width() > height() * 7 / 5 ? Qt::Horizontal : Qt::Vertical;
    if (orientation != m_splitter->orientation()) {
        m_splitter->setOrientation(orientation);
        const int half = (orientation == Qt::Horizontal ? event->size().width() : event->size().height()) / 2;
        m_splitter->setSizes({half, half});
    }
    QWidget::resizeEvent(event);
}

void WythoffChartsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
