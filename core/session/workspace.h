#pragma once

#include "sessionstore.h"

#include <QList>
#include <QObject>

#include <cstdint>
#include <vector>

namespace nimlab {

class BackgroundJob;
class FibNimGame;
class GameSession;
class GameTab;
class NimSumBuilder;
class PracticeLab;
class SumLab;
class WythoffLab;

/// Everything a NimLab window shows, in core: one object per tab and the session store that keeps them. Each
/// part is saved after every change and restored at start.
class Workspace final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Workspace)

public:
    /// `sessionPath` is the autosave file (SessionStore::defaultPath() in the app).
    explicit Workspace(const QString &sessionPath, QObject *parent = nullptr);

    SessionStore *session() { return &m_session; }
    NimSumBuilder *nimSumBuilder() { return m_nimSum; }
    /// The Nim tab: its game, worked example and page.
    GameTab *nimTab() { return m_nim; }
    /// The Nim game in progress.
    GameSession *nimGame();
    /// Every game tab, in the order of the window.
    const QList<GameTab *> &gameTabs() const { return m_tabs; }
    /// Version-1 session parts in today's shape (see SessionStore::setMigration()).
    static QJsonObject migrateVersion1(const QJsonObject &parts);
    /// Version-2 session parts in version 3's shape (the Wythoff construction's step).
    static QJsonObject migrateVersion2(const QJsonObject &parts);
    /// The Fibonacci Nim tab's game (any variant) and its Grundy table job.
    FibNimGame *fibNimGame() { return m_fibNim; }
    /// The Wythoff tab's state: its game, board settings, explained n and Grundy build.
    WythoffLab *wythoffLab() { return m_wythoff; }
    /// The sums tab's state: a sum of games in play, its worked example and its Grundy tables.
    SumLab *sumLab() { return m_sums; }
    /// The Practice tab's state: the game and level, the round of exercises, the scores and streaks.
    PracticeLab *practiceLab() { return m_practice; }
    /// Nim's first position for a new user: the article's (6, 12, 9), normal play.
    static std::vector<std::uint64_t> defaultNimHeaps();

    /// Every long computation of the tabs (to wait for them, e.g. before a screenshot).
    QList<BackgroundJob *> jobs();
    /// True while any of jobs() runs, or a game's position values are searched.
    bool isBusy();

    /// Loads the autosave file: the valid parts are restored; anything not understood is kept aside first (see
    /// SessionStore::loadAtStart() and SessionStore::loadMessage()).
    SessionStore::LoadResult loadSession();

private:
    SessionStore m_session;

    NimSumBuilder *m_nimSum;
    GameTab *m_nim;
    FibNimGame *m_fibNim;
    WythoffLab *m_wythoff;
    SumLab *m_sums;
    PracticeLab *m_practice;
    QList<GameTab *> m_tabs;
};

} // namespace nimlab
