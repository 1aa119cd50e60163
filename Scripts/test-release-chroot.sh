#!/usr/bin/env bash
# Runs the packed Linux release where no Swift is installed: a fresh minimal Debian root made with Debian's
# debootstrap (`--variant=minbase`, plus libxml2, which Foundation's XMLParser loads, and libcurl4, which
# URLSession loads for the translation engines' HTTP), the archive unpacked in
# it, and with chroot: `--version` prints the archive's version, `audit` of the bundled example prints exactly
# what the same binary prints on this machine, and `format --check` passes the example's catalog and fails a
# reindented copy. Also checks that the binary asks the system for no library beyond glibc, the C++ runtime,
# libxml2 and libcurl.
#
#   Scripts/test-release-chroot.sh [RELEASE_DIR]    default: .build-artifacts/release (Scripts/release's output)
#
# The Debian root is made once per run in a temporary folder, from the mirror this machine's apt uses. Skipped,
# with the reason, where it can't run: not Linux, not root, or no debootstrap and no way to install it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
release=${1:-$root/.build-artifacts/release}
skip() { echo "skipped: the release's chroot test: $1"; exit 0; }
fail() { echo "release chroot test: $1" >&2; exit 1; }

[ "$(uname -s)" = Linux ] || skip "it runs the Linux archive with Linux's chroot"
archive=$(ls "$release"/phrasebook-*-linux-*.tar.gz 2>/dev/null | head -1 || true)
[ -n "$archive" ] || { echo "release chroot test: no Linux archive in $release; run Scripts/release first" >&2; exit 2; }
[ "$(id -u)" = 0 ] || skip "debootstrap and chroot need root"
if ! command -v debootstrap >/dev/null && command -v apt-get >/dev/null; then
    apt-get install -y -qq debootstrap >/dev/null 2>&1 \
        || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq debootstrap >/dev/null 2>&1; } || true
fi
command -v debootstrap >/dev/null || skip "Debian's debootstrap is not installed and could not be"

name=$(basename "$archive" .tar.gz)
version=${name#phrasebook-}
version=${version%-linux-*}

# What the binary needs from the system: nothing of Swift's; glibc, the C++ runtime, libxml2 and libcurl (with
# what they need), which every Debian or Ubuntu has or installs with `apt-get install libxml2 libcurl4`.
work=$(mktemp -d)
chroot_root="$work/root"
cleanup() {
    if [ -n "${proc_mounted:-}" ]; then umount "$chroot_root/proc" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
tar -xzf "$archive" -C "$work"
binary="$work/$name/bin/phrasebook"
needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | tr '\n' ' ')
echo "release $version: $(du -k "$archive" | cut -f1) KiB packed; the binary needs: $needed"
for library in $needed; do
    case "$library" in
        libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|librt.so.*|libutil.so.*|ld-linux*|libstdc++.so.*|libgcc_s.so.*|libxml2.so.*|libcurl.so.*) ;;
        *) fail "the binary needs $library from the system; a release may need only glibc, the C++ runtime, libxml2 and libcurl" ;;
    esac
done

# The mirror and release this machine's apt uses (deb822 sources or the classic list), else Debian's own.
mirror=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v -- '-security' | head -1 || true)
[ -n "$mirror" ] || mirror=$(sed -n 's/^deb  *\(\[[^]]*\] *\)\{0,1\}\([^ ]*\) .*/\2/p' /etc/apt/sources.list 2>/dev/null | grep -v -- '-security' | head -1 || true)
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian
suite=$(. /etc/os-release 2>/dev/null; [ "${ID:-}" = debian ] && echo "${VERSION_CODENAME:-}" || true)
[ -n "$suite" ] || suite=bookworm
# libcurl's package as this machine names it (Debian 13 calls it libcurl4t64).
curl_package=$(dpkg -S 'libcurl.so.4' 2>/dev/null | head -1 | cut -d: -f1 || true)
[ -n "$curl_package" ] || curl_package=libcurl4
started=$(date +%s)
if ! debootstrap --variant=minbase --include="libxml2,$curl_package" "$suite" "$chroot_root" "$mirror" > "$work/debootstrap.log" 2>&1; then
    tail -5 "$work/debootstrap.log"
    skip "debootstrap could not make a Debian $suite root from $mirror (log above)"
fi
echo "made a minimal Debian $suite root from $mirror in $(( $(date +%s) - started )) s"
if mount -t proc proc "$chroot_root/proc" 2>/dev/null; then proc_mounted=1; fi
chroot "$chroot_root" /bin/sh -c 'command -v swift || ls /usr/lib/swift /usr/share/swift' >/dev/null 2>&1 \
    && fail "the Debian root has a Swift installation; the test must run where there is none"

mkdir -p "$chroot_root/opt" "$chroot_root/work"
cp -R "$work/$name" "$chroot_root/opt/phrasebook"
cp -R "$root/Examples/StoryApp" "$chroot_root/work/StoryApp"
host_copy="$work/host"
mkdir -p "$host_copy"
cp -R "$root/Examples/StoryApp" "$host_copy/StoryApp"
# The same environment in and out of the root: no locale, no terminal.
in_root() { chroot "$chroot_root" /usr/bin/env -i PATH=/opt/phrasebook/bin:/usr/bin:/bin HOME=/root /bin/sh -c "$1"; }
on_host() { (cd "$host_copy" && env -i PATH="$work/$name/bin:/usr/bin:/bin" HOME="$work" /bin/sh -c "$1"); }

printed=$(in_root 'phrasebook --version') || fail "phrasebook --version failed in the Debian root"
[ "$printed" = "$version" ] || fail "phrasebook --version printed $printed in the Debian root, not $version"
echo "ok: phrasebook --version printed $printed"

status=0
audit=$(in_root 'cd /work && phrasebook audit StoryApp' 2>&1) || status=$?
[ "$status" = 0 ] || { echo "$audit" | tail -20; fail "phrasebook audit StoryApp exited $status in the Debian root"; }
expected=$(on_host 'phrasebook audit StoryApp' 2>&1)
if [ "$audit" != "$expected" ]; then
    diff <(echo "$expected") <(echo "$audit") | head -20
    fail "audit printed something else in the Debian root than on this machine (- here, + root)"
fi
echo "$audit" | grep -q '^== Summary' || fail "audit printed no summary"
echo "ok: audit of the bundled example printed the same $(echo "$audit" | wc -l) lines as on this machine"

status=0
in_root 'cd /work/StoryApp && phrasebook format --check' >/dev/null 2>&1 || status=$?
[ "$status" = 0 ] || fail "format --check failed on the example's catalog in the Debian root (exit $status)"
# A reindented copy is the same catalog in another form: format --check must find it (exit 1).
python3 - "$chroot_root/work/StoryApp/Resources/Localizable.xcstrings" <<'PY'
import json, sys
path = sys.argv[1]
with open(path, encoding="utf-8") as file:
    catalog = json.load(file)
with open(path, "w", encoding="utf-8") as file:
    json.dump(catalog, file, indent=4, ensure_ascii=False)
PY
status=0
in_root 'cd /work/StoryApp && phrasebook format --check' >/dev/null 2>&1 || status=$?
[ "$status" = 1 ] || fail "format --check exited $status on a reindented catalog in the Debian root, not 1"
echo "ok: format --check passed the example's catalog and failed a reindented copy (exit 1)"
echo "release chroot test: phrasebook $version ran in a minimal Debian $suite root without Swift"
