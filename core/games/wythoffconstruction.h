#pragma once

#include "math/wythoff.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace nimlab {

/// The article's inductive construction of the P-positions as it appears on the queen's board, one step per pair as in
/// the worked example ExampleId::Wythoff: at step n the smallest square not marked yet, (x_n, y_n) with x_n <= y_n,
/// becomes P (with its mirror (y_n, x_n)), and every square from which the queen reaches either of them in one move
/// becomes N unless an earlier step marked it. The pairs come from the mex construction, not from the formula.
class WythoffConstruction
{
    Q_DECLARE_TR_FUNCTIONS(WythoffConstruction)

public:
    /// Squares a side the marks are computed for (the largest board).
    static constexpr int kMaxSide = 30;
    /// The article's table: n = 0 .. 20.
    static constexpr int kArticleSteps = 21;

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

    /// The construction with `steps` pairs (n = 0 .. steps - 1).
    explicit WythoffConstruction(int steps = kArticleSteps);

    /// Steps (pairs) in the construction.
    int stepCount() const { return int(m_pairs.size()); }
    /// The pair found at step n (x <= y).
    WythoffPair pair(int n) const { return m_pairs[std::size_t(n)]; }
    /// Square (x, y), 0 <= x, y < kMaxSide, as it stands after step `step` (-1: before the first step).
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
    std::vector<Cell> m_final; // kMaxSide x kMaxSide, the mark each square eventually gets and when
};

} // namespace nimlab
