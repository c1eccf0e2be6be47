#include "wythoffanalysisview.h"

#include "games/gamesession.h"
#include "games/typedgame.h"
#include "games/wythoffanalysis.h"
#include "games/wythofflab.h"
#include "games/wythoffrules.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace nimlab {

WythoffAnalysisView::WythoffAnalysisView(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_text(new QLabel(this))
{
    m_text->setObjectName(QStringLiteral("wythoffAnalysis"));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    connect(lab->game(), &GameSession::positionChanged, this, &WythoffAnalysisView::refresh);
    refresh();
}

void WythoffAnalysisView::refresh()
{
    const WythoffRules::Position at = TypedGame<WythoffRules>(m_lab->game()).position();
    m_text->setText(WythoffAnalysis::positionText(at.x, at.y, m_lab->isMisere()));
    m_text->setAccessibleName(tr("Analysis of the position"));
}

void WythoffAnalysisView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace nimlab
