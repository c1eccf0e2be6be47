#pragma once

#include "fibnimanalysis.h"
#include "fibnimrules.h"

#include "jobs/backgroundjob.h"

#include <QJsonObject>
#include <QObject>

#include <memory>

namespace nimlab {

class GameSession;
class JsonReader;

/// The Fibonacci Nim tab's state in core: the game in progress (any variant, through the shared GameSession) and
/// the Grundy table job. The session's game is what the saved session keeps (Workspace adds it as a part).
class FibNimGame final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimGame)

public:
    /// Starts with the article's example: one pile of 10 coins, a person against the computer at the intermediate
    /// level (as Nim does).
    explicit FibNimGame(QObject *parent = nullptr);

    /// The game in progress (moves, players, undo and redo, hints, review).
    GameSession *session() const { return m_session; }
    /// The largest pile the Grundy view offers.
    static constexpr int kMaxGrundyCoins = 1000;
    /// The Grundy table build of the Grundy view (off the GUI thread, with progress and Cancel).
    BackgroundJob *grundyJob() { return &m_grundyJob; }
    /// Starts building g(n, q) for piles up to `maxCoins` (clamped to 1 .. kMaxGrundyCoins).
    void startGrundy(int maxCoins);
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
    /// What the tab shows besides the game, kept with the session: its page, the worked example and its step.
    struct View
    {
        int page = 0;    ///< 0 play, 1 worked examples, 2 Grundy values
        int example = 0; ///< 0 the 10-coin example, 1 the 21-coin example
        int step = 0;    ///< step of that example
        friend bool operator==(const View &, const View &) = default;
    };
    const View &view() const { return m_view; }
    void setView(const View &view);
    QJsonObject saveView() const;
    /// Empty when `state` can be restored, else what is wrong and where.
    static QString validateView(const QJsonObject &state);
    /// Checks a saved view strictly (types, the page, the example and its step in range, no unknown key).
    static void checkView(JsonReader &state);
    void restoreView(const QJsonObject &state);

    /// Starts a one-pile game from any position (e.g. a step of a worked example, with its quota); returns why not.
    QString newGameFrom(FibNimPosition position);

Q_SIGNALS:
    /// The page, example or step to show changed (by the user or by a restored session).
    void viewChanged();

private:
    GameSession *m_session;
    View m_view;
    BackgroundJob m_grundyJob;
};

} // namespace nimlab
