import Foundation
import Testing
import TestSupport
@testable import TranslationExchange
import StringCatalog

/// Importing the corpus's XLIFF gives Xcode's resulting catalog, except where Xcode loses or silently
/// skips translations: there Phrasebook applies them, and each such difference is listed here.
@Suite("Xcode import corpus")
struct XcodeImportCorpusTests {
    /// Xcode's import, including its filling of missing plural cases.
    static let importer = XLIFFImporter(plurals: .xcode, addsMissingPluralCases: true)

    struct Scenario: Sendable, CustomStringConvertible {
        var folder: String
        var before = "source.xcstrings"
        var xliff = "import-edited.xliff"
        var expected = "expected-after-import.xcstrings"
        /// Translations Phrasebook applies beyond Xcode's result: (key, path, value).
        var improvements: [(String, UnitPath, String)] = []
        /// Compare with `before` itself: Xcode lost data here, Phrasebook must lose nothing.
        var expectsNoLoss = false
        var description: String { folder }
    }

    static let scenarios: [Scenario] = [
        Scenario(folder: "positive/catalog-matrix", xliff: "exported.xliff"),
        Scenario(folder: "positive/device-root-substitution"),
        Scenario(folder: "behavior/inline-import"),
        Scenario(folder: "behavior/missing-locale-uk", xliff: "exported.xliff"),
        Scenario(folder: "behavior/plural-fallback", xliff: "exported.xliff"),
        Scenario(folder: "behavior/state-import"),
        Scenario(folder: "behavior/state-qualifiers"),
        // Xcode silently ignores an exact key that looks like a variation path; Phrasebook applies it.
        Scenario(folder: "behavior/new-target-case-existing-context",
                 improvements: [("ambiguous|==|plural.one", .root, "FR ambiguous|==|plural.one CHANGED")]),
        Scenario(folder: "negative/literal-variation-suffix", improvements: [
            ("a|==|b|==|plural.one", .root, "FR a|==|b|==|plural.one CHANGED"),
            ("plain|==|device.iphone", .root, "FR plain|==|device.iphone CHANGED"),
            ("plain|==|plural.one", .root, "FR plain|==|plural.one CHANGED"),
            ("plain|==|substitutions.COUNT.plural.one", .root, "FR plain|==|substitutions.COUNT.plural.one CHANGED"),
        ]),
        // Xcode skips a new case whose source is its own id; the translation is the translator's all the same.
        Scenario(folder: "negative/new-target-case-source-identity", improvements: [
            ("ambiguous|==|plural.one", .root, "FR ambiguous|==|plural.one CHANGED"),
            ("target_only_substitution", UnitPath([.substitution("COUNT"), .plural(.many)]), "fr %arg NEWMANY"),
        ]),
        // Xcode deletes the overlapping shapes' other halves; Phrasebook updates what it exported, keeps the rest.
        Scenario(folder: "negative/overlapping-shapes", expected: "source.xcstrings", improvements: [
            ("plural_and_device", UnitPath([.device(.iphone)]), "%lld phone CHANGED"),
            ("plural_and_device", UnitPath([.device(.other)]), "%lld device CHANGED"),
            ("unit_and_variations", UnitPath([.plural(.one)]), "%lld one CHANGED"),
            ("unit_and_variations", UnitPath([.plural(.other)]), "%lld many CHANGED"),
        ]),
        // Xcode drops a substitution whose name contains the delimiter; nothing changes here.
        Scenario(folder: "negative/delimiter-substitution-loss", xliff: "exported.xliff", expected: "source.xcstrings"),
        // Xcode drops the leaves of a substitution new to the target; Phrasebook rebuilds it whole.
        Scenario(folder: "negative/new-target-substitution-loss", before: "destination-before-import.xcstrings",
                 xliff: "exported.xliff", expected: "source.xcstrings"),
    ]

    @Test("import gives Xcode's catalog, plus what Xcode loses", arguments: scenarios)
    func importMatchesXcode(scenario: Scenario) throws {
        guard let root = Corpus.xcodeXLIFFDirectory else { return }
        let folder = root.appendingPathComponent(scenario.folder)
        var catalogs = [NamedCatalog(original: "Localizable.xcstrings", catalog: try StringCatalog(contentsOf: folder.appendingPathComponent(scenario.before)))]
        let document = try XLIFFReader().read(contentsOf: folder.appendingPathComponent(scenario.xliff))
        let report = Self.importer.apply(document, to: &catalogs)
        var expected = try StringCatalog(contentsOf: folder.appendingPathComponent(scenario.expected))
        let language = document.files[0].targetLanguage!
        for (key, path, value) in scenario.improvements {
            var localization = expected.strings[key]!.localizations[language]!
            var unit = CatalogUnits.leaf(localization, path: path) ?? StringUnit(state: .translated, value: "")
            unit.value = value
            unit.state = .translated
            UnitApplier.set(unit, at: path, in: &localization)
            expected.strings[key]!.localizations[language] = localization
        }
        if scenario.expected == "source.xcstrings", scenario.improvements.isEmpty == false {
            expected.version = catalogs[0].catalog.version
        }
        var imported = catalogs[0].catalog
        imported.endsWithNewline = expected.endsWithNewline
        #expect(imported == expected, "report: \(report.summary) \(report.diagnostics.map(\.message))")
        for key in expected.strings.keys where catalogs[0].catalog.strings[key] != expected.strings[key] {
            Issue.record("'\(key)' differs:\n ours:     \(String(describing: catalogs[0].catalog.strings[key]?.localizations[language]))\n expected: \(String(describing: expected.strings[key]?.localizations[language]))")
        }
        #expect(!report.hasErrors)
        // Where the expected file is Xcode's own serialization, the bytes match too.
        let expectedBytes = try Data(contentsOf: folder.appendingPathComponent(scenario.expected))
        if scenario.improvements.isEmpty, String(decoding: expectedBytes.prefix(40), as: UTF8.self).contains("\"sourceLanguage\" : ") {
            #expect(catalogs[0].catalog.encoded() == expectedBytes)
        }
    }

