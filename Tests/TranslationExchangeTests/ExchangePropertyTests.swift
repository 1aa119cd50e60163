import Foundation
import PropertyBased
import StringCatalog
import Testing
import TestSupport
@testable import TranslationExchange

@Suite("Properties of export, import and pseudo-localization")
struct ExchangePropertyTests {
    static func xliff(_ catalog: StringCatalog, language: String) throws -> XLIFFDocument {
        let named = [NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)]
        let bytes = XLIFFWriter.encode(try Fixtures.exporter.export(named, language: language).document)
        return try XLIFFReader().read(Data(bytes), path: "\(language).xliff")
    }

    @Test("import(export(x)) into x changes nothing: every finished unit comes back as it was")
    func exportImportRoundTrip() async {
        await propertyCheck(count: 150, input: CatalogGen.catalog) { catalog in
            for language in ["de", "uk"] {
                let document = try Self.xliff(catalog, language: language)
                var named = [NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)]
                _ = Fixtures.importer.apply(document, path: "\(language).xliff", to: &named)
                let before = CatalogGen.units(of: catalog), after = CatalogGen.units(of: named[0].catalog)
                for (place, unit) in before where unit.state != .new {
                    #expect(after[place] == unit, "\(place.replacingOccurrences(of: "\u{0}", with: " | "))")
                }
            }
        }
    }

    @Test("importing another catalog's export never drops a translation")
    func importNeverDrops() async {
        await propertyCheck(count: 150, input: CatalogGen.catalog, CatalogGen.catalog) { exported, target in
            let document = try Self.xliff(exported, language: "de")
            var named = [NamedCatalog(original: "Localizable.xcstrings", catalog: target)]
            _ = Fixtures.importer.apply(document, path: "de.xliff", to: &named)
            let after = CatalogGen.units(of: named[0].catalog)
            for (place, unit) in CatalogGen.units(of: target) {
                #expect(after[place] != nil, "\(place.replacingOccurrences(of: "\u{0}", with: " | ")) was dropped")
                if !place.contains("\u{0}de\u{0}") { #expect(after[place] == unit) } // other languages untouched
            }
        }
    }

    @Test("pseudo-localization keeps every specifier of every source text")
    func pseudoKeepsSpecifiers() async {
        await propertyCheck(count: 200, input: CatalogGen.catalog) { catalog in
            for language in PseudoLanguage.allCases {
                let pseudo = PseudoLocalizer(language: language, plurals: Fixtures.plurals).localize(catalog)
                for (key, entry) in catalog.strings {
                    let source = CatalogGen.units(of: entry.localizations["en"] ?? .text(key))
                    let result = Dictionary(CatalogGen.units(of: pseudo.strings[key]?.localizations[language.rawValue]).map { ($0.path, $0.unit) },
                                            uniquingKeysWith: { first, _ in first })
                    for (path, unit) in source {
                        guard let transformed = result[path] else { continue } // a plural case the pseudo-language doesn't use
                        #expect(CatalogGen.specifiers(transformed.value) == CatalogGen.specifiers(unit.value),
                                "\(key) \(path): \(unit.value) → \(transformed.value)")
                    }
                    if !source.isEmpty { #expect(!result.isEmpty, "\(key) has no \(language.rawValue) text") }
                }
            }
        }
    }
}
