#pragma once
// The prose of Help > Rules: one page of rich text per topic, translated at call time (never cached), so a
// language switch only needs the caller to ask again.
#include <QString>

namespace nimlab {

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

/// The topic's rules, strategy and history as the HTML subset QTextBrowser renders (h2, h3, p, ul, i, sub, sup).
QString rulesHtml(RulesTopic topic);

} // namespace nimlab
