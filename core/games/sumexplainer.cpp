// The words of sums of games: every number comes from SumAnalysis (or the rules' refusal), every sentence from here.
#include "sumanalysis.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SumExplainer)
};

// At most this many values are written out in a list; the rest are counted.
constexpr std::size_t kListedValues = 12;

QString tuple(std::uint64_t a, std::uint64_t b)
{
    return QStringLiteral("(%1, %2)").arg(a).arg(b);
}

QString optionText(const SumComponent &c)
{
    return c.game == SumGame::Nim ? QString::number(c.a) : tuple(c.a, c.b);
}

QString valueList(const std::vector<std::uint64_t> &values)
{
    QStringList parts;
    for (std::size_t i = 0; i < std::min(values.size(), kListedValues); ++i)
        parts << QString::number(values[i]);
    QString text = parts.join(Text::tr(", "));
    if (values.size() > kListedValues)
        text = Text::tr("%1 and %2 more").arg(text).arg(values.size() - kListedValues);
    return text;
}

// The values the options have: every value below the mex, and those above it.
QString occurringValues(const SumComponentValue &v)
{
    std::vector<std::uint64_t> below;
    if (v.grundy <= 6)
        for (std::uint64_t g = 0; g < v.grundy; ++g)
            below.push_back(g);
    const QString low = v.grundy == 0   ? QString()
                        : v.grundy <= 6 ? valueList(below)
                                        : Text::tr("every value from 0 to %1").arg(v.grundy - 1);
    if (v.valuesAbove.empty())
        return low;
    if (low.isEmpty())
        return valueList(v.valuesAbove);
    return Text::tr("%1, and above it %2").arg(low, valueList(v.valuesAbove));
}
} // namespace

QString SumExplainer::componentText(const SumComponent &c)
{
    switch (c.game) {
    case SumGame::Nim:
        return Text::tr("Nim heap of %1").arg(c.a);
    case SumGame::FibNim:
        return Text::tr("Fibonacci Nim pile: %1 coins, quota %2").arg(c.a).arg(c.b);
    case SumGame::Wythoff:
        break;
    }
    return Text::tr("Wythoff position (%1, %2)").arg(c.a).arg(c.b);
}

QString SumExplainer::componentMoveText(const SumComponent &from, const SumComponent &to)
{
    switch (from.game) {
    case SumGame::Nim:
        return Text::tr("lower the heap from %1 to %2 (take %3)").arg(from.a).arg(to.a).arg(from.a - to.a);
    case SumGame::FibNim:
        return (from.a - to.a == 1 ? Text::tr("take %1 coin, leaving %2 with quota %3")
                                   : Text::tr("take %1 coins, leaving %2 with quota %3"))
            .arg(from.a - to.a)
            .arg(to.a)
            .arg(to.b);
    case SumGame::Wythoff:
        break;
    }
    const QString move = to.b == from.b   ? Text::tr("take %1 from the first pile").arg(from.a - to.a)
                         : to.a == from.a ? Text::tr("take %1 from the second pile").arg(from.b - to.b)
                                          : Text::tr("take %1 from both piles").arg(from.a - to.a);
    return Text::tr("%1: %2 \u2192 %3").arg(move, tuple(from.a, from.b), tuple(to.a, to.b));
}

QString SumExplainer::sentenceGap()
{
    // English puts a space between sentences; Japanese and Cantonese do not.
    return Text::tr(" ", "the space between two sentences (none in Japanese and Cantonese: translate with a "
                         "zero-width space)");
}

QString SumExplainer::sentences(const QStringList &parts)
{
    QStringList nonEmpty = parts;
    nonEmpty.removeAll(QString());
    return nonEmpty.join(sentenceGap());
}

