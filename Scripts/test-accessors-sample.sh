#!/usr/bin/env bash
# Builds Examples/SharedStrings as a user would: its StoryStrings library gets public accessors for its catalog
# from the PhrasebookGenerate build plugin (no generated file is committed), and its StoryTeller executable uses
# them through the Phrasebook runtime; its StorySymbols executable uses Xcode's string symbols for its own catalog,
# written by the PhrasebookSymbols plugin. Checks that both print what the README shows.
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

if git -C "$root" ls-files Examples/SharedStrings | grep -Eq 'Accessors\.swift$|GeneratedStringSymbols_.*\.swift$'; then
    echo "a generated file is committed in Examples/SharedStrings; the plugins write them at build time"; exit 1
fi
# Each executable's output as the README shows it after `$ cd Examples/SharedStrings && swift run <name>`.
readme_output() {
    awk -v command="$ cd Examples/SharedStrings && swift run $1" '$0 == command {found=1; next} found && /^```/{exit} found' "$root/README.md"
}
products=(StoryTeller StorySymbols)
for product in "${products[@]}"; do
    [ -n "$(readme_output "$product")" ] || { echo "README.md shows no output for Examples/SharedStrings's $product"; exit 1; }
done

# StoryTeller uses accessors from PhrasebookGenerate; StorySymbols uses Xcode's symbols from PhrasebookSymbols.
swift build "${build[@]}" --product StoryTeller 2>&1 | grep -v '^\[[0-9]*/[0-9]*\]'
swift build "${build[@]}" --product StorySymbols 2>&1 | grep -v '^\[[0-9]*/[0-9]*\]'
if [ -n "${scratch:-}" ] && find "$scratch" -path '*-tool.build/*' -name '*.o' | grep -q .; then
    echo "the prebuilt tool was not used: modules were compiled for the plugin's tool:"
    find "$scratch" -path '*-tool.build/*' -name '*.o' | sed 's#/[^/]*$##' | sort -u
    exit 1
fi
for product in "${products[@]}"; do
    expected=$(readme_output "$product")
    actual=$(swift run "${build[@]}" --skip-build "$product")
    if [ "$actual" != "$expected" ]; then
        echo "$product's output differs from the README's (- README, + actual):"
        diff <(echo "$expected") <(echo "$actual") || true
        exit 1
    fi
done
echo "accessors: Examples/SharedStrings built with the PhrasebookGenerate and PhrasebookSymbols plugins${scratch:+ (prebuilt tool)}; StoryTeller and StorySymbols printed what the README shows"
