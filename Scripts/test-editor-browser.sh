#!/usr/bin/env bash
# End-to-end test of `phrasebook serve` in headless Chromium: installs Debian's chromium and chromium-driver
# when they are missing (skips with the reason when they can't be installed), builds the tool and runs
# Scripts/editor-browser-test.py against a copy of Examples/StoryApp and a generated 20,000-key catalog.
# --screenshots refreshes the screenshots in docs/ that the README shows.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromedriver >/dev/null || ! { command -v chromium >/dev/null || command -v chromium-browser >/dev/null; }; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1 \
            || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1; } \
            || true
    fi
fi
if ! command -v chromedriver >/dev/null; then
    echo "skipped: the editor's browser test needs Debian's chromium and chromium-driver, which could not be installed here"
    exit 0
fi
if ! command -v python3 >/dev/null; then
    echo "skipped: the editor's browser test needs python3"
    exit 0
fi

if ! output="$(swift build --product phrasebook 2>&1)"; then
    echo "$output"
    exit 1
fi
phrasebook="$(swift build --show-bin-path)/phrasebook"
arguments=()
if [ "${1:-}" = "--screenshots" ]; then arguments=(--screenshots docs); fi
python3 Scripts/editor-browser-test.py "$phrasebook" "$(command -v chromedriver)" Examples/StoryApp "${arguments[@]}"
