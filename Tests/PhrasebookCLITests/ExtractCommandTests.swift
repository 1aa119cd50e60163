import ArgumentParser
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog
import TestSupport
import Testing
@testable import PhrasebookCLI

@Suite("phrasebook extract")
struct ExtractCommandTests {
    private func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let sources = folder.url.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(
            """
            struct V: View {
                let count: Int
                var body: some View {
                    Text("Hello")
                    Text("\\(count) birds", comment: "Bird count")
                    Text(String(localized: "error.offline", defaultValue: "Offline", table: "Errors"))
                }
            }
            """.utf8
        ).write(to: sources.appendingPathComponent("V.swift"))
        return folder
    }

    private func run(_ arguments: [String]) throws -> Int32 {
        var command = try PhrasebookTool.parseAsRoot(arguments)
        do {
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        }
    }

    @Test("--check fails while the catalogs are out of date and passes once extraction wrote them")
    func checkThenWrite() throws {
        let folder = try project()
        defer { folder.remove() }
        let sources = folder.url.appendingPathComponent("Sources").path
        let catalogs = folder.url.appendingPathComponent("Catalogs").path
        #expect(try run(["extract", sources, "--catalog", catalogs, "--check"]) == 1)
        #expect(!FileManager.default.fileExists(atPath: catalogs))
        #expect(try run(["extract", sources, "--catalog", catalogs, "--dry-run"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: catalogs))
        #expect(try run(["extract", sources, "--catalog", catalogs]) == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: catalogs).sorted()
        #expect(written == ["Errors.xcstrings", "Localizable.xcstrings"])
        #expect(try run(["extract", sources, "--catalog", catalogs, "--check"]) == 0)
    }

    @Test("json lists each string with key, table, comment, file, line and column")
    func json() throws {
        let folder = try project()
        defer { folder.remove() }
        let files = FileSearch.files(at: folder.url.appendingPathComponent("Sources"), withExtension: "swift")
        let result = ExtractionListing.json(SourceExtractor().extract(files: files), changes: nil)
        let object = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        let strings = object?["strings"] as? [[String: Any]] ?? []
        #expect(strings.map { $0["key"] as? String } == ["Hello", "%lld birds", "error.offline"])
        #expect(strings[1]["comment"] as? String == "Bird count")
        #expect(strings[1]["line"] as? Int == 5)
        #expect(strings[1]["column"] as? Int == 14)
        #expect(strings[2]["table"] as? String == "Errors")
        #expect(strings[2]["defaultValue"] as? String == "Offline")
    }

    @Test("--localized-string-function extracts an app function called like NSLocalizedString")
    func customLocalizedStringFunction() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let source = folder.url.appendingPathComponent("Commands.swift")
        try Data(
            """
            let title = NNWLocalizedString("Mark All as Read", tableName: "Commands", comment: "Command")
            let other = OtherLocalizedString("Not listed", comment: "")
            """.utf8
        ).write(to: source)
        let catalogs = folder.url.appendingPathComponent("Catalogs")
        #expect(try run(["extract", source.path, "--catalog", catalogs.path, "--localized-string-function", "NNWLocalizedString"]) == 0)
        let catalog = try StringCatalog(contentsOf: catalogs.appendingPathComponent("Commands.xcstrings"))
        #expect(catalog.strings.keys.sorted() == ["Mark All as Read"])
        #expect(catalog.strings["Mark All as Read"]?.comment == "Command")
        #expect(!FileManager.default.fileExists(atPath: catalogs.appendingPathComponent("Localizable.xcstrings").path))
    }

    @Test("--platform and --compilation-conditions extract only the #if branches that build compiles")
    func buildConditions() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let source = folder.url.appendingPathComponent("Menu.swift")
        try Data(
            """
            struct Menu: View {
                var body: some View {
                    #if os(macOS)
                    Text("Quit")
                    #endif
                    #if DEBUG
                    Text("Reset demo data")
                    #endif
                    Text("Settings")
                }
            }
            """.utf8
        ).write(to: source)
        func keys(_ options: [String]) throws -> [String] {
            let catalogs = folder.url.appendingPathComponent("Catalogs-\(options.joined())")
            #expect(try run(["extract", source.path, "--catalog", catalogs.path] + options) == 0)
            return try StringCatalog(contentsOf: catalogs.appendingPathComponent("Localizable.xcstrings")).strings.keys.sorted()
        }
        #expect(try keys([]) == ["Quit", "Reset demo data", "Settings"])
        #expect(try keys(["--platform", "iOS", "--compilation-conditions", ""]) == ["Settings"])
        #expect(try keys(["--platform", "iOS", "--platform", "macOS", "--compilation-conditions", "DEBUG"]) == [
            "Quit", "Reset demo data", "Settings",
        ])
    }

    @Test("--check reports keys users would see raw, placeholders left empty and unused manual keys, and fails on errors")
    func keyFindings() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try """
            struct Pager: View {
                let page: Int
                var body: some View { Text("gallery.movingTo \\(page)") }
                func points(_ count: Int) -> String { String(localized: "points") + " \\(count)" }
            }
            """.write(to: folder.url.appendingPathComponent("Sources/Pager.swift"), atomically: true, encoding: .utf8)
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["gallery.movingTo %lld"] = CatalogEntry()
        catalog.strings["gallery.movingTo"] = CatalogEntry(extractionState: .manual, localizations: ["en": .text("Moving to page %lld")])
        catalog.strings["points"] = CatalogEntry(localizations: ["de": .text("%lld Punkte")])
        catalog.strings["legacy.title"] = CatalogEntry(extractionState: .manual, localizations: ["en": .text("Old")])
        try catalog.encoded().write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))

        // The catalog is up to date: only the findings fail the check.
        let result = try PhrasebookExecutable.run(["extract", "Sources", "--catalog", "Localizable.xcstrings", "--check"], in: folder.url)
        #expect(result.status == 1, "\(result)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Sources/Pager.swift:3:32: error: \"gallery.movingTo %lld\" has no text in any language") && $0.contains("\"gallery.movingTo\"") && $0.hasSuffix("[key-shows-raw]") }, "\(result)")
        #expect(lines.contains { $0.hasPrefix("Sources/Pager.swift:4:61: error: \"points\" is joined to an interpolation") && $0.hasSuffix("[concatenated-argument]") }, "\(result)")
        #expect(lines.contains { $0.hasPrefix("Localizable.xcstrings:") && $0.contains("warning: manual key \"legacy.title\" is used by no code") }, "\(result)")
        #expect(result.standardOutput.contains("catalogs up to date"))

        // A project that builds keys at run time hears nothing about unused manual keys.
        try "extract:\n  keys_used_dynamically: true\n".write(
            to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        let dynamic = try PhrasebookExecutable.run(["extract", "Sources", "--catalog", "Localizable.xcstrings", "--check"], in: folder.url)
        #expect(!dynamic.standardOutput.contains("unused-manual-key"), "\(dynamic)")
        #expect(dynamic.standardOutput.contains("[key-shows-raw]"))
    }
}
