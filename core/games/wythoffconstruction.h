#pragma once

#include "math/wythoff.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace nimlab {

/// The article's inductive construction of the P-positions as it appears on the queen's board, step by step as in
/// the worked example ExampleId::Wythoff. Step 0 is the empty board. Step n + 1 (n = 0 .. 20) adds the pair n: the
/// smallest square not marked yet, (x_n, y_n) with x_n <= y_n, becomes P (with its mirror (y_n, x_n)), and every
/// square from which the queen reaches either of them in one move becomes N unless an earlier step marked it. The
/// pairs come from the mex construction, not from the formula. Then misère play, as the article states it, starts
/// again on an empty board: (0, 0) is N and (0, 1) P; then (2, 2); then every later pair at once, the normal ones.
class WythoffConstruction
{
    Q_DECLARE_TR_FUNCTIONS(WythoffConstruction)

public:
    /// Squares a side the marks are computed for (the largest board).
    static constexpr int kMaxSide = 30;
    /// The article's table: n = 0 .. 20.
    static constexpr int kArticlePairs = 21;
    /// Misère steps: (0, 1), then (2, 2), then the pairs from n = 2 on, which are the normal ones.
    static constexpr int kMisereSteps = 3;

    /// What a step of the construction does.
    enum class StepKind
    {
        Empty,      ///< step 0: nothing is decided yet
        Pair,       ///< normal play: adds pair stepPair(step)
        MiserePair, ///< misère play: adds the misère pair stepPair(step) (the first ones, which differ)
        MisereRest, ///< misère play: every later pair at once, the same as in normal play
    };
    /// What the construction knows about a square.
    enum class Mark
    {
        Unknown, ///< not decided by the steps so far
        P,       ///< a P-position: the player who just moved wins
        N,       ///< an N-position: the player to move wins
    };
    /// One square of the board after some step.
    struct Cell
    {
        Mark mark = Mark::Unknown;
        int step = -1; ///< the step that marked it (-1 while unknown)
        friend bool operator==(const Cell &, const Cell &) = default;
    };

    /// The construction with `pairs` normal pairs (n = 0 .. pairs - 1), then the misère steps.
    explicit WythoffConstruction(int pairs = kArticlePairs);

    /// Steps of the construction: the empty board, one per normal pair, then the misère steps.
    int stepCount() const { return 1 + pairCount() + kMisereSteps; }
    /// Normal pairs (rows of the article's table).
    int pairCount() const { return int(m_pairs.size()); }
    /// The pair found at n (x <= y).
    WythoffPair pair(int n) const { return m_pairs[std::size_t(n)]; }
    /// The misère pair n (x <= y): (0, 1), (2, 2), then the normal pairs.
    WythoffPair miserePair(int n) const;
    /// What step `step` does.
    StepKind kind(int step) const;
    /// True for the misère steps.
    bool isMisere(int step) const { return step > pairCount(); }
    /// The n of the pair step `step` adds (the first of them for MisereRest); -1 for the empty board.
    int stepPair(int step) const;
    /// The step that adds normal pair n (n + 1).
    static int pairStep(int n) { return n + 1; }
    /// Rows of the normal table filled in after step `step`.
    int normalPairsShown(int step) const;
    /// Rows of the misère table filled in after step `step`.
    int miserePairsShown(int step) const;
    /// Square (x, y), 0 <= x, y < kMaxSide, as it stands after step `step` (0 and before: the empty board). A misère
    /// step shows the misère board, which starts again from empty.
    Cell cell(int step, int x, int y) const;
    /// Squares of a `side` x `side` board that step `step` marks with `mark`.
    int newlyMarked(int step, Mark mark, int side) const;
    /// Squares of the board still unknown after step `step`.
    int unknownAfter(int step, int side) const;
    /// The unknown square (x <= y) with the smallest x (then y) after step `step`: the article's next P-position.
    std::optional<WythoffPair> smallestUnknown(int step, int side) const;
    /// What step `step` did on a `side` x `side` board, in the current language.
    QString boardText(int step, int side) const;

private:
    std::vector<WythoffPair> m_pairs;
    std::vector<Cell> m_final;  // kMaxSide x kMaxSide, the mark each square eventually gets in normal play and when
    std::vector<Cell> m_misere; // the same in misère play
};

} // namespace nimlab
