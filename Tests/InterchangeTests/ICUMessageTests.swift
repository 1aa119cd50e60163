import Diagnostics
import Foundation
import Plurals
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("ICU MessageFormat")
struct ICUMessageTests {
    @Test("apostrophes quote only before syntax; '' is one apostrophe", arguments: [
        ("don't", "don't"), ("it''s", "it's"), ("'{'braces'}'", "{braces}"), ("a '{b}' c", "a {b} c"), ("x'", "x'"),
        ("'#' hash", "'#' hash"), ("''''", "''"),
    ])
    func quoting(pattern: String, text: String) throws {
        #expect(try ICUMessage.parse(pattern) == ICUMessage([.text(text)]))
    }

    @Test("literal text survives writing and parsing, in and out of plural cases")
    func textRoundTrip() throws {
        for text in ["don't", "it's '{x}'", "{", "}", "a'b'c", "#1", "'", "''", "end'", "'#'", "{{count}}", "emoji 👋🏽"] {
            let plain = ICUMessage([.text(text)])
            #expect(try ICUMessage.parse(plain.pattern) == plain, "\(text) → \(plain.pattern)")
            let plural = ICUMessage([.plural(name: "n", isOrdinal: false, offset: 0, cases: [
                .init("one", ICUMessage([.text(text), .pound, .text(text)])), .init("other", ICUMessage([.text(text)])),
            ]), .text(text)])
            #expect(try ICUMessage.parse(plural.pattern) == plural, "\(text) → \(plural.pattern)")
        }
    }

    @Test("arguments, plurals with offsets and explicit values, selects and styles parse")
    func syntax() throws {
        let message = try ICUMessage.parse("{n, plural, offset:1 =0 {none} one {# {name}} other {{g, select, f {her} other {their}} #}} {d, date, ::yMMMd}")
        guard case .plural(let name, _, let offset, let cases) = message.parts[0] else { Issue.record("a plural"); return }
        #expect(name == "n" && offset == 1 && cases.map(\.selector) == ["=0", "one", "other"])
        #expect(message.parts.last == .argument(name: "d", type: "date", style: "::yMMMd"))
    }

    @Test("a style keeps its apostrophes and quoted braces as written, and writes back to the same message")
    func quotedStyle() throws {
        let message = try ICUMessage.parse("{n, number, '{'#' items'} {d, date, ::yMMMd}")
        #expect(message.parts.first == .argument(name: "n", type: "number", style: "'{'#' items'"))
        #expect(try ICUMessage.parse(message.pattern) == message)
    }

    @Test("a style that starts with a combining mark keeps it, and the space written before it is not part of it")
    func styleStartingWithCombiningMark() throws {
        // Written back as "{n, p, \u{650}t}": the space and the mark are one Character there.
        let message = try ICUMessage.parse("{n,p,\n\u{650}t}")
        #expect(message.parts.first == .argument(name: "n", type: "p", style: "\u{650}t"))
        #expect(try ICUMessage.parse(message.pattern) == message)
    }

    @Test("malformed messages are errors with where they are", arguments: [
        "{", "{n, plural, one {x}}", "{n, plural, other {x} other {y}}", "{n, select}", "{n, number", "a}b",
    ])
    func malformed(pattern: String) {
        #expect(throws: ICUMessageError.self) { try ICUMessage.parse(pattern) }
    }

    @Test("plural variations, substitutions and device variations become ICU arguments")
    func mapping() throws {
        let rendering = try InterchangeFixtures.render(.icu)
        let english = try #require(InterchangeFixtures.text(rendering, "en.json"))
        #expect(english.contains(#""defaultMessage": "{arg1, plural, =0 {No files} one {# file} other {# files}}""#))
        #expect(english.contains(#""defaultMessage": "Seen {arg1, plural, one {# bird} other {# birds}} in {arg2, plural, one {# day} other {# days}}""#))
        #expect(english.contains(#""defaultMessage": "{device, select, mac {Click to continue} other {Tap to continue}}""#))
        #expect(english.contains(#""defaultMessage": "{arg2, plural, one {{arg1} has # point} other {{arg1} has # points}}""#))
        let arabic = try #require(InterchangeFixtures.text(rendering, "ar.json"))
        #expect(arabic.contains("zero {لا ملفات}"), "Arabic has CLDR's zero: the keyword, not =0")
    }

    @Test("text around a plural moves into its cases where the catalog varies the whole string")
    func distribution() throws {
        let catalog = InterchangeFixtures.catalog
        let message = try ICUMessage.parse("Es gibt {arg1, plural, one {# Datei} other {# Dateien}}!")
        let entry = catalog.strings["%lld files"]!
        let placed = try ICUCatalogMapping(language: "de", plurals: .xcode)
            .placed(message, target: entry.localizations["de"], source: entry.localizations["en"]!).get()
        #expect(placed.map(\.text) == ["Es gibt %lld Datei!", "Es gibt %lld Dateien!"])
    }

