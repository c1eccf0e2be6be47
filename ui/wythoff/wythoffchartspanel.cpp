#include "wythoffchartspanel.h"

#include "games/wythofflab.h"
#include "wythoffheatmap.h"
#include "wythoffscatterchart.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace nimlab {

WythoffChartsPanel::WythoffChartsPanel(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_scatter(new WythoffScatterChart), m_heatMap(new WythoffHeatMap),
      m_heatTitle(new QLabel), m_sizeLabel(new QLabel), m_sizeBox(new QComboBox), m_buildButton(new QPushButton),
      m_progress(new QProgressBar), m_cancelButton(new QPushButton), m_value(new QLabel)
{
    for (int size = 64; size <= WythoffLab::kMaxGrundySize; size *= 2)
        m_sizeBox->addItem(QStringLiteral("%1 \u00d7 %1").arg(size), size);
    m_sizeLabel->setBuddy(m_sizeBox);
    m_progress->setRange(0, 1000);
    m_cancelButton->setShortcut(QKeySequence(Qt::Key_Escape));
    QFont bold = m_heatTitle->font();
    bold.setBold(true);
    m_heatTitle->setFont(bold);
    m_heatTitle->setWordWrap(true);
    m_value->setWordWrap(true);

    auto *heat = new QWidget;
    auto *controls = new QGridLayout;
    controls->addWidget(m_sizeLabel, 0, 0);
    controls->addWidget(m_sizeBox, 0, 1);
    controls->addWidget(m_buildButton, 0, 2);
    controls->addWidget(m_progress, 1, 0, 1, 2);
    controls->addWidget(m_cancelButton, 1, 2);
    auto *heatLayout = new QVBoxLayout(heat);
    heatLayout->setContentsMargins(0, 0, 0, 0);
    heatLayout->addWidget(m_heatTitle);
    heatLayout->addLayout(controls);
    heatLayout->addWidget(m_heatMap, 1);
    heatLayout->addWidget(m_value);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_scatter);
    splitter->addWidget(heat);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    BackgroundJob *job = lab->grundyJob();
    connect(m_sizeBox, &QComboBox::activated, this,
            [this](int index) { m_lab->setGrundySize(m_sizeBox->itemData(index).toInt()); });
    connect(m_buildButton, &QPushButton::clicked, this, [this] {
        m_lab->startGrundy();
        updateControls();
    });
    connect(m_cancelButton, &QPushButton::clicked, lab, &WythoffLab::cancelGrundy);
    connect(job, &BackgroundJob::progressChanged, m_progress, &QProgressBar::setValue);
    connect(job, &BackgroundJob::finished, this, [this] {
        m_heatMap->setTable(m_lab->grundyTable());
        updateControls();
    });
    connect(job, &BackgroundJob::cancelled, this, [this] {
        updateControls();
        Q_EMIT statusMessage(tr("Grundy values: cancelled."));
    });
    connect(lab, &WythoffLab::settingsChanged, this, &WythoffChartsPanel::updateControls);
    connect(m_heatMap, &WythoffHeatMap::hovered, this, &WythoffChartsPanel::showValue);
    connect(m_heatMap, &WythoffHeatMap::left, this, &WythoffChartsPanel::updateControls);
    m_heatMap->setTable(lab->grundyTable());
    if (!lab->grundyTable() && !job->isRunning())
        lab->startGrundy();
    retranslateUi();
}

QString WythoffChartsPanel::valueText() const
{
    return m_value->text();
}

void WythoffChartsPanel::showValue(int x, int y, int value)
{
    m_value->setText(value == 0 ? tr("G(%1, %2) = 0: a P-position").arg(x).arg(y)
                                : tr("G(%1, %2) = %3").arg(x).arg(y).arg(value));
}

void WythoffChartsPanel::updateControls()
{
    const bool running = m_lab->grundyJob()->isRunning();
    const std::shared_ptr<const WythoffGrundyTable> table = m_lab->grundyTable();
    m_sizeBox->setCurrentIndex(m_sizeBox->findData(m_lab->grundySize()));
    m_buildButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_progress->setVisible(true);
    if (!running)
        m_progress->setValue(table ? 1000 : 0);
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
    m_buildButton->setText(tr("&Compute"));
    m_buildButton->setToolTip(tr("Compute the Grundy values off the GUI thread"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop computing (Esc)"));
    m_progress->setAccessibleName(tr("Progress of the Grundy values"));
    m_heatMap->setAccessibleName(tr("Heat map of the Grundy values"));
    m_heatMap->setToolTip(tr("x to the right, y up; the value under the mouse is shown below"));
    updateControls();
}

void WythoffChartsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
