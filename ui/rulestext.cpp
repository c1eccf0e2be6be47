// Help > Rules. The prose follows the source articles. Each topic is a table of blocks, one
// translatable message per heading, paragraph or list item, so translators get units of a manageable size and the
// markup around them stays out of the .ts files. The text is translated when it is asked for, never cached.
#include "rulestext.h"

#include <QCoreApplication>

#include <span>

namespace nimlab {

namespace {

struct Block
{
    enum Kind
    {
        Section,
        Paragraph,
        Item
    };
    Kind kind;
    const char *text; ///< English source text; may hold inline markup (b, i, sub, sup).
};

constexpr Block nimBlocks[] = {
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "Winning strategy")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules", "Compute the nim-sum of the heap sizes. A position with nim-sum 0 is lost for the "
                                "player to move: every move makes the nim-sum non-zero. From a position with a "
                                "non-zero nim-sum some move always makes it 0 again, and the end of the game, with no "
                                "coins left, has nim-sum 0. So the winning move is the one that leaves nim-sum 0.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules", "Example: in the position (6, 12, 9), 6 = 2 + 4, 12 = 4 + 8 and 9 = 1 + 8, so the nim-sum is 1 + 2 = "
                  "3. The largest power of two in 3 is 2, and the heap of 6 contains 2. The nim-sum of 6 and 3 is 1 + "
                  "4 = 5, so take 1 coin from the heap of 6: the position (5, 12, 9) has nim-sum 0.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules",
         "Misère play: play exactly as in normal play until your move would leave no heap with more than one coin. "
         "Then leave an odd number of heaps of one coin instead, so that your opponent has to take the last coin.")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "History")},
    {Block::Paragraph, QT_TRANSLATE_NOOP("Rules", "Charles L. Bouton published the nim-sum strategy in 1901. Nim was "
                                                  "the first game of this kind to be solved completely.")},
};

constexpr Block nimSumBlocks[] = {
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules",
         "The nim-sum is commutative and associative, so the nim-sum of three or more numbers needs no brackets: write "
         "every number as a sum of powers of two and cancel equal powers of two in pairs. Its inverse, the "
         "nim-difference, is the nim-sum itself. In binary it is the bitwise exclusive or (XOR).")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules",
                       "In Nim, and in every impartial game under normal play that splits into independent parts, the "
                       "player to move loses with best play exactly when the nim-sum of the parts' values is 0.")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "Three ways to build the nim-sum table")},
    {Block::Item,
     QT_TRANSLATE_NOOP("Rules", "<b>Bitwise XOR.</b> Write <i>m</i> and <i>n</i> in binary and take the exclusive or "
                                "of each bit. 6 is 0110 and 12 is 1100; their exclusive or is 1010, which is 10.")},
    {Block::Item,
     QT_TRANSLATE_NOOP(
         "Rules",
         "<b>Smallest unused number (mex).</b> <i>G</i>(0, 0) = 0, and <i>G</i>(<i>m</i>, <i>n</i>) is the smallest "
         "non-negative integer that does not appear to its left in the same row, <i>G</i>(<i>m</i>, <i>n</i> − 1), …, "
         "<i>G</i>(<i>m</i>, 0), nor above it in the same column, <i>G</i>(<i>m</i> − 1, <i>n</i>), …, <i>G</i>(0, "
         "<i>n</i>). This is the definition of the Grundy value of the Nim position with heaps <i>m</i> and <i>n</i>. "
         "For example, <i>G</i>(1, 0) = <i>G</i>(0, 1) = 1 and <i>G</i>(1, 1) = 0.")},
    {Block::Item,
     QT_TRANSLATE_NOOP(
         "Rules",
         "<b>Recursive construction.</b> The table of size 1 is the single value 0. The table of size "
         "2<sup><i>k</i>+1</sup> is made of four tables of size 2<sup><i>k</i></sup>: upper left and lower right hold "
         "their values + 0, upper right and lower left hold their values + 2<sup><i>k</i></sup>. Four tables of size 1 "
         "make the table of size 2, four of size 2 the table of size 4, four of size 4 the table of size 8.")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "Sources")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules", "J. H. Conway, <i>On Numbers and Games</i>, 2nd edition, A K Peters, 2000 (the "
                                "nim-sum). 徳田雄洋「必勝法の数学」(<i>The Mathematics of Winning Strategies</i>), "
                                "Iwanami Shoten, 2017 (the recursive construction of the table).")},
};

