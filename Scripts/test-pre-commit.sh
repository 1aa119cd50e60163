#!/usr/bin/env bash
# Runs the hooks of .pre-commit-hooks.yaml with the real pre-commit (from PyPI, in a virtual environment of its
# own) on a sample git repository whose .pre-commit-config.yaml names this repository at its current commit, as
# a project names Phrasebook at a release tag. `phrasebook` comes from the release archive (Scripts/release), on
# PATH as an install puts it. Checks that a clean sample passes all three hooks, and that a commit of a
# reindented catalog, of a broken translation or of a string missing from the catalog is refused by the hook
# that finds it.
#
#   Scripts/test-pre-commit.sh [RELEASE_DIR]    default: .build-artifacts/release
#
# Skipped, with the reason, where pre-commit can't be installed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
release=${1:-$root/.build-artifacts/release}
fail() { echo "pre-commit test: $1" >&2; exit 1; }
archive=$(ls "$release"/phrasebook-*.tar.gz 2>/dev/null | head -1 || true)
[ -n "$archive" ] || { echo "pre-commit test: no archive in $release; run Scripts/release first" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! { python3 -m venv "$work/venv" && "$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit; } > "$work/pip.log" 2>&1; then
    tail -3 "$work/pip.log"
    echo "skipped: the pre-commit test: pre-commit could not be installed from PyPI (above)"
    exit 0
fi
tar -xzf "$archive" -C "$work"
bin_dir=$(cd "$work"/phrasebook-*/bin && pwd)
export PATH="$bin_dir:$work/venv/bin:$PATH" PRE_COMMIT_HOME="$work/cache"
export GIT_AUTHOR_NAME=Sample GIT_AUTHOR_EMAIL=sample@example.com GIT_COMMITTER_NAME=Sample GIT_COMMITTER_EMAIL=sample@example.com
echo "pre-commit $(pre-commit --version | cut -d' ' -f2), phrasebook $(phrasebook --version), hooks from $root at $(git -C "$root" rev-parse --short HEAD)"
pre-commit validate-manifest "$root/.pre-commit-hooks.yaml" || fail ".pre-commit-hooks.yaml is not a valid hooks manifest"

sample="$work/sample"
mkdir -p "$sample/Sources/App" "$sample/Resources"
cd "$sample"
git init --quiet --initial-branch=main
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $(git -C "$root" rev-parse HEAD)
    hooks:
      - id: phrasebook-format
      - id: phrasebook-check
      - id: phrasebook-extract
YAML
cat > .phrasebook.yml <<'YAML'
source_language: en
released_languages: [en, de]
catalogs: [Resources]
sources: [Sources]
YAML
cat > Sources/App/Greeting.swift <<'SWIFT'
import Foundation

func greeting(name: String) -> String {
    String(localized: "Hello, \(name)!")
}
SWIFT
cat > Resources/Localizable.xcstrings <<'JSON'
{"sourceLanguage": "en", "version": "1.0", "strings": {"Hello, %@!": {"localizations": {
  "de": {"stringUnit": {"state": "translated", "value": "Hallo, %@!"}}}}}}
JSON
# The sample starts canonical, as Xcode would have written it.
phrasebook format >/dev/null
git add -A
git commit --quiet -m "A sample app with a catalog"
pre-commit install --install-hooks >/dev/null

run_hooks() { pre-commit run --all-files --color never > "$work/hooks.log" 2>&1; }
hook_result() { sed -n "s/^$1\.*\(Passed\|Failed\|Skipped\).*/\1/p" "$work/hooks.log"; }
if ! run_hooks; then cat "$work/hooks.log"; fail "the hooks failed on a clean sample"; fi
for hook in "phrasebook format --check" "phrasebook check" "phrasebook extract --check"; do
    [ "$(hook_result "$hook")" = Passed ] || { cat "$work/hooks.log"; fail "'$hook' did not pass on a clean sample"; }
done
echo "ok: all three hooks passed on a clean sample"

# Each broken change must be refused at commit by the hook that finds it, and the others must still pass.
refused() {
    local hook=$1 change=$2
    git add -A
    if git commit --quiet -m "$change" > "$work/hooks.log" 2>&1; then fail "the commit of $change was not refused"; fi
    [ "$(hook_result "$hook")" = Failed ] || { cat "$work/hooks.log"; fail "'$hook' did not fail on $change"; }
    echo "ok: '$hook' refused the commit of $change"
    git reset --quiet --hard HEAD
}
python3 -c 'import json, sys; p = sys.argv[1]; json.dump(json.load(open(p)), open(p, "w"), indent=4)' Resources/Localizable.xcstrings
refused "phrasebook format --check" "a reindented catalog"
sed -i.orig 's/"Hallo, %@!"/"Hallo, %d!"/' Resources/Localizable.xcstrings && rm Resources/Localizable.xcstrings.orig
refused "phrasebook check" "a translation whose placeholder differs from the source's"
printf 'func farewell() -> String { String(localized: "Goodbye") }\n' > Sources/App/Farewell.swift
refused "phrasebook extract --check" "a string missing from the catalog"
echo "pre-commit test: the hooks passed a clean sample and refused three broken commits"
