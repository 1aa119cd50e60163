import Foundation
import Testing
import TestSupport

@Suite("phrasebook export --format, import and convert with other platforms' files")
struct InterchangeCommandTests {
    func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(ExchangeCommandTests.catalog.utf8).write(to: folder.url.appendingPathComponent("App/Localizable.xcstrings"))
        return folder
    }

    func catalogText(_ folder: TemporaryDirectory) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8)
    }

    @Test("Android resources: export, edit, import; a dry run changes nothing")
    func androidRoundTrip() throws {
        let folder = try project()
        defer { folder.remove() }
        let exported = try PhrasebookExecutable.run(["export", "App", "--language", "fr", "--format", "android", "--output", "res"], in: folder.url)
        #expect(exported.status == 0, "\(exported)")
        #expect(exported.standardOutput.contains("wrote res/values-fr/strings.xml"), "\(exported)")
        let french = folder.url.appendingPathComponent("res/values-fr/strings.xml")
        var text = try String(contentsOf: french, encoding: .utf8)
        #expect(text.contains(#"<string name="Hello">Bonjour</string>"#), "\(text)")
        let english = try String(contentsOf: folder.url.appendingPathComponent("res/values/strings.xml"), encoding: .utf8)
        #expect(english.contains(#"<item quantity="one">%d file</item>"#), "\(english)")
        text = text.replacingOccurrences(of: ">Bonjour<", with: ">Salut<")
        try text.write(to: french, atomically: true, encoding: .utf8)

        let dry = try PhrasebookExecutable.run(["import", "res", "--catalog", "App", "--dry-run"], in: folder.url)
        #expect(dry.status == 0 && dry.standardOutput.contains("would update") && dry.standardOutput.contains("1 changed"), "\(dry)")
        #expect(try catalogText(folder) == ExchangeCommandTests.catalog)

        let imported = try PhrasebookExecutable.run(["import", "res", "--catalog", "App"], in: folder.url)
        #expect(imported.status == 0, "\(imported)")
        #expect(try catalogText(folder).contains(#""value" : "Salut""#))
    }

    @Test("XLIFF and other platforms' files are not imported in one run")
    func mixedInputs() throws {
        let folder = try project()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("res/values-fr"), withIntermediateDirectories: true)
        try "<resources/>\n".write(to: folder.url.appendingPathComponent("res/values-fr/strings.xml"), atomically: true, encoding: .utf8)
        try "<xliff/>\n".write(to: folder.url.appendingPathComponent("fr.xliff"), atomically: true, encoding: .utf8)
        let result = try PhrasebookExecutable.run(["import", "fr.xliff", "res", "--catalog", "App"], in: folder.url)
        #expect(result.status == 2 && result.standardError.contains("apart"), "\(result)")
        #expect(try catalogText(folder) == ExchangeCommandTests.catalog)
    }

    @Test("what a format cannot hold is a warning per key; --strict makes it exit 1")
    func notCarried() throws {
        let folder = try project()
        defer { folder.remove() }
        let plain = try PhrasebookExecutable.run(["export", "App", "--language", "fr", "--format", "i18next", "--output", "json"], in: folder.url)
        #expect(plain.status == 0, "\(plain)")
        #expect(plain.standardError.contains("'Hello'") && plain.standardError.contains("[not-carried-comment]"), "\(plain)")
        let strict = try PhrasebookExecutable.run(
            ["export", "App", "--language", "fr", "--format", "i18next", "--output", "json", "--strict"], in: folder.url)
        #expect(strict.status == 1, "\(strict)")
    }

    @Test("gettext's #: lines name where the sources use each key")
    func gettextReferences() throws {
        let folder = try project()
        defer { folder.remove() }
        try "import SwiftUI\n\nlet greeting = Text(\"Hello\")\n"
            .write(to: folder.url.appendingPathComponent("App/View.swift"), atomically: true, encoding: .utf8)
        let exported = try PhrasebookExecutable.run(["export", "App", "--language", "fr", "--format", "gettext", "--output", "po"], in: folder.url)
        #expect(exported.status == 0, "\(exported)")
        let po = try String(contentsOf: folder.url.appendingPathComponent("po/fr.po"), encoding: .utf8)
        #expect(po.contains("#: App/View.swift:3\nmsgid \"Hello\"\nmsgstr \"Bonjour\""), "\(po)")
    }

    @Test("convert makes a new catalog from exported files and never overwrites one")
    func convert() throws {
        let folder = try project()
        defer { folder.remove() }
        let exported = try PhrasebookExecutable.run(["export", "App", "--language", "fr", "--format", "arb", "--output", "l10n"], in: folder.url)
        #expect(exported.status == 0, "\(exported)")
        let converted = try PhrasebookExecutable.run(["convert", "l10n", "--output", "New.xcstrings"], in: folder.url)
        #expect(converted.status == 0, "\(converted)")
        #expect(converted.standardOutput == "wrote New.xcstrings (2 strings, 2 languages)\n", "\(converted)")
        let catalog = try String(contentsOf: folder.url.appendingPathComponent("New.xcstrings"), encoding: .utf8)
        #expect(catalog.contains(#""value" : "Bonjour""#) && catalog.contains(#""value" : "%lld file""#), "\(catalog)")

        let again = try PhrasebookExecutable.run(["convert", "l10n", "--output", "New.xcstrings"], in: folder.url)
        #expect(again.status == 2 && again.standardError.contains("exists"), "\(again)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("New.xcstrings"), encoding: .utf8) == catalog)
    }
}
