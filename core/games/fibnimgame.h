#pragma once

#include "fibnimanalysis.h"
#include "fibnimrules.h"

#include <QObject>

namespace nimlab {

class FibNimGrundyJob;
class GameSession;

/// The Fibonacci Nim tab's state in core: the game in progress (any variant, through the shared GameSession) and
/// the Grundy table job. It is one part of the saved session.
class FibNimGame final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimGame)

public:
    /// Starts with the seed's example: one pile of 10 coins, two people.
    explicit FibNimGame(QObject *parent = nullptr);

    GameSession *session() const { return m_session; }
    FibNimGrundyJob *grundyJob() const { return m_grundyJob; }
    /// The rules of the game in progress.
    const FibNimRules &rules() const;
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

    /// The session part: the game with its players and moves.
    QJsonObject saveState() const;
    /// Empty when `state` can be restored, else what is wrong.
    QString validateState(const QJsonObject &state) const;
    void restoreState(const QJsonObject &state);

Q_SIGNALS:
    /// Anything that belongs to the saved session changed.
    void stateChanged();

private:
    GameSession *m_session;
    FibNimGrundyJob *m_grundyJob;
};

} // namespace nimlab
