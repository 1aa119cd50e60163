import Foundation
import Testing
@testable import TranslationExchange
import StringCatalog

/// Xcode 26 says named placeholders are "included in the exported Localization Catalog"; no public export
/// holding one exists, so the texts travel as the catalog holds them, as Xcode exports other specifiers.
@Suite("Named placeholders in XLIFF")
struct NamedPlaceholderExchangeTests {
    static var catalog: StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en", version: "1.1")
        catalog.strings["Landmarks"] = CatalogEntry(extractionState: .manual, localizations: [
            "en": .text("%(count)lld landmarks near %1$(city)@"),
            "fr": .text("%1$(city)@ : %(count)lld monuments"),
        ])
        let visits = Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
            .one: .text("%2$(count)lld visit"), .other: .text("%arg visits"),
        ]))
        catalog.strings["Visits"] = CatalogEntry(extractionState: .manual, localizations: [
            "en": Localization(stringUnit: StringUnit(state: .translated, value: "%(city)@: %(count)#@visits@"),
                               substitutions: ["visits": visits]),
        ])
        return catalog
    }

    static func exported(_ catalog: StringCatalog = catalog) throws -> XLIFFDocument {
        try Fixtures.exporter.export([NamedCatalog(original: "App/Localizable.xcstrings", catalog: catalog)], language: "fr").document
    }

    @Test("source and target carry the names as written, including in substitutions")
    func exportKeepsNames() throws {
        let text = String(decoding: XLIFFWriter.encode(try Self.exported()), as: UTF8.self)
        #expect(text.contains("<source>%(count)lld landmarks near %1$(city)@</source>"))
        #expect(text.contains(#"<target state="translated">%1$(city)@ : %(count)lld monuments</target>"#))
        #expect(text.contains("<source>%(city)@: %(count)#@visits@</source>"), "a named reference is not renumbered")
        #expect(text.contains("<source>%2$(count)lld visit</source>"), "a named case specifier is not turned into %arg")
        #expect(text.contains("<source>%2$lld visits</source>"), "%arg is exported as Xcode exports it")
    }

    @Test("importing the export changes nothing: names and %arg come back as they were")
    func roundTrip() throws {
        var document = try Self.exported()
        // A translator fills the substitution's cases, keeping the source's placeholders.
        for fileIndex in document.files.indices {
            for unitIndex in document.files[fileIndex].units.indices where document.files[fileIndex].units[unitIndex].target == nil {
                let source = document.files[fileIndex].units[unitIndex].source ?? ""
                document.files[fileIndex].units[unitIndex].target = XLIFFTarget(value: source, state: "translated")
            }
        }
        var catalogs = [NamedCatalog(original: "App/Localizable.xcstrings", catalog: Self.catalog)]
        let report = Fixtures.importer.apply(document, path: "fr.xliff", to: &catalogs)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let french = catalogs[0].catalog.strings["Visits"]?.localizations["fr"]
        #expect(french?.stringUnit?.value == "%(city)@: %(count)#@visits@")
        #expect(french?.substitutions?["visits"]?.variations?.plural?[.one]?.stringUnit?.value == "%2$(count)lld visit")
        #expect(french?.substitutions?["visits"]?.variations?.plural?[.other]?.stringUnit?.value == "%arg visits")
        #expect(catalogs[0].catalog.strings["Landmarks"] == Self.catalog.strings["Landmarks"])
        #expect(catalogs[0].catalog.version == "1.1")
    }
}
