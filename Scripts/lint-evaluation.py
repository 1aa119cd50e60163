#!/usr/bin/env python3
"""Evaluates `phrasebook lint` on checkouts of public apps: precision per rule from hand judgements of a
seeded random draw, recall on hand-picked strings, and the correctness of `--fix --dry-run` changes.

usage: Scripts/lint-evaluation.py precision --checkouts DIR [--split S] [APP...] [--seed N] [--per-rule N]
                                            [--judgements FILE]... [--exclude FILE]... [--template FILE]
       Scripts/lint-evaluation.py recall --checkouts DIR --recall DIR [--split S] [APP...] [--results FILE]
       Scripts/lint-evaluation.py fixes --checkouts DIR [--split S] [APP...] [--seed N] [--count N]
                                        [--judgements FILE]... [--template FILE]
common options: [--apps TSV] [--phrasebook BIN] [--cache DIR]

The apps are the rows of --apps (default Benchmarks/LintPrecision/apps.tsv: app, repo, commit,
framework, source language, catalog style, size, split); --split tuning|heldout|all picks rows (default
tuning), and APP names pick some of them. Each app is checked out at DIR/APP (at the listed commit; a
different HEAD is reported, not changed). Lint runs in that folder as a user would run it
(`phrasebook lint --format json .`); with --cache DIR its output is kept in DIR/APP.json (and
DIR/APP.diff for fixes) and reused: delete them after changing lint.

precision: all findings of the chosen apps are pooled per rule and up to --per-rule (default 25) are
drawn per rule with a generator seeded by "SEED:rule", from the findings not keyed in any --exclude file
(earlier draws, so that a new draw is fresh). Each drawn finding prints with its message and context,
keyed `rule|app|path|line|column`. Judgement files have lines `KEY<TAB>y|n<TAB>why` (`y`: a real
localization problem); each rule's precision over the judged findings of the draw is printed, and
--template FILE writes the unjudged keys as `KEY<TAB><TAB>` lines, to fill in.

recall: --recall DIR holds APP.tsv files (`file line text kind expected`, a header line first). A `flag`
row counts as found when lint reports any finding at that file and line; a `leave` row is right when it
reports none there. Prints found/flag and kept/leave per app and per framework; --results FILE writes
`app file line expected reported rules` rows (no app text).

fixes: runs `phrasebook lint --fix --dry-run`, splits the patch into changed lines (`app|path|line`,
the line in the fixed file), draws --count (default 40) with the seed and prints each before and after;
judgement files say whether each change is right (`y`) or wrong (`n`).
"""
import csv
import json
import os
import random
import re
import subprocess
import sys

DEFAULT_APPS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks", "LintPrecision", "apps.tsv")


def read_apps(path, split, names):
    with open(path, encoding="utf-8") as file:
        rows = list(csv.DictReader(file, delimiter="\t"))
    chosen = [row for row in rows if split == "all" or row["split"] == split]
    if names:
        unknown = set(names) - {row["app"] for row in chosen}
        if unknown:
            sys.exit(f"not in {path} with split {split}: {', '.join(sorted(unknown))}")
        chosen = [row for row in chosen if row["app"] in names]
    return chosen


