#include "nimanalysisview.h"

#include "games/gamesession.h"
#include "games/nimanalysis.h"
#include "games/typedgame.h"
#include "widgets/themecolors.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace nimlab {

NimAnalysisView::NimAnalysisView(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_label(new QLabel)
{
    m_label->setObjectName(QStringLiteral("analysisText")); // what tests and style sheets find (never shown)
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_label);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    connect(session, &GameSession::positionChanged, this, &NimAnalysisView::refresh);
    refresh();
}

void NimAnalysisView::refresh()
{
    const TypedGame<NimRules> game(m_session);
    // Every digit, count and parity is the core's; this view only lays them out.
    const NimAnalysis a = analyseNim(game.position().heaps, game.rules().isMisere());
    const auto powerLabel = [](const NimAnalysis::Column &c) {
        return c.bit < 16 ? QString::number(c.power) : QStringLiteral("2<sup>%1</sup>").arg(c.bit);
    };
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=3 style='border-collapse:collapse'><tr><th></th>");
    for (const NimAnalysis::Column &c : a.columns)
        html += QStringLiteral("<th align=center>%1</th>").arg(powerLabel(c));
    html += QStringLiteral("</tr>");
    for (std::size_t i = 0; i < a.heaps.size(); ++i) {
        html += QStringLiteral("<tr><td>%1</td>").arg(tr("Heap %1 = %2").arg(i + 1).arg(a.heaps[i]));
        for (const int digit : a.digits[i])
            html += QStringLiteral("<td align=center>%1</td>").arg(digit);
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("<tr><td><i>%1</i></td>").arg(tr("Ones in the column"));
    // An odd column stands out in a shade that suits the palette, its text in a colour that reads on it.
    const QColor odd = tintBackground(Tint::Emphasis, palette());
    const QColor oddText = textOn(odd, palette());
    for (const NimAnalysis::Column &c : a.columns)
        html += QStringLiteral("<td align=center style='%1'>%2</td>")
                    .arg(c.odd ? QStringLiteral("background:%1; color:%2").arg(odd.name(), oddText.name()) : QString())
                    .arg(nimColumnText(c).toHtmlEscaped());
    html += QStringLiteral("</tr><tr><td><b>%1</b></td>").arg(tr("Nim-sum = %1").arg(a.nimSum));
    for (const int digit : a.nimSumDigits)
        html += QStringLiteral("<td align=center><b>%1</b></td>").arg(digit);
    html += QStringLiteral("</tr></table>");
    html += QStringLiteral("<p><b>%1</b></p>").arg(a.verdictText.toHtmlEscaped());
    if (!a.strategyText.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(a.strategyText.toHtmlEscaped());
    if (!a.winningMoves.empty()) {
        html += QStringLiteral("<p>%1</p><ul>").arg(tr("Every winning move:"));
        for (const NimMove &m : a.winningMoves)
            html += QStringLiteral("<li>%1</li>").arg(nimMoveText(std::size_t(m.heap), m.from, m.to).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    if (!a.misereText.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(a.misereText.toHtmlEscaped());
    m_label->setText(html);
}

void NimAnalysisView::changeEvent(QEvent *event)
{
    // The words follow the language, the odd columns' colours the palette (View > Colours).
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace nimlab
