#!/usr/bin/env python3
"""Drives `phrasebook serve` in headless Chromium over WebDriver (plain HTTP, standard library only), as a
translator uses it: a plural translation typed with placeholder chips, a conflict with a change on disk, a
keyboard-only session, then a 20,000-key catalog for timings. Writes screenshots to docs/ with --screenshots.

Usage: editor-browser-test.py PHRASEBOOK CHROMEDRIVER EXAMPLE_PROJECT [--screenshots DIR]
Run through Scripts/test-editor-browser.sh, which installs Chromium and builds the tool."""
import base64, json, os, re, shutil, subprocess, sys, tempfile, time, urllib.request

CTRL, ALT, ENTER, ESCAPE, DOWN, BACKSPACE, NULL = "\ue009", "\ue00a", "\ue007", "\ue00c", "\ue015", "\ue003", "\ue000"
FAILURES = []


def check(condition, message):
    print(("ok    " if condition else "FAIL  ") + message, flush=True)
    if not condition:
        FAILURES.append(message)


class WebDriver:
    def __init__(self, base):
        self.base = base
        self.session = None

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read() or b"null").get("value")
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"{method} {path}: {error.read().decode()[:500]}")

    def start(self, width, height):
        capabilities = {"browserName": "chrome", "goog:chromeOptions": {"args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}"]}}
        self.session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})["sessionId"]

    def s(self, path, body=None, method=None):
        return self.call(method or ("GET" if body is None else "POST"), f"/session/{self.session}{path}", body)

    def quit(self):
        if self.session:
            self.call("DELETE", f"/session/{self.session}")

    def get(self, url):
        self.s("/url", {"url": url})

    def find(self, css):
        element = self.s("/element", {"using": "css selector", "value": css})
        return list(element.values())[0]

    def click(self, css):
        self.s(f"/element/{self.find(css)}/click", {})

    def type_into(self, css, text):
        self.s(f"/element/{self.find(css)}/value", {"text": text})

    def keys(self, *chords):
        """Presses each chord (modifiers held with the keys after them) on whatever has focus."""
        for chord in chords:
            actions = [{"type": "keyDown", "value": k} for k in chord] + [{"type": "keyUp", "value": k} for k in reversed(chord)]
            self.s("/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})

    def type_text(self, text):
        actions = []
        for character in text:
            actions += [{"type": "keyDown", "value": character}, {"type": "keyUp", "value": character}]
        self.s("/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})

    def js(self, script, *args):
        return self.s("/execute/sync", {"script": script, "args": list(args)})

    def wait(self, script, what, timeout=15):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.js(script)
            if value:
                return value
            time.sleep(0.05)
        status = self.js("return document.getElementById('status-message').textContent")
        raise RuntimeError(f"timed out waiting for {what} (the page says: {status!r})")

    def screenshot(self, path):
        with open(path, "wb") as file:
            file.write(base64.b64decode(self.s("/screenshot")))

    def resize(self, width, height):
        self.s("/window/rect", {"width": width, "height": height})


def serve(phrasebook, project, *arguments):
    """Starts the editor from the project's parent folder, so that it shows short paths, and returns its address."""
    process = subprocess.Popen([phrasebook, "serve", os.path.basename(project), "--port", "0", *arguments],
                               cwd=os.path.dirname(project), stdout=subprocess.PIPE, text=True)
    for line in process.stdout:
        match = re.search(r"Open (http://\S+)", line)
        if match:
            return process, match.group(1)
    raise RuntimeError("phrasebook serve printed no address")


def catalog_units(path, key, language):
    with open(path, encoding="utf-8") as file:
        return json.load(file)["strings"][key].get("localizations", {}).get(language)


def open_key(driver, search):
    """Searches for `search` and opens the first row, as a click does."""
    driver.js("const s = document.getElementById('search'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));", search)
    driver.wait("return document.querySelectorAll('#list li').length > 0", f"a row for {search}")
    driver.click("#list li")
    driver.wait(f"return document.getElementById('unit-key').textContent.includes({json.dumps(search)})", f"the editor for {search}")


def main():
    phrasebook, chromedriver, example = (os.path.abspath(path) for path in sys.argv[1:4])
    screenshots = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None
    work = tempfile.mkdtemp(prefix="phrasebook-browser-")
    project = os.path.join(work, "StoryApp")
    shutil.copytree(example, project)
    catalog = os.path.join(project, "Resources", "Localizable.xcstrings")
    driver_process = subprocess.Popen([chromedriver, "--port=9515"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = None
    driver = WebDriver("http://127.0.0.1:9515")
    try:
        for _ in range(100):
            try:
                driver.call("GET", "/status")
                break
            except Exception:
                time.sleep(0.1)
        driver.start(1280, 860)
        server, url = serve(phrasebook, project, "--language", "uk")
        driver.get(url)
        driver.wait("return document.body.dataset.ready === 'true'", "the work list")
        check(driver.js("return document.getElementById('language').value") == "uk", "the page opens in the language given with --language")

        # 1. A plural string: one field per Ukrainian category with sample numbers, placeholders as chips.
        open_key(driver, "Reading streak:")  # not the comment "Longest reading streak" of journey.bestStreak
        labels = driver.js("return [...document.querySelectorAll('#translation .case > label')].map(l => l.textContent)")
        check([l.split(" ")[0] for l in labels] == ["one", "few", "many", "other"], f"a field per Ukrainian plural category: {labels}")
        check("e.g. 2, 3, 4, 22" in labels[1], f"sample numbers beside each category: {labels[1]}")
        words = {"one": "день", "few": "дні", "many": "днів", "other": "дня"}
        for category, word in words.items():
            driver.click(f'[data-path="plural.{category}"]')
            driver.type_text("Серія: ")
            driver.keys([ALT, "1"])  # the source's first placeholder, as a chip
            driver.type_text(f" {word}")
        chips = driver.js("return document.querySelectorAll('#translation .text-field .chip').length")
        check(chips == 4, f"Alt+1 inserted the placeholder as a chip in each case ({chips})")
        driver.wait("return document.getElementById('findings').children.length === 0", "live checks to pass")
        if screenshots:
            driver.screenshot(os.path.join(screenshots, "editor-plural.png"))
        driver.keys([CTRL, ENTER])
        driver.wait("return /Saved/.test(document.getElementById('status-message').textContent)", "the save")
        saved = catalog_units(catalog, "Reading streak: %lld days", "uk")
        plural = (saved or {}).get("variations", {}).get("plural", {})
        check({c: plural.get(c, {}).get("stringUnit", {}).get("value") for c in words} == {c: f"Серія: %lld {w}" for c, w in words.items()},
              "the four cases are in the catalog with the placeholder whole")
        check(all(plural[c]["stringUnit"]["state"] == "translated" for c in words), "Ctrl+Enter saved them as translated")

        # 2. A conflict: the same string changed on disk (git pull) while it is open.
        open_key(driver, "Cancel")
        driver.click('[data-path="value"]')
        driver.keys([CTRL, "a"])
        driver.type_text("Відмінити")
        with open(catalog, encoding="utf-8") as file:
            text = file.read()
        with open(catalog, "w", encoding="utf-8") as file:
            file.write(text.replace('"value" : "Скасувати"', '"value" : "Скасувати (з git)"'))
        driver.click("#save")
        driver.wait("return !document.getElementById('conflict').hidden", "the conflict panel")
        theirs = driver.js("return document.getElementById('conflict-theirs').textContent")
        mine = driver.js("return document.getElementById('conflict-mine').textContent")
        check("Скасувати (з git)" in theirs and "Відмінити" in mine, f"the conflict shows both versions ({theirs!r} / {mine!r})")
        check(catalog_units(catalog, "Cancel", "uk")["stringUnit"]["value"] == "Скасувати (з git)", "the change on disk was not overwritten")
        if screenshots:
            driver.screenshot(os.path.join(screenshots, "editor-conflict.png"))
        driver.click("#use-theirs")
        field = driver.js("return document.querySelector('[data-path=\"value\"]').textContent")
        check(field == "Скасувати (з git)", f"'Use the version on disk' shows it in the editor ({field!r})")

        # 3. Keyboard only: search, list, open, translate, accept and go on to the next string to do.
        driver.keys([ESCAPE], ["/"])
        driver.type_text("Delete this story")
        driver.keys([ESCAPE], [DOWN], [ENTER])
        driver.wait("return document.activeElement.classList.contains('text-field')", "the first field to have focus")
        driver.type_text("Видалити цю історію?")
        driver.keys([CTRL, ENTER])
        driver.wait("return /Saved “Delete this story/.test(document.getElementById('status-message').textContent)", "the save")
        check(catalog_units(catalog, "Delete this story?", "uk") == {"stringUnit": {"state": "translated", "value": "Видалити цю історію?"}},
              "a keyboard-only translation is saved as translated")
        driver.keys(["/"], [BACKSPACE], [ESCAPE], [ALT, "n"])  # clear the search, then the next string to do
        driver.wait("return document.getElementById('unit-key').textContent !== 'Delete this story?'", "the next string to do")
        next_key = driver.js("return document.getElementById('unit-key').textContent")
        check(driver.js("return document.activeElement.classList.contains('text-field')"), f"focus moved to the next string to do ({next_key})")
        driver.type_text("Чернетка")
        driver.keys([ALT, "r"])
        driver.wait(f"return document.getElementById('status-message').textContent.includes({json.dumps('Saved “' + next_key)})", "the save for review")
        review = catalog_units(catalog, next_key, "uk")
        check(review is not None and review.get("stringUnit", {}).get("state") == "needs_review", f"Alt+R saved {next_key} for review")

        # 4. Typing not saved yet survives moving around the list.
        open_key(driver, "Search stories")
        driver.click('[data-path="value"]')
        driver.type_text("Пошук історій")
        open_key(driver, "Cancel")
        open_key(driver, "Search stories")
        restored = driver.js("return document.querySelector('[data-path=\"value\"]').textContent")
        check(restored == "Пошук історій", f"an unsaved edit is restored when its string is opened again ({restored!r})")
        driver.click('[data-path="value"]')
        driver.keys([CTRL, "s"])
        driver.wait("return /Saved “Search stories/.test(document.getElementById('status-message').textContent)", "the save with Ctrl+S")
        check(catalog_units(catalog, "Search stories", "uk") == {"stringUnit": {"state": "translated", "value": "Пошук історій"}},
              "Ctrl+S saved it")
        if screenshots:
            driver.keys([ESCAPE])
            driver.js("document.getElementById('status-filter').value = 'todo'; document.getElementById('status-filter').dispatchEvent(new Event('change'));")
            driver.resize(390, 844)
            time.sleep(0.3)
            driver.screenshot(os.path.join(screenshots, "editor-phone.png"))
            driver.resize(1280, 860)
        server.terminate()
        server.wait()

        # 5. Timings with 20,000 keys: opening the page, then filtering.
        big = os.path.join(work, "Big")
        os.makedirs(big)
        strings = {}
        for index in range(20000):
            key = f"Item {index} of %lld in the library"
            localizations = {"en": {"stringUnit": {"state": "translated", "value": key}}}
            if index % 3:
                localizations["de"] = {"stringUnit": {"state": "translated" if index % 5 else "needs_review", "value": f"Eintrag {index} von %lld"}}
            strings[key] = {"localizations": localizations}
        with open(os.path.join(big, "Localizable.xcstrings"), "w", encoding="utf-8") as file:
            json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, file, ensure_ascii=False, indent=2)
        server, url = serve(phrasebook, big, "--language", "de")
        opens, filters = [], []
        for _ in range(3):
            driver.get(url)
            driver.wait("return document.body.dataset.ready === 'true'", "the 20,000-key list", timeout=60)
            opens.append(int(driver.js("return Number(document.body.dataset.readyAt)")))
            for text in ["1", "12", "123", "1234", "eintrag 1999", ""]:
                driver.js("const s = document.getElementById('search'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));", text)
                filters.append(float(driver.js("return Number(document.body.dataset.filterMs)")))
            driver.js("const f = document.getElementById('status-filter'); f.value = 'todo'; f.dispatchEvent(new Event('change'));")
            filters.append(float(driver.js("return Number(document.body.dataset.filterMs)")))
        rows = driver.js("return document.getElementById('count').textContent")
        check(rows.endswith("of 20000 keys"), f"the 20,000-key catalog is listed ({rows})")
        print(f"timing: 20,000 keys open in {min(opens)}-{max(opens)} ms (navigation to a filled list, 3 runs); "
              f"filtering takes {min(filters):.1f}-{max(filters):.1f} ms (median {sorted(filters)[len(filters) // 2]:.1f} ms, {len(filters)} filters)")
    finally:
        if server:
            server.terminate()
        try:
            driver.quit()
        finally:
            driver_process.terminate()
            shutil.rmtree(work, ignore_errors=True)
    if FAILURES:
        print(f"{len(FAILURES)} browser check(s) failed")
        sys.exit(1)
    print("every browser check passed")


if __name__ == "__main__":
    main()
