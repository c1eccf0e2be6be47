#!/usr/bin/env bash
# Installs what is missing, builds NimLab and starts it. Arguments go to the app (e.g. --lang ja --tab nimsum).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec "${NIMLAB_BUILD_DIR:-build}/app/nimlab" "$@"
