#include "workspace.h"

#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/nimanalysis.h"
#include "games/wythofflab.h"
#include "jobs/backgroundjob.h"
#include "nimsum/nimsumbuilder.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

Workspace::Workspace(const QString &sessionPath, QObject *parent)
    : QObject(parent), m_session(sessionPath), m_nimSum(new NimSumBuilder(this)),
      m_nim(new GameSession(nimKind(), {{QStringLiteral("misere"), false}}, defaultNimHeaps(), this)),
      m_fibNim(new FibNimGame(this)), m_wythoff(new WythoffLab(this))
{
    m_nim->setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Intermediate});
    addGame(QStringLiteral("nim"), m_nim, QT_TRANSLATE_NOOP("Session", "the Nim game"));
    addGame(QStringLiteral("fibnim"), m_fibNim->session(), QT_TRANSLATE_NOOP("Session", "the Fibonacci Nim game"));
    m_session.addPart({QStringLiteral("fibnimView"), [this] { return m_fibNim->saveView(); }, &FibNimGame::checkView,
                       [this](const QJsonObject &s) { m_fibNim->restoreView(s); },
                       QT_TRANSLATE_NOOP("Session", "the Fibonacci Nim page")});
    connect(m_fibNim, &FibNimGame::viewChanged, &m_session, &SessionStore::saveNow);
    m_session.addPart({QStringLiteral("wythoff"), [this] { return m_wythoff->saveState(); },
                       [this](JsonReader &s) { m_wythoff->checkState(s); },
                       [this](const QJsonObject &s) { m_wythoff->restoreState(s); },
                       QT_TRANSLATE_NOOP("Session", "the Wythoff tab")});
    connect(m_wythoff, &WythoffLab::stateChanged, &m_session, &SessionStore::saveNow);
    m_session.addPart({QStringLiteral("nimsum"), [this] { return m_nimSum->saveState(); }, &NimSumBuilder::checkState,
                       [this](const QJsonObject &s) { m_nimSum->restoreState(s); },
                       QT_TRANSLATE_NOOP("Session", "the nim-sum table builder")});
    connect(m_nimSum, &NimSumBuilder::stateChanged, &m_session, &SessionStore::saveNow);
}

std::vector<std::uint64_t> Workspace::defaultNimHeaps()
{
    return {6, 12, 9};
}

void Workspace::addGame(const QString &key, GameSession *game, const char *title)
{
    m_session.addPart({key, [game] { return game->saveState(); }, [game](JsonReader &s) { game->checkState(s); },
                       [game](const QJsonObject &s) { game->restoreState(s); }, title});
    connect(game, &GameSession::stateChanged, &m_session, &SessionStore::saveNow);
}

QList<BackgroundJob *> Workspace::jobs()
{
    return {m_nimSum->job(), m_fibNim->grundyJob(), m_wythoff->grundyJob()};
}

bool Workspace::isBusy()
{
    const QList<BackgroundJob *> all = jobs();
    return std::any_of(all.begin(), all.end(), [](BackgroundJob *job) { return job->isRunning(); });
}

SessionStore::LoadResult Workspace::loadSession()
{
    return m_session.loadAtStart();
}

} // namespace nimlab
