import Foundation
import Testing
import TestSupport
@testable import TranslationExchange
import StringCatalog

@Suite("XLIFF import rules")
struct XLIFFImportTests {
    /// Imports hand-written units into the fixture catalog for French.
    func importing(_ units: [XLIFFUnit], into catalog: StringCatalog = Fixtures.catalog) -> (StringCatalog, ImportReport) {
        var catalogs = [NamedCatalog(original: "App/Localizable.xcstrings", catalog: catalog)]
        let document = XLIFFDocument(files: [XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr", units: units)])
        let report = Fixtures.importer.apply(document, path: "fr.xliff", to: &catalogs)
        return (catalogs[0].catalog, report)
    }

    func unit(_ id: String, _ value: String?, state: String? = "translated", qualifier: String? = nil, line: Int? = nil) -> XLIFFUnit {
        XLIFFUnit(id: id, source: "s", target: value.map { XLIFFTarget(value: $0, state: state, stateQualifier: qualifier) }, line: line)
    }

    func french(_ catalog: StringCatalog, _ key: String, _ path: UnitPath = .root) -> StringUnit? {
        CatalogUnits.leaf(catalog.strings[key]?.localizations["fr"], path: path)
    }

    @Test("finished targets are taken as translated; unfinished ones are ignored")
    func states() {
        let (catalog, report) = importing([
            unit("greeting", "Salut", state: "final"),
            unit("review", "Revu", state: "signed-off"),
            unit("empty", "Vide", state: "new"),
            unit("mt", "Machine 2", state: "needs-review-translation"),
        ])
        #expect(french(catalog, "greeting") == StringUnit(state: .translated, value: "Salut"))
        #expect(french(catalog, "review") == StringUnit(state: .translated, value: "Revu"))
        #expect(french(catalog, "empty") == StringUnit(state: .translated, value: ""))
        #expect(french(catalog, "mt") == StringUnit(state: .machineTranslated, value: "Machine FR"))
        #expect(report.changed == 2 && report.skippedUnfinished == 2)
    }

    @Test("leveraged-mt marks a machine translation; an empty finished target clears; no target is a no-op")
    func qualifiersAndEmpty() {
        let (catalog, report) = importing([
            unit("greeting", "", state: nil),
            unit("review", "Auto", qualifier: "leveraged-mt"),
            unit("files|==|plural.one", nil),
        ])
        #expect(french(catalog, "greeting") == StringUnit(state: .translated, value: ""))
        #expect(french(catalog, "review") == StringUnit(state: .machineTranslated, value: "Auto"))
        #expect(french(catalog, "files", UnitPath([.plural(.one)]))?.value == "%lld fichier")
        #expect(report.withoutTarget == 1)
        #expect(catalog.version == "1.3", "Xcode 27 records machine translations as catalog version 1.3")
    }

    @Test("a target-language that is not a tag (../../x, <b>x</b>, 100,000 characters) is refused and changes nothing",
          arguments: ["../../x", "<b>x</b>", String(repeating: "a", count: 100_000)])
    func invalidTargetLanguage(_ language: String) {
        var catalogs = [NamedCatalog(original: "App/Localizable.xcstrings", catalog: Fixtures.catalog)]
        let file = XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: language, units: [unit("greeting", "Salut")])
        let report = Fixtures.importer.apply(XLIFFDocument(files: [file]), path: "x.xliff", to: &catalogs)
        #expect(catalogs[0].catalog == Fixtures.catalog)
        #expect(report.diagnostics.map(\.ruleID) == ["invalid-language-tag"])
        #expect(report.diagnostics.first.map { $0.message.count < 300 } == true, "a long tag is quoted short")
    }

    @Test("unknown and ambiguous ids are reported with their line and change nothing")
    func unplaced() {
        var colliding = Fixtures.catalog
        colliding.strings["files|==|plural.one"] = CatalogEntry(localizations: ["en": .text("literal")])
        let (catalog, report) = importing([unit("nope", "x", line: 12), unit("files|==|plural.one", "y", line: 20)], into: colliding)
        #expect(catalog == colliding)
        #expect(report.diagnostics.map(\.ruleID) == ["unknown-unit", "ambiguous-unit"])
        #expect(report.diagnostics.map(\.line) == [12, 20])
        #expect(report.diagnostics[1].message.contains("'files'") && report.diagnostics[1].message.contains("'files|==|plural.one'"))
        #expect(report.hasErrors)
    }

    @Test("a repeated unit id is reported against the occurrence before it, and the last one is used")
    func repeatedIDs() {
        let (catalog, report) = importing([
            unit("greeting", "Salut", line: 10), unit("nope", "x", line: 15), unit("greeting", "Coucou", line: 20),
            unit("nope", "y", line: 25), unit("greeting", "Bonsoir", line: 30),
        ])
        #expect(french(catalog, "greeting")?.value == "Bonsoir")
        #expect(report.diagnostics.map(\.ruleID) == ["unknown-unit", "duplicate-unit", "duplicate-unit", "unknown-unit", "duplicate-unit"])
        #expect(report.diagnostics.filter { $0.ruleID == "duplicate-unit" }.map(\.message) == [
            "unit 'greeting' appears again (first at line 10); the later one is used",
            "unit 'nope' appears again (first at line 15); the later one is used",
            "unit 'greeting' appears again (first at line 20); the later one is used",
        ])
    }

    @Test("a key ending in part of the |==| delimiter keeps its variations importable")
    func overlappingDelimiters() {
        var catalog = Fixtures.catalog
        catalog.strings["a|=="] = CatalogEntry(localizations: [
            "en": Fixtures.plural("%lld a", "%lld as"), "fr": Fixtures.plural("%lld a", "%lld as"),
        ])
        let (imported, report) = importing([unit("a|==|==|plural.one", "%lld un")], into: catalog)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(CatalogUnits.leaf(imported.strings["a|=="]?.localizations["fr"], path: UnitPath([.plural(.one)]))?.value == "%lld un")
    }

    @Test("an exact key that looks like a variation path is its own unit")
    func exactKeys() {
        var catalog = Fixtures.catalog
        catalog.strings["a|==|plural.one"] = CatalogEntry(localizations: ["en": .text("A"), "fr": .text("A fr")])
        let (imported, _) = importing([unit("a|==|plural.one", "A nouveau")], into: catalog)
        #expect(french(imported, "a|==|plural.one")?.value == "A nouveau")
    }

    @Test("an id the export writes wins over a plural case the language does not use")
    func exportedIDsFirst() {
        var catalog = Fixtures.catalog
        catalog.strings["files|==|plural.zero"] = CatalogEntry(localizations: ["en": .text("Z"), "fr": .text("Z fr")])
        let (imported, report) = importing([unit("files|==|plural.zero", "Z nouveau")], into: catalog)
        #expect(french(imported, "files|==|plural.zero")?.value == "Z nouveau")
        #expect(french(imported, "files", UnitPath([.plural(.zero)])) == nil)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("variations map back, new plural cases are added, placeholders return to catalog form")
    func variations() {
        let (catalog, _) = importing([
            unit("files|==|plural.many", "%lld de fichiers"),
            unit("tap|==|device.mac", "Cliquer"),
            unit("count.birds", "Vu %1$#@BIRDS@"),
            unit("count.birds|==|substitutions.BIRDS.plural.one", "%1$lld oiseau"),
        ])
        #expect(french(catalog, "files", UnitPath([.plural(.many)]))?.value == "%lld de fichiers")
        #expect(french(catalog, "tap", UnitPath([.device(.mac)]))?.value == "Cliquer")
        #expect(french(catalog, "count.birds")?.value == "Vu %#@BIRDS@")
        let birds = catalog.strings["count.birds"]?.localizations["fr"]?.substitutions?["BIRDS"]
        #expect(birds?.argNum == 1 && birds?.formatSpecifier == "lld")
        #expect(birds?.variations?.plural?[.one]?.stringUnit?.value == "%arg oiseau")
    }

    @Test("a substitution new to both languages takes its argument from the translation")
    func inferredSubstitution() {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["total"] = CatalogEntry(localizations: ["en": .text("%lld total")])
        let (imported, report) = importing([
            unit("total", "Total %1$#@COUNT@"),
            unit("total|==|substitutions.COUNT.plural.one", "%1$lld article"),
            unit("total|==|substitutions.COUNT.plural.other", "%1$lld articles"),
        ], into: catalog)
        let localization = imported.strings["total"]?.localizations["fr"]
        #expect(localization?.stringUnit?.value == "Total %#@COUNT@")
        #expect(localization?.substitutions?["COUNT"] == Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
            .one: .text("%arg article"), .other: .text("%arg articles"),
        ])))
        #expect(report.diagnostics.isEmpty)
    }

    @Test("substitution cases imported without their parent get the source's parent as new")
    func parentlessSubstitution() {
        let (catalog, _) = importing([unit("count.birds|==|substitutions.BIRDS.plural.other", "%1$lld oiseaux")])
        #expect(french(catalog, "count.birds") == StringUnit(state: .new, value: "Seen %#@BIRDS@"))
    }

    @Test("an untouched export imports as no change, keeping states XLIFF cannot name")
    func untouchedRoundTrip() throws {
        var catalog = Fixtures.catalog
        catalog.strings["odd"] = CatalogEntry(localizations: ["en": .text("Odd"), "fr": .text("Bizarre", state: TranslationState("stale"))])
        let document = try Fixtures.exporter.export([NamedCatalog(original: "App/Localizable.xcstrings", catalog: catalog)], language: "fr").document
        var catalogs = [NamedCatalog(original: "App/Localizable.xcstrings", catalog: catalog)]
        let report = Fixtures.importer.apply(document, to: &catalogs)
        #expect(catalogs[0].catalog == catalog)
        #expect(report.changed == 0)
    }

    @Test("files whose original matches no catalog are reported")
    func unknownCatalog() {
        var catalogs = Fixtures.named
        let document = XLIFFDocument(files: [XLIFFFile(original: "Other.xcstrings", sourceLanguage: "en", targetLanguage: "fr", units: [unit("x", "y")])])
        let report = Fixtures.importer.apply(document, to: &catalogs)
        #expect(report.diagnostics.map(\.ruleID) == ["unknown-catalog"])
        #expect(catalogs == Fixtures.named)
    }

    @Test("Xcode's plural placeholders are opt-in")
    func pluralPlaceholders() {
        var catalogs = Fixtures.named
        let units = [XLIFFUnit(id: "files|==|plural.one", source: "%lld file")]
        let document = XLIFFDocument(files: [XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr", units: units)])
        var catalog = Fixtures.catalog
        catalog.strings["files"]?.localizations["fr"]?.variations?.plural?[.one] = nil
        catalogs[0].catalog = catalog
        _ = Fixtures.importer.apply(document, to: &catalogs)
        #expect(catalogs[0].catalog == catalog)
        _ = XLIFFImporter(plurals: Fixtures.plurals, addsMissingPluralCases: true).apply(document, to: &catalogs)
        #expect(french(catalogs[0].catalog, "files", UnitPath([.plural(.one)])) == StringUnit(state: .new, value: "%lld file"))
    }

    @Test("a target language spelled differently lands in the catalog's localization")
    func languageSpelling() {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["Hi"] = CatalogEntry(localizations: ["en": .text("Hi"), "zh-Hans": .text("嗨")])
        var catalogs = [NamedCatalog(original: "L.xcstrings", catalog: catalog)]
        let document = XLIFFDocument(files: [XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "zh_hans",
                                                       units: [unit("Hi", "你好")])])
        _ = Fixtures.importer.apply(document, to: &catalogs)
        #expect(catalogs[0].catalog.strings["Hi"]?.localizations.keys.sorted() == ["en", "zh-Hans"])
        #expect(catalogs[0].catalog.strings["Hi"]?.localizations["zh-Hans"]?.stringUnit?.value == "你好")
    }
}

