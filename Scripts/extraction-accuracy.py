#!/usr/bin/env python3
"""Measures `phrasebook extract` against the String Catalogs Xcode wrote for real open-source apps.

usage: Scripts/extraction-accuracy.py [APP...] [--phrasebook BIN] [--repositories DIR] [--details]

Each app below names its public repository, the commit whose catalogs and sources are compared (one where
the app's main catalog was last rewritten), and its targets. An Xcode target is read from the app's
`project.pbxproj`: the Swift files it compiles (build phases and synchronized folders, with their
exceptions) and the String Catalogs it copies, except Interface Builder's (`*.lproj/`) and `InfoPlist`.
A Swift package target, or a Tuist project's, names its folders and catalogs. Local packages (folders with
a `Package.swift`) outside the target are read for their declarations only, as the app imports them.

Repositories are read at run time from DIR/OWNER+NAME (a git directory or a clone; default
$PHRASEBOOK_REPOSITORIES, else /work/.mirror), or cloned from GitHub into DIR when absent. Nothing is
copied into this repository: the commit's files are exported from git into a temporary folder.

Per app it prints three figures over the catalogs of its targets:
  recall      keys Xcode extracted (no extractionState, or extracted_with_value) that Phrasebook extracts
              for the same table
  precision   keys Phrasebook extracts, for a table the target has a catalog for, that the catalog holds
              as extracted or manual (a key Xcode marked stale is one it no longer finds in the code)
  specifiers  keys Xcode extracted with format specifiers, among those Phrasebook extracts with the same
              wording, whose specifiers Phrasebook writes the same
and, with --details (or for one app), each miss and extra with where Phrasebook found it.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SPECIFIER = re.compile(r"%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA]")


class Target:
    """One target of an app: an Xcode target by name, or folders and catalogs (a package's or Tuist's).
    `options` are passed to `phrasebook extract` (the platform it builds for, its custom functions)."""

    def __init__(self, xcode=None, sources=(), catalogs=(), options=()):
        self.xcode, self.sources, self.catalogs, self.options = xcode, list(sources), list(catalogs), list(options)


class App:
    """An app at a commit: every shipping target of its Xcode `project`, plus `targets` it builds otherwise
    (local packages with catalogs of their own, Tuist modules); `options` apply to all of them."""

    def __init__(self, name, repository, commit, kind, project=None, targets=(), options=()):
        self.name, self.repository, self.commit, self.kind = name, repository, commit, kind
        self.project, self.targets, self.options = project, list(targets), list(options)


# Comments name what each app's catalog holds that the code at its commit no longer says (the catalog lags
# the code: Xcode last wrote it before a change), or what Phrasebook cannot see (a remote package's types).
APPS = [
    # "Restart": the code says Text(verbatim: "Restart") at this very commit.
    App("Backyard Birds", "apple/sample-backyard-birds", "f955a1f0f7136c38cc016cbfcd1ad85e89c596c5",
        "SwiftUI, widgets, local packages", "Backyard Birds.xcodeproj", [
            Target(sources=["BackyardBirdsData"], catalogs=[
                "BackyardBirdsData/Backyards/Backyards.xcstrings", "BackyardBirdsData/Birds/Birds.xcstrings",
                "BackyardBirdsData/Food & Drink/BirdFood.xcstrings", "BackyardBirdsData/Plants/PlantSpecies.xcstrings"]),
            Target(sources=["BackyardBirdsUI"], catalogs=["BackyardBirdsUI/Localizable.xcstrings"]),
        ]),
    # Its catalog was last written by a Release build: `#if DEBUG` strings are stale in it.
    App("Xcodes", "XcodesOrg/XcodesApp", "d9afd67e5ea710e977bf20aa447139de52ef0cb1", "SwiftUI (macOS)",
        "Xcodes.xcodeproj", options=["--compilation-conditions", ""]),
    # "Favicons" moved to the ActivityLog module's catalog (bundle: .module) on 2026-06-05; the app's still has it.
    App("NetNewsWire", "Ranchero-Software/NetNewsWire", "5dc9b758aa75fbc37823381382ef34f155470158",
        "UIKit and AppKit, widget, local packages", "NetNewsWire.xcodeproj", [
            Target(sources=["Modules/ActivityLog/Sources"],
                   catalogs=["Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings"]),
        ]),
    App("CotEditor", "coteditor/CotEditor", "611b0ce5cf6a7ade94535611aac10d9a169f0547",
        "AppKit and SwiftUI, App Intents, local packages", "CotEditor.xcodeproj", [
            Target(sources=[f"Packages/{package}/Sources/{name}"], options=["--platform", "macOS"], catalogs=[
                f"Packages/{package}/Sources/{name}/Resources/{table}.xcstrings" for table in tables])
            for package, name, tables in [
                ("EditorCore", "CharacterInfo", ["Localizable", "UnicodeBlock"]),
                ("EditorCore", "FileEncoding", ["Localizable"]),
                ("EditorCore", "LineEnding", ["Localizable"]),
                ("EditorCore", "StringUtils", ["Localizable"]),
                ("MacUI", "Shortcut", ["Localizable"]),
                ("Syntax", "SyntaxFormat", ["Localizable"]),
            ]
        ]),
    App("Ice Cubes", "Dimillian/IceCubesApp", "0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618",
        "SwiftUI, App Intents, widgets, local packages", "IceCubesApp.xcodeproj"),
    App("Whisky", "Whisky-App/Whisky", "ce04b2503d2086ccea7f85d2250284aa6d989c5e", "SwiftUI (macOS), local package",
        "Whisky.xcodeproj"),
    # A Tuist project: the app and the modules whose resources include its catalog. Written by a Release build,
    # and since kept up by merging translations: "update-packages.detail-stage.linking" and "…backing-up" are
    # String raw values since 2026-05-16 (LocalizedStringKey before), "about.copyright-%lld" is interpolated
    # from String(…) since 2025-04-10, "Link to package" (2025-09-02) was never added, and
    # "add-package.install.ready" goes to an initializer of the remote package BetterProgress's Progress.
    App("Cork", "buresdv/Cork", "49f8557348d07f9ff99fb55cdc9252909b37f421", "SwiftUI (macOS), App Intents, Tuist modules",
        targets=[Target(sources=["Cork", "Modules/Shared", "Modules/TerminalSupport", "Modules/Packages/PackagesModels"],
                        catalogs=["Cork/Localizable.xcstrings"], options=["--platform", "macOS", "--compilation-conditions", ""])]),
    # Two keys go to the remote package Luminare's LuminareToggle and LuminareInfoView (LocalizedStringKey
    # parameters; pass its checkout with --declarations-from). "You've looped %@ times!": a ternary of interpolated
    # literals in Text, which the compiler typed as String.
    App("Loop", "MrKai77/Loop", "a28865798b0458550ba61e13d78bf1f0909c8e58", "SwiftUI and AppKit (macOS)",
        "Loop.xcodeproj"),
    # BlockAction's (currentState:, stateTransition:) tuples of LocalizedStringResource: the catalog has some of
    # their strings extracted, others stale, others absent, from before and after their 2026-08-03 rewrite. Its
    # "Really pin this post to %@?" and three like it, and "Moderation...", are gone from the code; "Censored" and
    # "Table" go to the remote package LemmyMarkdownUI's configuration; "Uptime data fetched from %@" to
    # AttributedString(markdown:), whose String parameter Phrasebook does not know; "" is the default of ?? beside
    # an Optional.map(String.init(localized:)) of a type it does not infer.
    App("Mlem", "mlemgroup/mlem", "77d87ea079a2ea338a345efd35bb341bbd1c26a6", "SwiftUI (iOS), local packages in app",
        "Mlem.xcodeproj"),
    # "Delete File" is only UndoManager.setActionName's (a String) at this commit; "Unknown service status (%lld)."
    # interpolates SMAppService.Status.rawValue, an Int, which Phrasebook takes for a String.
    App("Pearcleaner", "alienator88/Pearcleaner", "a2854cba6c366404a565d93eb7767fdc3a88e804", "SwiftUI (macOS)",
        "Pearcleaner.xcodeproj"),
    # Drawn at random (seed 20261127) from 16 public apps with Xcode-extracted catalogs, and judged once as held-out
    # apps before any change for them: recall 0.976 (1410/1445), precision 0.996 (1446/1452), specifiers 0.964
    # (107/111). Since then they are tuning apps like the others.
    App("TPASS", "111319022/TPASS-app-iOS", "877c883ee15355e99dcc7cb3fa27d5c51ea68045", "SwiftUI and UIKit (iOS)",
        "TPASS-app-iOS.xcodeproj"),
    App("Side Search", "Cizzuk/Side-Search", "397a222677faf0a3b94f4c810c667020c0b99ad0", "SwiftUI (iOS), App Intents, widget",
        "Side Search.xcodeproj"),
    # "Permissions": now only `var description: String { "Permissions" }`. (An intent's `static var description =
    # "…"`, a String by Swift's rules, is a key: it entered the catalog in the commit that wrote it.)
    App("Cami", "Aemi-Studio/Cami", "ff483ed7d1ef62b24e0427d2dc8d789ae7e5c119", "SwiftUI (iOS), App Intents, widgets",
        "Cami.xcodeproj"),
    App("Orhadi", "IvorySvoboda/Orhadi", "58b0022760fcebe894192f01ce092607be1351d2", "SwiftUI (iOS), widgets",
        "Orhadi.xcodeproj"),
    # 13 keys the code at this commit no longer shows: search engine domains and names now plain Strings of the
    # app's own types (`["bing.com"]`, `CSEData(name: "GitHub")`), and a removed `TextField("", …)`.
    App("CSE", "Cizzuk/CSE", "bedaceece85498c26434dd7cb0a2daf05bf88e94", "SwiftUI (iOS), Safari extension, App Intents",
        "Customize Search Engine.xcodeproj"),
]


# MARK: - Xcode projects

SDK_PLATFORMS = {"macosx": "macOS", "iphoneos": "iOS", "watchos": "watchOS", "appletvos": "tvOS", "xros": "visionOS"}
PLIST_TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"((?:[^"\\]|\\.)*)"|([^\s"{}()=;,/][^\s"{}()=;,]*)|([{}()=;,])', re.S)


def parse_plist(text):
    """An old-style (OpenStep) property list, as `project.pbxproj` is written."""
    tokens = []
    for match in PLIST_TOKEN.finditer(text):
        quoted, bare, punctuation = match.groups()
        if quoted is not None:
            tokens.append(("s", re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), quoted)))
        elif bare is not None:
            tokens.append(("s", bare))
        elif punctuation is not None:
            tokens.append(("p", punctuation))
    position = 0

    def value():
        nonlocal position
        kind, token = tokens[position]
        position += 1
        if kind == "s":
            return token
        if token == "{":
            result = {}
            while tokens[position] != ("p", "}"):
                key = value()
                position += 1  # =
                result[key] = value()
                position += 1  # ;
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ("p", ")"):
                result.append(value())
                if tokens[position] == ("p", ","):
                    position += 1
            position += 1
            return result
        raise ValueError(f"unexpected {token!r} in project.pbxproj")

    return value()


class XcodeProject:
    """The targets of a `project.pbxproj`: which files of the repository each compiles and copies."""

    def __init__(self, folder, project):
        document = parse_plist(open(os.path.join(folder, project, "project.pbxproj"), encoding="utf-8").read())
        self.objects = document["objects"]
        self.folder = folder
        root = self.objects[document["rootObject"]]
        self.project_directory = os.path.normpath(os.path.join(os.path.dirname(project), root.get("projectDirPath", "")))
        self.paths = {}
        self.locate(root["mainGroup"], self.project_directory)
        self.files = []
        for directory, _, names in os.walk(folder):
            self.files += [os.path.relpath(os.path.join(directory, n), folder) for n in names]
        self.packages = [os.path.dirname(p) for p in self.files if os.path.basename(p) == "Package.swift" and os.path.dirname(p)]

    def locate(self, identifier, parent):
        item = self.objects[identifier]
        tree, path = item.get("sourceTree", "<group>"), item.get("path")
        base = {"<group>": parent, "SOURCE_ROOT": self.project_directory}.get(tree)
        if base is None:
            return
        location = os.path.normpath(os.path.join(base, path)) if path else base
        self.paths[identifier] = location
        for child in item.get("children", []):
            self.locate(child, location)

    def target(self, name):
        for identifier, item in self.objects.items():
            if item.get("isa") == "PBXNativeTarget" and item.get("name") == name:
                return identifier, item
        raise SystemExit(f"no target {name!r} in the project")

    def app_targets(self):
        """The targets that ship: apps, extensions and tools, not tests."""
        return sorted(item["name"] for item in self.objects.values()
                      if item.get("isa") == "PBXNativeTarget" and "test" not in item.get("productType", ""))

    def platform_options(self, name):
        """`--platform` for the SDK the target builds with (`SDKROOT`), when it names one platform."""
        _, target = self.target(name)
        project = next(item for item in self.objects.values() if item.get("isa") == "PBXProject")
        for owner in (target, project):
            for configuration in self.objects[owner["buildConfigurationList"]].get("buildConfigurations", []):
                sdk = self.objects[configuration].get("buildSettings", {}).get("SDKROOT")
                if sdk in SDK_PLATFORMS:
                    return ["--platform", SDK_PLATFORMS[sdk]]
        return []

    def members(self, name, extension, phase):
        """Files ending in `extension` the target builds in its `phase` (`PBXSourcesBuildPhase`, …)."""
        identifier, target = self.target(name)
        found = set()
        for phase_id in target.get("buildPhases", []):
            build_phase = self.objects[phase_id]
            if build_phase.get("isa") != phase:
                continue
            for build_file in build_phase.get("files", []):
                reference = self.objects[build_file].get("fileRef")
                item = self.objects.get(reference, {})
                children = item.get("children", []) if item.get("isa") == "PBXVariantGroup" else [reference]
                for child in children:
                    path = self.paths.get(child)
                    if path and path.endswith(extension):
                        found.add(path)
        synchronized = set(target.get("fileSystemSynchronizedGroups", []))
        for group_id, group in self.objects.items():
            if group.get("isa") != "PBXFileSystemSynchronizedRootGroup" or group_id not in self.paths:
                continue
            toggled = []
            for exception_id in group.get("exceptions", []):
                exception = self.objects[exception_id]
                if exception.get("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" and exception.get("target") == identifier:
                    toggled += exception.get("membershipExceptions", [])
            directory = self.paths[group_id]
            for path in self.files:
                if not path.endswith(extension) or not path.startswith(directory + "/"):
                    continue
                if any(path.startswith(package + "/") for package in self.packages):
                    continue  # a local package in the folder is a target of its own
                relative = path[len(directory) + 1:]
                is_toggled = any(relative == t or relative.startswith(t.rstrip("/") + "/") for t in toggled)
                if (group_id in synchronized) != is_toggled:
                    found.add(path)
        return sorted(p for p in found if os.path.exists(os.path.join(self.folder, p)))


def is_code_catalog(path):
    """Catalogs extraction from code writes: not Interface Builder's (`*.lproj/`) nor `InfoPlist`'s."""
    return ".lproj/" not in path and os.path.basename(path) != "InfoPlist.xcstrings"


# MARK: - Measuring

def repository_directory(repository, root):
    """A git directory holding `repository`, cloned into `root` when there is none."""
    folder = os.path.join(root, repository.replace("/", "+"))
    for candidate in (os.path.join(folder, "repo", ".git"), os.path.join(folder, "repo"), folder):
        if os.path.isdir(os.path.join(candidate, "objects")):
            return candidate
    os.makedirs(root, exist_ok=True)
    subprocess.run(["git", "clone", "--bare", "--quiet", f"https://github.com/{repository}", folder], check=True)
    return folder


def export(git_directory, commit, into):
    """Writes the commit's Swift sources, catalogs, projects and package manifests under `into` (only
    those: a snapshot may lack other, large, files)."""
    listing = subprocess.run(["git", "--git-dir", git_directory, "ls-tree", "-r", "-z", commit],
                             capture_output=True, check=True).stdout.decode("utf-8").split("\0")
    wanted = []
    for line in listing:
        if not line:
            continue
        mode_type_id, path = line.split("\t", 1)
        mode, kind, blob = mode_type_id.split()
        if kind == "blob" and mode != "120000" and (
                path.endswith((".swift", ".xcstrings", "/project.pbxproj")) or os.path.basename(path) == "Package.swift"):
            wanted.append((blob, path))
    contents = subprocess.run(["git", "--git-dir", git_directory, "cat-file", "--batch"],
                              input="".join(f"{blob}\n" for blob, _ in wanted).encode(), capture_output=True, check=True).stdout
    offset = 0
    for _, path in wanted:
        header_end = contents.index(b"\n", offset)
        size = int(contents[offset:header_end].split()[2])
        target = os.path.join(into, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as file:
            file.write(contents[header_end + 1:header_end + 1 + size])
        offset = header_end + 1 + size + 1


def local_packages(folder, sources):
    """Folders with a `Package.swift` that hold none of `sources`: their declarations are the app's imports."""
    packages = []
    for directory, names, files in os.walk(folder):
        names[:] = [n for n in names if not n.startswith(".") and n not in (".build", "Pods")]
        if "Package.swift" in files and directory != folder:
            relative = os.path.relpath(directory, folder)
            if not any(s == relative or s.startswith(relative + "/") for s in sources):
                packages.append(relative)
            names[:] = []
    return packages


