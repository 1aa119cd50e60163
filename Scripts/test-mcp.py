#!/usr/bin/env python3
"""A real MCP client (the Python `mcp` SDK from PyPI) against `phrasebook mcp` on a copy of Examples/StoryApp.

    python3 Scripts/test-mcp.py [--phrasebook .build/debug/phrasebook] [--timing] [--large N]

It lists the tools, reads the Ukrainian work list, sets a valid Ukrainian plural (all four categories) and sees it
written in Xcode's form, is refused for a broken placeholder and for a missing plural category (nothing written),
runs the checks and sees coverage rise; a second client writing the same key from the same version is refused and
the first client's text stays; paths outside the project are refused. --timing prints each tool's round trip;
--large N times get_string and set_translation on a generated N-key catalog instead (the issue's goal is measured
at 20,000 keys on a release build).
Exits 1 on the first failed expectation, 2 when the `mcp` package is missing.
"""
import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
except ImportError:
    sys.exit("test-mcp: the Python mcp package is missing: pip install -r Scripts/requirements-mcp.txt")

failures = 0


def expect(condition, what):
    global failures
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures += 1


def text_of(result):
    return result.content[0].text if result.content else ""


def is_error(result):
    return bool(getattr(result, "is_error", None) or getattr(result, "isError", None))


async def call(session, name, arguments, timings=None):
    start = time.perf_counter()
    result = await session.call_tool(name, arguments)
    if timings is not None:
        timings.setdefault(name, []).append((time.perf_counter() - start) * 1000)
    body = None
    if not is_error(result):
        body = json.loads(text_of(result))
    return result, body


def server(phrasebook, project, *extra):
    return stdio_client(StdioServerParameters(command=phrasebook, args=["mcp", project, *extra]))


