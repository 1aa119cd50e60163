import Foundation
@testable import PhrasebookCLI
import StringCatalog
import Testing
import TestSupport

@Suite("phrasebook lookup")
struct LookupCommandTests {
    /// Writes a small catalog and returns its path.
    func catalogFile(in folder: TemporaryDirectory) throws -> String {
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            "%lld heroes": CatalogEntry(localizations: [
                "en": Localization(variations: Variations(plural: [.one: .text("%lld hero"), .other: .text("%lld heroes")])),
                "fr": Localization(variations: Variations(plural: [.one: .text("%lld héros attend"), .other: .text("%lld héros attendent")])),
            ]),
            "Tap to start": CatalogEntry(localizations: [
                "en": Localization(variations: Variations(device: [.mac: .text("Click to start"), .other: .text("Tap to start")])),
            ]),
            "Only English": CatalogEntry(),
        ])
        let url = folder.url.appendingPathComponent("Localizable.xcstrings")
        try catalog.write(to: url)
        return url.path
    }

    @Test("prints the resolved string with the argument formatted and the plural case chosen")
    func lookup() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try catalogFile(in: folder)
        let command = try LookupCommand.parse(["--catalog", path, "--language", "fr-CA", "%lld heroes", "1"])
        #expect(try command.output() == "1 héros attend\n")
    }

    @Test("--explain names the table, language, fallback step, variations and chain")
    func explain() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try catalogFile(in: folder)
        let output = try LookupCommand.parse(["--catalog", path, "--language", "fr", "--explain", "Only English"]).output()
        #expect(output == """
            Only English
              table:      Localizable
              language:   en — source language (no earlier language of the chain has a usable translation)
              variations: (none)
              chain:      fr → en

            """)
    }

    @Test("--device picks the device variation")
    func device() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try catalogFile(in: folder)
        let output = try LookupCommand.parse(["--catalog", path, "--language", "en", "--device", "mac", "--explain", "Tap to start"]).output()
        #expect(output.hasPrefix("Click to start\n"))
        #expect(output.contains("variations: device: mac"))
    }

    @Test("a missing catalog is an error, not an empty answer")
    func missingCatalog() throws {
        let command = try LookupCommand.parse(["--catalog", "/nonexistent/Localizable.xcstrings", "--language", "en", "Key"])
        #expect(throws: (any Error).self) { try command.output() }
    }
}
