#pragma once

#include "fibnimrules.h"
#include "gameexplainer.h"

#include <QStringList>

#include <optional>

namespace nimlab {

/// "10 = 8 + 2", or just "8" for a Fibonacci number (as the articles write it); "0" for 0.
QString zeckendorfText(std::uint64_t n);

/// One pile of an analysed position, every number computed by the core.
struct FibNimPileFacts
{
    std::uint64_t coins = 0;
    std::uint64_t quota = 0;               ///< the most coins that may be taken from this pile now
    std::vector<std::uint64_t> zeckendorf; ///< the Zeckendorf terms of coins, largest first
    std::uint64_t smallestTerm = 0;        ///< the smallest of them (0 for an empty pile)
    std::optional<std::uint16_t> grundy;   ///< g(coins, quota), in the several-piles variant
};

/// The analysis of a Fibonacci Nim position of any variant, as numbers. The sentences are built from it in the
/// language installed when fibNimExplain() is called, never cached.
struct FibNimAnalysis
{
    FibNimRules::Variant variant = FibNimRules::Variant::Single;
    bool valid = false;   ///< the state is a position of the variant
    bool over = false;    ///< no move is left: the player who moved last has won
    bool winning = false; ///< the player to move wins with best play
    std::vector<FibNimPileFacts> piles;
    std::vector<FibNimPileMove> winningMoves; ///< every winning move (pile from 0)
    FibNimAdvice advice;                      ///< one pile: the article's move and its reason
    std::uint64_t nimSum = 0;                 ///< several piles: the nim-sum of the Grundy values
    std::uint64_t positionsSearched = 0;      ///< one quota for every pile: the size of the search
};

/// Analyses `state` under `rules` (uses the rules' cached Grundy table and search results).
FibNimAnalysis analyseFibNim(const FibNimRules &rules, const GameState &state);

/// The parts of the explanation, in the order the analysis panel shows them.
enum class FibNimTopic
{
    Position, ///< Zeckendorf representation, or each pile's Grundy value, or the piles and the one quota
    Measure,  ///< the quota against the smallest term, or the nim-sum, or the search
    Verdict,  ///< who wins
    Moves,    ///< every winning move with what it leaves
    Why,      ///< why the article's move wins, or why no move does
};

/// One part of the explanation of `analysis` in the current language (plain text, lines separated by '\n').
QString fibNimExplain(const FibNimAnalysis &analysis, FibNimTopic topic);
/// Every part, in order, without the empty ones.
QStringList fibNimExplanation(const FibNimAnalysis &analysis);
/// Why the player to move has no winning move (empty when there is one), in the current language.
QString fibNimWhyNoWinningMove(const FibNimAnalysis &analysis);

/// The one wording of a move from `pile` (its coins and quota before the move), in the current language: "take 2:
/// 10 -> 8, next quota 4" (one pile; "take 3: every coin, the last one included" when it ends the game) or "pile 1:
/// take 2: 10 -> 8, next quota 4". The move list, the hint, the analysis and the CLI all word a move so.
QString fibNimMoveText(FibNimRules::Variant variant, const FibNimPosition &pile, const FibNimPileMove &move);
/// A winning move of `analysis` as its list of winning moves shows it: fibNimMoveText(), then why it wins.
QString fibNimWinningMoveText(const FibNimAnalysis &analysis, const FibNimPileMove &move);

/// The Fibonacci Nim explainer (every variant) for the session machinery: move list and hints.
class FibNimExplainer final : public GameExplainer
{
public:
    explicit FibNimExplainer(const FibNimRules &rules) : m_rules(rules) {}
    QString describeMove(const GameState &before, const GameMove &move) const override;
    QString whyNoWinningMove(const GameState &state) const override;
    QString refusalText(const Refusal &refusal) const override;

private:
    const FibNimRules &m_rules;
};

/// Fibonacci Nim for the session machinery: its rules from saved options ({"variant": ...}) and its explainer.
GameKind fibNimKind();

/// The n (2 .. table.maxCoins()) whose starting value g(n, n - 1) is 0, ascending.
std::vector<int> fibNimStartingZeros(const FibNimGrundyTable &table);
/// What the plot of g(n, n - 1) shows, with the numbers from `table`: where it is 0, and that these n are exactly
/// the Fibonacci numbers (checked, not assumed).
QString fibNimStartingValuesText(const FibNimGrundyTable &table);

} // namespace nimlab
