#!/usr/bin/env bash
# Installs what is missing, builds NimLab and runs every test; exits non-zero when a test fails.
# Extra arguments go to the CMake configure step (CI passes -DNIMLAB_WERROR=ON).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh "$@"
ctest --test-dir "${NIMLAB_BUILD_DIR:-build}" --output-on-failure -j2
