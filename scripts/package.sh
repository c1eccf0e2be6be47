#!/usr/bin/env bash
# Builds the Debian package dist/nimlab_<version>_<arch>.deb: installs what is missing (the build packages and
# dpkg-dev, file and help2man for packaging), builds a Release in ./build-package (or $NIMLAB_PACKAGE_BUILD_DIR)
# without the tests, and runs CPack's DEB generator (see cmake/packaging.cmake).
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${NIMLAB_PACKAGE_BUILD_DIR:-build-package}"
NIMLAB_EXTRA_PACKAGES="dpkg-dev file help2man" NIMLAB_BUILD_DIR="$build_dir" NIMLAB_BUILD_TYPE=Release \
    bash scripts/setup.sh -DCMAKE_INSTALL_PREFIX=/usr -DNIMLAB_BUILD_TESTS=OFF
rm -f "$build_dir"/nimlab_*.deb
(cd "$build_dir" && cpack -G DEB)
mkdir -p dist
rm -f dist/nimlab_*.deb
cp "$build_dir"/nimlab_*.deb dist/
ls -l dist/nimlab_*.deb
