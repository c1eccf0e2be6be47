#include "positionvaluelabel.h"

#include "games/gamesession.h"
#include "games/valuetext.h"

#include <QEvent>

namespace nimlab {

PositionValueLabel::PositionValueLabel(GameSession *session, QWidget *parent) : QLabel(parent), m_session(session)
{
    setObjectName(QStringLiteral("positionValue"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(session, &GameSession::positionChanged, this, &PositionValueLabel::refresh);
    session->wantValues(); // shown here, so searched
    connect(session, &GameSession::valuesChanged, this, &PositionValueLabel::refresh);
    refresh();
}

void PositionValueLabel::refresh()
{
    const QString text = positionValueText(m_session->valueAt(m_session->moveCount()), m_session->isOver());
    setText(text);
    setVisible(!text.isEmpty());
}

void PositionValueLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QLabel::changeEvent(event);
}

} // namespace nimlab
