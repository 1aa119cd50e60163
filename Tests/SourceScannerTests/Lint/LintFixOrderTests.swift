import Foundation
import SourceScanner
import StringCatalog
import Testing
import TestSupport

@Suite("lint --fix writes sources first and the catalog last")
struct LintFixOrderTests {
    @Test("a catalog that can't be written stops the run after the sources, so running again converges")
    func catalogLast() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = directory.url.appendingPathComponent("Stats.swift")
        try LintFixTests.manualPlural.write(to: source, atomically: true, encoding: .utf8)
        let catalogURL = directory.url.appendingPathComponent("Localizable.xcstrings")
        try StringCatalog(sourceLanguage: "en").write(to: catalogURL)
        let before = try Data(contentsOf: catalogURL)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalogURL.path)

        #expect(throws: FileAccessError.self) { try Linter().fix(swiftFiles(at: directory.url), catalog: catalogURL) }
        #expect(try String(contentsOf: source, encoding: .utf8).contains(#"String(localized: "\(rounded) cents")"#))
        #expect(try Data(contentsOf: catalogURL) == before)
    }

    @Test("a catalog that can't be read stops the run before anything is written")
    func unreadableCatalogFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = directory.url.appendingPathComponent("Stats.swift")
        let text = LintFixTests.manualPlural
        try text.write(to: source, atomically: true, encoding: .utf8)
        let catalogURL = directory.url.appendingPathComponent("Localizable.xcstrings")
        try Data("{ not json".utf8).write(to: catalogURL)
        #expect(throws: CatalogReadError.self) { try Linter().fix(swiftFiles(at: directory.url), catalog: catalogURL) }
        #expect(try String(contentsOf: source, encoding: .utf8) == text)
    }
}
