#!/usr/bin/env bash
# Runs the README's SwiftPM plugin lines in a sample package that depends on Phrasebook by path, as a user
# would: read-only commands with no permission flag, writing ones through `phrasebook-write`. Checks that
# they work, that the catalog was written, and that the read-only plugin refuses a writing command.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sample="$work/Sample"
mkdir -p "$sample/Sources/Sample" "$sample/Resources"

cat > "$sample/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [.package(path: "$root")],
    targets: [.target(name: "Sample", resources: [.process("../../Resources")])]
)
SWIFT
cat > "$sample/Sources/Sample/Home.swift" <<'SWIFT'
struct Home {
    func titles() -> [String] {
        [String(localized: "Hello"), String(localized: "Goodbye")]
    }
}
SWIFT
cat > "$sample/Resources/Localizable.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "Hello" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Hallo"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
JSON

# The lines of the README's plugin section, in order.
lines=$(awk '/^## SwiftPM plugins/{found=1} found && /^```sh/{block=1; next} block && /^```/{exit} block' "$root/README.md" \
    | sed 's/ *#.*$//' | grep '^swift package ')
[ -n "$lines" ] || { echo "no plugin lines found in README.md"; exit 1; }

cd "$sample"
while IFS= read -r line; do
    echo "\$ $line"
    eval "$line"
done <<< "$lines"

grep -q '"Goodbye"' Resources/Localizable.xcstrings || { echo "extract through phrasebook-write did not add \"Goodbye\""; exit 1; }
echo "\$ swift package phrasebook format   # must be refused: it writes"
if output=$(swift package phrasebook format 2>&1); then
    echo "the read-only plugin ran a writing command"; exit 1
fi
grep -q "phrasebook-write format" <<< "$output" || { echo "no hint at phrasebook-write: $output"; exit 1; }
echo "plugins: README lines ran, catalog written, writing command refused by the read-only plugin"
