#pragma once

#include "fibnimanalysis.h"
#include "fibnimrules.h"

#include "gametab.h"
#include "jobs/backgroundjob.h"

#include <QJsonObject>
#include <QObject>

#include <memory>

namespace nimlab {

class GameSession;
class JsonReader;

/// The Fibonacci Nim tab's state in core: a GameTab (the game in progress in any variant, the two worked examples of
/// the articles, the page: 0 play, 1 worked examples, 2 Grundy values) and the Grundy table job.
class FibNimGame final : public GameTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimGame)

public:
    /// Starts with the article's example: one pile of 10 coins, a person against the computer at the intermediate
    /// level (as Nim does).
    explicit FibNimGame(QObject *parent = nullptr);

    /// The game in progress (moves, players, undo and redo, hints, review).
    GameSession *session() const { return game(); }
    /// The largest pile the Grundy view offers.
    static constexpr int kMaxGrundyCoins = 1000;
    /// The Grundy table build of the Grundy view (off the GUI thread, with progress and Cancel).
    BackgroundJob *grundyJob() { return &m_grundyJob; }
    QList<BackgroundJob *> jobs() override { return {&m_grundyJob}; }
    /// The smallest pile size the Grundy view offers as its largest pile.
    static constexpr int kMinGrundyCoins = 2;
    /// The largest pile of the Grundy view (a setting saved with the session; kMaxGrundyCoins at first).
    int grundySize() const { return m_grundySize; }
    /// Sets grundySize() (clamped to kMinGrundyCoins .. kMaxGrundyCoins); the table is built by startGrundy().
    void setGrundySize(int maxCoins);
    /// Starts building g(n, q) for piles up to grundySize().
    void startGrundy();
    /// The last table built (nullptr before the first build finishes).
    std::shared_ptr<const FibNimGrundyTable> grundyTable() const { return m_grundyJob.result<FibNimGrundyTable>(); }
    /// The rules of the game in progress.
    const FibNimRules &rules() const;
    /// The variant of the game in progress.
    FibNimRules::Variant variant() const { return rules().variant(); }
    /// The analysis of the current position.
    FibNimAnalysis analysis() const;
    /// Every pile size of the positions played so far (up to the current move), each once, in the order reached:
    /// the rows of the Zeckendorf picture.
    std::vector<std::uint64_t> pileSizesReached() const;

    /// Starts a new game of `variant` from these piles (the quota, for the global variant only, defaults to
    /// total - 1); returns why not (and changes nothing), empty on success.
    QString newGame(FibNimRules::Variant variant, const std::vector<std::uint64_t> &piles,
                    std::optional<std::uint64_t> globalQuota = {});
    /// Starts a one-pile game from any position (e.g. a step of a worked example, with its quota); returns why not.
    QString newGameFrom(FibNimPosition position);

Q_SIGNALS:
    /// grundySize() changed (also by a restored session).
    void grundySizeChanged();

protected:
    QJsonObject saveSettings() const override;
    void checkSettings(JsonReader &settings) const override;
    void restoreSettings(const QJsonObject &settings) override;

private:
    BackgroundJob m_grundyJob;
    int m_grundySize = kMaxGrundyCoins;
};

} // namespace nimlab
