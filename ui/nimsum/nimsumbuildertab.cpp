#include "nimsumbuildertab.h"

#include "comparechart.h"
#include "examples/stepperkeys.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsumtablemodel.h"
#include "tableexport.h"
#include "widgets/heatmapview.h"
#include "widgets/jobcontrols.h"
#include "widgets/relativefont.h"
#include "widgets/zoomscale.h"

#include <QBuffer>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <bit>

namespace nimlab {

namespace {
constexpr NimSumMethod kMethods[] = {NimSumMethod::Xor, NimSumMethod::Mex, NimSumMethod::Blocks};
int methodIndex(NimSumMethod m)
{
    return m == NimSumMethod::Xor ? 0 : m == NimSumMethod::Mex ? 1 : 2;
}
} // namespace

NimSumBuilderTab::NimSumBuilderTab(NimSumBuilder *builder, QWidget *parent)
    : QWidget(parent), m_builder(builder), m_model(new NimSumTableModel(builder, this))
{
    buildUi();
    setupConnections();
    retranslateUi();
    syncFromBuilder();
}

void NimSumBuilderTab::buildUi()
{
    m_sizeLabel = new QLabel(this);
    m_sizeBox = new QComboBox(this);
    for (int size = 1; size <= NimSumBuilder::kMaxSize; size *= 2)
        m_sizeBox->addItem(QString::number(size), size);
    m_sizeLabel->setBuddy(m_sizeBox);
    m_methodLabel = new QLabel(this);
    m_methodBox = new QComboBox(this);
    for (int i = 0; i < 3; ++i)
        m_methodBox->addItem(QString());
    m_methodLabel->setBuddy(m_methodBox);
    m_stepMode = new QRadioButton(this);
    m_compareMode = new QRadioButton(this);
    m_modeGroup = new QButtonGroup(this);
    m_modeGroup->addButton(m_stepMode, int(NimSumBuilder::Mode::Step));
    m_modeGroup->addButton(m_compareMode, int(NimSumBuilder::Mode::Compare));
    m_binaryBox = new QCheckBox(this);
    m_heatBox = new QCheckBox(this);
    m_exportButton = new QPushButton(this);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_sizeLabel);
    controls->addWidget(m_sizeBox);
    controls->addSpacing(12);
    controls->addWidget(m_methodLabel);
    controls->addWidget(m_methodBox);
    controls->addSpacing(12);
    controls->addWidget(m_stepMode);
    controls->addWidget(m_compareMode);
    controls->addSpacing(12);
    controls->addWidget(m_binaryBox);
    controls->addWidget(m_heatBox);
    controls->addStretch();
    controls->addWidget(m_exportButton);

