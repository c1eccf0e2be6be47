#pragma once

#include "gameexplainer.h"
#include "math/nim.h"
#include "nimrules.h"

#include <QString>

#include <vector>

namespace nimlab {

/// Everything the Nim analysis panel shows about a position, numbers and sentences from the core (the sentences in
/// the language installed when analyseNim() is called).
struct NimAnalysis
{
    /// One column of the binary table: a power of two, how many heaps have that digit, and the parity the nim-sum
    /// keeps.
    struct Column
    {
        int bit = 0;             ///< b: the column of 2^b
        std::uint64_t power = 1; ///< 2^b
        int ones = 0;            ///< heaps with a 1 in this column
        bool odd = false;        ///< an odd number of ones: the nim-sum has a 1 here
    };
    std::vector<std::uint64_t> heaps;
    bool misere = false;
    std::vector<Column> columns; ///< the columns as shown, the highest power first
    /// digits[i][c]: the binary digit (0 or 1) of heap i in columns[c].
    std::vector<std::vector<int>> digits;
    std::vector<int> nimSumDigits; ///< the nim-sum's digit in each of columns
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

/// "heap 1: 6 -> 5 (take 1)", in the current language: the one wording of a Nim move (window, hint and CLI).
QString nimMoveText(std::size_t heap, std::uint64_t from, std::uint64_t to);
/// Why the player to move has no winning move, in the current language; empty when there is one.
QString nimWhyNoWinningMove(const NimAnalysis &analysis);
/// "3 odd" / "2 even": the count of ones in a column and its parity, in the current language.
QString nimColumnText(const NimAnalysis::Column &column);

/// The Nim explainer: the sentences of analyseNim() for the session machinery (move list, hints).
class NimExplainer final : public GameExplainer
{
public:
    explicit NimExplainer(const NimRules &rules) : m_rules(rules) {}
    QString describeMove(const GameState &before, const GameMove &move) const override;
    QString whyNoWinningMove(const GameState &state) const override;
    QString refusalText(const Refusal &refusal) const override;

private:
    const NimRules &m_rules;
};

/// Nim for the session machinery: its rules from saved options ({"misere": bool}) and its explainer.
GameKind nimKind();

} // namespace nimlab
