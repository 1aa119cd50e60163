#!/usr/bin/env python3
"""Compares `phrasebook extract` with a String Catalog Xcode wrote for the same sources.

usage: Scripts/extraction-accuracy.py CATALOG.xcstrings TABLE SOURCE_PATH... [--phrasebook BIN]

Prints four figures:
  found     keys Xcode extracted (no extractionState, or extracted_with_value) that Phrasebook extracts;
            with a partial source tree, also among the keys in scope: those a string literal of the sources
            spells in a key position (not a `defaultValue:`, `value:`, `comment:` or `table:` argument) of
            a call for TABLE
  present   keys Phrasebook extracts for TABLE that the catalog holds (in any state)
  specifier keys with format specifiers whose specifiers Phrasebook reproduces (a key with the same text
            but other specifiers counts as a miss)
  value     keys both extract whose source-language text Xcode wrote (state `new`): Phrasebook writes the
            same value and state when it syncs a fresh catalog
and lists the differences. Sources are read where they are; nothing is copied.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

SPECIFIER = re.compile(r"%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA]")
# Arguments whose literal is not a key: a literal there does not put a key in scope.
NOT_KEY_LABELS = {"defaultValue", "value", "comment", "table", "tableName", "bundle", "locale", "systemImage",
                  "image", "specifier", "format", "id", "forKey", "verbatim"}
TABLE_ARGUMENT = re.compile(r'\b(?:table|tableName)\s*:\s*"((?:[^"\\]|\\.)*)"')
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
INTERPOLATION = "\x01"


def skeleton(key):
    return SPECIFIER.sub("%", key.replace("%%", "\0"))


def template(text):
    """A key or literal reduced to its wording: every specifier or interpolation is one marker."""
    return SPECIFIER.sub(INTERPOLATION, text.replace("%%", "%"))


class Literal:
    def __init__(self, start, end, value):
        self.start, self.end, self.value = start, end, value


def scan_literals(text):
    """Every string literal of a Swift source with its value, interpolations as INTERPOLATION."""
    literals = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            i = text.find("*/", i + 2)
            i = n if i < 0 else i + 2
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            literal, i = read_literal(text, i)
            literals.append(literal)
        else:
            i += 1
    return literals


def read_literal(text, start):
    hashes = 0
    i = start
    while text[i] == "#":
        hashes += 1
        i += 1
    multiline = text.startswith('"""', i)
    i += 3 if multiline else 1
    closing = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    parts = []
    n = len(text)
    while i < n:
        if text.startswith(closing, i):
            i += len(closing)
            break
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < n and text[j] == "(":
                i = skip_balanced(text, j)
                parts.append(INTERPOLATION)
                continue
            if j < n and text[j] == "u" and text.startswith("{", j + 1):
                close = text.find("}", j)
                parts.append(chr(int(text[j + 2:close], 16)))
                i = close + 1
                continue
            if multiline and j < n and text[j] == "\n":
                i = j + 1
                parts.append("\x02")  # a line continuation
                continue
            if j < n and text[j] in ESCAPES:
                parts.append(ESCAPES[text[j]])
                i = j + 1
                continue
        if not multiline and text[i] == "\n":
            break
        parts.append(text[i])
        i += 1
    value = "".join(parts)
    if multiline:
        value = dedent_multiline(value)
    return Literal(start, i, value), i


def dedent_multiline(value):
    lines = value.split("\n")
    indent = lines[-1] if lines[-1].strip() == "" else ""
    body = lines[1:-1] if indent or lines[-1] == "" else lines[1:]
    text = "\n".join(line[len(indent):] if line.startswith(indent) else line for line in body)
    return text.replace("\x02\n", "").replace("\x02", "")


def skip_balanced(text, i):
    """The index after the parenthesis opened at i, skipping nested strings."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            _, i = read_literal(text, i)
            continue
        i += 1
    return n


def call_arguments_after(text, end):
    """The rest of the argument list a literal ending at `end` belongs to (up to its closing parenthesis),
    without nested calls' arguments."""
    depth, kept = 0, []
    i, limit = end, min(len(text), end + 4000)
    while i < limit:
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            start = i
            _, i = read_literal(text, i)
            if depth == 0:
                kept.append(text[start:i])
            continue
        if depth == 0:
            kept.append(c)
        i += 1
    return "".join(kept)


