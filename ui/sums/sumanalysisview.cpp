#include "sumanalysisview.h"

#include "games/gamesession.h"
#include "games/sumlab.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace nimlab {

namespace {
QString paragraph(const QString &title, const QString &body)
{
    return QStringLiteral("<p><b>%1</b><br>%2</p>").arg(title.toHtmlEscaped(), body);
}
} // namespace

SumAnalysisView::SumAnalysisView(SumLab *lab, QWidget *parent) : QWidget(parent), m_lab(lab), m_text(new QLabel(this))
{
    m_text->setObjectName(QStringLiteral("sumAnalysis"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    connect(lab->game(), &GameSession::positionChanged, this, &SumAnalysisView::refresh);
    refresh();
}

void SumAnalysisView::refresh()
{
    const std::optional<SumAnalysis> a = m_lab->analysis();
    if (!a) {
        m_text->setText(tr("The Grundy tables for this position are being built."));
        return;
    }
    QString html;
    QStringList values;
    for (std::size_t i = 0; i < a->components.size(); ++i)
        values << SumExplainer::valueText(i, a->components[i]).toHtmlEscaped();
    html += paragraph(tr("Each component's Grundy value, and why"), values.join(QStringLiteral("<br>")));
    QStringList lines;
    for (const QString &line : SumExplainer::columnLines(*a))
        lines << line.toHtmlEscaped();
    html += paragraph(tr("The values in binary"),
                      QStringLiteral("<pre style=\"margin:0\">%1</pre>").arg(lines.join(QLatin1Char('\n'))));
    html += paragraph(tr("Verdict"), SumExplainer::verdictText(*a).toHtmlEscaped());
    const QStringList surprises = SumExplainer::surpriseTexts(*a);
    if (!surprises.isEmpty()) {
        QStringList escaped;
        for (const QString &s : surprises)
            escaped << s.toHtmlEscaped();
        html += paragraph(tr("Worth noticing"), escaped.join(QStringLiteral("<br>")));
    }
    if (!a->winningMoves.empty()) {
        QStringList moves;
        for (const SumWinningMove &m : a->winningMoves)
            moves << QStringLiteral("• ") + SumExplainer::winningMoveText(*a, m).toHtmlEscaped();
        html +=
            paragraph(tr("Every winning move (%1)").arg(a->winningMoves.size()), moves.join(QStringLiteral("<br>")));
    }
    html += paragraph(tr("Misère play"), SumExplainer::misereText().toHtmlEscaped());
    m_text->setText(html);
}

void SumAnalysisView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace nimlab
