#!/usr/bin/env python3
"""Compares `phrasebook extract` with a String Catalog Xcode wrote for the same sources.

usage: Scripts/extraction-accuracy.py CATALOG.xcstrings TABLE SOURCE_PATH... [--phrasebook BIN]

Prints three figures:
  found     keys Xcode extracted (no extractionState, or extracted_with_value) that Phrasebook extracts;
            with a partial source tree, also among the keys whose text occurs in the sources given
  present   keys Phrasebook extracts for TABLE that the catalog holds (in any state)
  specifier keys with format specifiers whose specifiers Phrasebook reproduces (a key with the same text
            but other specifiers counts as a miss)
and lists the differences. Sources are read where they are; nothing is copied.
"""
import json
import os
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

    text = ""
    for source in sources:
        for root, _, names in os.walk(source) if os.path.isdir(source) else [("", [], [source])]:
            for name in names:
                if name.endswith(".swift"):
                    text += open(os.path.join(root, name), encoding="utf-8").read()

    def occurs(key):
        if key == "":
            return '("")' in text or '(""' in text
        if not SPECIFIER.search(key.replace("%%", "")):
            escaped = key.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            return f'"{escaped}"' in text or f'"{key}"' in text
        parts = [p for p in SPECIFIER.split(key.replace("%%", "%")) if p.strip()]
        return all(p.replace("\n", "\n") in text for p in parts) if parts else False

    in_scope = {k for k in extracted_by_xcode if occurs(k)}

    def pct(a, b):
        return f"{100.0 * a / b:.1f}% ({a}/{b})" if b else "n/a"

    print(f"found:     {pct(len(found), len(extracted_by_xcode))} of the catalog; "
          f"{pct(len(found & in_scope), len(in_scope))} of those whose text occurs in the sources given")
    print(f"present:   {pct(len(present), len(ours))}")
    print(f"specifier: {pct(len(specifier_ok), len(same_text))} of keys with specifiers found with the same text")
    for k in sorted(in_scope - ours.keys()):
        hint = f"   (ours: {our_skeletons[skeleton(k)]!r})" if skeleton(k) in our_skeletons else ""
        print(f"  missed   {k!r}{hint}")
    for k in sorted(ours.keys() - catalog.keys()):
        s = ours[k]
        print(f"  extra    {k!r}   {s['file']}:{s['line']}:{s['column']} {s['api']}")


if __name__ == "__main__":
    main(sys.argv[1:])