def keys_in_scope(text, table):
    """Templates of the literals in key positions of calls for `table` (or of declarations typed as keys)."""
    found = set()
    for literal in scan_literals(text):
        before = text[max(0, literal.start - 60):literal.start].rstrip()
        label = re.search(r"(\w+)\s*:$", before)
        if label and label.group(1) in NOT_KEY_LABELS:
            continue
        arguments = call_arguments_after(text, literal.end)
        named = TABLE_ARGUMENT.search(arguments)
        if (named.group(1) if named else "Localizable") != table:
            continue
        found.add(template(literal.value))
    return found


def read_sources(sources):
    text = ""
    for source in sources:
        for root, _, names in os.walk(source) if os.path.isdir(source) else [("", [], [source])]:
            for name in names:
                if name.endswith(".swift"):
                    text += open(os.path.join(root, name), encoding="utf-8").read() + "\n"
    return text


def source_unit(entry, language):
    unit = (entry or {}).get("localizations", {}).get(language, {}).get("stringUnit")
    return (unit["value"], unit["state"]) if unit else None


def main(argv):
    binary = ".build/debug/phrasebook"
    if "--phrasebook" in argv:
        i = argv.index("--phrasebook")
        binary = argv[i + 1]
        del argv[i:i + 2]
    catalog_path, table, sources = argv[0], argv[1], argv[2:]
    document = json.load(open(catalog_path, encoding="utf-8"))
    catalog, language = document["strings"], document.get("sourceLanguage", "en")
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

    spelled = keys_in_scope(read_sources(sources), table)
    in_scope = {k for k in extracted_by_xcode if template(k) in spelled}

    # The catalog Phrasebook writes from scratch, for the source-language values.
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([binary, "extract", *sources, "--catalog", folder, "--source-language", language],
                       capture_output=True, text=True, check=True)
        path = os.path.join(folder, table + ".xcstrings")
        written = json.load(open(path, encoding="utf-8"))["strings"] if os.path.exists(path) else {}
    xcode_values = {k for k in found if (source_unit(catalog[k], language) or ("", ""))[1] == "new"}
    value_ok = {k for k in xcode_values if source_unit(written.get(k), language) == source_unit(catalog[k], language)}
    extra_values = {k for k in found if language not in catalog[k].get("localizations", {})
                    and source_unit(written.get(k), language)}

    def pct(a, b):
        return f"{100.0 * a / b:.1f}% ({a}/{b})" if b else "n/a"

    print(f"found:     {pct(len(found), len(extracted_by_xcode))} of the catalog; "
          f"{pct(len(found & in_scope), len(in_scope))} of those spelled in key positions of the sources given")
    print(f"present:   {pct(len(present), len(ours))}")
    print(f"specifier: {pct(len(specifier_ok), len(same_text))} of keys with specifiers found with the same text")
    print(f"value:     {pct(len(value_ok), len(xcode_values))} of source-language values Xcode wrote "
          f"(and {len(extra_values)} written where Xcode wrote none)")
    for k in sorted(in_scope - ours.keys()):
        hint = f"   (ours: {our_skeletons[skeleton(k)]!r})" if skeleton(k) in our_skeletons else ""
        print(f"  missed   {k!r}{hint}")
    for k in sorted(ours.keys() - catalog.keys()):
        s = ours[k]
        print(f"  extra    {k!r}   {s['file']}:{s['line']}:{s['column']} {s['api']}")
    for k in sorted(xcode_values - value_ok):
        print(f"  value    {k!r}: Xcode {source_unit(catalog[k], language)}, ours {source_unit(written.get(k), language)}")
    for k in sorted(extra_values):
        print(f"  value    {k!r}: Xcode none, ours {source_unit(written.get(k), language)}")


if __name__ == "__main__":
    main(sys.argv[1:])