    @Test("multiple catalogs import by file original")
    func multipleCatalogs() throws {
        guard let root = Corpus.xcodeXLIFFDirectory else { return }
        let folder = root.appendingPathComponent("positive/multiple-catalogs")
        var catalogs = [
            NamedCatalog(original: "Localizable.xcstrings", catalog: try StringCatalog(contentsOf: folder.appendingPathComponent("source.xcstrings"))),
            NamedCatalog(original: "Custom.xcstrings", catalog: try StringCatalog(contentsOf: folder.appendingPathComponent("source-custom.xcstrings"))),
        ]
        let document = try XLIFFReader().read(contentsOf: folder.appendingPathComponent("exported.xliff"))
        _ = Self.importer.apply(document, to: &catalogs)
        for (index, name) in [(0, "expected-after-import.xcstrings"), (1, "expected-custom-after-import.xcstrings")] {
            let expected = try StringCatalog(contentsOf: folder.appendingPathComponent(name))
            var imported = catalogs[index].catalog
            imported.endsWithNewline = expected.endsWithNewline
            #expect(imported == expected)
        }
    }

    @Test("export refuses the id-collision catalog, naming both keys")
    func idCollisionRefused() throws {
        guard let root = Corpus.xcodeXLIFFDirectory else { return }
        let catalog = try StringCatalog(contentsOf: root.appendingPathComponent("negative/id-collision/source.xcstrings"))
        #expect(throws: ExportError.unitIDCollision(catalog: "Localizable.xcstrings", id: "ambiguous|==|plural.one",
                                                    firstKey: "ambiguous", secondKey: "ambiguous|==|plural.one")) {
            try XcodeXLIFFCorpusTests.exporter.export([NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)], language: "fr")
        }
    }
}

extension XcodeImportCorpusTests {
    @Test("a substitution without its parent string: untouched round trip keeps it, a new translation gets a parent")
    func substitutionWithoutParent() throws {
        guard let root = Corpus.xcodeXLIFFDirectory else { return }
        let original = try StringCatalog(contentsOf: root.appendingPathComponent("negative/substitution-without-parent/source.xcstrings"))
        let named = [NamedCatalog(original: "Localizable.xcstrings", catalog: original)]
        var document = try XcodeXLIFFCorpusTests.exporter.export(named, language: "fr").document
        var catalogs = named
        _ = Self.importer.apply(document, to: &catalogs)
        #expect(catalogs[0].catalog == original)

        let index = try #require(document.files[0].units.firstIndex { $0.id == "count|==|substitutions.COUNT.plural.other" })
        document.files[0].units[index].target = XLIFFTarget(value: "%1$lld éléments", state: "translated")
        _ = Self.importer.apply(document, to: &catalogs)
        let french = catalogs[0].catalog.strings["count"]?.localizations["fr"]
        #expect(french?.stringUnit == StringUnit(state: .new, value: "%#@COUNT@"))
        #expect(french?.substitutions?["COUNT"]?.variations?.plural?[.other]?.stringUnit?.value == "%arg éléments")
    }
}

extension XcodeImportCorpusTests {
    @Test("shapes Xcode's compiler rejects still export with warnings and round-trip without loss",
          arguments: ["device-other-nested.xcstrings", "plural-device-and-at-name.xcstrings"])
    func invalidNesting(file: String) throws {
        guard let root = Corpus.xcodeXLIFFDirectory else { return }
        let original = try StringCatalog(contentsOf: root.appendingPathComponent("negative/invalid-nesting/\(file)"))
        let named = [NamedCatalog(original: "Localizable.xcstrings", catalog: original)]
        let result = try XcodeXLIFFCorpusTests.exporter.export(named, language: "fr")
        let bytes = XLIFFWriter.encode(result.document)
        var catalogs = named
        let report = XLIFFImporter(plurals: .xcode).apply(try XLIFFReader().read(Data(bytes)), to: &catalogs)
        #expect(catalogs[0].catalog == original)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        if file.hasPrefix("plural-device") {
            #expect(result.warnings.contains { $0.key == "plural_then_device" }, "\(result.warnings.map(\.message))")
        }
    }
}
