#include "fibnimanalysisview.h"

#include "games/fibnimanalysis.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "zeckendorfchart.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace nimlab {

namespace {
QString paragraph(const QString &heading, const QString &text)
{
    if (text.isEmpty())
        return {};
    QString body = text.toHtmlEscaped();
    body.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return QStringLiteral("<p><b>%1</b><br>%2</p>").arg(heading.toHtmlEscaped(), body);
}
} // namespace

FibNimAnalysisView::FibNimAnalysisView(FibNimGame *game, QWidget *parent)
    : QWidget(parent), m_game(game), m_label(new QLabel(this))
{
    m_label->setObjectName(QStringLiteral("analysisText")); // what tests and style sheets find (never shown)
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    connect(game->session(), &GameSession::positionChanged, this, &FibNimAnalysisView::refresh);
    refresh();
}

void FibNimAnalysisView::refresh()
{
    const FibNimAnalysis a = m_game->analysis();
    QString position;
    QString measure;
    switch (a.variant) {
    case FibNimRules::Variant::Single:
        position = tr("The pile");
        measure = tr("Quota against the smallest term");
        break;
    case FibNimRules::Variant::Multi:
        position = tr("Grundy value of each pile");
        measure = tr("Nim-sum");
        break;
    case FibNimRules::Variant::Global:
        position = tr("Piles and the one quota");
        measure = tr("Search");
        break;
    }
    m_label->setText(
        paragraph(position, fibNimExplain(a, FibNimTopic::Position)) +
        paragraph(measure, fibNimExplain(a, FibNimTopic::Measure)) +
        paragraph(tr("Verdict"), fibNimExplain(a, FibNimTopic::Verdict)) +
        paragraph(tr("Moves", "heading of the list of winning moves"), fibNimExplain(a, FibNimTopic::Moves)) +
        paragraph(tr("Why"), fibNimExplain(a, FibNimTopic::Why)));
    m_label->setAccessibleName(tr("Analysis of the position"));
    if (m_chart)
        m_chart->setNumbers(m_game->pileSizesReached());
}

void FibNimAnalysisView::showEvent(QShowEvent *event)
{
    // Qt Charts is costly to set up: the picture is made when the analysis is first shown, not at start-up.
    if (!m_chart) {
        m_chart = new ZeckendorfChart(this);
        m_chart->setObjectName(QStringLiteral("analysisChart"));
        m_chart->setMinimumHeight(260);
        layout()->addWidget(m_chart);
        m_chart->setNumbers(m_game->pileSizesReached());
    }
    QWidget::showEvent(event);
}

void FibNimAnalysisView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace nimlab
