#!/usr/bin/env bash
# Installs the tools the Interchange tests validate their output with (idempotent; each missing tool is
# reported, and the tests that need it skip with the reason):
#   aapt (Debian)              Android resources must compile
#   gettext (Debian)           .po files must pass `msgfmt -c` and merge with `msgmerge`
#   node-i18next (Debian)      i18next JSON must resolve every key and plural count
#   python3-icu (Debian)       ICU messages must format every plural sample through ICU (for /usr/bin/python3)
#   translate-toolkit (PyPI)   its converters, compared with ours (pinned in Scripts/interchange-requirements.txt)
set -uo pipefail
cd "$(dirname "$0")/.."

debian=(aapt gettext node-i18next python3-icu nodejs)
missing=()
for package in "${debian[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 \
            || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; } \
            || echo "note: could not install ${missing[*]} with apt-get; the tests that need them are skipped"
    else
        echo "note: ${missing[*]} missing and apt-get unavailable (or not root); the tests that need them are skipped"
    fi
fi

if ! python3 -c 'import translate' 2>/dev/null || ! command -v po2prop >/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check -r Scripts/interchange-requirements.txt 2>/dev/null \
        || echo "note: translate-toolkit could not be installed with pip; the comparisons with it are skipped"
fi

for tool in aapt msgfmt msgmerge node po2prop; do
    command -v "$tool" >/dev/null || echo "note: $tool is not on PATH"
done
[ -d /usr/share/nodejs/i18next ] || echo "note: node-i18next is not installed (/usr/share/nodejs/i18next)"
/usr/bin/python3 -c 'import icu' 2>/dev/null || echo "note: python3-icu is not importable by /usr/bin/python3"
exit 0
