#include "workspace.h"

#include "nimsum/nimsumbuilder.h"

namespace nimlab {

Workspace::Workspace(const QString &sessionPath, QObject *parent)
    : QObject(parent), m_session(sessionPath), m_nimSum(new NimSumBuilder(this))
{
    m_session.addPart({QStringLiteral("nimsum"), [this] { return m_nimSum->saveState(); },
                       &NimSumBuilder::validateState, [this](const QJsonObject &s) { m_nimSum->restoreState(s); }});
    connect(m_nimSum, &NimSumBuilder::stateChanged, &m_session, &SessionStore::saveNow);
}

SessionStore::LoadResult Workspace::loadSession() { return m_session.loadAtStart(); }

} // namespace nimlab
