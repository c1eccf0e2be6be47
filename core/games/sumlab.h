#pragma once

#include "gametab.h"
#include "jobs/backgroundjob.h"
#include "sumanalysis.h"
#include "sumtables.h"

#include <memory>
#include <optional>
#include <vector>

namespace nimlab {

/// The sums tab's state in core: a GameTab playing sums of games (the worked example Nim 3 + Fibonacci Nim 10/9 +
/// Wythoff (4, 4) at first; pages 0 play, 1 worked examples), the one SumTableStore its rules read, and the job that
/// builds the Grundy tables a new position needs.
///
/// Tables: a start whose Fibonacci Nim piles or Wythoff positions the published tables do not cover is not started
/// at once: startGame() builds the tables off the GUI thread (tablesJob(), with progress and Cancel) and starts the
/// game when they are published; Cancel starts nothing. A restored session builds the tables its saved start needs
/// while it is checked, before the window shows (at the limits, 10 000 coins and 4096 x 4096, under a second:
/// nimlab-bench), so a saved sum is never set aside for want of a table.
class SumLab final : public GameTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SumLab)

public:
    explicit SumLab(QObject *parent = nullptr);
    ~SumLab() override;

    /// The worked example's sum, the first position of the tab.
    static std::vector<SumComponent> exampleComponents();
    /// The components of the game in progress (its current position).
    std::vector<SumComponent> components() const;
    /// The components of the game's start.
    std::vector<SumComponent> startComponents() const;
    /// The analysis of the current position (the tables always cover a game in progress).
    std::optional<SumAnalysis> analysis() const;
    /// The tables' build (off the GUI thread, with progress and Cancel).
    BackgroundJob *tablesJob() { return &m_tablesJob; }
    QList<BackgroundJob *> jobs() override { return {&m_tablesJob}; }
    /// True while a start waits for its tables.
    bool isWaitingForTables() const { return m_pending.has_value(); }

    /// Starts a new game of these components; returns why not (and changes nothing), empty when it started or waits
    /// for its tables (isWaitingForTables(); gameStarted or the job's cancelled/failed follows).
    QString startGame(const std::vector<SumComponent> &components);

Q_SIGNALS:
    /// A start that waited for its tables began (or could not: `problem` says why).
    void pendingStartEnded(const QString &problem);

protected:
    void prepareSavedGame(const QJsonObject &game) const override;

private:
    SumLab(std::shared_ptr<SumTableStore> store, QObject *parent);
    void tablesBuilt();

    std::shared_ptr<SumTableStore> m_store;
    BackgroundJob m_tablesJob;
    std::optional<std::vector<SumComponent>> m_pending;
};

} // namespace nimlab
