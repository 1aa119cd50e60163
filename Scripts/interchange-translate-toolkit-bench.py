#!/usr/bin/env python3
"""Times translate-toolkit on files Phrasebook exported, for PhrasebookBenchmarks' interchange suite.

    interchange-translate-toolkit-bench.py FORMAT FOLDER SAMPLES

Reads every file of FORMAT under FOLDER into translate-toolkit's store for it (what its converters read),
serializes each store again (what they write), and, for Android, gettext and i18next, runs its converter to
gettext on every language (android2po, pot2po-free po round trip, json2po). Prints JSON with the median
seconds of each step over SAMPLES runs, measured inside one Python process (no interpreter start-up).
"""
import io
import json
import os
import statistics
import sys
import time

from translate.convert import android2po, json2po
from translate.storage import aresource, jsonl10n, pypo, tmx


def store_class(kind):
    return {"android": aresource.AndroidResourceFile, "gettext": pypo.pofile, "i18next": jsonl10n.I18NextV4File,
            "icu": jsonl10n.FormatJSJsonFile, "arb": jsonl10n.ARBJsonFile, "tmx": tmx.tmxfile}[kind]


def files(kind, folder):
    suffix = {"android": ".xml", "gettext": ".po", "i18next": ".json", "icu": ".json", "arb": ".arb", "tmx": ".tmx"}[kind]
    found = []
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(suffix):
                with open(os.path.join(root, name), "rb") as handle:
                    found.append((os.path.relpath(os.path.join(root, name), folder), handle.read()))
    return sorted(found)


def median(samples, body):
    times = []
    result = None
    for _ in range(samples):
        start = time.perf_counter()
        result = body()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main():
    kind, folder, samples = sys.argv[1], sys.argv[2], int(sys.argv[3])
    cls = store_class(kind)
    inputs = files(kind, folder)

    def parse():
        stores = []
        for _, data in inputs:
            store = cls()
            store.parse(data)
            stores.append(store)
        return stores

    parse_time, stores = median(samples, parse)
    serialize_time, _ = median(samples, lambda: [bytes(store) for store in stores])
    result = {"files": len(inputs), "units": sum(len(store.units) for store in stores), "read": parse_time, "write": serialize_time}

    if kind == "android":
        template = dict(inputs)["values/strings.xml"]

        def convert():
            for path, data in inputs:
                if path == "values/strings.xml":
                    continue
                android2po.convertandroid(io.BytesIO(data), io.BytesIO(), io.BytesIO(template))
        result["convert"], _ = median(samples, convert)
        result["converter"] = "android2po (every language, with values/ as template)"
    elif kind == "i18next":
        english = [data for path, data in inputs if path.startswith("en/")]

        def convert():
            for path, data in inputs:
                if path.startswith("en/"):
                    continue
                json2po.convertjson(io.BytesIO(data), io.BytesIO(), io.BytesIO(english[0]) if english else None,
                                    filter=None, duplicatestyle="msgctxt", dialect="i18next_v4")
        try:
            result["convert"], _ = median(samples, convert)
            result["converter"] = "json2po --filter=i18next_v4 (every language, with en as template)"
        except TypeError:
            pass
    print(json.dumps(result))


if __name__ == "__main__":
    main()
