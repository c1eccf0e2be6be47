#!/usr/bin/env bash
# Installs the Debian packages NimLab needs (only the missing ones; via sudo when not root), then configures and
# builds it in ./build (or $NIMLAB_BUILD_DIR). Extra arguments go to the CMake configure step. The packages are
# listed in scripts/packages.txt; NIMLAB_EXTRA_PACKAGES adds more (scripts/package.sh uses it).
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t packages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' scripts/packages.txt)
packages+=(${NIMLAB_EXTRA_PACKAGES:-})
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

build_dir="${NIMLAB_BUILD_DIR:-build}"
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="${NIMLAB_BUILD_TYPE:-RelWithDebInfo}" "$@"
cmake --build "$build_dir" -j2
