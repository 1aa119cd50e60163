import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog
import Testing
import TestSupport

/// The Lantern fixture app holds the four families of shapes Xcode extracts that need more than the
/// literal's call: App Intents and widgets, literals typed by their context, implicit initializers through
/// the app's and a local package's types, and a Localizer known by its type. Literals that must not be
/// extracted say so (`"not localized: …"`); the expected keys were written by hand from Swift's typing
/// rules and the catalogs Xcode wrote for real apps, not produced by the extractor.
@Suite("Lantern fixture app")
struct LanternFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Lantern")

    static func extractFixture() throws -> ExtractionResult {
        let project = try Project.load(directory: folder.path, rules: .unvalidated, reading: .sources)
        return SourceExtractor(isParallel: false).extract(files: project.appSourceFiles, declarationsFrom: project.localPackageFiles)
    }

    @Test("the app's strings, in file and source order, by table; none of the local package's")
    func keysInOrder() throws {
        let result = try Self.extractFixture()
        #expect(result.diagnostics.isEmpty)
        let found = result.strings.map { "\(URL(fileURLWithPath: $0.position.file).lastPathComponent): \($0.table): \($0.key)" }
        #expect(found == [
            // Family 1
            "Intents.swift: Localizable: Shelf", "Intents.swift: Localizable: Reading Now",
            "Intents.swift: Localizable: Books you have started", "Intents.swift: Localizable: Finished",
            "Intents.swift: Localizable: Wishlist", "Intents.swift: Localizable: Want to Read",
            "Intents.swift: Localizable: Open Shelf", "Intents.swift: Localizable: Opens one of your shelves.",
            "Intents.swift: Localizable: Shows a shelf.", "Intents.swift: Localizable: Library",
            "Intents.swift: Localizable: Shelf", "Intents.swift: Localizable: Which shelf?", "Intents.swift: Localizable: Limit",
            "Intents.swift: Localizable: Open ${shelf}", "Intents.swift: Localizable: How many books?",
            "Intents.swift: Localizable: Opened %lld books",
            "Intents.swift: AppShortcuts: Open my shelf in ${applicationName}",
            "Intents.swift: AppShortcuts: Show ${shelf} in ${applicationName}",
            "Intents.swift: Localizable: Open Shelf", "Intents.swift: Localizable: Reading Now",
            "Intents.swift: Localizable: Shows the book you are reading.",
            // Family 2
            "Library.swift: Localizable: sort.newest", "Library.swift: Localizable: oldest",
            "Library.swift: Localizable: New Arrivals", "Library.swift: Localizable: Top Rated",
            "Library.swift: Localizable: Books", "Library.swift: Localizable: Authors",
            "Library.swift: Localizable: Reading", "Library.swift: Localizable: Mark as Finished",
            "Library.swift: Localizable: Any Shelf", "Library.swift: Localizable: search.error.empty",
            // Family 3
            "Library.swift: Localizable: New Books", "Library.swift: Localizable: Bestsellers",
            "Library.swift: Localizable: Shelves", "Library.swift: Localizable: Popular",
            "Library.swift: Localizable: Nothing here yet",
            // Family 4
            "Library.swift: Localizable: Reading Goals", "Library.swift: Localizable: %lld pages today",
        ])
        #expect(!result.strings.contains { $0.key.hasPrefix("not localized") || $0.key == "Package badge" })
    }
}
