#!/usr/bin/env bash
# Builds Examples/SharedStrings as a user would: its StoryStrings library gets public accessors for its catalog
# from the PhrasebookGenerate build plugin (no generated file is committed), and its StoryTeller executable uses
# them through the Phrasebook runtime. Checks that StoryTeller prints what the README shows.
#
#   Scripts/test-accessors-sample.sh              the plugin's tool built from source, as SwiftPM does by default
#   Scripts/test-accessors-sample.sh --prebuilt   the tool from Scripts/make-generate-artifactbundle, in a build
#                                                 folder of its own; checks that no tool module was compiled
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sample="$root/Examples/SharedStrings"
build=(--package-path "$sample")
if [ "${1:-}" = "--prebuilt" ]; then
    "$root/Scripts/make-generate-artifactbundle" "$root/.build-artifacts" | grep '^wrote .*artifactbundle ('
    export PHRASEBOOK_GENERATE_ARTIFACTBUNDLE="$root/.build-artifacts/phrasebook-generate.artifactbundle"
    scratch="$sample/.build-prebuilt"
    rm -rf "$scratch"
    build+=(--scratch-path "$scratch")
fi

if git -C "$root" ls-files Examples/SharedStrings | grep -q 'Accessors\.swift$'; then
    echo "a generated accessor file is committed in Examples/SharedStrings; the plugin writes it at build time"; exit 1
fi
expected=$(awk '/^\$ cd Examples\/SharedStrings && swift run StoryTeller$/{found=1; next} found && /^```/{exit} found' "$root/README.md")
[ -n "$expected" ] || { echo "README.md shows no output for Examples/SharedStrings"; exit 1; }

swift build "${build[@]}" --product StoryTeller 2>&1 | grep -v '^\[[0-9]*/[0-9]*\]'
if [ -n "${scratch:-}" ] && find "$scratch" -path '*-tool.build/*' -name '*.o' | grep -q .; then
    echo "the prebuilt tool was not used: modules were compiled for the plugin's tool:"
    find "$scratch" -path '*-tool.build/*' -name '*.o' | sed 's#/[^/]*$##' | sort -u
    exit 1
fi
actual=$(swift run "${build[@]}" --skip-build StoryTeller)
if [ "$actual" != "$expected" ]; then
    echo "StoryTeller's output differs from the README's (- README, + actual):"
    diff <(echo "$expected") <(echo "$actual") || true
    exit 1
fi
echo "accessors: Examples/SharedStrings built with the PhrasebookGenerate plugin${scratch:+ (prebuilt tool)}; StoryTeller printed what the README shows"