QString SumExplainer::valueText(std::size_t index, const SumComponentValue &v)
{
    const QString head = Text::tr("Component %1, %2.").arg(index + 1).arg(componentText(v.component));
    if (v.optionCount == 0)
        return sentences({head, Text::tr("It has no move: the smallest value missing from no values at all is 0, so "
                                         "g = 0.")});
    if (v.component.game == SumGame::Nim)
        return sentences({head, Text::tr("Its options are the heaps 0 to %1, whose values are their sizes: every value "
                                         "below %2 occurs, so g = mex = %2, the size of the heap.")
                                    .arg(v.grundy - 1)
                                    .arg(v.grundy)});
    QString options;
    if (!v.options.empty()) {
        QStringList parts;
        for (const SumOption &o : v.options)
            parts << Text::tr("g%1 = %2").arg(optionText(o.to)).arg(o.value);
        const bool fib = v.component.game == SumGame::FibNim;
        options = (fib ? (v.optionCount == 1 ? Text::tr("Its %1 option (coins, quota) and its "
                                                        "value: %2.")
                                             : Text::tr("Its %1 options (coins, quota) and their "
                                                        "values: %2."))
                       : (v.optionCount == 1 ? Text::tr("Its %1 option and its value: %2.")
                                             : Text::tr("Its %1 options and their values: %2.")))
                      .arg(v.optionCount)
                      .arg(parts.join(Text::tr(", ")));
    } else {
        options = Text::tr("It has %1 options.").arg(v.optionCount);
    }
    const QString why = v.grundy == 0
                            ? Text::tr("Their values are %1: none is 0, so g = mex = 0.").arg(occurringValues(v))
                            : Text::tr("Their values are %1; the smallest value missing among them is %2, so "
                                       "g = mex = %2.")
                                  .arg(occurringValues(v))
                                  .arg(v.grundy);
    return sentences({head, options, why});
}

QStringList SumExplainer::columnLines(const SumAnalysis &a)
{
    const auto digits = [](const std::vector<int> &row) {
        QString text;
        for (const int d : row)
            text += QLatin1Char(d ? '1' : '0');
        return text;
    };
    QStringList lines;
    for (std::size_t i = 0; i < a.components.size(); ++i)
        lines << Text::tr("%1  g = %2  component %3: %4")
                     .arg(digits(a.digits[i]))
                     .arg(a.components[i].grundy)
                     .arg(i + 1)
                     .arg(componentText(a.components[i].component));
    lines << QString(int(a.columns.size()), QLatin1Char('-'));
    lines << Text::tr("%1  = %2  the nim-sum: 1 in each column with an odd number of ones")
                 .arg(digits(a.nimSumDigits))
                 .arg(a.nimSum);
    return lines;
}

QString SumExplainer::verdictText(const SumAnalysis &a)
{
    if (a.over)
        return Text::tr("No component has a move left: the player who made the last move won.");
    if (a.winning)
        return Text::tr("The nim-sum of the values is %1, not 0: the player to move wins, by a move that makes it "
                        "0.")
            .arg(a.nimSum);
    return Text::tr("The nim-sum of the values is 0: the player to move loses against best play.");
}

QString SumExplainer::winningMoveText(const SumAnalysis &a, const SumWinningMove &m)
{
    const SumComponent &from = a.components.at(m.component).component;
    return Text::tr("Move in component %1 (%2) from value %3 to value %3 XOR %4 = %5: %6.")
               .arg(m.component + 1)
               .arg(componentText(from))
               .arg(m.fromValue)
               .arg(a.nimSum)
               .arg(m.toValue)
               .arg(componentMoveText(from, m.to)) +
           (m.toValue > m.fromValue ? sentenceGap() + Text::tr("This move raises the component's value: the mex "
                                                               "promises every smaller value among the options, "
                                                               "and some options may have larger ones.")
                                    : QString());
}

