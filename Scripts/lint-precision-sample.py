#!/usr/bin/env python3
"""Samples `phrasebook lint` findings on real open-source apps, for judging each rule's precision by hand.

usage: Scripts/lint-precision-sample.py [APP...] [--phrasebook BIN] [--repositories DIR] [--per-rule N]
                                        [--seed S] [--judgements FILE] [--keep DIR]

Repositories are read at run time from DIR/OWNER+NAME (a git directory, a clone, or a folder holding
`repo`, the git directory; default $PHRASEBOOK_REPOSITORIES, else /work/.mirror). Only the Swift files of
HEAD are exported, into a temporary folder (or DIR/OWNER+NAME with --keep, to read the code around each
finding while judging; keep DIR outside this repository; a folder already there is reused); nothing is
copied into this repository.

All findings of all apps are pooled per rule, and up to N per rule (default 50) are drawn with a fixed
seed, so two runs over the same commits draw the same sample. Each sampled finding is printed with its
line and two lines of context, keyed `rule|app|path|line|column`. With --judgements FILE (lines
`KEY<TAB>y|n<TAB>why`, as a person wrote them after reading the sample), the precision of each rule over
the judged findings of the current sample is printed; findings the file does not judge are listed.
"""
import json
import os
import random
import subprocess
import sys
import tempfile

APPS = [
    "XcodesOrg+XcodesApp",
    "coteditor+CotEditor",
    "p0deje+Maccy",
    "jordanbaird+Ice",
    "Ranchero-Software+NetNewsWire",
    "Dimillian+IceCubesApp",
    "MrKai77+Loop",
    "Whisky-App+Whisky",
    "alienator88+Pearcleaner",
    "apple+sample-backyard-birds",
    "buresdv+Cork",
    "ejbills+DockDoor",
    "jellyfin+Swiftfin",
    "mlemgroup+mlem",
]


def git_dir(root, app):
    base = os.path.join(root, app)
    for candidate in (os.path.join(base, "repo"), os.path.join(base, ".git"), base):
        if os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def export_swift_files(git, destination):
    """Writes HEAD's .swift files under `destination` (large binary blobs are never read)."""
    names = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "-z", "--name-only", "HEAD"],
                           check=True, capture_output=True).stdout.split(b"\0")
    for name in names:
        if not name.endswith(b".swift"):
            continue
        path = name.decode("utf-8", "replace")
        content = subprocess.run(["git", "--git-dir", git, "show", "HEAD:" + path], capture_output=True)
        if content.returncode != 0:
            continue
        target = os.path.join(destination, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as file:
            file.write(content.stdout)


def lint(phrasebook, folder):
    result = subprocess.run([phrasebook, "lint", "--format", "json", "."], cwd=folder, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"phrasebook lint failed in {folder}: {result.stderr}")
    report = json.loads(result.stdout)
    return report if isinstance(report, list) else report.get("diagnostics", [])


def context(folder, path, line):
    try:
        with open(os.path.join(folder, path), encoding="utf-8", errors="replace") as file:
            lines = file.read().split("\n")
    except OSError:
        return ""
    start, end = max(0, line - 3), min(len(lines), line + 2)
    return "\n".join(f"{'>' if number + 1 == line else ' '} {number + 1:5} {lines[number]}" for number in range(start, end))


def main(arguments):
    phrasebook, root, per_rule, seed, judgements_path, keep, apps = "phrasebook", None, 50, 13, None, None, []
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--phrasebook":
            phrasebook = next(iterator)
        elif argument == "--repositories":
            root = next(iterator)
        elif argument == "--per-rule":
            per_rule = int(next(iterator))
        elif argument == "--seed":
            seed = int(next(iterator))
        elif argument == "--judgements":
            judgements_path = next(iterator)
        elif argument == "--keep":
            keep = os.path.abspath(next(iterator))
        else:
            apps.append(argument)
    root = root or os.environ.get("PHRASEBOOK_REPOSITORIES", "/work/.mirror")
    phrasebook = os.path.abspath(phrasebook) if os.path.sep in phrasebook else phrasebook
    by_rule, folders = {}, {}
    with tempfile.TemporaryDirectory() as temporary:
        temporary = keep or temporary
        for app in apps or APPS:
            git = git_dir(root, app)
            if git is None:
                print(f"note: {app} is not in {root}; skipped", file=sys.stderr)
                continue
            folder = os.path.join(temporary, app)
            if not (keep and os.path.isdir(folder)):
                export_swift_files(git, folder)
            folders[app] = folder
            findings = lint(phrasebook, folder)
            print(f"{app}: {len(findings)} findings", file=sys.stderr)
            for finding in findings:
                key = "|".join([finding["rule"], app, finding.get("file", ""), str(finding.get("line", 0)),
                                str(finding.get("column", 0))])
                by_rule.setdefault(finding["rule"], []).append((key, app, finding))
        judged = {}
        if judgements_path:
            with open(judgements_path, encoding="utf-8") as file:
                for line in file:
                    parts = line.rstrip("\n").split("\t")
                    if len(parts) >= 2 and parts[1] in ("y", "n"):
                        judged[parts[0]] = parts[1] == "y"
        generator = random.Random(seed)
        totals = []
        for rule in sorted(by_rule):
            findings = sorted(by_rule[rule], key=lambda item: item[0])
            sample = generator.sample(findings, min(per_rule, len(findings)))
            print(f"\n## {rule}: {len(sample)} of {len(findings)} findings")
            right = wrong = 0
            for key, app, finding in sample:
                if key in judged:
                    right, wrong = right + judged[key], wrong + (not judged[key])
                    if judgements_path:
                        continue
                print(f"\n{key}\n  {finding['message']}\n{context(folders[app], finding.get('file', ''), finding.get('line', 0))}")
            if right + wrong:
                totals.append((rule, right, right + wrong, len(findings)))
        for rule, right, count, population in totals:
            print(f"{rule}: {right}/{count} = {right / count:.2f} precision ({population} findings)")


if __name__ == "__main__":
    main(sys.argv[1:])
