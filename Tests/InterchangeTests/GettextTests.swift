import Foundation
import Plurals
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("gettext")
struct GettextTests {
    @Test("Plural-Forms come from CLDR: forms are the language's categories in CLDR order")
    func pluralForms() {
        #expect(GettextPluralForms(language: "en").header == "nplurals=2; plural=(n == 1 ? 0 : 1);")
        #expect(GettextPluralForms(language: "ja").header == "nplurals=1; plural=0;")
        #expect(GettextPluralForms(language: "fr").categories == [.one, .many, .other])
        #expect(GettextPluralForms(language: "cs").categories == [.one, .few, .many, .other], "fraction-only forms are kept")
        #expect(GettextPluralForms(language: "ar").nplurals == 6)
    }

    @Test("every CLDR locale's Plural-Forms picks each integer's CLDR category", arguments: PluralRules.locales(.cardinal))
    func pluralFormsMatchCLDR(locale: String) throws {
        let forms = GettextPluralForms(language: locale)
        let expression = try #require(PluralExpression(forms.expression), "\(forms.header)")
        let rules = PluralRules.cardinal(for: locale)
        for n in Array(0...1_200) + [10_000, 100_000, 1_000_000, 2_000_000, 10_000_000] {
            let form = try #require(expression.evaluate(UInt64(n)))
            #expect(forms.categories[Int(form)].rawValue == rules.category(for: n).rawValue, "\(locale) n=\(n): \(forms.header)")
        }
    }

    @Test("msgfmt accepts the generated Plural-Forms of many languages, and gettext's own evaluator agrees with CLDR")
    func pluralFormsThroughGettext() throws {
        guard let msgfmt = ExternalTool.find("msgfmt", package: "Debian's gettext", purpose: "checking Plural-Forms with msgfmt") else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let languages = ["en", "fr", "pt", "pt-PT", "cs", "pl", "ru", "uk", "lt", "lv", "ar", "cy", "ga", "gd", "he", "sl", "mt", "ro",
                         "is", "mk", "br", "kw", "ja", "zh", "ko", "tr", "da", "fil", "si", "am", "blo", "es", "it", "ca"]
        var cases: [String] = []
        for language in languages {
            let forms = GettextPluralForms(language: language)
            let po = """
                msgid ""
                msgstr ""
                "Language: \(language)\\n"
                "MIME-Version: 1.0\\n"
                "Content-Type: text/plain; charset=UTF-8\\n"
                "Content-Transfer-Encoding: 8bit\\n"
                "Plural-Forms: \(forms.header)\\n"

                msgid "%d file"
                msgid_plural "%d files"
                \((0..<forms.nplurals).map { "msgstr[\($0)] \"%d form \($0)\"" }.joined(separator: "\n"))

                """
            let url = folder.url.appendingPathComponent("\(language).po")
            try Data(po.utf8).write(to: url)
            let result = try ExternalTool.run(msgfmt, ["-c", "-o", "/dev/null", url.path])
            #expect(result.status == 0, "\(language): \(forms.header)\n\(result.standardError)")
            let rules = PluralRules.cardinal(for: language)
            let expected = (0...300).map { n in forms.categories.firstIndex { $0.rawValue == rules.category(for: n).rawValue }! }
            cases.append("\(forms.expression)\t\(expected.map(String.init).joined(separator: ","))")
        }
        // Python's gettext module compiles Plural-Forms itself (gettext.c2py), independently of Phrasebook.
        guard let python = ExternalTool.find("python3", package: "python3", purpose: "evaluating Plural-Forms with Python's gettext") else { return }
        let script = """
            import gettext, sys
            bad = 0
            for line in sys.stdin.read().splitlines():
                expression, expected = line.split("\\t")
                f = gettext.c2py(expression)
                got = [f(n) for n in range(301)]
                want = [int(x) for x in expected.split(",")]
                if got != want:
                    bad += 1
                    print(expression, [n for n in range(301) if got[n] != want[n]][:10])
            sys.exit(1 if bad else 0)
            """
        let result = try ExternalTool.run(python, ["-c", script], input: Data(cases.joined(separator: "\n").utf8))
        #expect(result.status == 0, "\(result)")
    }

