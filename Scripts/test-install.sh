#!/usr/bin/env bash
# Follows the install paths against the release Scripts/release just made, each in a fresh folder:
#   - the README's "release archive" lines as written, with the download served from the release folder and
#     /usr/local replaced by a temporary prefix;
#   - the GitHub Action's installer (Scripts/action-install), which must install a good archive and refuse one
#     whose bytes differ from SHA256SUMS;
#   - `make install PREFIX=…` and `make uninstall` from this checkout (on the release build Scripts/release used):
#     the binary, three shell completions and a man page that documents every command, all removed again.
#
#   Scripts/test-install.sh [RELEASE_DIR]    default: .build-artifacts/release
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
release=${1:-$root/.build-artifacts/release}
fail() { echo "install test: $1" >&2; exit 1; }
archive=$(ls "$release"/phrasebook-*-linux-*.tar.gz "$release"/phrasebook-*-macos-*.tar.gz 2>/dev/null | head -1 || true)
[ -n "$archive" ] || { echo "install test: no archive in $release; run Scripts/release first" >&2; exit 2; }
name=$(basename "$archive" .tar.gz)
version=${name#phrasebook-}
version=${version%-*-*}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The releases as GitHub serves them: releases/download/vVERSION/FILE.
served="$work/releases/v$version"
mkdir -p "$served"
cp "$release"/* "$served/"

# 1. The README's lines for the archive (Linux x86_64 only: that is the archive they name).
if [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ]; then
    lines=$(awk '/^### The release archive/{found=1} found && /^```sh/{inside=1; next} inside && /^```/{exit} inside' "$root/README.md")
    [ -n "$lines" ] || fail "the README has no sh block under '### The release archive'"
    echo "$lines" | grep -q 'releases/download/v0\.1\.0/' || fail "the README's archive lines name no release URL"
    prefix="$work/prefix"
    mkdir -p "$prefix" "$work/readme"
    script=$(echo "$lines" \
        | sed -e "s#https://github.com/phrasebook/phrasebook/releases/download#file://$work/releases#g" \
              -e "s#0\.1\.0#$version#g" -e "s#^sudo ##" -e "s# /usr/local/# $prefix/#g")
    (cd "$work/readme" && PATH="$prefix/bin:$PATH" bash -euo pipefail -c "$script") > "$work/readme.log" 2>&1 \
        || { cat "$work/readme.log"; fail "the README's archive lines failed"; }
    [ "$(tail -1 "$work/readme.log")" = "$version" ] || { cat "$work/readme.log"; fail "the README's lines did not end with phrasebook $version"; }
    [ -f "$prefix/share/man/man1/phrasebook.1" ] || fail "the README's lines installed no man page"
    echo "ok: the README's archive lines installed phrasebook $version in a fresh folder"

    # 2. The Action's installer: a good archive installs; a tampered one is refused and installs nothing.
    bin=$(PHRASEBOOK_RELEASES_URL="file://$work/releases" "$root/Scripts/action-install" "v$version" "$work/action" 2>"$work/action.log") \
        || { cat "$work/action.log"; fail "the Action's installer failed"; }
    [ "$("$bin/phrasebook" --version)" = "$version" ] || fail "the Action's installer installed another version"
    cp "$served/$name.tar.gz" "$work/good.tar.gz"
    printf 'tampered' >> "$served/$name.tar.gz"
    status=0
    PHRASEBOOK_RELEASES_URL="file://$work/releases" "$root/Scripts/action-install" "$version" "$work/tampered" >/dev/null 2>"$work/action.log" || status=$?
    [ "$status" = 1 ] || { cat "$work/action.log"; fail "the Action's installer exited $status on a tampered archive, not 1"; }
    [ ! -e "$work/tampered/bin/phrasebook" ] || fail "the Action's installer installed a tampered archive"
    cp "$work/good.tar.gz" "$served/$name.tar.gz"
    echo "ok: the Action's installer checked the archive's SHA-256, installed it, and refused a tampered one"
fi

# 3. make install and uninstall, on the build Scripts/release made.
prefix="$work/make"
PHRASEBOOK_VERSION=$version make -C "$root" --no-print-directory install PREFIX="$prefix" > "$work/make.log" 2>&1 \
    || { grep -v '^\[[0-9]*/[0-9]*\]' "$work/make.log" | tail -20; fail "make install failed"; }
installed=(bin/phrasebook share/man/man1/phrasebook.1 share/bash-completion/completions/phrasebook
           share/zsh/site-functions/_phrasebook share/fish/vendor_completions.d/phrasebook.fish)
for file in "${installed[@]}"; do [ -s "$prefix/$file" ] || fail "make install wrote no $file"; done
[ "$("$prefix/bin/phrasebook" --version)" = "$version" ] || fail "the installed phrasebook is not $version"
bash -n "$prefix/share/bash-completion/completions/phrasebook" || fail "the bash completion script is not valid bash"
grep -q 'phrasebook' "$prefix/share/zsh/site-functions/_phrasebook" || fail "the zsh completion names no phrasebook"
# The man page documents every command the tool lists in its help.
commands=$("$prefix/bin/phrasebook" --help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p')
[ "$(echo "$commands" | wc -l)" -ge 10 ] || fail "could not read the commands from phrasebook --help"
for command in $commands; do
    grep -q "$command" "$prefix/share/man/man1/phrasebook.1" || fail "the man page does not document $command"
done
make -C "$root" --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f | wc -l)
[ "$left" = 0 ] || fail "make uninstall left $left files"
echo "ok: make install wrote the binary, three completions and a man page documenting $(echo "$commands" | wc -l) commands; make uninstall removed them"