def checkout(options, app):
    folder = os.path.join(options["checkouts"], app["app"])
    if not os.path.isdir(folder):
        sys.exit(f"no checkout of {app['app']} at {folder}")
    head = subprocess.run(["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    if head and head != app["commit"]:
        print(f"note: {app['app']} is at {head}, not {app['commit']}", file=sys.stderr)
    return folder


def run_lint(options, app, folder, fix=False):
    cache = options.get("cache")
    suffix = ".diff" if fix else ".json"
    cached = os.path.join(cache, app["app"] + suffix) if cache else None
    if cached and os.path.exists(cached):
        with open(cached, encoding="utf-8") as file:
            output = file.read()
    else:
        command = [options["phrasebook"], "lint", "."] + (["--fix", "--dry-run"] if fix else ["--format", "json"])
        result = subprocess.run(command, cwd=folder, capture_output=True, text=True)
        if result.returncode not in (0, 1):
            sys.exit(f"phrasebook lint failed in {folder} (exit {result.returncode}): {result.stderr[:2000]}")
        output = result.stdout
        if cached:
            os.makedirs(cache, exist_ok=True)
            with open(cached, "w", encoding="utf-8") as file:
                file.write(output)
    if fix:
        return output
    report = json.loads(output)
    return report if isinstance(report, list) else report.get("diagnostics", [])


def context(folder, path, line, around=2):
    try:
        with open(os.path.join(folder, path), encoding="utf-8", errors="replace") as file:
            lines = file.read().split("\n")
    except OSError:
        return ""
    start, end = max(0, line - 1 - around), min(len(lines), line + around)
    return "\n".join(f"{'>' if number + 1 == line else ' '} {number + 1:5} {lines[number]}" for number in range(start, end))


def read_judgements(paths):
    judged = {}
    for path in paths:
        with open(path, encoding="utf-8") as file:
            for line in file:
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 2 and parts[1] in ("y", "n"):
                    judged[parts[0]] = parts[1] == "y"
    return judged


def read_keys(paths):
    keys = set()
    for path in paths:
        with open(path, encoding="utf-8") as file:
            keys.update(line.split("\t")[0] for line in file if line.strip())
    return keys


def draw(items, count, seed, stream):
    """`count` items (sorted first, so the draw depends on the seed and the items only)."""
    generator = random.Random(f"{seed}:{stream}")
    items = sorted(items)
    return generator.sample(items, min(count, len(items)))


def precision(options, apps):
    by_rule, folders = {}, {}
    for app in apps:
        folder = folders[app["app"]] = checkout(options, app)
        findings = run_lint(options, app, folder)
        print(f"{app['app']}: {len(findings)} findings", file=sys.stderr)
        for finding in findings:
            key = "|".join([finding["rule"], app["app"], finding.get("file", ""), str(finding.get("line", 0)),
                            str(finding.get("column", 0))])
            by_rule.setdefault(finding["rule"], {})[key] = (app["app"], finding)
    judged = read_judgements(options["judgements"])
    excluded = read_keys(options["exclude"])
    template, totals = [], []
    for rule in sorted(by_rule):
        pool = [key for key in by_rule[rule] if key not in excluded]
        sample = draw(pool, options["per_rule"], options["seed"], rule)
        print(f"\n## {rule}: {len(sample)} drawn of {len(pool)} findings ({len(by_rule[rule])} in all)")
        right = wrong = 0
        for key in sample:
            app, finding = by_rule[rule][key]
            if key in judged:
                right, wrong = right + judged[key], wrong + (not judged[key])
                continue
            template.append(key)
            print(f"\n{key}\n  {finding['message']}\n{context(folders[app], finding.get('file', ''), finding.get('line', 0))}")
        totals.append((rule, right, right + wrong, len(sample), len(by_rule[rule])))
    print("\n| rule | findings | drawn | judged | right | precision |\n|---|---|---|---|---|---|")
    for rule, right, count, drawn, population in totals:
        value = f"{right / count:.2f}" if count else "–"
        print(f"| {rule} | {population} | {drawn} | {count} | {right} | {value} |")
    write_template(options, template)


def write_template(options, keys):
    if options.get("template"):
        with open(options["template"], "w", encoding="utf-8") as file:
            file.writelines(f"{key}\t\t\n" for key in keys)
        print(f"{len(keys)} unjudged keys written to {options['template']}", file=sys.stderr)


def recall(options, apps):
    results, per_framework = [], {}
    print("| app | framework | flag found | leave kept |\n|---|---|---|---|")
    for app in apps:
        path = os.path.join(options["recall"], app["app"] + ".tsv")
        if not os.path.exists(path):
            continue
        folder = checkout(options, app)
        at_line = {}
        for finding in run_lint(options, app, folder):
            at_line.setdefault((os.path.normpath(finding.get("file", "")), finding.get("line", 0)), []).append(finding["rule"])
        counts = {"flag": [0, 0], "leave": [0, 0]}
        with open(path, encoding="utf-8") as file:
            for row in csv.DictReader(file, delimiter="\t"):
                rules = at_line.get((os.path.normpath(row["file"]), int(row["line"])), [])
                expected = row["expected"]
                right = bool(rules) if expected == "flag" else not rules
                counts[expected][0] += right
                counts[expected][1] += 1
                results.append([app["app"], row["file"], row["line"], expected, "y" if rules else "n", ",".join(sorted(set(rules)))])
        total = per_framework.setdefault(app["framework"], {"flag": [0, 0], "leave": [0, 0], "apps": 0})
        total["apps"] += 1
        for kind in ("flag", "leave"):
            total[kind][0] += counts[kind][0]
            total[kind][1] += counts[kind][1]
        print(f"| {app['app']} | {app['framework']} | {counts['flag'][0]}/{counts['flag'][1]} | {counts['leave'][0]}/{counts['leave'][1]} |")
    print("\n| framework | apps | flag found | recall | leave kept |\n|---|---|---|---|---|")
    for framework in sorted(per_framework):
        total = per_framework[framework]
        found, flagged = total["flag"]
        value = f"{found / flagged:.2f}" if flagged else "–"
        print(f"| {framework} | {total['apps']} | {found}/{flagged} | {value} | {total['leave'][0]}/{total['leave'][1]} |")
    if options.get("results"):
        with open(options["results"], "w", encoding="utf-8") as file:
            file.write("app\tfile\tline\texpected\treported\trules\n")
            file.writelines("\t".join(row) + "\n" for row in results)


HUNK = re.compile(r"^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@")


def changed_lines(patch):
    """(path, line in the fixed file, old text, new text) for each changed line of a unified diff."""
    changes, path, removed, new_line = [], None, [], 0
    for line in patch.split("\n"):
        if line.startswith("+++ "):
            path = line[4:].removeprefix("b/")
        elif line.startswith("--- "):
            continue
        elif match := HUNK.match(line):
            new_line, removed = int(match.group(2)), []
        elif line.startswith("-"):
            removed.append(line[1:])
        elif line.startswith("+"):
            changes.append((path, new_line, removed.pop(0) if removed else "", line[1:]))
            new_line += 1
        else:
            removed = []
            new_line += 1
    return changes


def fixes(options, apps):
    changes = {}
    for app in apps:
        folder = checkout(options, app)
        for path, line, old, new in changed_lines(run_lint(options, app, folder, fix=True)):
            changes[f"{app['app']}|{path}|{line}"] = (old, new)
        print(f"{app['app']}: {sum(key.startswith(app['app'] + '|') for key in changes)} changed lines", file=sys.stderr)
    judged = read_judgements(options["judgements"])
    sample = draw(list(changes), options["count"], options["seed"], "fixes")
    right = wrong = 0
    template = []
    for key in sample:
        if key in judged:
            right, wrong = right + judged[key], wrong + (not judged[key])
            continue
        template.append(key)
        old, new = changes[key]
        print(f"\n{key}\n- {old.strip()}\n+ {new.strip()}")
    count = right + wrong
    print(f"\nfixes: {len(changes)} changed lines, {len(sample)} drawn, {count} judged, {right} right"
          + (f" ({right / count:.2f})" if count else ""))
    write_template(options, template)


def main(arguments):
    if not arguments or arguments[0] not in ("precision", "recall", "fixes"):
        sys.exit(__doc__)
    mode = arguments[0]
    options = {"apps": DEFAULT_APPS, "phrasebook": "phrasebook", "split": "tuning", "per_rule": 25, "count": 40,
               "seed": 1, "judgements": [], "exclude": [], "names": []}
    iterator = iter(arguments[1:])
    flags = {"--apps": "apps", "--phrasebook": "phrasebook", "--checkouts": "checkouts", "--split": "split",
             "--cache": "cache", "--template": "template", "--recall": "recall", "--results": "results"}
    for argument in iterator:
        if argument in flags:
            options[flags[argument]] = next(iterator)
        elif argument in ("--per-rule", "--count", "--seed"):
            options[argument[2:].replace("-", "_")] = int(next(iterator))
        elif argument in ("--judgements", "--exclude"):
            options[argument[2:]].append(next(iterator))
        elif argument.startswith("-"):
            sys.exit(f"unknown option {argument}\n{__doc__}")
        else:
            options["names"].append(argument)
    if "checkouts" not in options or (mode == "recall" and "recall" not in options):
        sys.exit(__doc__)
    if os.path.sep in options["phrasebook"]:
        options["phrasebook"] = os.path.abspath(options["phrasebook"])
    options["checkouts"] = os.path.abspath(options["checkouts"])
    apps = read_apps(options["apps"], options["split"], options["names"])
    {"precision": precision, "recall": recall, "fixes": fixes}[mode](options, apps)


if __name__ == "__main__":
    main(sys.argv[1:])