constexpr Block fibonacciNimBlocks[] = {
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules", "The first player can win exactly when the starting number of coins is not a Fibonacci "
                                "number. With 21 coins, a Fibonacci number, the second player wins with best play.")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "History")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules", "Michael J. Whinihan first described the game in 1963 and credited its invention to "
                                "Robert E. Gaskell, a mathematician at Oregon State University. It is called Fibonacci "
                                "Nim because the Fibonacci numbers play such a large part in its analysis.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules", "<b>Do not mix it up with the other Fibonacci Nim.</b> A different game is also called Fibonacci "
                  "Nim: there every move removes a Fibonacci number of coins (1, 2, 3, 5, 8, …), with no doubling "
                  "rule. In NimLab, Fibonacci Nim always means Whinihan's game with the doubling rule.")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "Winning strategy")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules",
         "Every positive integer is a sum of Fibonacci numbers in exactly one way that uses each Fibonacci number at "
         "most once and never two consecutive Fibonacci numbers: its <b>Zeckendorf representation</b>. For example, 10 "
         "= 8 + 2; 5 + 5 repeats a number and 5 + 3 + 2 uses consecutive ones. The greedy algorithm finds it: subtract "
         "the largest Fibonacci number that fits and repeat until 0 remains.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules",
                       "The <b>quota</b> <i>q</i> is the largest number of coins that may be taken now: <i>q</i> = "
                       "<i>n</i> − 1 on the first move with <i>n</i> coins, and twice the previous move after that.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules",
         "The player to move can win exactly when <i>q</i> is at least the smallest Fibonacci number in the Zeckendorf "
         "representation of the number of coins left. A winning move is to take all the coins if the quota allows it, "
         "and otherwise to take that smallest Fibonacci number: the opponent's new quota is then smaller than the "
         "smallest Fibonacci number in the Zeckendorf representation of what remains. There can be other winning "
         "moves; from a losing position every move gives the opponent a winning one.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules", "Example: with 10 = 8 + 2 coins the first quota is 9, more than 2, so the first player "
                                "wins by taking 2 coins. That leaves 8 coins with a quota of 4, less than 8.")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "Several piles")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules",
         "Fibonacci Nim is an impartial game, so the Sprague-Grundy theorem applies to a game with several piles in "
         "which each move takes coins from one pile, at most twice the previous move made on that same pile. The value "
         "of the whole game is the nim-sum of the nim-values (Grundy values) of the piles, but no complete description "
         "of those values is known. Urban Larsson and Simon Rubinstein-Salzedo studied them in 2016.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules",
                       "In the global variant, also studied by Larsson and Rubinstein-Salzedo (2018), each move may "
                       "take at most twice the previous move, whichever pile the previous move was made on.")},
};