async def main(phrasebook, show_timing):
    work = tempfile.mkdtemp(prefix="phrasebook-mcp-")
    project = os.path.join(work, "StoryApp")
    shutil.copytree(os.path.join(os.path.dirname(__file__), "..", "Examples", "StoryApp"), project)
    catalog_file = os.path.join(project, "Resources", "Localizable.xcstrings")
    timings = {}
    try:
        async with server(phrasebook, project) as (read, write), ClientSession(read, write) as first:
            await first.initialize()
            tools = [tool.name for tool in (await first.list_tools()).tools]
            expect(tools == ["project_status", "list_strings", "get_string", "run_checks", "extract", "lint", "set_translation", "translate"],
                   f"the tools are listed: {tools}")

            _, status = await call(first, "project_status", {}, timings)
            ukrainian = next(language for language in status["languages"] if language["code"] == "uk")
            expect(ukrainian["status"] == "preparing", "Ukrainian is in preparation, as .phrasebook.yml says")

            _, work_list = await call(first, "list_strings", {"language": "uk", "status": "missing"}, timings)
            keys = [row["key"] for row in work_list["strings"]]
            expect(work_list["total"] > 0 and len(keys) == min(work_list["total"], 50), f"the work list has {work_list['total']} missing strings, paged")
            plural_key = next((key for key in keys if "%lld" in key), None)
            expect(plural_key is not None, f"a missing plural string is on the work list: {plural_key}")

            _, unit = await call(first, "get_string", {"key": plural_key, "language": "uk"}, timings)
            categories = [category["name"] for category in unit["pluralCategories"]]
            expect(categories == ["one", "few", "many", "other"], f"Ukrainian needs {categories}")
            expect(unit["usages"] and all(".swift:" in usage and "(" in usage for usage in unit["usages"]),
                   f"where the code uses it, with the call: {unit['usages'][:1]}")

            before = open(catalog_file, "rb").read()
            broken, _ = await call(first, "set_translation", {
                "key": plural_key, "language": "uk", "version": unit["version"],
                "plural": {"one": "%lld історія", "few": "%@ історії", "many": "%lld історій", "other": "%lld історії"}}, timings)
            expect(is_error(broken) and "nothing was written" in text_of(broken), "a broken placeholder is refused")
            expect(open(catalog_file, "rb").read() == before, "nothing was written for it")
            short, _ = await call(first, "set_translation", {
                "key": plural_key, "language": "uk", "version": unit["version"], "plural": {"one": "%lld історія", "other": "%lld історії"}})
            expect(is_error(short) and "missing-plural-category" in text_of(short), "a plural without few and many is refused")
            expect(open(catalog_file, "rb").read() == before, "nothing was written for it")

            plural = {"one": "%lld історія", "few": "%lld історії", "many": "%lld історій", "other": "%lld історії"}
            result, saved = await call(first, "set_translation", {
                "key": plural_key, "language": "uk", "version": unit["version"], "plural": plural, "state": "translated"}, timings)
            expect(not is_error(result), f"a valid Ukrainian plural is written: {text_of(result)[:200]}")
            written = json.load(open(catalog_file, encoding="utf-8"))
            cases = written["strings"][plural_key]["localizations"]["uk"]["variations"]["plural"]
            expect({name: case["stringUnit"]["value"] for name, case in cases.items()} == plural, "all four categories are in the catalog")
            formatted = subprocess.run([phrasebook, "format", "--check", catalog_file], capture_output=True, text=True)
            expect(formatted.returncode == 0, "the catalog is in Xcode's exact form (phrasebook format --check)")
            expect('"few" : {\n' in open(catalog_file, encoding="utf-8").read(), "written with Xcode's ' : ' spacing")

            _, checks = await call(first, "run_checks", {"language": "uk"}, timings)
            expect("findings" in checks, f"the checks ran: {checks['total']} findings for Ukrainian")
            _, status_after = await call(first, "project_status", {})
            after = next(language for language in status_after["languages"] if language["code"] == "uk")
            expect(after["translated"] == ukrainian["translated"] + 1 and after["missing"] == ukrainian["missing"] - 1,
                   f"coverage rose: translated {ukrainian['translated']} → {after['translated']}, missing {ukrainian['missing']} → {after['missing']}")

            # A second client on the same project reads the same string, then the first writes it.
            async with server(phrasebook, project) as (read2, write2), ClientSession(read2, write2) as second:
                await second.initialize()
                target = next(key for key in keys if "%" not in key)
                _, seen_first = await call(first, "get_string", {"key": target, "language": "uk"})
                _, seen_second = await call(second, "get_string", {"key": target, "language": "uk"})
                # Both writes in flight at once: one lands, the other is refused showing it; neither is lost silently.
                (mine, _), (theirs, _) = await asyncio.gather(
                    call(first, "set_translation", {"key": target, "language": "uk", "version": seen_first["version"], "value": "Перший"}),
                    call(second, "set_translation", {"key": target, "language": "uk", "version": seen_second["version"], "value": "Другий"}))
                landed = [text for result, text in ((mine, "Перший"), (theirs, "Другий")) if not is_error(result)]
                refused = [(result, text) for result, text in ((mine, "Перший"), (theirs, "Другий")) if is_error(result)]
                expect(len(landed) == 1 and len(refused) == 1, f"of two concurrent writes to {target!r}, one lands and one is refused")
                if len(landed) == 1 and len(refused) == 1:
                    expect(landed[0] in text_of(refused[0][0]), "the refusal shows the write that landed")
                    text = open(catalog_file, encoding="utf-8").read()
                    expect(landed[0] in text and refused[0][1] not in text, "the catalog holds the write that landed, nothing lost unseen")

            _, extracted = await call(first, "extract", {}, timings)
            expect("upToDate" in extracted and "changes" in extracted, f"extract checks the sync: {extracted.get('total')} changes")
            sources = sorted(os.path.relpath(os.path.join(folder, name), project)
                             for folder, _, names in os.walk(os.path.join(project, "Sources")) for name in names if name.endswith(".swift"))
            linted, lint_result = await call(first, "lint", {"file": sources[0]}, timings)
            expect(not is_error(linted) and "findings" in lint_result, f"lint reads one file: {sources[0]}, {lint_result and lint_result['total']} findings")
            before_dry_run = open(catalog_file, "rb").read()
            dry, planned = await call(first, "translate", {"language": "uk", "dryRun": True, "limit": 5}, timings)
            expect(not is_error(dry) and planned["planned"] > 0 and open(catalog_file, "rb").read() == before_dry_run,
                   f"translate --dry-run plans {planned and planned['planned']} units and writes nothing")
            outside_lint, _ = await call(first, "lint", {"file": "../../../etc/passwd"})
            expect(is_error(outside_lint), "lint of a path outside the project is refused")

            outside, _ = await call(first, "get_string", {"key": plural_key, "language": "uk", "catalog": "../../etc/passwd"})
            expect(is_error(outside), "a catalog path outside the project is refused")
            try:
                await first.read_resource("file:///etc/passwd")
                expect(False, "a resource outside the project is refused")
            except Exception:
                expect(True, "a resource outside the project is refused")
            resources = [str(resource.uri) for resource in (await first.list_resources()).resources]
            expect("phrasebook://glossary" in resources, f"the glossary is a resource: {resources}")
            glossary = await first.read_resource("phrasebook://glossary")
            expect("do_not_translate" in glossary.contents[0].text, "the glossary resource reads the project's glossary")
            prompt = await first.get_prompt("translate_language", {"language": "uk"})
            expect("list_strings" in prompt.messages[0].content.text, "the translate_language prompt walks through the tools")

        async with server(phrasebook, project, "--read-only") as (read, write), ClientSession(read, write) as reader:
            await reader.initialize()
            tools = [tool.name for tool in (await reader.list_tools()).tools]
            expect("set_translation" not in tools, "--read-only offers no writing tool")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if show_timing:
        for name, samples in sorted(timings.items()):
            samples.sort()
            print(f"timing: {name}: median {samples[len(samples) // 2]:.1f} ms over {len(samples)} calls")