    m_stepPanel = new QGroupBox(this);
    const auto tool = [this](QToolButton *&button, QStyle::StandardPixmap icon) {
        button = new QToolButton(this);
        button->setIcon(style()->standardIcon(icon));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    };
    tool(m_firstButton, QStyle::SP_MediaSkipBackward);
    tool(m_previousButton, QStyle::SP_MediaSeekBackward);
    tool(m_nextButton, QStyle::SP_MediaSeekForward);
    tool(m_lastButton, QStyle::SP_MediaSkipForward);
    tool(m_playButton, QStyle::SP_MediaPlay);
    m_playButton->setCheckable(true);
    for (auto [button, name] : {std::pair{m_firstButton, "stepFirst"}, std::pair{m_previousButton, "stepPrevious"},
                                std::pair{m_nextButton, "stepNext"}, std::pair{m_lastButton, "stepLast"},
                                std::pair{m_playButton, "stepPlay"}})
        button->setObjectName(QLatin1String(name));
    // Names for tests and style sheets (never shown).
    m_sizeBox->setObjectName(QStringLiteral("sizeBox"));
    m_methodBox->setObjectName(QStringLiteral("methodBox"));
    m_stepMode->setObjectName(QStringLiteral("stepMode"));
    m_compareMode->setObjectName(QStringLiteral("compareMode"));
    m_heatBox->setObjectName(QStringLiteral("heatBox"));
    m_speedLabel = new QLabel(m_stepPanel);
    m_speedSlider = new QSlider(Qt::Horizontal, m_stepPanel);
    m_speedSlider->setRange(1, 10);
    m_speedSlider->setValue(4);
    m_speedSlider->setMinimumWidth(80); // never squeezed to nothing in a narrow window
    m_speedSlider->setMaximumWidth(160);
    m_speedLabel->setBuddy(m_speedSlider);
    m_stepLabel = new QLabel(m_stepPanel);
    m_stepLabel->setObjectName(QStringLiteral("stepLabel"));
    m_cueLabel = new QLabel(m_stepPanel);
    m_cueLabel->setObjectName(QStringLiteral("stepCue"));
    QFont cueFont = m_cueLabel->font();
    cueFont.setBold(true);
    m_cueLabel->setFont(cueFont);
    // The step keys (Right, Left, PageDown, PageUp, Home, End) work from anywhere in the window while the step panel is
    // shown, also from the size box, which would otherwise take PageDown (a presenter's clicker) as a new size.
    new StepperKeys(m_stepPanel, m_builder->stepper());
    // The buttons on one line, the cue to press Next under them (wrapped, so a narrow window does not scroll for it).
    auto *stepRows = new QVBoxLayout(m_stepPanel);
    auto *stepLayout = new QHBoxLayout;
    stepRows->addLayout(stepLayout);
    for (QToolButton *b : {m_firstButton, m_previousButton, m_nextButton, m_lastButton, m_playButton})
        stepLayout->addWidget(b);
    stepLayout->addSpacing(12);
    stepLayout->addWidget(m_speedLabel);
    stepLayout->addWidget(m_speedSlider);
    stepLayout->addSpacing(12);
    stepLayout->addWidget(m_stepLabel);
    stepLayout->addStretch();
    m_cueLabel->setWordWrap(true);
    stepRows->addWidget(m_cueLabel);

    m_comparePanel = new QGroupBox(this);
    m_jobControls = new JobControls(m_builder->job(), m_comparePanel);
    m_jobControls->setObjectName(QStringLiteral("nimsumCompareJob"));
    m_resultLabel = new QLabel(m_comparePanel);
    m_resultLabel->setObjectName(QStringLiteral("compareResult"));
    m_resultLabel->setTextFormat(Qt::RichText);
    m_resultLabel->setWordWrap(true);
    auto *compareLayout = new QGridLayout(m_comparePanel);
    compareLayout->addWidget(m_jobControls, 0, 0);
    m_resultLabel->setMinimumWidth(340);
    m_resultLabel->setMinimumHeight(150);
    compareLayout->addWidget(m_resultLabel, 1, 0, Qt::AlignTop);
    compareLayout->setColumnStretch(0, 1);
    compareLayout->setColumnStretch(1, 2);

    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("stepExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setMinimumHeight(48);
    m_explanation->setFrameShape(QFrame::StyledPanel);
    m_explanation->setMargin(6);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("nimSumTable"));
    m_view->setModel(m_model);
    setRelativeFont(m_view, 1.0, FontStyle::Fixed);
    for (QHeaderView *h : {m_view->horizontalHeader(), m_view->verticalHeader()}) {
        h->setSectionResizeMode(QHeaderView::Fixed);
        h->setMinimumSectionSize(18);
    }
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);

    m_heatMap = new HeatMapView(this);
    m_heatMap->setObjectName(QStringLiteral("nimSumHeatMap"));
    m_heatMap->setMinimumSize(160, 160); // the page fits a projector's screen; the map grows with the space it gets
    m_heatMap->setCellText(
        [](int n, int m, std::uint32_t value) { return tr("nim-sum(%1, %2) = %3").arg(m).arg(n).arg(value); });
    m_tableStack = new QStackedWidget(this);
    m_tableStack->addWidget(m_view);
    m_tableStack->addWidget(m_heatMap);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_stepPanel);
    layout->addWidget(m_comparePanel);
    layout->addWidget(m_explanation);
    layout->addWidget(m_tableStack, 1);
}

