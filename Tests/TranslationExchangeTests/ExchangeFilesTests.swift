import Foundation
import Testing
import TestSupport
@testable import TranslationExchange
import StringCatalog

@Suite("Exchange on disk")
struct ExchangeFilesTests {
    /// A project folder with the fixture catalog at `App/Localizable.xcstrings`.
    func project() throws -> (TemporaryDirectory, URL) {
        let directory = try TemporaryDirectory()
        let catalog = directory.url.appendingPathComponent("App/Localizable.xcstrings")
        try FileManager.default.createDirectory(at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Fixtures.catalog.write(to: catalog)
        return (directory, catalog)
    }

    func export(_ directory: TemporaryDirectory, xcloc: Bool = false, catalogs: [URL]? = nil) throws -> LocalizationExport.Outcome {
        try LocalizationExport(
            catalogs: catalogs ?? [directory.url.appendingPathComponent("App")], languages: ["fr", "uk"],
            outputDirectory: directory.url.appendingPathComponent("out"), xcloc: xcloc,
            tool: .phrasebook(version: "1.0"), baseDirectory: directory.url, plurals: Fixtures.plurals).run()
    }

    @Test(".xcloc bundles have Xcode's layout and manifest, with project-relative originals")
    func xclocLayout() throws {
        let (directory, _) = try project()
        defer { directory.remove() }
        let outcome = try export(directory, xcloc: true)
        let bundle = directory.url.appendingPathComponent("out/fr.xcloc")
        #expect(outcome.files.map(\.lastPathComponent) == ["fr.xcloc", "uk.xcloc"])
        for item in ["contents.json", "Localized Contents/fr.xliff", "Source Contents/App/Localizable.xcstrings", "Notes"] {
            #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent(item).path), "\(item)")
        }
        let manifest = try String(contentsOf: bundle.appendingPathComponent("contents.json"), encoding: .utf8)
        #expect(manifest.contains(#""targetLocale" : "fr""#) && manifest.contains(#""developmentRegion" : "en""#))
        let xliff = try String(contentsOf: bundle.appendingPathComponent("Localized Contents/fr.xliff"), encoding: .utf8)
        #expect(xliff.contains(#"original="App/Localizable.xcstrings""#))
        // Exporting again replaces the bundle.
        _ = try export(directory, xcloc: true)
        #expect(try XclocBundle.xliffFiles(in: bundle).count == 1)
    }

    @Test("an edited bundle imports; a dry run writes nothing")
    func importBundle() throws {
        let (directory, catalogURL) = try project()
        defer { directory.remove() }
        _ = try export(directory, xcloc: true)
        let xliffURL = directory.url.appendingPathComponent("out/fr.xcloc/Localized Contents/fr.xliff")
        let edited = try String(contentsOf: xliffURL, encoding: .utf8).replacingOccurrences(of: ">Bonjour<", with: ">Salut<")
        try edited.write(to: xliffURL, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: catalogURL)
        let bundle = directory.url.appendingPathComponent("out/fr.xcloc")
        let dry = try LocalizationImport(inputs: [bundle], catalogs: [directory.url], baseDirectory: directory.url, dryRun: true,
                                         importer: Fixtures.importer).run()
        #expect(dry.changedCatalogs == [catalogURL] && dry.report.changed == 1)
        #expect(try Data(contentsOf: catalogURL) == before)
        _ = try LocalizationImport(inputs: [bundle], catalogs: [directory.url], baseDirectory: directory.url, importer: Fixtures.importer).run()
        #expect(try StringCatalog(contentsOf: catalogURL).strings["greeting"]?.localizations["fr"]?.stringUnit?.value == "Salut")
    }

    @Test("a bad input among several leaves every catalog as it was")
    func failedImportWritesNothing() throws {
        let (directory, catalogURL) = try project()
        defer { directory.remove() }
        _ = try export(directory)
        let good = directory.url.appendingPathComponent("out/fr.xliff")
        try String(contentsOf: good, encoding: .utf8).replacingOccurrences(of: ">Bonjour<", with: ">Salut<")
            .write(to: good, atomically: true, encoding: .utf8)
        let bad = directory.url.appendingPathComponent("bad.xliff")
        try "<xliff><file original=\"x\"".write(to: bad, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: catalogURL)
        #expect(throws: XLIFFReadError.self) {
            try LocalizationImport(inputs: [good, bad], catalogs: [directory.url], baseDirectory: directory.url, importer: Fixtures.importer).run()
        }
        #expect(try Data(contentsOf: catalogURL) == before)
    }

    @Test("a refused export writes no file")
    func refusedExport() throws {
        let (directory, catalogURL) = try project()
        defer { directory.remove() }
        var catalog = Fixtures.catalog
        catalog.strings["files|==|plural.one"] = CatalogEntry(localizations: ["en": .text("x")])
        try catalog.write(to: catalogURL)
        #expect(throws: ExportError.self) { try export(directory) }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out").path))
    }

    @Test("compile writes .lproj tables that migrate back to the same strings")
    func compileAndMigrate() throws {
        let (directory, catalogURL) = try project()
        defer { directory.remove() }
        let output = directory.url.appendingPathComponent("legacy")
        let compiled = try LegacyConversion.compile(catalogAt: catalogURL, into: output)
        #expect(compiled.files.map { $0.pathComponents.suffix(2).joined(separator: "/") }.contains("fr.lproj/Localizable.strings"))
        #expect(try LegacyTable.tableNames(in: output) == ["Localizable"])
        let migrated = try LegacyConversion.migrate(directory: output, sourceLanguage: "en")
        let catalog = try #require(migrated.first).catalog
        #expect(catalog.strings["greeting"]?.localizations["fr"]?.stringUnit?.value == "Bonjour")
        #expect(catalog.strings["greeting"]?.comment == "Shown on launch")
        #expect(catalog.strings["files"]?.localizations["fr"]?.variations?.plural?[.one]?.stringUnit?.value == "%lld fichier")
    }
}
