import Foundation
@testable import PhrasebookCLI
import StringCatalog
import Testing
import TestSupport

@Suite("phrasebook plural and negotiate")
struct PluralAndNegotiateCommandTests {
    @Test("plural prints the category, ordinal with --ordinal")
    func pluralCategory() throws {
        #expect(try PluralCommand.parse(["uk", "3"]).report() == "few\n")
        #expect(try PluralCommand.parse(["en", "22", "--ordinal"]).report() == "two\n")
        #expect(try PluralCommand.parse(["en", "1.0"]).report() == "other\n")
    }

    @Test("plural --verbose prints the operands, the CLDR locale and the matching rule")
    func pluralVerbose() throws {
        let lines = try PluralCommand.parse(["pt-PT", "1", "--verbose"]).report().split(separator: "\n")
        #expect(lines == [
            "one",
            "operands: n=1.0 i=1 v=0 w=0 f=0 t=0 e=0",
            "rules: cardinal rules of pt_PT, categories one, many, other",
            "matched: one (i = 1 and v = 0)",
        ])
    }

    @Test("plural without a number lists the language's categories and rules")
    func pluralRules() throws {
        #expect(try PluralCommand.parse(["uk"]).report() == """
            cardinal rules of uk
            one: v = 0 and i % 10 = 1 and i % 100 != 11
            few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
            many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
            other

            """)
        #expect(try PluralCommand.parse(["ja", "--ordinal"]).report() == "ordinal rules of ja\nother\n")
    }

    @Test("plural rejects a number it cannot read")
    func pluralRejectsText() {
        #expect(throws: (any Error).self) { try PluralCommand.parse(["en", "1,5"]) }
    }

    @Test("negotiate prints the chain ending with the source language")
    func negotiateList() throws {
        #expect(try NegotiateCommand.parse(["--available", "en,fr", "--preferred", "fr-CA,de"]).report(environment: [:]) == "fr\nen\n")
        #expect(try NegotiateCommand.parse(["--available", "en,en-AU,en-GB", "--preferred", "en-IN"]).report(environment: [:]) == "en-GB\nen\n")
    }

    @Test("negotiate reads Accept-Language and the POSIX environment")
    func negotiateSources() throws {
        let header = try NegotiateCommand.parse(["--available", "de,fr", "--accept-language", "fr;q=0.5, de-AT;q=0.8"])
        #expect(try header.report(environment: [:]) == "de\n")
        let posix = try NegotiateCommand.parse(["--available", "en,pt,pt-BR", "--from-environment"])
        #expect(try posix.report(environment: ["LANGUAGE": "pt_PT:de", "LANG": "de_DE.UTF-8"]) == "pt\nen\n")
        #expect(try posix.report(environment: ["LANG": "C"]) == "en\n")
    }

    @Test("negotiate takes the languages and source language from a catalog")
    func negotiateCatalog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var catalog = StringCatalog(sourceLanguage: "de")
        var entry = CatalogEntry()
        for language in ["de", "en-GB", "fr"] {
            entry.localizations[language] = Localization(stringUnit: StringUnit(state: .translated, value: "Hallo"))
        }
        catalog.strings["Hallo"] = entry
        let url = folder.url.appendingPathComponent("Localizable.xcstrings")
        try catalog.write(to: url)
        let command = try NegotiateCommand.parse(["--catalog", url.path, "--preferred", "en-IN"])
        #expect(try command.report(environment: [:]) == "en-GB\nde\n")
        let unsupported = try NegotiateCommand.parse(["--catalog", url.path, "--preferred", "ja"])
        #expect(try unsupported.report(environment: [:]) == "de\n")
        let missing = try NegotiateCommand.parse(["--catalog", folder.url.appendingPathComponent("none.xcstrings").path, "--preferred", "fr"])
        #expect(throws: (any Error).self) { try missing.report(environment: [:]) }
    }

    @Test("negotiate reads the project: only released languages are chosen, --override and --content-language as the app's settings")
    func negotiateProject() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var entry = CatalogEntry()
        for language in ["en", "fr", "es", "de"] {
            entry.localizations[language] = Localization(stringUnit: StringUnit(state: .translated, value: "Hello"))
        }
        try StringCatalog(sourceLanguage: "en", strings: ["Hello": entry]).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        try "released_languages: [en, fr, de]\npreparing_languages: [es]\n"
            .write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        let root = folder.url.path
        #expect(try NegotiateCommand.parse(["--project", root, "--preferred", "es-MX,fr"]).report(environment: [:]) == "fr\nen\n")
        #expect(try NegotiateCommand.parse(["--project", root, "--device-languages", "es", "--verbose"]).report(environment: [:]) == """
            preferences: es
            negotiated: es: preparing, not released, never shown; none offered → en, the source language
            en\tEnglish

            """)
        #expect(try NegotiateCommand.parse(["--project", root, "--preferred", "fr", "--override", "de"]).report(environment: [:]) == "de\nen\n")
        #expect(try NegotiateCommand.parse(["--project", root, "--override", "de"]).report(environment: [:]) == "de\nen\n")
        #expect(try NegotiateCommand.parse(["--project", root, "--preferred", "de", "--content-language", "fr"]).report(environment: [:]) == "fr\nen\n")
        let preparing = try NegotiateCommand.parse(["--project", root, "--preferred", "fr", "--content-language", "es"])
        #expect { try preparing.report(environment: [:]) } throws: { "\($0)".contains("es is preparing, not released") }
    }

    @Test("negotiate needs exactly one source of preferences")
    func negotiateValidation() {
        #expect(throws: (any Error).self) { try NegotiateCommand.parse(["--available", "en"]) }
        #expect(throws: (any Error).self) { try NegotiateCommand.parse(["--available", "en", "--catalog", "L.xcstrings", "--preferred", "fr"]) }
        #expect(throws: (any Error).self) {
            try NegotiateCommand.parse(["--available", "en", "--preferred", "fr", "--from-environment"])
        }
    }
}
