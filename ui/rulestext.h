#pragma once
// The prose of Help > Rules: one page of rich text per topic, translated at call time (never cached), so a
// language switch only needs the caller to ask again.
// The topics, their titles and the rules in brief are the core's (games/introtext.h), shared with the intro pages.
#include "games/introtext.h"

#include <QString>

namespace nimlab {

/// The topic's rules (rulesInBrief() first), strategy and history as the HTML subset QTextBrowser renders (h2, h3, p,
/// ul, i, sub, sup).
QString rulesHtml(RulesTopic topic);

} // namespace nimlab