QStringList SumExplainer::surpriseTexts(const SumAnalysis &a)
{
    QStringList texts;
    for (const std::size_t i : a.wythoffZeros) {
        const SumComponent &c = a.components[i].component;
        texts << Text::tr("Component %1, the Wythoff position (%2, %3), is a P-position: its value is 0, so it adds "
                          "nothing to the nim-sum. The sum is won or lost as if it were not there, although it still "
                          "has moves.")
                     .arg(i + 1)
                     .arg(c.a)
                     .arg(c.b);
    }
    for (const std::size_t i : a.fibNimNotSize) {
        const SumComponentValue &v = a.components[i];
        texts << Text::tr("Component %1 is a Fibonacci Nim pile of %2 coins, yet its value is %3: unlike a Nim heap, "
                          "a pile's value is not its size, since the quota limits the positions it can reach.")
                     .arg(i + 1)
                     .arg(v.component.a)
                     .arg(v.grundy);
    }
    return texts;
}

QString SumExplainer::misereText()
{
    return Text::tr("Sums are analysed under normal play only (the player who makes the last move wins). In misère "
                    "play the nim-sum of the components' values does not decide the winner: a single Nim heap of 1 "
                    "has value 1, yet under misère play the player to move loses. Misère sums need a different theory "
                    "(misère quotients), not the Sprague-Grundy theorem.");
}

QString SumExplainer::describeMove(const GameState &before, const GameMove &move) const
{
    const SumRules::Position position = SumRules::decode(before);
    const SumRules::Move m = SumRules::decodeMove(move);
    if (m.component >= position.components.size())
        return {};
    return Text::tr("component %1: %2")
        .arg(m.component + 1)
        .arg(componentMoveText(position.components[m.component], m.to));
}

QString SumExplainer::whyNoWinningMove(const GameState &state) const
{
    const SumRules::Position position = SumRules::decode(state);
    const std::optional<SumAnalysis> a = analyseSum(position.components, *m_rules.tables());
    if (!a || a->winning)
        return {};
    if (a->over)
        return Text::tr("The game is over.");
    return Text::tr("The nim-sum of the components' values is 0. Every move changes the value of one component, so "
                    "it makes the nim-sum non-zero, and the opponent can then make it 0 again.");
}

QString SumExplainer::refusalText(const Refusal &refusal) const
{
    using Reason = SumRules::Reason;
    const auto n = [&refusal](std::size_t i) { return i < refusal.numbers.size() ? refusal.numbers[i] : 0; };
    switch (Reason(refusal.reason)) {
    case Reason::Malformed:
        return Text::tr("A sum is a list of components: Nim heaps, Fibonacci Nim piles and Wythoff positions.");
    case Reason::NoComponent:
        return Text::tr("A sum needs at least one component.");
    case Reason::TooManyComponents:
        return Text::tr("A sum has at most %1 components, not %2.").arg(n(0)).arg(n(1));
    case Reason::QuotaZero:
        return Text::tr("Component %1: a Fibonacci Nim pile needs a quota of at least 1 (a new pile of n coins has "
                        "quota n - 1, so it needs 2 coins).")
            .arg(n(0));
    case Reason::FibNimTooBig:
        return Text::tr("Component %1: a Fibonacci Nim pile holds at most %2 coins, not %3.")
            .arg(n(0))
            .arg(n(1))
            .arg(n(2));
    case Reason::WythoffTooBig:
        return Text::tr("Component %1: a Wythoff position has piles of at most %2, not %3.")
            .arg(n(0))
            .arg(n(1))
            .arg(n(2));
    case Reason::TablesNotReady:
        return Text::tr("The Grundy values of this sum are still being computed (Fibonacci Nim piles up to %1 coins, "
                        "Wythoff positions up to %2).")
            .arg(n(0))
            .arg(n(1) == 0 ? 0 : n(1) - 1);
    case Reason::MoveShape:
        return Text::tr("Choose a component and the position it moves to.");
    case Reason::NoSuchComponent:
        return Text::tr("There is no component %1.").arg(n(0));
    case Reason::OtherGame:
        return Text::tr("Component %1 is another game: a move keeps the game of its component.").arg(n(0));
    case Reason::NotAMove:
        break;
    }
    return Text::tr("That is not one move in component %1.").arg(n(0));
}

} // namespace nimlab
