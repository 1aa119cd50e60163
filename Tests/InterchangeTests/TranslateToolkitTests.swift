import Foundation
import Plurals
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("translate-toolkit reads what Phrasebook writes")
struct TranslateToolkitTests {
    /// translate-toolkit's units of the files the fixture exports in `format`: `file|id` → [context, source, target, fuzzy].
    static func theirUnits(_ format: InterchangeFormat, folder: URL) throws -> [String: [Any]]? {
        guard let python = ExternalTool.pythonWithTranslateToolkit(purpose: "reading exported \(format) files with translate-toolkit") else { return nil }
        try InterchangeFixtures.write(try InterchangeFixtures.render(format), to: folder)
        let result = try ExternalTool.run(python, [ExternalTool.scripts.appendingPathComponent("interchange-translate-toolkit.py").path,
                                                   format.rawValue, folder.path])
        #expect(result.status == 0, "\(result)")
        var units: [String: [Any]] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            let unit = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any] ?? []
            units["\(unit[0] as? String ?? "")|\(unit[1] as? String ?? "")"] = Array(unit.dropFirst(2))
        }
        return units
    }

    @Test("gettext: the same contexts, msgids, plural msgids, translations and fuzzy flags")
    func gettext() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        guard let theirs = try Self.theirUnits(.gettext, folder: folder.url) else { return }
        var compared = 0
        for language in InterchangeFixtures.languages {
            let po = try POFile.read(Data(contentsOf: folder.url.appendingPathComponent("\(language).po")))
            #expect(theirs.keys.filter { $0.hasPrefix("\(language).po|") }.count == po.entries.count, "\(language)")
            for entry in po.entries {
                // translate-toolkit's id is msgctxt + EOT + msgid.
                let id = (entry.context.map { $0 + "\u{04}" } ?? "") + entry.id
                guard let unit = theirs["\(language).po|\(id)"] else { Issue.record("\(language): no unit \(id)"); continue }
                #expect((unit[0] as? String ?? "") == (entry.context ?? ""), "\(language) \(id)")
                if let pluralID = entry.pluralID {
                    #expect(unit[1] as? [String] == [entry.id, pluralID], "\(language) \(id)")
                    let targets = unit[2] as? [String] ?? (unit[2] as? String).map { [$0] } ?? []
                    #expect(targets == entry.translations, "\(language) \(id)")
                } else {
                    #expect(unit[1] as? String == entry.id && unit[2] as? String == entry.translations.first, "\(language) \(id)")
                }
                #expect(unit[3] as? Bool == entry.isFuzzy, "\(language) \(id)")
                compared += 1
            }
        }
        #expect(compared > 50)
    }

    @Test("i18next: every key and plural form, as translate-toolkit's i18next v4 store groups them")
    func i18next() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        guard let theirs = try Self.theirUnits(.i18next, folder: folder.url) else { return }
        var compared = 0
        for language in ["en"] + InterchangeFixtures.languages {
            let path = "\(language)/Localizable.json"
            let file = try I18nextFile.read(Data(contentsOf: folder.url.appendingPathComponent(path)))
            for entry in file.entries {
                // translate-toolkit names a unit by its JSON path (`.key`), a plural by its base key with its forms in
                // a list.
                if let unit = theirs["\(path)|.\(entry.key)"] {
                    #expect(unit[1] as? String == entry.value || unit[2] as? String == entry.value, "\(path) \(entry.key)")
                } else {
                    let underscore = entry.key.lastIndex(of: "_") ?? entry.key.endIndex
                    let base = String(entry.key[..<underscore])
                    let category = entry.key[underscore...].dropFirst()
                    // Explained difference: translate-toolkit groups a plural by the language's CLDR categories and
                    // leaves `_zero` out where they have no zero (English), though i18next picks it for a count of 0.
                    if category == "zero", !Plurals.PluralRules.cardinal(for: language).categories.contains(.zero) { continue }
                    let unit = theirs["\(path)|.\(base)"]
                    func forms(_ value: Any?) -> [String] { value as? [String] ?? (value as? String).map { [$0] } ?? [] }
                    let theirForms = forms(unit?[1]) + forms(unit?[2])
                    #expect(theirForms.contains(entry.value), "\(path) \(entry.key): \(String(describing: unit))")
                }
                compared += 1
            }
        }
        #expect(compared > 40)
    }

    @Test("ICU: FormatJS and ARB messages read back as the same message text", arguments: [InterchangeFormat.icu, .arb])
    func icu(format: InterchangeFormat) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        guard let theirs = try Self.theirUnits(format, folder: folder.url) else { return }
        var compared = 0
        let syntax: ICUMessageFile.Syntax = format == .arb ? .arb : .formatJS
        for language in ["en"] + InterchangeFixtures.languages {
            let path = format == .arb ? "app_\(language.replacingOccurrences(of: "-", with: "_")).arb" : "\(language).json"
            let file = try ICUMessageFile.read(Data(contentsOf: folder.url.appendingPathComponent(path)), syntax: syntax)
            for entry in file.entries {
                let unit = theirs["\(path)|\(entry.name)"] ?? theirs["\(path)|.\(entry.name)"] ?? theirs["\(path)|.\(entry.name).defaultMessage"]
                let text = unit?[1] as? String ?? unit?[2] as? String
                #expect(text == entry.message.pattern, "\(path) \(entry.name): \(String(describing: unit))")
                compared += 1
            }
        }
        #expect(compared > 30)
    }
}
