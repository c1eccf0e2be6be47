#!/usr/bin/env bash
# Runs lupdate over the sources into both .ts files. Qt 6.4's lupdate does not know the language code "yue" and
# refuses to update such a file, so the Cantonese file is updated under zh_HK's (same, single) plural rules and its
# language is set back to yue afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
sed -i 's/<TS version="2.1" language="yue">/<TS version="2.1" language="zh_HK">/' translations/nimlab_yue.ts
trap 'sed -i "s/<TS version=\"2.1\" language=\"zh_HK\">/<TS version=\"2.1\" language=\"yue\">/" translations/nimlab_yue.ts' EXIT
"$lupdate" -no-obsolete -locations none core ui app/cli app/gui -ts translations/nimlab_ja.ts translations/nimlab_yue.ts
