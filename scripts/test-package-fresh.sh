#!/usr/bin/env bash
# Installs dist/nimlab_*.deb on a brand-new, minimal Debian 12 (debootstrap --variant=minbase in a chroot) with
# `apt-get install ./nimlab_*.deb`, then checks what a lab machine's user would: `nimlab` from PATH starts in each
# language (offscreen, --screenshot), `nimlab-cli` answers in each language, the man page, desktop entry, icons and
# AppStream file are where the desktop looks for them. Needs root. Builds the package first (scripts/package.sh)
# unless NIMLAB_SKIP_BUILD=1. The screenshots are copied to dist/fresh-<lang>.png.
#   usage: sudo bash scripts/test-package-fresh.sh        (KEEP=1 keeps the chroot for a look afterwards)
set -u
cd "$(dirname "$0")/.." || exit 2
[ "$(id -u)" -eq 0 ] || { echo "needs root (debootstrap, chroot)"; exit 2; }
top=$PWD
[ -n "${NIMLAB_SKIP_BUILD:-}" ] || bash scripts/package.sh || { echo "FAILED: scripts/package.sh"; exit 1; }
deb=$(ls dist/nimlab_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || { echo "FAILED: no dist/nimlab_*.deb"; exit 1; }

cache=${XDG_CACHE_HOME:-$HOME/.cache}/fresh-debian; mkdir -p "$cache"
tarball=$cache/bookworm-minbase.tar; root=$cache/root-package; log=$cache/package-test.log
mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null)
[ -n "$mirror" ] || mirror=$(awk '/^deb /{print $2; exit}' /etc/apt/sources.list 2>/dev/null)
if [ ! -s "$tarball" ]; then
    command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null
    rm -rf "$root"; mkdir -p "$root"
    echo "making a minimal Debian 12 (once; cached in $tarball) ..."
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$cache/debootstrap.log" 2>&1 \
        || { echo "debootstrap failed: see $cache/debootstrap.log"; exit 1; }
    tar -C "$root" -cf "$tarball" .
fi
umount "$root/proc" 2>/dev/null; rm -rf "$root"; mkdir -p "$root"
tar -C "$root" -xf "$tarball"
cp "$deb" "$root/tmp/"
mount -t proc proc "$root/proc"
trap 'umount "$root/proc" 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$root"' EXIT

echo "== apt-get install ./$(basename "$deb") on a fresh Debian 12 (log: $log)"
chroot "$root" /bin/bash -c "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    /tmp/$(basename "$deb")" >"$log" 2>&1 || { echo "FAILED: apt-get install (see $log)"; tail -n 5 "$log"; exit 1; }
grep -E '^(Setting up nimlab|[0-9]+ upgraded)' "$log"

fail=0
check() { # description, command run in the chroot
    if chroot "$root" /bin/bash -c "$2" >>"$log" 2>&1; then echo "ok: $1"; else echo "FAILED: $1"; fail=1; fi
}
check "nimlab and nimlab-cli on PATH" 'command -v nimlab && command -v nimlab-cli'
check "nimlab-cli answers (6, 12, 9)" 'nimlab-cli --lang en nim 6 12 9 | grep -q "6 -> 5"'
check "nimlab-cli answers in JSON" 'nimlab-cli nim 6 12 9 --json | grep -q "\"nimSum\""'
for lang in ja yue; do
    check "nimlab-cli answers in $lang (not in English)" \
        "nimlab-cli --lang $lang nim 6 12 9 | LC_ALL=C grep -q -P '[\x80-\xff]'"
done
check "man page" 'test -s /usr/share/man/man1/nimlab-cli.1.gz'
check "desktop entry" 'test -s /usr/share/applications/nimlab.desktop'
check "icons" 'test -s /usr/share/icons/hicolor/scalable/apps/nimlab.svg && test -s /usr/share/icons/hicolor/256x256/apps/nimlab.png'
check "AppStream metainfo" 'test -s /usr/share/metainfo/io.github.nimlab.NimLab.metainfo.xml'
for lang in en ja yue; do
    check "nimlab starts in $lang" "cd /tmp && HOME=/tmp/home-$lang QT_QPA_PLATFORM=offscreen timeout 120 \
        nimlab --lang $lang --screenshot /tmp/fresh-$lang.png && test -s /tmp/fresh-$lang.png"
    [ -s "$root/tmp/fresh-$lang.png" ] && cp "$root/tmp/fresh-$lang.png" "$top/dist/fresh-$lang.png"
done
if [ $fail -ne 0 ]; then echo "FAILED (see $log)"; exit 1; fi
echo "OK: $(basename "$deb") installs on a fresh Debian 12; nimlab starts in en, ja and yue (dist/fresh-*.png)"
