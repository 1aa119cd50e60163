#!/usr/bin/env bash
# Installs the translation engines the tests run for real, from Debian's packages: Apertium with the
# English–Spanish and English–Catalan pairs, and Apertium's HTTP service (APY). Idempotent: installs only
# what is missing. Where nothing can be installed it says so and exits 0: the tests that need an engine
# then skip with the reason.
set -u
packages=(apertium apertium-eng-spa apertium-eng-cat apertium-apy)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    if ! command -v apt-get >/dev/null; then
        echo "note: no apt-get here; translation engines not installed (${missing[*]}); their tests skip"
        exit 0
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 \
        || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; } \
        || { echo "note: could not install ${missing[*]}; their tests skip"; exit 0; }
fi
# The apertium-apy package may start a system service that listens on every interface: the tests start
# their own on 127.0.0.1 (Scripts/apertium-apy-loopback.py) and need none.
if [ -x /etc/init.d/apertium-apy ] && /etc/init.d/apertium-apy status >/dev/null 2>&1; then
    /etc/init.d/apertium-apy stop >/dev/null 2>&1 || true
fi
echo "translation tools: $(apertium -l 2>/dev/null | tr '\n' ' ')"
exit 0
