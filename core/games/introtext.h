#pragma once
// What a newcomer reads first about each game: the rules in a few sentences (the same sentences Help > Rules opens
// with) and what the intro's picture shows, numbers included. Translated when asked for, never cached.
#include "sumcomponent.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace nimlab {

/// The subjects of Help > Rules and of the intro pages.
enum class RulesTopic
{
    Nim,
    NimSum,
    FibonacciNim,
    Wythoff,
    Sums
};

/// The topic's title in the current language, for a window title, a tab or a list entry.
QString rulesTitle(RulesTopic topic);

/// The rules in brief, one paragraph each (inline markup b, i, sub, sup): what the intro shows, and the opening
/// paragraphs of the topic's Help > Rules.
QStringList rulesInBrief(RulesTopic topic);

/// The intro page of a game tab ("What is this game?"), built in the current language.
struct GameIntro
{
    RulesTopic topic = RulesTopic::Nim;
    QString title;     ///< the game's name
    QStringList rules; ///< rulesInBrief(topic)
    /// What the picture draws, top to bottom: rows of coins (a Nim heap or a pile of Wythoff's game as SumGame::Nim, a
    /// Fibonacci Nim pile with its quota) and queens on a board.
    std::vector<SumComponent> picture;
    QString pictureText; ///< the picture in words (its caption)
};

/// The topic of the game tab whose GameTab::key() is `key` ("nim", "fibnim", "wythoff", "sums"); nullopt for a tab
/// without an intro.
std::optional<RulesTopic> introTopicOfTab(const QString &key);

/// The intro of `topic`, its numbers and words computed now.
GameIntro gameIntro(RulesTopic topic);

} // namespace nimlab
