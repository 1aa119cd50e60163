import Foundation
import Testing
import TestSupport
@testable import TranslationExchange
import StringCatalog

@Suite("CSV exchange")
struct CSVExchangeTests {
    @Test("fields are quoted per RFC 4180 and read back unchanged")
    func quoting() throws {
        let rows = [["a", "b,c", "say \"hi\"", "line\nbreak", "cr\r\nlf", ""], ["é漢🙂", "", "x", "", "", "end"]]
        let bytes = CSVTable.encode(rows)
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: bytes.dropFirst(3), as: UTF8.self).hasPrefix("a,\"b,c\",\"say \"\"hi\"\"\",\"line\nbreak\",\"cr\r\nlf\",\r\n"))
        #expect(try CSVTable.decode(bytes).map(\.fields) == rows)
        #expect(try CSVTable.decode(bytes).map(\.line) == [1, 4], "a record starts on the line after the previous one ends")
    }

    @Test("broken quoting is an error with line and column")
    func brokenQuoting() {
        #expect(throws: CSVTable.ParseError(line: 2, column: 4, message: "expected a comma or line end after a closing quote")) {
            try CSVTable.decode(Array("a,b\n\"x\"y,z\n".utf8))
        }
        #expect(throws: CSVTable.ParseError.self) { try CSVTable.decode(Array("\"open".utf8)) }
    }

    @Test("plural cases are columns per category; device and substitution cases are rows")
    func layout() throws {
        let rows = try CSVExchange.export(Fixtures.named, language: "uk", plurals: Fixtures.plurals)
        #expect(rows[0] == CSVExchange.fixedColumns + ["source.one", "target.one", "source.few", "target.few",
                                                     "source.many", "target.many", "source.other", "target.other"])
        let files = rows.first { $0[1] == "files" }!
        #expect(files[2] == "" && files[5] == "" && files[7] == "%lld file" && files[13] == "%lld files")
        #expect(rows.contains { $0[1] == "tap" && $0[2] == "device.iphone" && $0[5] == "Tap" })
        #expect(rows.contains { $0[1] == "count.birds" && $0[2] == "substitutions.BIRDS" && $0[7] == "%1$lld bird" })
    }

    @Test("an edited sheet imports; an untouched one changes nothing")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let catalogURL = directory.url.appendingPathComponent("Localizable.xcstrings")
        try Fixtures.catalog.write(to: catalogURL)
        var rows = try CSVExchange.export([NamedCatalog(original: "Localizable.xcstrings", catalog: Fixtures.catalog)], language: "fr", plurals: Fixtures.plurals)
        let csv = directory.url.appendingPathComponent("fr.csv")
        try Data(CSVTable.encode(rows)).write(to: csv)
        let untouched = try LocalizationImport(inputs: [csv], catalogs: [catalogURL], baseDirectory: directory.url,
                                               importer: Fixtures.importer).run()
        #expect(untouched.changedCatalogs.isEmpty, "\(untouched.report.summary)")

        let files = rows.firstIndex { $0[1] == "files" }!
        rows[files][rows[0].firstIndex(of: "target.one")!] = "%lld document"
        let tap = rows.firstIndex { $0[1] == "tap" && $0[2] == "device.mac" }!
        rows[tap][6] = "Cliquer"
        rows[tap][4] = "needs_review"
        try Data(CSVTable.encode(rows)).write(to: csv)
        let outcome = try LocalizationImport(inputs: [csv], catalogs: [catalogURL], baseDirectory: directory.url,
                                             importer: Fixtures.importer).run()
        #expect(outcome.changedCatalogs == [catalogURL])
        let imported = try StringCatalog(contentsOf: catalogURL)
        #expect(CatalogUnits.leaf(imported.strings["files"]?.localizations["fr"], path: UnitPath([.plural(.one)])) == StringUnit(state: .translated, value: "%lld document"))
        #expect(CatalogUnits.leaf(imported.strings["tap"]?.localizations["fr"], path: UnitPath([.device(.mac)])) == StringUnit(state: .needsReview, value: "Cliquer"))
    }

    @Test("changing only a row's state applies it to the row's cases")
    func approvingRow() throws {
        var catalog = Fixtures.catalog
        catalog.strings["files"]?.localizations["fr"] = Fixtures.plural("%lld fichier", "%lld fichiers", state: .needsReview)
        let named = [NamedCatalog(original: "L.xcstrings", catalog: catalog)]
        var rows = try CSVExchange.export(named, language: "fr", plurals: Fixtures.plurals)
        let files = rows.firstIndex { $0[1] == "files" }!
        #expect(rows[files][4] == "needs_review")
        rows[files][4] = "translated"
        let units = try CSVExchange.units(from: try CSVTable.decode(CSVTable.encode(rows)), file: nil,
                                          baseline: CSVExchange.Baseline(named, language: "fr", plurals: Fixtures.plurals))
        #expect(units["L.xcstrings"]?.map(\.id) == ["files|==|plural.one", "files|==|plural.other"])
        _ = Fixtures.importer.apply(units["L.xcstrings"]!, language: "fr", to: &catalog, file: nil)
        #expect(catalog.strings["files"]?.localizations["fr"] == Fixtures.plural("%lld fichier", "%lld fichiers"))
    }
}
