// The intro pages' text and pictures, and the rules in brief that Help > Rules opens with. The rules keep the "Rules"
// translation context of Help > Rules: one sentence, one translation, wherever it is shown.
#include "introtext.h"

#include <QCoreApplication>

#include <span>

namespace nimlab {

namespace {

class IntroText
{
    Q_DECLARE_TR_FUNCTIONS(Intro)
};

constexpr const char *nimRules[] = {
    QT_TRANSLATE_NOOP("Rules", "Nim is played with several heaps of coins. Two players move in turn; a move takes any "
                               "number of coins, at least one, from a single heap."),
    QT_TRANSLATE_NOOP("Rules",
                      "Under <b>normal play</b> the player who takes the last coin wins: the player who cannot "
                      "move loses. Under <b>misère play</b> the player who takes the last coin loses."),
};

constexpr const char *nimSumRules[] = {
    QT_TRANSLATE_NOOP(
        "Rules", "To find the nim-sum of two non-negative integers <i>m</i> and <i>n</i>, write each of them as a sum "
                 "of distinct powers of two and add up the powers of two that appear in only one of them. For "
                 "example, 6 = 2 + 4 and 12 = 4 + 8; 4 appears in both, so the nim-sum of 6 and 12 is 2 + 8 = 10."),
};

constexpr const char *fibonacciNimRules[] = {
    QT_TRANSLATE_NOOP("Rules",
                      "Fibonacci Nim is a subtraction game, a variation of Nim played with a single pile of coins. "
                      "Two players take turns removing coins, at least one each time. On the first move a player may "
                      "take any number of coins but not all of them; after that, a move may take at most twice as "
                      "many coins as the previous move. Under normal play the player who takes the last coin wins."),
};

constexpr const char *wythoffRules[] = {
    QT_TRANSLATE_NOOP(
        "Rules",
        "Wythoff's game is played with two piles of coins. On each turn a player takes any number of coins from one "
        "pile, or the same number of coins from both piles. The player who takes the last coin wins."),
    QT_TRANSLATE_NOOP("Rules",
                      "The same game with a queen on a chessboard: the players take turns moving the queen any number "
                      "of squares left, down or diagonally down-left, and the player who moves it into the "
                      "bottom-left corner wins. The queen's column and row are the sizes of the two piles."),
};

constexpr const char *sumsRules[] = {
    QT_TRANSLATE_NOOP("Rules",
                      "A sum of games is several games played side by side: on each turn a player makes a move in "
                      "exactly one of them, and the player who makes the last move of all wins (normal play). In "
                      "NimLab's sums each component is a Nim heap, a Fibonacci Nim pile with its own quota (taking "
                      "<i>k</i> coins leaves the opponent a quota of 2<i>k</i>) or a Wythoff position."),
};

std::span<const char *const> briefRules(RulesTopic topic)
{
    switch (topic) {
    case RulesTopic::Nim:
        return nimRules;
    case RulesTopic::NimSum:
        return nimSumRules;
    case RulesTopic::FibonacciNim:
        return fibonacciNimRules;
    case RulesTopic::Wythoff:
        return wythoffRules;
    case RulesTopic::Sums:
        return sumsRules;
    }
    return {};
}

/// The picture's components and their caption.
void describePicture(GameIntro &intro)
{
    switch (intro.topic) {
    case RulesTopic::Nim:
    case RulesTopic::NimSum:
        intro.picture = {SumComponent::nim(3), SumComponent::nim(4), SumComponent::nim(5)};
        intro.pictureText = IntroText::tr("Three heaps of %1, %2 and %3 coins. Take from one heap at a time.")
                                .arg(intro.picture[0].a)
                                .arg(intro.picture[1].a)
                                .arg(intro.picture[2].a);
        return;
    case RulesTopic::FibonacciNim: {
        // The articles' example pile.
        const SumComponent pile = SumComponent::fibNimStart(10);
        intro.picture = {pile};
        intro.pictureText =
            IntroText::tr("A pile of %1 coins: the first move may take 1 to %2 of them.").arg(pile.a).arg(pile.b);
        return;
    }
    case RulesTopic::Wythoff: {
        // The two piles and the same position as the queen's square.
        const SumComponent queen = SumComponent::wythoff(3, 5);
        intro.picture = {SumComponent::nim(queen.a), SumComponent::nim(queen.b), queen};
        intro.pictureText = IntroText::tr("Piles of %1 and %2 coins are the queen on square (%1, %2); the shaded "
                                          "squares are where she can move.")
                                .arg(queen.a)
                                .arg(queen.b);
        return;
    }
    case RulesTopic::Sums: {
        // The worked example's sum, as the tab starts it.
        intro.picture = sumExampleComponents();
        QStringList parts;
        for (const SumComponent &c : intro.picture) {
            switch (c.game) {
            case SumGame::Nim:
                parts << IntroText::tr("a Nim heap of %1").arg(c.a);
                break;
            case SumGame::FibNim:
                parts << IntroText::tr("a Fibonacci Nim pile of %1 (quota %2)").arg(c.a).arg(c.b);
                break;
            case SumGame::Wythoff:
                parts << IntroText::tr("Wythoff (%1, %2)").arg(c.a).arg(c.b);
                break;
            }
        }
        intro.pictureText = IntroText::tr("Played side by side: %1. Each move is made in one of them.")
                                .arg(parts.join(IntroText::tr(" + ", "between the components of a sum")));
        return;
    }
    }
}

} // namespace

QString rulesTitle(RulesTopic topic)
{
    switch (topic) {
    case RulesTopic::Nim:
        return QCoreApplication::translate("Rules", "Nim");
    case RulesTopic::NimSum:
        return QCoreApplication::translate("Rules", "Nim-sum");
    case RulesTopic::FibonacciNim:
        return QCoreApplication::translate("Rules", "Fibonacci Nim");
    case RulesTopic::Wythoff:
        return QCoreApplication::translate("Rules", "Wythoff's game");
    case RulesTopic::Sums:
        return QCoreApplication::translate("Rules", "Sums of games");
    }
    return {};
}

QStringList rulesInBrief(RulesTopic topic)
{
    QStringList paragraphs;
    for (const char *text : briefRules(topic))
        paragraphs << QCoreApplication::translate("Rules", text);
    return paragraphs;
}

std::optional<RulesTopic> introTopicOfTab(const QString &key)
{
    if (key == QLatin1String("nim"))
        return RulesTopic::Nim;
    if (key == QLatin1String("fibnim"))
        return RulesTopic::FibonacciNim;
    if (key == QLatin1String("wythoff"))
        return RulesTopic::Wythoff;
    if (key == QLatin1String("sums"))
        return RulesTopic::Sums;
    return std::nullopt;
}

GameIntro gameIntro(RulesTopic topic)
{
    GameIntro intro;
    intro.topic = topic;
    intro.title = rulesTitle(topic);
    intro.rules = rulesInBrief(topic);
    describePicture(intro);
    return intro;
}

} // namespace nimlab