void NimSumBuilderTab::setupConnections()
{
    connect(m_sizeBox, &QComboBox::activated, this,
            [this](int index) { m_builder->setSize(m_sizeBox->itemData(index).toInt()); });
    connect(m_methodBox, &QComboBox::activated, this, [this](int index) { m_builder->setMethod(kMethods[index]); });
    connect(m_modeGroup, &QButtonGroup::idClicked, this,
            [this](int id) { m_builder->setMode(NimSumBuilder::Mode(id)); });
    connect(m_binaryBox, &QCheckBox::toggled, m_builder, &NimSumBuilder::setShowBinary);
    connect(m_heatBox, &QCheckBox::toggled, m_builder, &NimSumBuilder::setHeatMap);
    connect(m_exportButton, &QPushButton::clicked, this, &NimSumBuilderTab::exportTable);

    Stepper *stepper = m_builder->stepper();
    connect(m_firstButton, &QToolButton::clicked, stepper, &Stepper::first);
    connect(m_previousButton, &QToolButton::clicked, stepper, &Stepper::previous);
    connect(m_nextButton, &QToolButton::clicked, stepper, &Stepper::next);
    connect(m_lastButton, &QToolButton::clicked, stepper, &Stepper::last);
    connect(m_playButton, &QToolButton::toggled, this, [stepper](bool on) { on ? stepper->play() : stepper->pause(); });
    connect(stepper, &Stepper::playingChanged, this, [this](bool playing) {
        m_playButton->setChecked(playing);
        updateStepControls();
    });
    connect(m_speedSlider, &QSlider::valueChanged, this,
            [stepper](int value) { stepper->setIntervalMs(1600 / value); });
    stepper->setIntervalMs(1600 / m_speedSlider->value());
    connect(m_builder, &NimSumBuilder::stepChanged, this, &NimSumBuilderTab::updateStepControls);
    connect(m_builder, &NimSumBuilder::stepChanged, this, &NimSumBuilderTab::scrollToCurrent);

    connect(m_jobControls, &JobControls::startRequested, m_builder, &NimSumBuilder::startCompare);
    connect(m_builder, &NimSumBuilder::compareStarted, this, &NimSumBuilderTab::updateComparePanel);
    connect(m_builder, &NimSumBuilder::compareFinished, this, &NimSumBuilderTab::updateComparePanel);
    connect(m_builder, &NimSumBuilder::compareCancelled, this, [this] {
        updateComparePanel();
        Q_EMIT statusMessage(tr("Comparison cancelled."));
    });
    connect(m_builder->job(), &BackgroundJob::failed, this, &NimSumBuilderTab::updateComparePanel);
    connect(m_builder, &NimSumBuilder::settingsChanged, this, &NimSumBuilderTab::syncFromBuilder);
    connect(m_builder, &NimSumBuilder::tableReset, this, &NimSumBuilderTab::updateHeatMap);
}

