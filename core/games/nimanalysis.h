#pragma once

#include "math/nim.h"

#include <QString>

#include <vector>

namespace nimlab {

/// Everything the Nim analysis panel shows about a position, numbers and sentences from the core (the sentences in
/// the language installed when analyseNim() is called).
struct NimAnalysis
{
    std::vector<std::uint64_t> heaps;
    bool misere = false;
    int width = 1;                 ///< binary digits shown (columns 2^(width-1) .. 1)
    std::vector<int> columnCounts; ///< heaps with bit b set, b = 0 .. width-1
    std::uint64_t nimSum = 0;
    bool winning = false;       ///< the player to move wins with best play
    bool misereEndgame = false; ///< misere and every heap has at most one coin
    std::vector<NimMove> winningMoves;
    NimStrategy strategy; ///< the article's method (normal play)
    QString verdictText;
    QString strategyText; ///< the article's method step by step, or why no move wins
    QString misereText;   ///< the misere rule, in misere play
};

/// Analyses a Nim position.
NimAnalysis analyseNim(const std::vector<std::uint64_t> &heaps, bool misere);

} // namespace nimlab
