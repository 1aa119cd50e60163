import CatalogSync
import PropertyBased
import SourceScanner
import StringCatalog
import Testing
import TestSupport

@Suite("Properties of catalog sync")
struct SyncPropertyTests {
    /// Keys found in code: some of the catalog's keys and some new ones.
    static let found = zip(CatalogGen.catalog, CatalogGen.key.array(of: 0...4), Gen<Bool>.bool.array(of: 8))

    @Test("syncing with the strings found in code never drops or changes a translation")
    func syncNeverDrops() async {
        await propertyCheck(count: 200, input: Self.found) { catalog, newKeys, keeps in
            let kept = catalog.strings.keys.sorted().enumerated().filter { keeps[$0.offset % keeps.count] }.map(\.element)
            let strings = (kept + newKeys).enumerated().map { index, key in
                ExtractedString(key: key, position: SourcePosition(file: "A.swift", line: index + 1, column: 1), api: "Text")
            }
            let (synced, _) = CatalogSynchronizer().sync(catalog, table: "Localizable", with: strings)
            let after = CatalogGen.units(of: synced)
            for (place, unit) in CatalogGen.units(of: catalog) where !place.contains("\u{0}en\u{0}") {
                #expect(after[place] == unit, "\(place.replacingOccurrences(of: "\u{0}", with: " | "))")
            }
            for key in catalog.strings.keys { #expect(synced.strings[key] != nil, "\(key) was dropped") }
        }
    }
}