def skeleton(key):
    return SPECIFIER.sub("%", key.replace("%%", "\0"))


def reads_declarations(binary):
    """Whether this build of Phrasebook reads local packages for their declarations (`--declarations-from`)."""
    return "--declarations-from" in subprocess.run([binary, "extract", "--help"], capture_output=True, text=True).stdout


def extract(binary, folder, sources, packages, options):
    """Phrasebook's strings for `sources`, by table then key (the first occurrence of each)."""
    # --list: a project's catalogs found in the folder are compared, never synchronized.
    listing = ["--list"] if "--list" in subprocess.run([binary, "extract", "--help"], capture_output=True, text=True).stdout else []
    arguments = [binary, "extract", *listing, "--format", "json", *options, *sources]
    for package in packages:
        arguments += ["--declarations-from", package]
    out = subprocess.run(arguments, cwd=folder, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"phrasebook extract failed in {folder}:\n{out.stderr}")
    found = {}
    for string in json.loads(out.stdout)["strings"]:
        found.setdefault(string["table"], {}).setdefault(string["key"], string)
    return found


def measure(app, binary, root):
    git_directory = repository_directory(app.repository, root)
    folder = tempfile.mkdtemp(prefix="extraction-accuracy-")
    try:
        export(git_directory, app.commit, folder)
        project = XcodeProject(folder, app.project) if app.project else None
        with_packages = reads_declarations(binary)
        # A catalog several targets copy holds what any of them uses.
        ours_by_catalog = {}
        targets = [Target(name, options=project.platform_options(name)) for name in project.app_targets()] if project else []
        for target in targets + app.targets:
            if target.xcode:
                sources = project.members(target.xcode, ".swift", "PBXSourcesBuildPhase")
                catalogs = [c for c in project.members(target.xcode, ".xcstrings", "PBXResourcesBuildPhase") if is_code_catalog(c)]
            else:
                sources, catalogs = target.sources, target.catalogs
            if not catalogs or not sources:
                continue
            packages = local_packages(folder, sources) if with_packages else []
            ours = extract(binary, folder, sources, packages, target.options + app.options)
            for path in catalogs:
                table = os.path.splitext(os.path.basename(path))[0]
                for key, string in ours.get(table, {}).items():
                    ours_by_catalog.setdefault(path, {}).setdefault(key, string)
                ours_by_catalog.setdefault(path, {})
        figures = {"xcode": 0, "found": 0, "ours": 0, "present": 0, "with_specifiers": 0, "specifiers_ok": 0}
        misses, extras, wrong_specifiers = [], [], []
        for path, mine in sorted(ours_by_catalog.items()):
            catalog = json.load(open(os.path.join(folder, path), encoding="utf-8"))["strings"]
            by_xcode = {k for k, v in catalog.items() if v.get("extractionState") in (None, "extracted_with_value")}
            kept = by_xcode | {k for k, v in catalog.items() if v.get("extractionState") == "manual"}
            figures["xcode"] += len(by_xcode)
            figures["found"] += len(by_xcode & mine.keys())
            figures["ours"] += len(mine)
            figures["present"] += len(kept & mine.keys())
            our_skeletons = {skeleton(k): k for k in mine}
            for key in sorted(by_xcode):
                if SPECIFIER.search(key.replace("%%", "")) and skeleton(key) in our_skeletons:
                    figures["with_specifiers"] += 1
                    if key in mine:
                        figures["specifiers_ok"] += 1
                    else:
                        wrong_specifiers.append((path, key, our_skeletons[skeleton(key)]))
            misses += [(path, k) for k in sorted(by_xcode - mine.keys()) if skeleton(k) not in our_skeletons]
            for key in sorted(mine.keys() - kept):
                s = mine[key]
                state = catalog[key].get("extractionState") if key in catalog else "absent"
                extras.append((path, key, state, f"{s['file']}:{s['line']}:{s['column']} {s['api']}"))
        return figures, misses, extras, wrong_specifiers
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def ratio(a, b):
    return f"{a / b:.3f} ({a}/{b})" if b else "n/a"


