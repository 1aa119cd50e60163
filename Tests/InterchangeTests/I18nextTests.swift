import Diagnostics
import Foundation
import Plurals
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("i18next")
struct I18nextTests {
    @Test("keys, plural suffixes by CLDR category, {{argN}} and {{count}}")
    func export() throws {
        let rendering = try InterchangeFixtures.render(.i18next)
        let german = try #require(InterchangeFixtures.text(rendering, "de/Localizable.json"))
        #expect(german.contains(#""%lld files_one": "{{count}} Datei""#))
        #expect(german.contains(#""%@ has %lld points_one": "{{arg1}} hat {{count}} Punkt""#))
        #expect(german.contains(#""%@ of %@": "{{arg2}} von {{arg1}}""#))
        #expect(german.contains(#""Progress: %lld%%": "Fortschritt: {{arg1}} %""#))
        #expect(german.contains(#""100% natural": "100% natürlich""#))
        let arabic = try #require(InterchangeFixtures.text(rendering, "ar/Localizable.json"))
        for category in ["zero", "one", "two", "few", "many", "other"] { #expect(arabic.contains("\"%lld files_\(category)\"")) }
        #expect(rendering.notCarried.contains { $0.key == "welcome_title" && $0.language == "en" && $0.reason == .text },
                "{{ in the text would be read as interpolation")
        #expect(rendering.notCarried.contains { $0.key == "Price: %.2f" && $0.reason == .specifier })
    }

    @Test("nested files split keys at dots; keys that cannot nest are reported")
    func nested() throws {
        let rendering = try InterchangeFixtures.render(.i18next, nested: true)
        let german = try #require(InterchangeFixtures.text(rendering, "de/Localizable.json"))
        #expect(german.contains("\"settings\": {\n    \"title\": \"Einstellungen\"\n  }"))
        #expect(I18nextFile.keysNotNestable(["a", "a.b", "c..d", "e.f"]) == ["a", "a.b", "c..d"])
        let file = try I18nextFile.read(Data(#"{"a": {"b": "x", "c": {"d": "y"}}, "e": "z"}"#.utf8))
        #expect(file.entries.map(\.key) == ["a.b", "a.c.d", "e"])
    }

    @Test("i18next itself resolves every key and plural count to the catalog's text")
    func throughI18next() throws {
        guard let node = ExternalTool.nodeWithI18next(purpose: "resolving exported keys with i18next") else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let rendering = try InterchangeFixtures.render(.i18next)
        try InterchangeFixtures.write(rendering, to: folder.url)
        // Expected: for each language, key and count, the catalog's text with its arguments replaced.
        var expectations: [String] = []
        let catalog = InterchangeFixtures.catalog
        let skipped = Set(rendering.notCarried.filter { [.substitution, .device, .text, .untranslated, .translatability].contains($0.reason) }
            .map { "\($0.key)\u{0}\($0.language ?? "*")" })
        for language in ["en"] + InterchangeFixtures.languages {
            let rules = Plurals.PluralRules.cardinal(for: language)
            for (key, entry) in catalog.strings.sorted(by: { $0.key < $1.key }) {
                guard !skipped.contains("\(key)\u{0}\(language)"), !skipped.contains("\(key)\u{0}*") else { continue }
                let localization = entry.localizations[language] ?? (language == "en" ? .text(key) : nil)
                guard let localization, localization.substitutions == nil, localization.variations?.device == nil else { continue }
                if let plural = localization.variations?.plural {
                    let counted = ICUCatalogMapping.countedArgument(in: plural[.other]?.stringUnit?.value ?? "")
                    for count in [0, 1, 2, 3, 5, 11, 21, 100, 102, 1000] {
                        let category = count == 0 && plural[.zero] != nil ? .zero : PluralCategory(rules.category(for: count).rawValue)
                        guard let text = (plural[category] ?? plural[.other])?.stringUnit?.value else { continue }
                        expectations.append(Self.line(language, key, count: count, expected: Self.fill(text, counted: counted, count: count)))
                    }
                } else if let text = localization.stringUnit?.value {
                    expectations.append(Self.line(language, key, count: nil, expected: Self.fill(text, counted: nil, count: nil)))
                }
            }
        }
        let script = """
            const i18next = require('/usr/share/nodejs/i18next/dist/umd/i18next.js');
            const fs = require('fs');
            const folder = process.argv[1];
            const resources = {};
            for (const language of fs.readdirSync(folder)) {
              resources[language] = { Localizable: JSON.parse(fs.readFileSync(folder + '/' + language + '/Localizable.json', 'utf8')) };
            }
            i18next.init({ resources, ns: ['Localizable'], defaultNS: 'Localizable', keySeparator: false, nsSeparator: false,
                           interpolation: { escapeValue: false }, returnNull: false, fallbackLng: false, initImmediate: false }, () => {});
            let failures = 0;
            for (const line of fs.readFileSync(0, 'utf8').split('\\n').filter(Boolean)) {
              const [language, key, count, expected] = JSON.parse(line);
              const options = { lng: language, arg1: 'A1', arg2: 'A2', arg3: 'A3' };
              if (count !== null) options.count = count;
              const got = i18next.t(key, options);
              if (got !== expected) { failures++; console.log(JSON.stringify({ language, key, count, expected, got })); }
            }
            process.exit(failures ? 1 : 0);
            """
        let result = try ExternalTool.run(node, ["-e", script, folder.url.path], input: Data(expectations.joined(separator: "\n").utf8))
        #expect(result.status == 0, "\(result)")
        #expect(expectations.count > 60, "\(expectations.count) lookups")
    }

    static func line(_ language: String, _ key: String, count: Int?, expected: String) -> String {
        "[\(language.jsonQuoted), \(key.jsonQuoted), \(count.map(String.init) ?? "null"), \(expected.jsonQuoted)]"
    }

    /// The text as i18next prints it: argument N as `AN`, the counted one as the count, `%%` as `%`.
    static func fill(_ text: String, counted: Int?, count: Int?) -> String {
        let format = FormatString.parse(text)
        guard format.specifiers.contains(where: { $0.kind != .percentSign }) else { return text }
        return format.replacingSpecifiers { specifier in
            if specifier.kind == .percentSign { return "%" }
            guard let index = specifier.argumentIndex else { return nil }
            return index == counted ? String(count ?? 0) : "A\(index)"
        }
    }
}
