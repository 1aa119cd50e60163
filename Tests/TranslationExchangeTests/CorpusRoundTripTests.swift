import Foundation
import Testing
import TestSupport
import TranslationExchange
import StringCatalog

/// Every shared corpus catalog survives XLIFF export and import for each of its languages unchanged.
@Suite("Corpus XLIFF round trip")
struct CorpusRoundTripTests {
    static var catalogs: [Corpus.CatalogFile] {
        Corpus.catalogFiles.filter { $0.name.hasSuffix(".xcstrings") && !$0.name.contains("invalid") }
    }

    @Test("export then import changes nothing", arguments: catalogs)
    func roundTrip(file: Corpus.CatalogFile) throws {
        let original = try StringCatalog(contentsOf: file.url)
        let named = NamedCatalog(original: file.name, catalog: original)
        let exporter = XLIFFExporter(plurals: .xcode, tool: .phrasebook(version: "1.0"))
        let importer = XLIFFImporter(plurals: .xcode)
        for language in original.languages where language != original.sourceLanguage {
            let bytes = XLIFFWriter.encode(try exporter.export([named], language: language).document)
            let document = try XLIFFReader().read(Data(bytes))
            var catalogs = [named]
            let report = importer.apply(document, to: &catalogs)
            #expect(catalogs[0].catalog == original, "\(language): \(report.summary)")
            #expect(report.diagnostics.isEmpty, "\(language): \(report.diagnostics.map(\.message).prefix(3))")
            if catalogs[0].catalog != original {
                for (key, entry) in catalogs[0].catalog.strings where entry != original.strings[key] {
                    Issue.record("\(language) '\(key)':\n ours \(String(describing: entry.localizations[language]))\n was  \(String(describing: original.strings[key]?.localizations[language]))")
                    break
                }
            }
        }
    }
}

extension CorpusRoundTripTests {
    @Test("CSV export then import changes nothing", arguments: catalogs)
    func csvRoundTrip(file: Corpus.CatalogFile) throws {
        let original = try StringCatalog(contentsOf: file.url)
        let named = [NamedCatalog(original: file.name, catalog: original)]
        let importer = XLIFFImporter(plurals: .xcode)
        for language in original.languages where language != original.sourceLanguage {
            let records = try CSVTable.decode(CSVTable.encode(try CSVExchange.export(named, language: language, plurals: .xcode)))
            let units = try CSVExchange.units(from: records, file: nil,
                                              baseline: CSVExchange.Baseline(named, language: language, plurals: .xcode))
            var catalog = original
            _ = importer.apply(units[file.name] ?? [], language: language, to: &catalog, file: nil)
            #expect(catalog == original, "\(language)")
        }
    }
}
