#include "workspace.h"

#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/sumlab.h"
#include "games/wythofflab.h"
#include "jobs/backgroundjob.h"
#include "nimsum/nimsumbuilder.h"
#include "practice/practicelab.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

Workspace::Workspace(const QString &sessionPath, QObject *parent)
    : QObject(parent), m_session(sessionPath), m_nimSum(new NimSumBuilder(this)),
      m_nim(new GameTab(QStringLiteral("nim"), nimKind(), NimRules(false).options(),
                        NimRules::encode({defaultNimHeaps()}), {ExampleId::Nim}, 2, this)),
      m_fibNim(new FibNimGame(this)), m_wythoff(new WythoffLab(this)), m_sums(new SumLab(this)),
      m_practice(new PracticeLab(this))
{
    m_nim->game()->setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Intermediate});
    // Every game tab is saved the same way, as one part.
    const std::pair<GameTab *, const char *> tabs[] = {
        {m_nim, QT_TRANSLATE_NOOP("Session", "the Nim tab")},
        {m_fibNim, QT_TRANSLATE_NOOP("Session", "the Fibonacci Nim tab")},
        {m_wythoff, QT_TRANSLATE_NOOP("Session", "the Wythoff tab")},
        {m_sums, QT_TRANSLATE_NOOP("Session", "the sums tab")},
    };
    for (const auto &[tab, title] : tabs) {
        m_tabs << tab;
        tab->addTo(m_session, title);
    }
    m_session.addPart({QStringLiteral("nimsum"), [this] { return m_nimSum->saveState(); }, &NimSumBuilder::checkState,
                       [this](const QJsonObject &s) { m_nimSum->restoreState(s); },
                       QT_TRANSLATE_NOOP("Session", "the nim-sum table builder")});
    connect(m_nimSum, &NimSumBuilder::stateChanged, &m_session, &SessionStore::saveNow);
    // Optional: a file written before the Practice tab existed has no such part and loads unchanged.
    m_session.addPart({QStringLiteral("practice"), [this] { return m_practice->saveState(); }, &PracticeLab::checkState,
                       [this](const QJsonObject &s) { m_practice->restoreState(s); },
                       QT_TRANSLATE_NOOP("Session", "the Practice tab")});
    connect(m_practice, &PracticeLab::stateChanged, &m_session, &SessionStore::saveNow);
    m_session.setMigration(1, &Workspace::migrateVersion1);
    m_session.setMigration(2, &Workspace::migrateVersion2);
}

QJsonObject Workspace::migrateVersion1(const QJsonObject &parts)
{
    // Version 1 saved each game as a bare GameSession ("nim", "fibnim"), Fibonacci Nim's page, example and step as
    // "fibnimView", and the Wythoff tab in a shape of its own. Version 2 saves every game tab as one GameTab part.
    QJsonObject out = parts;
    const QJsonObject firstStep{
        {QStringLiteral("page"), 0}, {QStringLiteral("example"), 0}, {QStringLiteral("step"), 0}};
    const auto tabPart = [&parts](const QString &game, const QJsonValue &view) {
        return QJsonObject{{QStringLiteral("game"), parts.value(game)},
                           {QStringLiteral("view"), view},
                           {QStringLiteral("settings"), QJsonObject{}}};
    };
    if (parts.contains(QStringLiteral("nim")))
        out.insert(QStringLiteral("nim"), tabPart(QStringLiteral("nim"), firstStep));
    if (parts.contains(QStringLiteral("fibnim")))
        out.insert(QStringLiteral("fibnim"),
                   tabPart(QStringLiteral("fibnim"), parts.contains(QStringLiteral("fibnimView"))
                                                         ? parts.value(QStringLiteral("fibnimView"))
                                                         : QJsonValue(firstStep)));
    out.remove(QStringLiteral("fibnimView"));
    if (parts.value(QStringLiteral("wythoff")).isObject())
        out.insert(QStringLiteral("wythoff"),
                   WythoffLab::migrateVersion1(parts.value(QStringLiteral("wythoff")).toObject()));
    return out;
}

QJsonObject Workspace::migrateVersion2(const QJsonObject &parts)
{
    // Version 3 starts the Wythoff construction at the empty board: only that part's step moves.
    QJsonObject out = parts;
    if (parts.value(QStringLiteral("wythoff")).isObject())
        out.insert(QStringLiteral("wythoff"),
                   WythoffLab::migrateVersion2(parts.value(QStringLiteral("wythoff")).toObject()));
    return out;
}

std::vector<std::uint64_t> Workspace::defaultNimHeaps()
{
    return {6, 12, 9};
}

GameSession *Workspace::nimGame()
{
    return m_nim->game();
}

QList<BackgroundJob *> Workspace::jobs()
{
    QList<BackgroundJob *> all{m_nimSum->job()};
    for (GameTab *tab : m_tabs)
        all << tab->jobs();
    return all << m_practice->jobs();
}

bool Workspace::isBusy()
{
    const QList<BackgroundJob *> all = jobs();
    return std::any_of(all.begin(), all.end(), [](BackgroundJob *job) { return job->isRunning(); }) ||
           std::any_of(m_tabs.begin(), m_tabs.end(), [](GameTab *tab) { return tab->game()->isSearchingValues(); });
}

SessionStore::LoadResult Workspace::loadSession()
{
    return m_session.loadAtStart();
}

} // namespace nimlab
