#include "fibnimgrundypage.h"

#include "games/fibnimanalysis.h"
#include "games/fibnimgame.h"
#include "jobs/backgroundjob.h"
#include "math/fibnim.h"
#include "startvalueschart.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace nimlab {

FibNimGrundyPage::FibNimGrundyPage(FibNimGame *game, QWidget *parent)
    : QWidget(parent), m_game(game), m_sizeLabel(new QLabel(this)), m_sizeBox(new QSpinBox(this)),
      m_jobControls(new JobControls(game->grundyJob(), this)), m_legend(new QLabel(this)),
      m_heatMap(new HeatMapView(this)), m_hover(new QLabel(this)), m_summary(new QLabel(this))
{
    m_jobControls->setObjectName(QStringLiteral("fibnimGrundyJob"));
    m_heatMap->setObjectName(QStringLiteral("fibnimGrundyMap"));
    m_sizeBox->setObjectName(QStringLiteral("grundySize"));
    m_hover->setObjectName(QStringLiteral("grundyHover"));     // the value under the mouse
    m_summary->setObjectName(QStringLiteral("grundySummary")); // what the chart shows, from the core
    m_heatMap->setOrigin(HeatMapView::Origin::TopLeft);        // n grows downwards, as the rows of a table
    m_heatMap->setCellText([this](int q, int n, std::uint32_t value) { return cellText(n, q, value); });
    m_sizeBox->setRange(FibNimGame::kMinGrundyCoins, FibNimGame::kMaxGrundyCoins);
    m_sizeBox->setValue(game->grundySize());
    m_sizeLabel->setBuddy(m_sizeBox);
    m_legend->setWordWrap(true);
    m_hover->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_sizeLabel);
    controls->addWidget(m_sizeBox);
    controls->addWidget(m_jobControls, 1);
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

    BackgroundJob *job = game->grundyJob();
    connect(m_jobControls, &JobControls::startRequested, game, &FibNimGame::startGrundy);
    // The size is the tab's setting in core (saved with the session); the box follows it, also on restore.
    connect(m_sizeBox, &QSpinBox::valueChanged, game, &FibNimGame::setGrundySize);
    connect(game, &FibNimGame::grundySizeChanged, this, [this] { m_sizeBox->setValue(m_game->grundySize()); });
    connect(m_jobControls, &JobControls::runningChanged, m_sizeBox, &QWidget::setDisabled);
    connect(job, &BackgroundJob::finished, this, &FibNimGrundyPage::showTable);
    // The value read under the mouse belongs to the table it was read from: a new computation takes it away.
    connect(job, &BackgroundJob::started, m_hover, &QLabel::clear);
    connect(job, &BackgroundJob::cancelled, this,
            [this] { Q_EMIT statusMessage(tr("The Grundy table was cancelled.")); });
    connect(m_heatMap, &HeatMapView::cellHovered, this, [this](int q, int n) {
        if (const auto table = m_game->grundyTable())
            m_hover->setText(cellText(n, q, table->value(n, std::uint64_t(q))));
    });
    m_sizeBox->setDisabled(job->isRunning());
    retranslateUi();
}

QString FibNimGrundyPage::cellText(int n, int q, unsigned value) const
{
    return tr("g(%1, %2) = %3").arg(n).arg(q).arg(value);
}

void FibNimGrundyPage::showEvent(QShowEvent *event)
{
    // The chart and the first table are made when the page is first shown, never at start-up.
    if (!m_chart) {
        m_chart = new StartValuesChart(this);
        m_chart->setObjectName(QStringLiteral("startValuesChart"));
        m_chartLayout->addWidget(m_chart, 1);
        if (m_game->grundyTable())
            showTable();
        else if (!m_game->grundyJob()->isRunning())
            m_game->startGrundy();
    }
    QWidget::showEvent(event);
}

void FibNimGrundyPage::showTable()
{
    m_hover->clear(); // until the mouse reads the new table
    const auto table = m_game->grundyTable();
    if (table && table->isValid()) {
        const int size = table->maxCoins();
        std::uint32_t top = 0;
        for (int n = 1; n <= size; ++n)
            for (int q = 1; q <= n; ++q)
                top = std::max<std::uint32_t>(top, table->value(n, std::uint64_t(q)));
        // x is the quota q, y the pile n; only q <= n is a position of its own.
        m_heatMap->setGrid(
            QRect(1, 1, size, size),
            [table](int q, int n) -> std::uint32_t {
                return q > n ? HeatMapView::kNoCell : table->value(n, std::uint64_t(q));
            },
            top);
    } else {
        m_heatMap->clear();
    }
    if (m_chart)
        m_chart->setTable(table);
    m_summary->setText(table ? fibNimStartingValuesText(*table) : QString());
    if (table)
        Q_EMIT statusMessage(tr("Grundy values computed for piles up to %1 coins.").arg(table->maxCoins()));
}

void FibNimGrundyPage::retranslateUi()
{
    m_sizeLabel->setText(tr("Piles &up to:"));
    m_sizeBox->setToolTip(tr("The largest pile n of the table (up to %1 coins)").arg(FibNimGame::kMaxGrundyCoins));
    m_sizeBox->setAccessibleName(tr("Largest pile of the Grundy table"));
    m_jobControls->setStartText(tr("&Compute"),
                                tr("Compute g(n, q) for every pile up to this size, off the main thread"));
    m_jobControls->setProgressName(tr("Progress of the Grundy table"));
    m_legend->setText(tr("Each pixel is the Grundy value g(n, q) of a pile of n coins with quota q (q \u2264 n). Dark "
                         "cells are 0: there the player to move loses. Move the mouse over the map to read a value."));
    m_heatMap->setAccessibleName(tr("Heat map of the Grundy values"));
    m_heatMap->setTitles(tr("quota q \u2192"), tr("coins n \u2192"), tr("g(n, q)"));
    m_heatMap->setPlaceholderText(tr("No table yet"));
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
