#!/usr/bin/env python3
"""How translate-toolkit reads files Phrasebook exported, for the Interchange tests' comparison.

    interchange-translate-toolkit.py FORMAT FOLDER

FORMAT is android, gettext, i18next, icu or arb; every file of the format under FOLDER is read with
translate-toolkit's own store for it and printed as one JSON array per unit:
    [file, id, context, source, target, fuzzy, notes, plural tags]
with multistrings (plurals) as lists in the order translate-toolkit holds them, and the plural categories it
holds for the file's language (Weblate's language data: the categories integers take).
"""
import json
import os
import sys

from translate.storage import aresource, jsonl10n, pypo


def strings(value):
    if value is None:
        return None
    strings = getattr(value, "strings", None)
    if strings is not None and len(strings) > 1:
        return [str(s) for s in strings]
    return str(value)


def android_language(folder):
    """The language of a values folder as translate-toolkit names languages (values-pt-rBR: pt_BR)."""
    if folder == "values":
        return "en"
    qualifier = folder[len("values-"):]
    if qualifier.startswith("b+"):
        return "_".join(qualifier[2:].split("+"))
    return qualifier.replace("-r", "_")


def main():
    kind, folder = sys.argv[1], sys.argv[2]
    for root, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            path = os.path.join(root, name)
            relative = os.path.relpath(path, folder)
            with open(path, "rb") as handle:
                data = handle.read()
            if kind == "android" and name.endswith(".xml"):
                store = aresource.AndroidResourceFile()
                store.settargetlanguage(android_language(os.path.basename(root)))
                store.parse(data)
            elif kind == "gettext" and name.endswith((".po", ".pot")):
                store = pypo.pofile.parsestring(data)
            elif kind == "i18next" and name.endswith(".json"):
                store = jsonl10n.I18NextV4File()
                store.settargetlanguage(os.path.basename(root))
                store.parse(data)
            elif kind == "icu" and name.endswith(".json"):
                store = jsonl10n.FormatJSJsonFile()
                store.parse(data)
            elif kind == "arb" and name.endswith(".arb"):
                store = jsonl10n.ARBJsonFile()
                store.parse(data)
            else:
                continue
            for unit in store.units:
                if unit.isheader() or (kind == "arb" and unit.getid().startswith("@@")):
                    continue
                context = unit.getcontext() if hasattr(unit, "getcontext") else ""
                print(json.dumps([relative, unit.getid(), context, strings(unit.source), strings(unit.target),
                                  unit.isfuzzy(), unit.getnotes(), store.get_plural_tags()], ensure_ascii=False))


if __name__ == "__main__":
    main()
