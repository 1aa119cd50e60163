#!/usr/bin/env bash
# Builds Examples/SharedStrings as a user would: its StoryStrings library gets public accessors for its catalog
# from the PhrasebookGenerate build plugin (no generated file is committed), and its StoryTeller executable uses
# them through the Phrasebook runtime. Checks that StoryTeller prints what the README shows.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sample="$root/Examples/SharedStrings"

if git -C "$root" ls-files Examples/SharedStrings | grep -q 'Accessors\.swift$'; then
    echo "a generated accessor file is committed in Examples/SharedStrings; the plugin writes it at build time"; exit 1
fi
expected=$(awk '/^\$ cd Examples\/SharedStrings && swift run StoryTeller$/{found=1; next} found && /^```/{exit} found' "$root/README.md")
[ -n "$expected" ] || { echo "README.md shows no output for Examples/SharedStrings"; exit 1; }

swift build --package-path "$sample" --product StoryTeller 2>&1 | grep -v '^\[[0-9]*/[0-9]*\]'
actual=$(swift run --package-path "$sample" --skip-build StoryTeller)
if [ "$actual" != "$expected" ]; then
    echo "StoryTeller's output differs from the README's (- README, + actual):"
    diff <(echo "$expected") <(echo "$actual") || true
    exit 1
fi
echo "accessors: Examples/SharedStrings built with the PhrasebookGenerate plugin; StoryTeller printed what the README shows"
