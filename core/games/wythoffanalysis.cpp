// The explanations of Wythoff's game. Each text is assembled from numbers computed here by core/math, in the
// language installed when it is asked for; nothing is cached.
#include "wythoffanalysis.h"

#include "math/fibonacci.h"

#include <QStringList>

#include <algorithm>
#include <set>

namespace nimlab {

namespace {

// F_k as a 128-bit number, for the shifted usual representation, which may pass 2^64 - 1 near the top of the range.
UInt128 fibonacci128(int k)
{
    UInt128 previous = 0, current = 0;
    for (int i = 1; i <= k; ++i) {
        const UInt128 next = i <= 2 ? 1 : previous + current;
        previous = current;
        current = next;
    }
    return current;
}

UInt128 sumOfFibonacci(const std::vector<int> &indices, int shift)
{
    UInt128 sum = 0;
    for (const int index : indices)
        sum += fibonacci128(index + shift);
    return sum;
}

std::vector<int> shifted(const std::vector<int> &indices, int shift)
{
    std::vector<int> result;
    for (const int index : indices)
        result.push_back(index + shift);
    return result;
}

} // namespace

QString WythoffAnalysis::decimal(UInt128 value)
{
    if (value == 0)
        return QStringLiteral("0");
    QString digits;
    while (value != 0) {
        digits.prepend(QChar(u'0' + char16_t(value % 10)));
        value /= 10;
    }
    return digits;
}

QString WythoffAnalysis::fibonacciIndicesText(const std::vector<int> &indices)
{
    QStringList terms;
    for (const int index : indices)
        terms << QStringLiteral("F_%1").arg(index);
    return terms.join(QStringLiteral(" + "));
}

QString WythoffAnalysis::fibonacciValuesText(const std::vector<int> &indices)
{
    QStringList terms;
    for (const int index : indices)
        terms << decimal(fibonacci128(index));
    return terms.join(QStringLiteral(" + "));
}

std::optional<WythoffFormula> WythoffAnalysis::formula(std::uint64_t n)
{
    if (n > maxIndex())
        return std::nullopt;
    WythoffFormula f;
    f.n = n;
    f.fiveNSquared = 5 * UInt128{n} * n;
    f.root = isqrt128(f.fiveNSquared);
    const auto x = static_cast<std::uint64_t>((UInt128{n} + f.root) / 2);
    f.pair = {x, x + n};
    Q_ASSERT(wythoffPPosition(n) == f.pair);
    return f;
}

std::optional<WythoffZeckendorfComparison> WythoffAnalysis::zeckendorfComparison(std::uint64_t n)
{
    const std::optional<WythoffZeckendorfForm> form = n <= maxIndex() ? wythoffZeckendorfForm(n) : std::nullopt;
    if (!form)
        return std::nullopt;
    WythoffZeckendorfComparison c;
    c.form = *form;
    for (const FibonacciTerm &term : zeckendorfTerms(n))
        c.usualIndices.push_back(term.index);
    c.usualX = sumOfFibonacci(c.usualIndices, 1);
    c.usualY = sumOfFibonacci(c.usualIndices, 2);
    c.usualWorks = c.usualIndices == form->differenceIndices;
    return c;
}

QString WythoffAnalysis::formulaText(std::uint64_t n)
{
    const std::optional<WythoffFormula> f = formula(n);
    if (!f)
        return tr("n = %1 is too large: its P-position would not fit in 64 bits (the largest n is %2).")
            .arg(n)
            .arg(maxIndex());
    const UInt128 root = f->root;
    QStringList lines;
    // "\u221a" "5" stays split: lupdate reads an escape followed by a hex digit as one longer escape.
    lines << tr("n = %1. The golden ratio is \u03c6 = (1 + \u221a"
                "5) / 2, so \u230an\u03c6\u230b = \u230a(n + "
                "n\u221a"
                "5) / 2\u230b = (n + \u230an\u221a"
                "5\u230b) / 2 in whole numbers, and \u230an\u221a"
                "5\u230b = "
                "isqrt(5n\u00b2), the integer square root: no decimal value of \u03c6 is needed.")
                 .arg(n);
    lines << tr("5n\u00b2 = 5 \u00d7 %1 \u00d7 %1 = %2, and isqrt(%2) = %3, because %3 \u00d7 %3 = %4 \u2264 %2 < %5 = "
                "%6 \u00d7 %6.")
                 .arg(n)
                 .arg(decimal(f->fiveNSquared), decimal(root), decimal(root * root), decimal((root + 1) * (root + 1)),
                      decimal(root + 1));
    lines << tr("x = \u230a%1\u03c6\u230b = (%1 + %2) / 2 = %3 / 2 = %4 (whole-number division).")
                 .arg(n)
                 .arg(f->root)
                 .arg(decimal(UInt128{n} + root))
                 .arg(f->pair.x);
    lines << tr("y = \u230a%1\u03c6\u00b2\u230b = x + n = %2 + %1 = %3, because \u03c6\u00b2 = \u03c6 + 1.")
                 .arg(n)
                 .arg(f->pair.x)
                 .arg(f->pair.y);
    lines << tr("So (%1, %2) is the P-position with n = %3 (and so is (%2, %1)).").arg(f->pair.x).arg(f->pair.y).arg(n);
    return lines.join(QLatin1Char('\n'));
}

QString WythoffAnalysis::beattyText(std::uint64_t n)
{
    // List both sequences up to a limit that shows the chosen pair when it is small.
    const bool fits = n <= maxIndex();
    const WythoffPair chosen = fits ? wythoffPPosition(n).value_or(WythoffPair{}) : WythoffPair{};
    const std::uint64_t limit = fits && chosen.y <= 40 ? std::max<std::uint64_t>(chosen.y, 20) : 30;
    QStringList lower, upper;
    std::set<std::uint64_t> seen;
    bool complementary = true;
    for (std::uint64_t k = 1;; ++k) {
        const WythoffPair p = *wythoffPPosition(k);
        if (p.x > limit)
            break;
        lower << QString::number(p.x);
        complementary = complementary && seen.insert(p.x).second;
        if (p.y <= limit) {
            upper << QString::number(p.y);
            complementary = complementary && seen.insert(p.y).second;
        }
    }
    complementary = complementary && seen.size() == limit;
    Q_ASSERT(complementary);
    QStringList lines;
    lines << tr("\u03c6\u00b2 \u2212 \u03c6 = 1, because \u03c6 is the positive root of t\u00b2 = t + 1. Dividing by "
                "\u03c6\u00b2 gives 1/\u03c6 + 1/\u03c6\u00b2 = 1.");
    lines << tr("Rayleigh's theorem: when \u03b1 and \u03b2 are irrational and 1/\u03b1 + 1/\u03b2 = 1, the Beatty "
                "sequences \u230ak\u03b1\u230b and \u230ak\u03b2\u230b (k = 1, 2, 3, ...) together contain every "
                "positive whole number exactly once: they are complementary.");
    lines << (complementary ? tr("With \u03b1 = \u03c6 and \u03b2 = \u03c6\u00b2: \u230ak\u03c6\u230b = %1, ... and "
                                 "\u230ak\u03c6\u00b2\u230b = %2, ...: each of the numbers 1 to %3 appears exactly "
                                 "once.")
                                  .arg(lower.join(QStringLiteral(", ")), upper.join(QStringLiteral(", ")))
                                  .arg(limit)
                            : tr("With \u03b1 = \u03c6 and \u03b2 = \u03c6\u00b2: \u230ak\u03c6\u230b = %1, ... and "
                                 "\u230ak\u03c6\u00b2\u230b = %2, ...")
                                  .arg(lower.join(QStringLiteral(", ")), upper.join(QStringLiteral(", "))));
    lines << tr("So every positive number is the x of exactly one P-position or the y of exactly one, and y \u2212 x = "
                "k takes every value once: this is why the smallest number not used yet is always the next "
                "\u230ak\u03c6\u230b in the construction.");
    if (fits && n > 0)
        lines << tr("For n = %1: x = \u230a%1\u03c6\u230b = %2 is term %1 of the first sequence, y = "
                    "\u230a%1\u03c6\u00b2\u230b = %3 is term %1 of the second, and y = x + n because "
                    "\u230an\u03c6\u00b2\u230b = \u230an\u03c6 + n\u230b = \u230an\u03c6\u230b + n.")
                     .arg(n)
                     .arg(chosen.x)
                     .arg(chosen.y);
    return lines.join(QLatin1Char('\n'));
}

QString WythoffAnalysis::zeckendorfText(std::uint64_t n)
{
    if (n == 0)
        return tr("(0, 0): y \u2212 x = 0 is the empty sum, so there is nothing to shift; the Zeckendorf form is "
                  "about the other P-positions.");
    const std::optional<WythoffZeckendorfComparison> c = zeckendorfComparison(n);
    if (!c)
        return tr("n = %1 is too large: its P-position would not fit in 64 bits (the largest n is %2).")
            .arg(n)
            .arg(maxIndex());
    const WythoffZeckendorfForm &f = c->form;
    const WythoffPair pair = *wythoffPPosition(n);
    QStringList lines;
    lines << tr("y \u2212 x = %1 = %2 = %3: Fibonacci numbers (F_1 = F_2 = 1, F_(k+1) = F_k + F_(k\u2212"
                "1)) with no two "
                "indices consecutive and the smallest index, %4, odd; F_1 is allowed.")
                 .arg(n)
                 .arg(fibonacciIndicesText(f.differenceIndices), fibonacciValuesText(f.differenceIndices))
                 .arg(f.differenceIndices.back());
    lines << tr("Every index up by one: %1 = %2 = %3 = x.")
                 .arg(fibonacciIndicesText(f.xIndices), fibonacciValuesText(f.xIndices))
                 .arg(pair.x);
    lines << tr("Every index up by two: %1 = %2 = %3 = y.")
                 .arg(fibonacciIndicesText(f.yIndices), fibonacciValuesText(f.yIndices))
                 .arg(pair.y);
    if (c->usualWorks) {
        lines
            << tr("Here the usual Zeckendorf representation of %1 (the greedy one, indices from 2) already ends on an "
                  "odd index, so it is the form needed.")
                   .arg(n);
        return lines.join(QLatin1Char('\n'));
    }
    // An even smallest index F_2k is rewritten as F_2k-1 + F_2k-3 + ... + F_1 (same value, odd end).
    const int even = c->usualIndices.back();
    std::vector<int> odd;
    for (int k = even - 1; k >= 1; k -= 2)
        odd.push_back(k);
    lines << tr("Why not the usual representation? The greedy algorithm (indices from 2) writes %1 = %2. Shifting "
                "those indices gives %3 = %4 and %5 = %6, and (%4, %6) also has difference %1, but only one "
                "P-position has difference %1: (%7, %8). The shift works only when the smallest index is odd; the "
                "usual form ends on F_%9, and %10 = %11 rewrites it with an odd end.")
                 .arg(n)
                 .arg(fibonacciIndicesText(c->usualIndices), fibonacciIndicesText(shifted(c->usualIndices, 1)),
                      decimal(c->usualX), fibonacciIndicesText(shifted(c->usualIndices, 2)), decimal(c->usualY))
                 .arg(pair.x)
                 .arg(pair.y)
                 .arg(even)
                 .arg(fibonacciIndicesText({even}), fibonacciIndicesText(odd));
    return lines.join(QLatin1Char('\n'));
}

} // namespace nimlab
