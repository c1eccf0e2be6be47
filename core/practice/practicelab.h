#pragma once

#include "jobs/backgroundjob.h"
#include "practiceround.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>

#include <cstdint>
#include <optional>
#include <vector>

namespace nimlab {

class FibNimGame;
class GameSession;
class GameTab;
class JsonReader;
class SumLab;
class WythoffLab;

/// The Practice tab's state in core: the game and level chosen, a round of kPracticeRoundSize exercises made by
/// generateExercises() from a seed of its own (a fresh random one for each new round; nimlab-cli exercise --seed
/// makes the same), which exercise is shown, the answers so far with the time taken, and the PracticeStats. The
/// student answers on the board of the game's own tab state (one GameTab per game, never saved): the first move
/// played there is judged against the exercise's winning moves and taken back, so the board and the analysis views
/// go on showing the exercise. Saved as the optional session part "practice".
///
/// Phases: while the round is made (job(), off the GUI thread: a sum's tables take a moment) nothing can be answered;
/// then each exercise waits for an answer, shows its verdict until next(), and after the last one the summary, from
/// which any exercise can be reviewed (review()).
class PracticeLab final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PracticeLab)

public:
    explicit PracticeLab(QObject *parent = nullptr);
    ~PracticeLab() override;

    PracticeGame game() const { return m_game; }
    int level() const { return m_level; }
    /// The seed of the round (its exercises are generateExercises(game(), level(), kPracticeRoundSize, seed())).
    std::uint64_t seed() const { return m_seed; }
    /// True once a round was started (restored included); a new user has none until the tab is first shown.
    bool hasRound() const { return m_seed != 0 || !m_exercises.empty() || m_job.isRunning(); }
    /// The exercises of the round (empty while it is made).
    const std::vector<Exercise> &exercises() const { return m_exercises; }
    /// True while the round is made or the board waits for the tables of a sum.
    bool isPreparing() const;
    /// The exercise shown (0 .. kPracticeRoundSize - 1), the one reviewed in the summary included.
    int exerciseIndex() const { return m_review >= 0 ? m_review : std::min(m_index, kPracticeRoundSize - 1); }
    /// The exercise shown; nullptr while the round is made.
    const Exercise *exercise() const;
    /// The answers so far, in order: true when right.
    const std::vector<bool> &answers() const { return m_answers; }
    /// True when the exercise shown was answered (its verdict shows).
    bool isAnswered() const { return exerciseIndex() < int(m_answers.size()); }
    /// True when the exercise shown waits for an answer on the board or by answerNoWinningMove().
    bool acceptsAnswer() const;
    /// True when every exercise was answered and next() went on to the summary.
    bool isSummaryShown() const { return m_index >= kPracticeRoundSize; }
    /// The exercise of the summary reviewed, or -1.
    int reviewIndex() const { return m_review; }
    /// Right answers in the round so far.
    int score() const;
    /// The exercises of the round answered wrongly, in order.
    std::vector<int> missed() const;
    /// How long the round has taken (it stops at the last answer), in milliseconds.
    std::int64_t elapsedMs() const;
    /// The answer given to the exercise shown in this run, in words ("heap 1: 6 → 5 (take 1)" or empty for "no
    /// winning move"); nullopt when unknown (not answered, or answered before the session was restored).
    std::optional<QString> givenAnswerText() const;
    const PracticeStats &stats() const { return m_stats; }
    /// True when the round just finished is the best of its game and level so far.
    bool isNewBest() const { return m_newBest; }

    /// The tab state whose board shows the exercises of `game` (the GameTab of a plain Nim game, a FibNimGame, a
    /// WythoffLab or a SumLab).
    GameTab *boardTab(PracticeGame game) const;
    FibNimGame *fibNimBoard() const { return m_fibNim; }
    WythoffLab *wythoffBoard() const { return m_wythoff; }
    SumLab *sumBoard() const { return m_sums; }
    /// The long computations: the round's generation and the sums' tables.
    QList<BackgroundJob *> jobs();

    /// {"game", "level", "stats", "round": {"seed", "answers": ["right", "wrong", ...], "shown", "ms"}}, "round" only
    /// once a round was started; empty while nothing was chosen or done (the session file then has no such part).
    QJsonObject saveState() const;
    /// Checks a saved part strictly (types, ranges, unknown keys).
    static void checkState(JsonReader &state);
    /// Restores a part checkState() accepted and remakes its round from the seed.
    void restoreState(const QJsonObject &state);

public Q_SLOTS:
    /// Chooses the game; a new round starts.
    void setGame(nimlab::PracticeGame game);
    /// Chooses the level (clamped to 1 .. kPracticeLevels); a new round starts.
    void setLevel(int level);
    /// Starts a new round with a fresh random seed.
    void newRound();
    /// A new user's first round (when the tab is first shown): like newRound(), but the session stays as it was until
    /// something is answered or chosen (opening a tab changes no session). Nothing when there is a round.
    void startFirstRound();
    /// Starts a new round from `seed` (the same exercises as nimlab-cli exercise --seed).
    void startRound(std::uint64_t seed);
    /// Answers the exercise shown with "there is no winning move".
    void answerNoWinningMove();
    /// Goes on from a verdict to the next exercise, or after the last one to the summary.
    void next();
    /// Shows exercise `index` of a finished round again (-1: back to the summary).
    void review(int index);

Q_SIGNALS:
    /// Anything the tab shows changed (the round, the exercise shown, a verdict, the stats).
    void changed();
    /// Anything that belongs to the saved session changed.
    void stateChanged();

private:
    GameSession *session(PracticeGame game) const;
    /// True when the board of the game shows the exercise shown (a sum may still wait for its tables).
    bool isOnBoard() const;
    void roundMade();
    /// Puts the exercise shown on its board.
    void showOnBoard();
    void handleBoardMove(PracticeGame game);
    void answer(bool right);
    void update();

    PracticeGame m_game = PracticeGame::Nim;
    int m_level = 1;
    std::uint64_t m_seed = 0;
    std::vector<Exercise> m_exercises;
    std::vector<bool> m_answers;
    int m_index = 0; ///< the exercise shown, kPracticeRoundSize for the summary
    int m_review = -1;
    std::int64_t m_msBefore = 0;     ///< time of the round before m_clock started (a restored round)
    QElapsedTimer m_clock;           ///< runs while the round waits for answers
    std::optional<GameMove> m_given; ///< the move given to exercise m_givenIndex; nullopt: "no winning move"
    int m_givenIndex = -1;
    bool m_newBest = false;
    bool m_firstRound = false; ///< the round of startFirstRound(), not saved until an answer or a choice
    PracticeStats m_stats;
    BackgroundJob m_job;
    GameTab *m_nim;
    FibNimGame *m_fibNim;
    WythoffLab *m_wythoff;
    SumLab *m_sums;
};

} // namespace nimlab
