#!/usr/bin/env python3
"""Compares `phrasebook extract` with a String Catalog Xcode wrote for the same sources.

usage: Scripts/extraction-accuracy.py CATALOG.xcstrings TABLE SOURCE_PATH... [--phrasebook BIN]

Prints three figures:
  found     keys Xcode extracted (no extractionState, or extracted_with_value) that Phrasebook extracts
  present   keys Phrasebook extracts for TABLE that the catalog holds (in any state)
  specifier keys with format specifiers whose specifiers Phrasebook reproduces (a key with the same text
            but other specifiers counts as a miss)
and lists the differences. Sources are read where they are; nothing is copied.
"""
import json
import re
import subprocess
import sys

SPECIFIER = re.compile(r"%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA]")


def skeleton(key):
    return SPECIFIER.sub("%", key.replace("%%", "\0"))


def main(argv):
    binary = ".build/debug/phrasebook"
    if "--phrasebook" in argv:
        i = argv.index("--phrasebook")
        binary = argv[i + 1]
        del argv[i:i + 2]
    catalog_path, table, sources = argv[0], argv[1], argv[2:]
    catalog = json.load(open(catalog_path, encoding="utf-8"))["strings"]
    extracted_by_xcode = {k for k, v in catalog.items() if v.get("extractionState") in (None, "extracted_with_value")}
    out = subprocess.run([binary, "extract", "--format", "json", *sources], capture_output=True, text=True, check=True)
    ours = {}
    for s in json.loads(out.stdout)["strings"]:
        if s["table"] == table:
            ours.setdefault(s["key"], s)
    found = extracted_by_xcode & ours.keys()
    present = {k for k in ours if k in catalog}
    with_specifiers = {k for k in extracted_by_xcode if SPECIFIER.search(k.replace("%%", ""))}
    our_skeletons = {skeleton(k): k for k in ours}
    same_text = {k for k in with_specifiers if skeleton(k) in our_skeletons}
    specifier_ok = {k for k in same_text if k in ours}

    def pct(a, b):
        return f"{100.0 * a / b:.1f}% ({a}/{b})" if b else "n/a"

    print(f"found:     {pct(len(found), len(extracted_by_xcode))}")
    print(f"present:   {pct(len(present), len(ours))}")
    print(f"specifier: {pct(len(specifier_ok), len(same_text))} of keys with specifiers found with the same text")
    for k in sorted(extracted_by_xcode - ours.keys()):
        hint = f"   (ours: {our_skeletons[skeleton(k)]!r})" if skeleton(k) in our_skeletons else ""
        print(f"  missed   {k!r}{hint}")
    for k in sorted(ours.keys() - catalog.keys()):
        s = ours[k]
        print(f"  extra    {k!r}   {s['file']}:{s['line']}:{s['column']} {s['api']}")


if __name__ == "__main__":
    main(sys.argv[1:])
