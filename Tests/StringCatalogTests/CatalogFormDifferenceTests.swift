import Foundation
import StringCatalog
import Testing

@Suite("A catalog's distance from Xcode's form")
struct CatalogFormDifferenceTests {
    static let catalog = StringCatalog(sourceLanguage: "en", strings: [
        "Hello": CatalogEntry(localizations: ["fr": Localization(stringUnit: StringUnit(state: .translated, value: "Bonjour"))]),
        "Bye": CatalogEntry(localizations: ["fr": Localization(stringUnit: StringUnit(state: .translated, value: "Au revoir"))]),
    ])

    @Test("a file as Xcode writes it has no difference")
    func canonical() {
        #expect(CatalogFormDifference(of: Self.catalog, readFrom: Self.catalog.encoded()) == nil)
    }

    @Test("a script's tab indentation rewrites every indented line; a moved member only its own line")
    func rewritten() throws {
        let canonical = String(decoding: Self.catalog.encoded(), as: UTF8.self)
        let lines = canonical.split(separator: "\n", omittingEmptySubsequences: false)
        let indented = lines.map { $0.replacingOccurrences(of: "  ", with: "\t") }.joined(separator: "\n")
        let script = try #require(CatalogFormDifference(of: Self.catalog, readFrom: Data(indented.utf8)))
        #expect(script.lines == lines.count)
        #expect(script.rewrittenLines == lines.filter { $0.hasPrefix("  ") }.count)

        // `"version"` moved before `"strings"`: only its own line (now with a comma) is not Xcode's.
        let reordered = canonical.replacingOccurrences(of: "\n  \"version\" : \"1.0\"", with: "")
            .replacingOccurrences(of: "\"sourceLanguage\" : \"en\",", with: "\"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\",")
        let moved = try #require(CatalogFormDifference(of: Self.catalog, readFrom: Data(reordered.utf8)))
        #expect(moved.rewrittenLines == 1)
    }
}
