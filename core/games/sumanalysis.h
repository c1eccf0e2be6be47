#pragma once

#include "gameexplainer.h"
#include "sumrules.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace nimlab {

/// One option of a component (a position one move reaches) with its Grundy value.
struct SumOption
{
    SumComponent to;
    std::uint64_t value = 0;
    friend bool operator==(const SumOption &, const SumOption &) = default;
};

/// A component's Grundy value and why: the values of its options, and the smallest value missing among them (mex).
struct SumComponentValue
{
    /// Components with at most this many options list each option with its value.
    static constexpr std::uint64_t kListedOptions = 24;

    SumComponent component;
    std::uint64_t grundy = 0;      ///< the mex of the options' values, computed here from the options
    std::uint64_t optionCount = 0; ///< the component's moves
    /// Every option with its value, in sumComponentOptions() order, when optionCount <= kListedOptions.
    std::vector<SumOption> options;
    /// The distinct values of the options above the mex, ascending. The values below the mex all occur (that is
    /// what mex means), so these and the mex describe every value the options have (a Nim heap: none above).
    std::vector<std::uint64_t> valuesAbove;
};

/// The analysis of a sum of games, all numbers (the explainer words them).
struct SumAnalysis
{
    /// One column of the binary table of the values: a power of two and how many values have that digit.
    struct Column
    {
        int bit = 0;
        int ones = 0;
        bool odd = false; ///< the nim-sum has a 1 here
    };
    std::vector<SumComponentValue> components;
    std::vector<Column> columns;          ///< the highest power first (at least one column)
    std::vector<std::vector<int>> digits; ///< digits[i][c]: the digit of component i's value in columns[c]
    std::vector<int> nimSumDigits;
    std::uint64_t nimSum = 0;
    bool winning = false;                     ///< nimSum != 0
    bool over = false;                        ///< no component has a move left
    std::vector<SumWinningMove> winningMoves; ///< every move to a zero nim-sum, component by component
    /// The surprises worth pointing out (indices into components): Wythoff P-positions, which add 0 ...
    std::vector<std::size_t> wythoffZeros;
    /// ... and Fibonacci Nim piles whose value is not their size.
    std::vector<std::size_t> fibNimNotSize;
};

/// The value of one component and why, from the tables; nullopt when it is beyond them.
std::optional<SumComponentValue> analyseSumComponent(const SumComponent &component, const SumTables &tables);
/// The analysis of a sum whose components pass SumRules::checkComponents; nullopt when a component is beyond the
/// tables (build them first: SumTableNeeds::of(components)).
std::optional<SumAnalysis> analyseSum(const std::vector<SumComponent> &components, const SumTables &tables);

/// Every sentence about sums of games, in the language installed when asked; the numbers come from SumAnalysis.
class SumExplainer final : public GameExplainer
{
public:
    explicit SumExplainer(const SumRules &rules) : m_rules(rules) {}

    /// "Nim heap of 3", "Fibonacci Nim pile: 10 coins, quota 9", "Wythoff position (4, 4)".
    static QString componentText(const SumComponent &component);
    /// A component's value and why: its options' values, the smallest missing one, g = mex.
    static QString valueText(std::size_t index, const SumComponentValue &value);
    /// The binary columns, one line per component and one for the nim-sum (digits aligned, highest power first).
    static QStringList columnLines(const SumAnalysis &analysis);
    /// The nim-sum and who wins.
    static QString verdictText(const SumAnalysis &analysis);
    /// "Move in component 2 from value 5 to value 5 XOR 1 = 4: ..." with what the move does in that component.
    static QString winningMoveText(const SumAnalysis &analysis, const SumWinningMove &move);
    /// What surprises students in this sum (Wythoff P-positions add 0; Fibonacci Nim values are not sizes), one
    /// sentence each.
    static QStringList surpriseTexts(const SumAnalysis &analysis);
    /// Why the analysis is for normal play only: misere sums need a different theory.
    static QString misereText();
    /// The gap between two sentences in the current language (a space in English, none in Japanese and Cantonese).
    static QString sentenceGap();
    /// Sentences one after the other, with sentenceGap() between them (empty ones left out).
    static QString sentences(const QStringList &parts);
    /// What a move does in its component, e.g. "take 3 coins, leaving 7 with quota 6".
    static QString componentMoveText(const SumComponent &from, const SumComponent &to);

    QString describeMove(const GameState &before, const GameMove &move) const override;
    QString whyNoWinningMove(const GameState &state) const override;
    QString refusalText(const Refusal &refusal) const override;

private:
    const SumRules &m_rules;
};

/// Sums of games for the session machinery: rules made from {} (normal play only) that read `store`, and the
/// explainer. The tab keeps the store, builds what a position needs (SumTableNeeds::of) off the GUI thread and
/// publishes it before starting a session on that position.
GameKind sumKind(std::shared_ptr<const SumTableStore> store = std::make_shared<const SumTableStore>());

} // namespace nimlab
