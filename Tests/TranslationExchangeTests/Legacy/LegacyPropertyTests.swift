import Foundation
import PropertyBased
import StringCatalog
import Testing
import TestSupport
import TranslationExchange

@Suite("Properties of compiling catalogs")
struct LegacyPropertyTests {
    @Test("compiling to .strings/.stringsdict and migrating back keeps every finished text and its specifiers")
    func compileKeepsSpecifiers() async {
        await propertyCheck(count: 200, input: CatalogGen.catalog) { catalog in
            let compiled = catalog.legacyTables(options: LegacyCompileOptions(untranslated: .omit))
            let reread = try compiled.tables.map { table in
                LegacyTable(language: table.language,
                            strings: try table.strings.map { try StringsFile(data: $0.encoded()) },
                            stringsDict: try table.stringsDict.map { try StringsDictFile(data: $0.encoded()) })
            }
            let migrated = CatalogGen.units(of: StringCatalog.migrating(reread, sourceLanguage: "en").catalog)
            for (place, unit) in CatalogGen.units(of: catalog) where unit.state == .translated && !unit.value.isEmpty {
                // A source text equal to its key is left implicit, as Xcode writes catalogs.
                if place == "\(unit.value)\u{0}en\u{0}" { continue }
                let back = migrated[place]
                #expect(back != nil, "\(place.replacingOccurrences(of: "\u{0}", with: " | ")) was dropped")
                #expect(CatalogGen.specifiers(back?.value ?? "") == CatalogGen.specifiers(unit.value),
                        "\(place.replacingOccurrences(of: "\u{0}", with: " | ")): \(unit.value) → \(back?.value ?? "nothing")")
            }
        }
    }
}