def main(argv):
    binary = os.path.abspath(".build/debug/phrasebook")
    root = os.environ.get("PHRASEBOOK_REPOSITORIES", "/work/.mirror")
    details = "--details" in argv
    argv = [a for a in argv if a != "--details"]
    if "--phrasebook" in argv:
        i = argv.index("--phrasebook")
        binary = os.path.abspath(argv[i + 1])
        del argv[i:i + 2]
    if "--repositories" in argv:
        i = argv.index("--repositories")
        root = argv[i + 1]
        del argv[i:i + 2]
    apps = [a for a in APPS if not argv or a.name in argv]
    details = details or len(apps) == 1
    totals = {}
    print(f"{'app':<15} {'kind':<48} {'recall':<20} {'precision':<20} specifiers")
    for app in apps:
        figures, misses, extras, wrong = measure(app, binary, root)
        for name, value in figures.items():
            totals[name] = totals.get(name, 0) + value
        print(f"{app.name:<15} {app.kind:<48} {ratio(figures['found'], figures['xcode']):<20} "
              f"{ratio(figures['present'], figures['ours']):<20} {ratio(figures['specifiers_ok'], figures['with_specifiers'])}",
              flush=True)
        if details:
            for catalog, key in misses:
                print(f"    missed     {key!r}  [{catalog}]")
            for catalog, key, ours in wrong:
                print(f"    specifiers {key!r}: ours {ours!r}  [{catalog}]")
            for catalog, key, state, where in extras:
                print(f"    extra      {key!r} ({state})  {where}  [{catalog}]")
    if len(apps) > 1:
        print(f"{'all':<15} {'':<48} {ratio(totals['found'], totals['xcode']):<20} "
              f"{ratio(totals['present'], totals['ours']):<20} {ratio(totals['specifiers_ok'], totals['with_specifiers'])}")


if __name__ == "__main__":
    main(sys.argv[1:])