    @Test("the template and translations: msgctxt for keys, #. comments, objc-format, fuzzy, CLDR forms")
    func export() throws {
        let rendering = try InterchangeFixtures.render(.gettext)
        let template = try #require(InterchangeFixtures.text(rendering, "Localizable.pot"))
        #expect(template.contains("#. Greeting on the first screen\nmsgid \"Hello, World!\"\nmsgstr \"\""), "no msgctxt where the key is the source text")
        #expect(template.contains("#. Files in the folder\n#, objc-format\nmsgctxt \"%lld files\"\nmsgid \"%lld file\"\nmsgid_plural \"%lld files\""))
        let russian = try #require(InterchangeFixtures.text(rendering, "ru.po"))
        #expect(russian.contains("\"Plural-Forms: nplurals=4; plural="))
        #expect(russian.contains("msgstr[0] \"%lld файл\"\nmsgstr[1] \"%lld файла\"\nmsgstr[2] \"%lld файлов\"\nmsgstr[3] \"%lld файла\""))
        let german = try #require(InterchangeFixtures.text(rendering, "de.po"))
        #expect(german.contains("#, fuzzy\nmsgctxt \"whitespace\""), "needs_review is fuzzy")
        #expect(german.contains("msgid \"\"\n\"  two  spaces,\\n\"\n\"new line\\tand tab  \""), "texts with line breaks are split after each")
        #expect(rendering.notCarried.contains { $0.key == "%lld files" && $0.language == "en" && $0.reason == .pluralCase },
                "English's zero case has no place in msgid/msgid_plural")
        #expect(rendering.notCarried.contains { $0.key == "%@ of %@" && $0.language == "ru" && $0.reason == .state }, "machine_translated")
    }

    @Test("the files pass msgfmt -c and msgmerge keeps every translation")
    func gettextTools() throws {
        guard let msgfmt = ExternalTool.find("msgfmt", package: "Debian's gettext", purpose: "msgfmt -c on exported .po files"),
              let msgmerge = ExternalTool.find("msgmerge", package: "Debian's gettext", purpose: "msgmerge on exported .po files") else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let rendering = try InterchangeFixtures.render(.gettext)
        try InterchangeFixtures.write(rendering, to: folder.url)
        for language in InterchangeFixtures.languages {
            let po = folder.url.appendingPathComponent("\(language).po").path
            let check = try ExternalTool.run(msgfmt, ["-c", "-v", "-o", "/dev/null", po])
            #expect(check.status == 0, "\(language): \(check.standardError)")
            let merged = try ExternalTool.run(msgmerge, ["--no-wrap", "--no-fuzzy-matching", "-q", po,
                                                         folder.url.appendingPathComponent("Localizable.pot").path])
            #expect(merged.status == 0, "\(language): \(merged.standardError)")
            let before = try POFile.read(Data(contentsOf: URL(fileURLWithPath: po)))
            let after = try POFile.read(Data(merged.standardOutput.utf8))
            #expect(after.entries.map(\.translations) == before.entries.map(\.translations), "\(language): msgmerge changed translations")
            #expect(after.entries.map(\.isFuzzy) == before.entries.map(\.isFuzzy), "\(language): msgmerge changed fuzzy flags")
        }
    }

    @Test("a PO file with gettext's traditional Plural-Forms is placed by evaluating its expression")
    func foreignPluralForms() throws {
        let po = """
            msgid ""
            msgstr ""
            "Language: ru\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

            #, fuzzy
            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "%d файл"
            msgstr[1] "%d файла"
            msgstr[2] "%d файлов"
            """
        let file = try POFile.read(Data(po.utf8), path: "ru.po")
        let imported = try GettextExchange.importedFile(file, path: "ru.po", isTemplate: false, language: nil, sourceLanguage: "en")
        #expect(imported.language == "ru")
        guard case .plural(let cases) = imported.messages.first?.content else { Issue.record("a plural message"); return }
        #expect(Set(cases.keys) == [.one, .few, .many], "\(cases.keys)")
        #expect(imported.messages.first?.state == .needsReview)
    }

    @Test("broken PO files are errors with line and column")
    func brokenFiles() {
        func error(_ text: String) -> InterchangeReadError? {
            do { _ = try POFile.read(Data(text.utf8), path: "x.po"); return nil } catch { return error }
        }
        #expect(error("msgid \"a\"\nmsgstr \"b").map { ($0.line, $0.column) } ?? (0, 0) == (2, 8))
        #expect(error("msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"\n")?.message.contains("also on line 1") == true)
        #expect(error("msgid \"a\\q\"\nmsgstr \"\"")?.line == 1)
        #expect(error("msgstr \"x\"")?.message.contains("msgid before msgstr") == true)
        #expect(error("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"x\"")?.message.contains("msgstr[0]") == true)
    }

    @Test("PO strings survive writing and reading: escapes, line breaks, control characters")
    func stringRoundTrip() throws {
        var file = POFile(header: [("Language", "de"), ("Content-Type", "text/plain; charset=UTF-8")], entries: [])
        for text in ["plain", "a\"b\\c", "line\nbreak\n", "\n", "tab\tcr\r", "bell\u{07}\u{01}", "émoji 👋🏽", ""] {
            var entry = POFile.Entry(context: "k" + text, id: text.isEmpty ? "empty" : text, translations: [text])
            entry.extractedComments = ["note"]
            file.entries.append(entry)
        }
        let read = try POFile.read(file.encoded())
        #expect(read.entries.map(\.translations) == file.entries.map(\.translations))
        #expect(read.entries.map(\.context) == file.entries.map(\.context))
        #expect(read.headerField("language") == "de")
    }
}