    @Test("ICU itself formats every CLDR sample of every exported message to the catalog's text")
    func throughICU() throws {
        guard let python = ExternalTool.pythonWithICU(purpose: "formatting exported ICU messages with ICU") else { return }
        let samples = try Self.integerSamples()
        var lines: [String] = []
        let catalog = InterchangeFixtures.catalog
        for language in ["en"] + InterchangeFixtures.languages {
            let mapping = ICUCatalogMapping(language: language, plurals: .xcode)
            let rules = PluralRules.cardinal(for: language)
            let numbers = samples[rules.locale] ?? samples["root"] ?? [0, 1, 2]
            for (key, entry) in catalog.strings.sorted(by: { $0.key < $1.key }) {
                guard let localization = entry.localizations[language] ?? (language == "en" ? .text(key) : nil),
                      let message = mapping.message(for: localization, report: { _, _ in }) else { continue }
                let counted = Self.numericArguments(localization)
                for number in counted.isEmpty ? [1] : numbers {
                    for varied in counted.isEmpty ? [0] : counted {
                        var values: [Int: Int] = [:]
                        for index in counted { values[index] = index == varied ? number : 1 }
                        let expected = Self.render(localization, rules: rules, values: values)
                        let arguments = (1...6).map { index in values[index].map { "\($0)" } ?? "A\(index)".jsonQuoted }
                        lines.append("[\(language.jsonQuoted), \(message.pattern.jsonQuoted), [\(arguments.joined(separator: ", "))], \(expected.jsonQuoted)]")
                    }
                }
            }
        }
        let script = """
            import icu, json, re, sys
            failures = 0
            for line in sys.stdin.read().splitlines():
                language, pattern, arguments, expected = json.loads(line)
                locale = icu.Locale(language.replace('-', '_'))
                formatter = icu.MessageFormat(pattern, locale)
                names = ['arg%d' % i for i in range(1, 7)] + ['device']
                values = [icu.Formattable(a) if isinstance(a, int) else icu.Formattable(icu.UnicodeString(a)) for a in arguments]
                values.append(icu.Formattable(icu.UnicodeString('other')))
                got = str(formatter.format(names, values))
                number = icu.NumberFormat.createInstance(locale)
                want = re.sub('\\x01([0-9])\\x02', lambda m: str(number.format(arguments[int(m.group(1)) - 1])), expected)
                if got != want:
                    failures += 1
                    if failures <= 20: print(json.dumps([language, pattern, arguments, want, got], ensure_ascii=False))
            sys.exit(1 if failures else 0)
            """
        let result = try ExternalTool.run(python, ["-c", script], input: Data(lines.joined(separator: "\n").utf8))
        #expect(result.status == 0, "\(result)")
        #expect(lines.count > 300, "\(lines.count) formats")
    }

    /// Integer samples per CLDR locale from the project's generated sample table (decimals need visible
    /// fraction digits, which a counted `%lld` never has).
    static func integerSamples() throws -> [String: [Int]] {
        let url = Corpus.packageRoot.appendingPathComponent("Tests/PluralsTests/Fixtures/cldr-plural-samples.txt")
        var result: [String: [Int]] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where line.hasPrefix("cardinal\t") {
            let columns = line.split(separator: "\t")
            let numbers = columns[3].split(separator: " ").compactMap { Int($0) }
            for locale in columns[1].split(separator: " ") { result[String(locale), default: []] += numbers }
        }
        return result
    }

    /// The numeric argument positions a localization formats (plural and substitution counts included).
    static func numericArguments(_ localization: Localization) -> [Int] {
        var indices: Set<Int> = []
        func visit(_ node: Localization) {
            if let text = node.stringUnit?.value {
                for argument in FormatString.parse(text).arguments where argument.category == .integer { indices.insert(argument.index) }
            }
            node.variations?.plural?.values.forEach(visit)
            node.variations?.device?.values.forEach(visit)
        }
        visit(localization)
        for substitution in (localization.substitutions ?? [:]).values { if let index = substitution.argNum { indices.insert(index) } }
        return indices.sorted()
    }

    /// What the catalog shows for the given numbers: `\u{1}N\u{2}` where argument N's number goes (ICU formats
    /// it), `AN` for other arguments, the `other` device case.
    static func render(_ localization: Localization, rules: PluralRules, values: [Int: Int]) -> String {
        func choose(_ node: Localization, counted: Int?) -> String? {
            if let device = node.variations?.device, let other = device[.other] { return choose(other, counted: counted) }
            if let plural = node.variations?.plural, let other = plural[.other]?.stringUnit?.value {
                let index = counted ?? ICUCatalogMapping.countedArgument(in: other)
                let value = values[index] ?? 1
                let category = value == 0 && plural[.zero] != nil ? PluralCategory.zero : PluralCategory(rules.category(for: value).rawValue)
                return (plural[category] ?? plural[.other])?.stringUnit?.value
            }
            return node.stringUnit?.value
        }
        func fill(_ text: String, substitutionArgument: Int?) -> String {
            let format = FormatString.parse(text, isSubstitutionVariation: substitutionArgument != nil)
            guard format.specifiers.contains(where: { $0.kind != .percentSign }) else { return text }
            return format.replacingSpecifiers { specifier in
                switch specifier.kind {
                case .percentSign: return "%"
                case .substitutionArgument: return "\u{1}\(substitutionArgument ?? 1)\u{2}"
                case .substitution(let name):
                    guard let substitution = localization.substitutions?[name], let index = substitution.argNum,
                          let text = choose(Localization(variations: substitution.variations), counted: index) else { return nil }
                    return fill(text, substitutionArgument: index)
                case .conversion:
                    guard let index = specifier.argumentIndex else { return nil }
                    return values[index] != nil ? "\u{1}\(index)\u{2}" : "A\(index)"
                }
            }
        }
        return fill(choose(localization, counted: nil) ?? "", substitutionArgument: nil)
    }
}
