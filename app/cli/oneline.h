#pragma once

#include <QString>
#include <QStringView>

namespace nimlab::cli {

/// `text` with every control character spelled out, so a message that quotes user input stays one line and sends no
/// terminal escape: \n \r \t \e for the common ones, \xNN for the rest of C0 and DEL, \u{NN} for C1 (U+0080..U+009F)
/// and the Unicode line and paragraph separators. Everything else, non-ASCII letters included, is kept as it is.
QString escapeControlCharacters(QStringView text);

} // namespace nimlab::cli
