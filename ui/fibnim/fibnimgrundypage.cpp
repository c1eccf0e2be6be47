#include "fibnimgrundypage.h"

#include "games/fibnimgame.h"
#include "jobs/backgroundjob.h"

#include "games/fibnimanalysis.h"
#include "grundyheatmap.h"
#include "startvalueschart.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace nimlab {

FibNimGrundyPage::FibNimGrundyPage(FibNimGame *game, QWidget *parent)
    : QWidget(parent), m_game(game), m_job(game->grundyJob()), m_sizeLabel(new QLabel(this)),
      m_sizeBox(new QSpinBox(this)), m_buildButton(new QPushButton(this)), m_progress(new QProgressBar(this)),
      m_cancelButton(new QPushButton(this)), m_legend(new QLabel(this)), m_heatMap(new GrundyHeatMap(this)),
      m_hover(new QLabel(this)), m_summary(new QLabel(this))
{
    m_sizeBox->setRange(2, FibNimGame::kMaxGrundyCoins);
    m_sizeBox->setValue(FibNimGame::kMaxGrundyCoins);
    m_sizeLabel->setBuddy(m_sizeBox);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_cancelButton->setShortcut(QKeySequence(Qt::Key_Escape));
    m_legend->setWordWrap(true);
    m_hover->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_sizeLabel);
    controls->addWidget(m_sizeBox);
    controls->addWidget(m_buildButton);
    controls->addWidget(m_progress, 1);
    controls->addWidget(m_cancelButton);
    auto *mapSide = new QWidget;
    auto *mapLayout = new QVBoxLayout(mapSide);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->addWidget(m_heatMap, 1);
    mapLayout->addWidget(m_hover);
    mapLayout->addWidget(m_legend);
    auto *chartSide = new QWidget;
    m_chartLayout = new QVBoxLayout(chartSide);
    m_chartLayout->setContentsMargins(0, 0, 0, 0);
    m_chartLayout->addWidget(m_summary);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(mapSide);
    splitter->addWidget(chartSide);
    chartSide->setMinimumWidth(380);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({500, 500});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);

    connect(m_buildButton, &QPushButton::clicked, this, [this] { m_game->startGrundy(m_sizeBox->value()); });
    connect(m_cancelButton, &QPushButton::clicked, m_job, &BackgroundJob::cancel);
    connect(m_job, &BackgroundJob::started, this, &FibNimGrundyPage::updateControls);
    connect(m_job, &BackgroundJob::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_job, &BackgroundJob::finished, this, &FibNimGrundyPage::showTable);
    connect(m_job, &BackgroundJob::cancelled, this, [this] {
        updateControls();
        Q_EMIT statusMessage(tr("The Grundy table was cancelled."));
    });
    connect(m_heatMap, &GrundyHeatMap::cellHovered, this,
            [this](int n, int q, int) { m_hover->setText(m_heatMap->cellText(n, q)); });
    retranslateUi();
    updateControls();
}

QString FibNimGrundyPage::hoverText() const
{
    return m_hover->text();
}
QString FibNimGrundyPage::summaryText() const
{
    return m_summary->text();
}

void FibNimGrundyPage::showEvent(QShowEvent *event)
{
    // The chart and the first table are made when the page is first shown, never at start-up.
    if (!m_chart) {
        m_chart = new StartValuesChart(this);
        m_chartLayout->addWidget(m_chart, 1);
        if (m_game->grundyTable())
            showTable();
        else if (!m_job->isRunning())
            m_game->startGrundy(m_sizeBox->value());
    }
    QWidget::showEvent(event);
}

void FibNimGrundyPage::showTable()
{
    updateControls();
    const auto table = m_game->grundyTable();
    m_heatMap->setTable(table);
    if (m_chart)
        m_chart->setTable(table);
    m_summary->setText(table ? fibNimStartingValuesText(*table) : QString());
    if (table)
        Q_EMIT statusMessage(tr("Grundy values computed for piles up to %1 coins.").arg(table->maxCoins()));
}

void FibNimGrundyPage::updateControls()
{
    const bool running = m_job->isRunning();
    m_buildButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_sizeBox->setEnabled(!running);
    if (running)
        m_progress->setValue(0);
}

void FibNimGrundyPage::retranslateUi()
{
    m_sizeLabel->setText(tr("Piles up &to:"));
    m_sizeBox->setToolTip(tr("The largest pile n of the table (up to %1 coins)").arg(FibNimGame::kMaxGrundyCoins));
    m_sizeBox->setAccessibleName(tr("Largest pile of the Grundy table"));
    m_buildButton->setText(tr("&Compute"));
    m_buildButton->setToolTip(tr("Compute g(n, q) for every pile up to this size, off the main thread"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop computing the table (Esc)"));
    m_progress->setAccessibleName(tr("Progress of the Grundy table"));
    m_legend->setText(tr("Each pixel is the Grundy value g(n, q) of a pile of n coins with quota q (q \u2264 n). Dark "
                         "cells are 0: there the player to move loses. Move the mouse over the map to read a value."));
    m_heatMap->setAccessibleName(tr("Heat map of the Grundy values"));
    if (const auto table = m_game->grundyTable())
        m_summary->setText(fibNimStartingValuesText(*table));
}

void FibNimGrundyPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
