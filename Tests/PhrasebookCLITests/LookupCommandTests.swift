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
              preferred:  fr
              override:   (none: the UI follows the device)
              offered:    en, fr
              negotiated: fr: released
              table:      Localizable
              language:   en — the source language (fr has no usable translation)
              variations: (none)
              chain:      fr → en

            """)
    }

    /// A project releasing English and French, preparing Spanish and keeping German unshipped, each translated.
    func project(in folder: TemporaryDirectory) throws -> String {
        var entry = CatalogEntry()
        for (language, text) in [("en", "Welcome"), ("fr", "Bienvenue"), ("es", "Bienvenido"), ("de", "Willkommen")] {
            entry.localizations[language] = Localization(stringUnit: StringUnit(state: .translated, value: text))
        }
        try StringCatalog(sourceLanguage: "en", strings: ["Welcome": entry])
            .write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        try "released_languages: [en, fr]\npreparing_languages: [es]\n"
            .write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        return folder.url.path
    }

    @Test("reads the project: a language in preparation, or not shipped, is never shown, and --explain says why")
    func projectLanguages() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try project(in: folder)
        let spanish = try LookupCommand.parse(["--project", root, "--device-languages", "es-MX,de", "--explain", "Welcome"]).output()
        #expect(spanish == """
            Welcome
              preferred:  es-MX, de
              override:   (none: the UI follows the device)
              offered:    en, fr
              negotiated: es-MX → es: preparing, not released, never shown; de: in the catalogs but not shipped, never shown; none offered → en, the source language
              table:      Localizable
              language:   en — the source language: none of the preferred languages is offered
              variations: (none)
              chain:      en

            """)
        // Without the project's lists every catalog language is released, as before.
        let catalog = folder.url.appendingPathComponent("Localizable.xcstrings").path
        let other = try TemporaryDirectory()
        defer { other.remove() }
        #expect(try LookupCommand.parse(["--project", other.url.path, "--catalog", catalog, "--language", "es-MX", "Welcome"]).output() == "Bienvenido\n")
        // Japanese asked, English shown: never "first preferred language".
        let japanese = try LookupCommand.parse(["--project", root, "--language", "ja", "--explain", "Welcome"]).output()
        #expect(japanese.contains("negotiated: ja: not in the catalogs; none offered → en, the source language"))
        #expect(japanese.contains("language:   en — the source language: none of the preferred languages is offered"))
    }

    @Test("--override is the user's pick in the app, and must be released; --content-language looks up in the content chain")
    func overrideAndContentLanguage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try project(in: folder)
        let picked = try LookupCommand.parse(["--project", root, "--device-languages", "de", "--override", "fr", "--explain", "Welcome"]).output()
        #expect(picked.hasPrefix("Bienvenue\n"))
        #expect(picked.contains("language:   fr — the best match for fr"))
        let preparing = try LookupCommand.parse(["--project", root, "--override", "es", "Welcome"])
        #expect { try preparing.output() } throws: { "\($0)" == "error: es is preparing, not released, so users can't pick it (offered: en, fr)" }
        // The UI follows the device (English) while stories are written in French.
        let content = try LookupCommand.parse(["--project", root, "--device-languages", "en", "--content-language", "fr", "Welcome"])
        #expect(try content.output() == "Bienvenue\n")
        #expect(try LookupCommand.parse(["--project", root, "--device-languages", "en", "Welcome"]).output() == "Welcome\n")
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
