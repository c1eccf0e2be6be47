#pragma once

#include "gameexplainer.h"
#include "math/wideint.h"
#include "math/wythoff.h"
#include "wythoffrules.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace nimlab {

/// The exact integer computation of the n-th P-position: floor(n phi) = (n + isqrt(5 n^2)) / 2, floor(n phi^2) =
/// floor(n phi) + n.
struct WythoffFormula
{
    std::uint64_t n = 0;
    UInt128 fiveNSquared = 0; ///< 5 n^2 (up to 128 bits)
    std::uint64_t root = 0;   ///< isqrt(5 n^2) = floor(n sqrt 5)
    WythoffPair pair;         ///< (floor(n phi), floor(n phi^2))
};

/// The article's Zeckendorf form of the n-th P-position next to the usual (greedy) representation of n, shifted the
/// same way, to show why only the form with the smallest index odd works.
struct WythoffZeckendorfComparison
{
    WythoffZeckendorfForm form;    ///< the article's form (smallest index odd)
    std::vector<int> usualIndices; ///< greedy Zeckendorf indices of n (all >= 2), largest first
    UInt128 usualX = 0;            ///< the usual indices shifted up by one, summed
    UInt128 usualY = 0;            ///< ... shifted up by two
    bool usualWorks = false;       ///< true when the usual form already is the article's form
};

/// The explanations of Wythoff's game: the exact floor formula, the Beatty sequences and Rayleigh's theorem, the
/// Zeckendorf form, misere play and the analysis of one position. Every number is computed by core/math when the text
/// is asked for, and every sentence is built in the language installed at that moment.
class WythoffAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(WythoffAnalysis)

public:
    /// The largest n whose P-position fits in 64 bits (the explanations accept 0 .. maxIndex()).
    static std::uint64_t maxIndex() { return wythoffMaxIndex(); }

    /// The numbers of the exact computation; nullopt when n > maxIndex().
    static std::optional<WythoffFormula> formula(std::uint64_t n);
    /// The forms of the n-th P-position; nullopt for n == 0 or n > maxIndex().
    static std::optional<WythoffZeckendorfComparison> zeckendorfComparison(std::uint64_t n);

    /// (floor(n phi), floor(n phi^2)) with the integer computation shown step by step.
    static QString formulaText(std::uint64_t n);
    /// Rayleigh's theorem, phi^2 - phi = 1 and 1/phi + 1/phi^2 = 1, and the two complementary Beatty sequences.
    static QString beattyText(std::uint64_t n);
    /// y - x as non-consecutive Fibonacci numbers with the smallest index odd, the shifts to x and y, and why the
    /// usual representation would not do.
    static QString zeckendorfText(std::uint64_t n);
    /// The misere P-positions (0, 1), (2, 2), then the normal pairs from n = 2, and why.
    static QString misereText();
    /// The verdict on (x, y) and how each of the three kinds of move (keep y, keep x, keep y - x) can reach a
    /// P-position.
    static QString positionText(std::uint64_t x, std::uint64_t y, bool misere);

    /// "F_5 + F_3 + F_1".
    static QString fibonacciIndicesText(const std::vector<int> &indices);
    /// "5 + 2 + 1".
    static QString fibonacciValuesText(const std::vector<int> &indices);
    /// Decimal digits of a 128-bit number.
    static QString decimal(UInt128 value);
};

/// The Wythoff explainer for the session machinery: move list and hints.
class WythoffExplainer final : public GameExplainer
{
    Q_DECLARE_TR_FUNCTIONS(WythoffExplainer)

public:
    explicit WythoffExplainer(const WythoffRules &rules) : m_rules(rules) {}
    /// "(3, 5) -> (3, 2): take 3 from the second pile".
    QString describeMove(const GameState &before, const GameMove &move) const override;
    /// Why (x, y) is a P-position: its difference and piles belong to it and to no other P-position.
    QString whyNoWinningMove(const GameState &state) const override;
    QString refusalText(const Refusal &refusal) const override;

private:
    const WythoffRules &m_rules;
};

/// Wythoff's game for the session machinery: its rules from saved options ({"misere": bool}) and its explainer.
GameKind wythoffKind();

} // namespace nimlab