@Suite("Catalog language spelling")
struct CatalogLanguageSpellingTests {
    @Test("an import's language takes the catalog's first spelling of it, as sorting the catalog's languages finds it")
    func firstSpellingInSortedOrder() throws {
        let tags = ["zh-Hans", "zh_hans", "zh-hans", "pt_BR", "pt-BR", "de", "en", "\u{212A}o", "ko", "e\u{301}s", "\u{E9}s", "sr-Latn"]
        func catalog(_ languages: [String]) -> StringCatalog {
            var catalog = StringCatalog(sourceLanguage: "en")
            for (index, language) in languages.enumerated() {
                catalog.strings["k\(index)"] = CatalogEntry(localizations: [language: .text("t")])
            }
            return catalog
        }
        func reference(_ language: String, _ catalog: StringCatalog) -> String {
            func folded(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: "-").lowercased() }
            return catalog.languages.first { folded($0) == folded(language) } ?? language
        }
        var random = SeededGenerator(seed: 19)
        for _ in 0..<200 {
            let present = catalog(Array(tags.shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random))))
            for wanted in tags + ["ZH_HANS", "KO", "PT-br", "fr", "ÉS"] {
                #expect(XLIFFImporter.catalogLanguage(for: wanted, in: present) == reference(wanted, present), "\(wanted) in \(present.languages.joined(separator: " "))")
            }
        }
    }
}