void NimSumBuilderTab::retranslateUi()
{
    m_sizeLabel->setText(tr("&Size:"));
    m_sizeBox->setToolTip(tr("Rows and columns of the table: a power of two from 1 to 4096"));
    m_sizeBox->setAccessibleName(tr("Table size"));
    m_methodLabel->setText(tr("&Method:"));
    m_methodBox->setItemText(0, tr("1: bitwise XOR"));
    m_methodBox->setItemText(1, tr("2: smallest unused value (mex)"));
    m_methodBox->setItemText(2, tr("3: recursive 2^k blocks"));
    m_methodBox->setToolTip(tr("How the table is built, as in the three methods of the nim-sum article"));
    m_methodBox->setAccessibleName(tr("Method"));
    m_stepMode->setText(tr("S&tep by step"));
    m_stepMode->setToolTip(tr("Build the table one step at a time, with an explanation of each step (sizes up to 32)"));
    m_compareMode->setText(tr("&Compare"));
    m_compareMode->setToolTip(tr("Build the table by all three methods and compare them"));
    m_binaryBox->setText(tr("&Binary"));
    m_binaryBox->setToolTip(tr("Show the values in binary"));
    m_heatBox->setText(tr("Heat ma&p"));
    m_heatBox->setToolTip(tr("Colour each cell by its value; when comparing, show the whole table as a heat map to "
                             "zoom into"));
    m_exportButton->setText(tr("E&xport..."));
    m_exportButton->setToolTip(tr("Save the table as CSV or as a PNG picture"));

    m_stepPanel->setTitle(tr("Steps"));
    m_firstButton->setText(tr("First"));
    m_firstButton->setToolTip(tr("First step (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::First)));
    m_previousButton->setText(tr("Previous"));
    m_previousButton->setToolTip(tr("Previous step (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::Previous)));
    m_nextButton->setText(tr("Next"));
    m_nextButton->setToolTip(tr("Next step (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::Next)));
    m_lastButton->setText(tr("Last"));
    m_lastButton->setToolTip(
        tr("Last step: the finished table (%1)").arg(StepperKeys::keyNames(StepperKeys::Step::Last)));
    m_speedLabel->setText(tr("Spee&d:"));
    m_speedSlider->setToolTip(tr("How fast Play goes through the steps"));
    m_speedSlider->setAccessibleName(tr("Play speed"));

    m_comparePanel->setTitle(tr("Compare the three methods"));
    m_jobControls->setStartText(tr("Build &again"), tr("Build the table by all three methods again and time them"));
    m_jobControls->setProgressName(tr("Progress of the comparison"));
    m_view->setAccessibleName(tr("Nim-sum table"));
    m_heatMap->setAccessibleName(tr("Heat map of the nim-sum table"));
    m_heatMap->setTitles(tr("n \u2192"), tr("m \u2192"), tr("nim-sum"));
    m_heatMap->setPlaceholderText(tr("The heat map shows the table when the comparison has finished."));
    m_explanation->setAccessibleName(tr("Explanation"));
    updateStepControls();
    updateComparePanel();
}

void NimSumBuilderTab::syncFromBuilder()
{
    m_sizeBox->setCurrentIndex(m_sizeBox->findData(m_builder->size()));
    m_methodBox->setCurrentIndex(methodIndex(m_builder->method()));
    const bool step = m_builder->mode() == NimSumBuilder::Mode::Step;
    (step ? m_stepMode : m_compareMode)->setChecked(true);
    m_stepMode->setEnabled(m_builder->size() <= kMaxNimSumStepSize);
    m_binaryBox->setChecked(m_builder->showBinary());
    m_heatBox->setChecked(m_builder->heatMap());
    m_methodBox->setEnabled(step);
    m_stepPanel->setVisible(step);
    m_comparePanel->setVisible(!step);
    m_explanation->setVisible(step); // in compare mode the results say it
    if (!step)
        ensureChart();
    // Cells wide enough for the longest value; small tables get large, easy-to-read cells.
    const int size = m_builder->size();
    const int digits = m_builder->showBinary() ? std::max(1, int(std::bit_width(unsigned(size - 1))))
                                               : int(QString::number(size - 1).size());
    const int minimum = zoomed(m_view, size <= 16 ? 44 : size <= 32 ? 34 : 26);
    const int cell = std::max(minimum, 14 + m_view->fontMetrics().horizontalAdvance(QString(digits, QLatin1Char('0'))));
    m_view->horizontalHeader()->setDefaultSectionSize(cell);
    m_view->verticalHeader()->setDefaultSectionSize(size <= 32 ? minimum * 3 / 4 + 4 : zoomed(m_view, 24));
    updateStepControls();
    updateComparePanel();
    updateHeatMap();
    scrollToCurrent();
}

void NimSumBuilderTab::updateHeatMap()
{
    const bool show = m_builder->mode() == NimSumBuilder::Mode::Compare && m_builder->heatMap();
    m_tableStack->setCurrentWidget(show ? static_cast<QWidget *>(m_heatMap) : m_view);
    // The stack asks for the size of the page it shows only (a hidden page's size is ignored): the step page is not
    // made taller by the heat map's preferred size.
    for (QWidget *w : {static_cast<QWidget *>(m_heatMap), static_cast<QWidget *>(m_view)}) {
        const QSizePolicy::Policy policy =
            w == m_tableStack->currentWidget() ? QSizePolicy::Expanding : QSizePolicy::Ignored;
        w->setSizePolicy(policy, policy);
    }
    const auto &comparison = m_builder->comparison();
    const std::shared_ptr<const NimSumTable> table = show && comparison ? comparison->table : nullptr;
    if (table == m_heatTable)
        return;
    m_heatTable = table;
    if (!table) {
        m_heatMap->clear();
        return;
    }
    // x is the column n, y the row m, as in the table (row by row in memory: copied at once).
    m_heatMap->setGrid(QRect(0, 0, table->size, table->size), table->cells.data(),
                       std::uint32_t(std::max(0, table->size - 1)));
}

void NimSumBuilderTab::scrollToCurrent()
{
    if (const std::optional<QPoint> cell = m_builder->currentCell())
        m_view->scrollTo(m_model->index(cell->y(), cell->x()), QAbstractItemView::EnsureVisible);
}

void NimSumBuilderTab::updateStepControls()
{
    const Stepper *stepper = m_builder->stepper();
    m_firstButton->setEnabled(!stepper->atFirst());
    m_previousButton->setEnabled(!stepper->atFirst());
    m_nextButton->setEnabled(!stepper->atLast());
    m_lastButton->setEnabled(!stepper->atLast());
    m_playButton->setText(stepper->isPlaying() ? tr("Pause") : tr("Play"));
    // setText() makes the text's mnemonic (none) the button's shortcut: F5 comes after it.
    const QKeySequence playKey(Qt::Key_F5);
    m_playButton->setShortcut(playKey);
    m_playButton->setIcon(style()->standardIcon(stepper->isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playButton->setToolTip(
        tr("Play the steps one after another (%1)").arg(playKey.toString(QKeySequence::NativeText)));
    m_stepLabel->setText(stepper->count() > 0 ? tr("Step %1 of %2").arg(stepper->index() + 1).arg(stepper->count())
                                              : QString());
    m_cueLabel->setText(tr("Press Next (%1) to fill the table one step at a time.")
                            .arg(StepperKeys::keyNames(StepperKeys::Step::Next)));
    m_cueLabel->setVisible(stepper->index() == 0 && stepper->count() > 1 && !stepper->isPlaying());
    m_explanation->setText(m_builder->explanation());
}

void NimSumBuilderTab::updateComparePanel()
{
    const bool running = m_builder->job()->isRunning();
    const auto &c = m_builder->comparison();
    if (running) {
        m_resultLabel->setText(tr("Building the %1 x %1 table three ways...").arg(m_builder->size()));
    } else if (c) {
        const QLocale locale;
        QString html = QStringLiteral("<p><b>%1</b></p><table cellspacing=6><tr><th></th><th>%2</th><th>%3</th></tr>")
                           .arg(c->agree ? tr("The three methods agree cell for cell (%1 cells).")
                                               .arg(locale.toString(qint64(c->size) * c->size))
                                         : tr("The methods disagree at (%1, %2).").arg(c->mismatchM).arg(c->mismatchN),
                                tr("Time"), tr("Elementary operations"));
        const QString names[] = {tr("XOR"), tr("mex"), tr("Blocks")};
        for (int i = 0; i < 3; ++i)
            html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                        .arg(names[i], tr("%1 ms").arg(locale.toString(c->timings[std::size_t(i)].ms, 'f', 2)),
                             locale.toString(qulonglong(c->timings[std::size_t(i)].operations)));
        m_resultLabel->setText(html + QStringLiteral("</table>"));
    } else {
        m_resultLabel->setText(tr("No comparison yet."));
    }
    m_explanation->setText(m_builder->explanation());
}

void NimSumBuilderTab::ensureChart()
{
    if (m_chart)
        return;
    m_chart = new CompareChart(m_builder, m_comparePanel);
    // The chart sits beside the results, so the table keeps most of the height.
    static_cast<QGridLayout *>(m_comparePanel->layout())->addWidget(m_chart, 0, 1, 2, 1);
}

void NimSumBuilderTab::exportTable()
{
    if (m_builder->tableSize() == 0) {
        Q_EMIT statusMessage(tr("There is no table to export yet."));
        return;
    }
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the table"),
                                                      QStringLiteral("nimsum-%1.csv").arg(m_builder->tableSize()),
                                                      tr("CSV table (*.csv);;PNG picture (*.png)"), &filter);
    if (path.isEmpty())
        return;
    QString error;
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        renderNimSumTable(*m_builder).save(&buffer, "PNG");
        error = writeFileAtomically(path, png);
    } else {
        error = writeFileAtomically(path, nimSumTableCsv(*m_builder));
    }
    Q_EMIT statusMessage(error.isEmpty() ? tr("Exported %1").arg(path) : error);
}

void NimSumBuilderTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    scrollToCurrent(); // a restored step far down a big table: in view once the table has its size
}

void NimSumBuilderTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    // The cells follow the zoom.
    if (event->type() == QEvent::FontChange)
        syncFromBuilder();
    QWidget::changeEvent(event);
}

} // namespace nimlab