constexpr Block wythoffBlocks[] = {
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "History")},
    {Block::Paragraph, QT_TRANSLATE_NOOP("Rules", "The Dutch mathematician W. A. Wythoff published an analysis of the "
                                                  "game in 1907. It was the second game to be solved, after Nim.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules",
         "In March 1977 Martin Gardner reported in his Mathematical Games column in <i>Scientific American</i> that "
         "the game was played in China under the name <i>jiǎn shízǐ</i> (捡石子, “picking stones”).")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "Winning positions")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules",
                       "A P-position is one that the player who has just moved wins. (0, 0) is a P-position, so every "
                       "position that can reach it in one move is not. The next P-position is the smallest pair "
                       "(<i>x</i>, <i>y</i>) with <i>x</i> ≤ <i>y</i> whose <i>x</i>, <i>y</i> and <i>y</i> − <i>x</i> "
                       "are all unused so far, and so on: (1, 2), (3, 5), (4, 7), (6, 10), …")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules",
         "The <i>n</i>-th P-position is (⌊<i>n</i>φ⌋, ⌊<i>n</i>φ<sup>2</sup>⌋), where φ = (1 + √5) / 2 is the golden "
         "ratio and ⌊ ⌋ is the floor function; its two piles differ by <i>n</i>. This follows from Rayleigh's theorem "
         "on Beatty sequences, because φ<sup>2</sup> − φ = 1 and 1/φ + 1/φ<sup>2</sup> = 1.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules", "From any other position, the winning move is to a P-position. Under misère play, "
                                "where the player who takes the last coin loses, the P-positions are (0, 1), (2, 2) "
                                "and (⌊<i>n</i>φ⌋, ⌊<i>n</i>φ<sup>2</sup>⌋) for <i>n</i> ≥ 2.")},
};

constexpr Block sumsBlocks[] = {
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "The Sprague-Grundy theorem")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules",
                       "Every position of an impartial game has a Grundy value: the smallest non-negative integer that "
                       "is not the value of a position one move away (the mex). A position of value 0 is lost for the "
                       "player to move. A Nim heap of <i>n</i> coins has value <i>n</i>; a Wythoff P-position has "
                       "value 0; a Fibonacci Nim pile's value is not its size.")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP(
         "Rules", "The value of a sum is the nim-sum (bitwise XOR) of its components' values, so the player to move "
                  "wins exactly when that nim-sum is not 0. A winning move changes one component from value "
                  "<i>a</i> to value <i>a</i> XOR <i>s</i>, where <i>s</i> is the nim-sum: then the nim-sum is 0.")},
    {Block::Section, QT_TRANSLATE_NOOP("Rules", "Misère play")},
    {Block::Paragraph,
     QT_TRANSLATE_NOOP("Rules",
                       "When the last move loses, the values no longer add up this way: misère sums need a different "
                       "theory (Conway's misère quotients), so NimLab plays sums under normal play only.")},
};

std::span<const Block> blocks(RulesTopic topic)
{
    switch (topic) {
    case RulesTopic::Nim:
        return nimBlocks;
    case RulesTopic::NimSum:
        return nimSumBlocks;
    case RulesTopic::FibonacciNim:
        return fibonacciNimBlocks;
    case RulesTopic::Wythoff:
        return wythoffBlocks;
    case RulesTopic::Sums:
        return sumsBlocks;
    }
    return {};
}

} // namespace

QString rulesHtml(RulesTopic topic)
{
    QString html = QStringLiteral("<h2>") + rulesTitle(topic).toHtmlEscaped() + QStringLiteral("</h2>\n");
    // The rules themselves, as the intro page shows them.
    for (const QString &paragraph : rulesInBrief(topic))
        html += QStringLiteral("<p>") + paragraph + QStringLiteral("</p>\n");
    bool inList = false;
    for (const Block &block : blocks(topic)) {
        if (inList != (block.kind == Block::Item)) {
            inList = !inList;
            html += inList ? QStringLiteral("<ul>\n") : QStringLiteral("</ul>\n");
        }
        const QString text = QCoreApplication::translate("Rules", block.text);
        switch (block.kind) {
        case Block::Section:
            html += QStringLiteral("<h3>") + text + QStringLiteral("</h3>\n");
            break;
        case Block::Paragraph:
            html += QStringLiteral("<p>") + text + QStringLiteral("</p>\n");
            break;
        case Block::Item:
            html += QStringLiteral("<li>") + text + QStringLiteral("</li>\n");
            break;
        }
    }
    if (inList)
        html += QStringLiteral("</ul>\n");
    return html;
}

} // namespace nimlab