async def time_large(phrasebook, count):
    """Round trips of get_string and set_translation on an N-key catalog, 20 calls each."""
    work = tempfile.mkdtemp(prefix="phrasebook-mcp-large-")
    try:
        strings = {}
        for index in range(count):
            key = f"Item {index} of %lld in the library"
            localizations = {"en": {"stringUnit": {"state": "translated", "value": key}}}
            if index % 3:
                localizations["de"] = {"stringUnit": {"state": "translated", "value": f"Eintrag {index} von %lld"}}
            strings[key] = {"localizations": localizations}
        with open(os.path.join(work, "Localizable.xcstrings"), "w", encoding="utf-8") as file:
            json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, file, ensure_ascii=False, indent=2)
        timings = {}
        async with server(phrasebook, work) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            for index in range(0, 60, 3):
                key = f"Item {index} of %lld in the library"
                _, unit = await call(session, "get_string", {"key": key, "language": "de"}, timings)
                result, _ = await call(session, "set_translation", {
                    "key": key, "language": "de", "version": unit["version"], "value": f"Eintrag {index} von %lld"}, timings)
                expect(not is_error(result), f"written: {key}") if is_error(result) else None
            await call(session, "list_strings", {"language": "de", "status": "needsReview"}, timings)
            await call(session, "project_status", {}, timings)
        for name, samples in sorted(timings.items()):
            samples.sort()
            print(f"timing ({count} keys): {name}: median {samples[len(samples) // 2]:.1f} ms, "
                  f"min {samples[0]:.1f}, max {samples[-1]:.1f} over {len(samples)} calls")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--phrasebook", default=".build/debug/phrasebook")
    parser.add_argument("--timing", action="store_true")
    parser.add_argument("--large", type=int)
    options = parser.parse_args()
    if options.large:
        asyncio.run(time_large(os.path.abspath(options.phrasebook), options.large))
    else:
        asyncio.run(main(os.path.abspath(options.phrasebook), options.timing))
    if failures:
        sys.exit(f"test-mcp: {failures} expectation(s) failed")
    print("every MCP check passed")
