import CatalogSync
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog
import Testing
import TestSupport

/// The Lantern fixture app (SourceScannerTests' fixture) extracted and synced into new catalogs.
@Suite("Lantern fixture app, synced")
struct LanternSyncTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SourceScannerTests/Fixtures/Lantern")

    static func extractFixture() throws -> ExtractionResult {
        let project = try Project.load(directory: folder.path, rules: .unvalidated, reading: .sources)
        return SourceExtractor(isParallel: false).extract(files: project.appSourceFiles, declarationsFrom: project.localPackageFiles)
    }

    @Test("synced into a folder of catalogs, the phrases make AppShortcuts.xcstrings as Xcode writes it")
    func syncedCatalogs() throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let project = try Project.load(
            directory: output.url.path, overrides: .init(catalogs: [output.url.path]), rules: .unvalidated, reading: .newCatalogs)
        let plan = CatalogUpdatePlan.plan(
            strings: try Self.extractFixture().strings, catalogs: project.catalogs, locations: project.catalogLocations)
        try plan.write()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path).sorted() == [
            "AppShortcuts.xcstrings", "Localizable.xcstrings",
        ])
        let shortcuts = try StringCatalog(contentsOf: output.url.appendingPathComponent("AppShortcuts.xcstrings"))
        let phrase = shortcuts.strings["Open my shelf in ${applicationName}"]
        #expect(phrase?.extractionState == .extractedWithValue)
        #expect(phrase?.localizations["en"]?.unknownFields["stringSet"] == .object([
            "state": .string("new"), "values": .array([.string("Open my shelf in ${applicationName}")]),
        ]))
        let localizable = try StringCatalog(contentsOf: output.url.appendingPathComponent("Localizable.xcstrings"))
        #expect(localizable.strings["Shelves"]?.comment == "Header of the shelf list")
        #expect(localizable.strings["Open ${shelf}"] != nil)
    }
}
