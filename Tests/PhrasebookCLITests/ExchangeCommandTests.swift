import Foundation
import StringCatalog
import Testing
import TestSupport

@Suite("phrasebook export, import, pseudo, compile, migrate")
struct ExchangeCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                    }
                  }
                }
              }
            },
            "Hello" : {
              "comment" : "Greeting",
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("App/Localizable.xcstrings"))
        return folder
    }

    @Test("export to .xcloc, edit, import: the translation lands in the catalog")
    func exportEditImport() throws {
        let folder = try project()
        defer { folder.remove() }
        let exported = try PhrasebookExecutable.run(["export", "App", "--language", "fr", "--output", "out", "--xcloc"], in: folder.url)
        #expect(exported.status == 0, "\(exported)")
        #expect(exported.standardOutput.hasSuffix("out/fr.xcloc\n"))
        let xliff = folder.url.appendingPathComponent("out/fr.xcloc/Localized Contents/fr.xliff")
        var text = try String(contentsOf: xliff, encoding: .utf8)
        #expect(text.contains(#"<trans-unit id="%lld files|==|plural.one" xml:space="preserve">"#))
        text = text.replacingOccurrences(of: "<source>%lld file</source>\n", with: "<source>%lld file</source>\n        <target state=\"translated\">%lld fichier</target>\n")
        try text.write(to: xliff, atomically: true, encoding: .utf8)

        let dry = try PhrasebookExecutable.run(["import", "out/fr.xcloc", "--dry-run"], in: folder.url)
        #expect(dry.status == 0 && dry.standardOutput.contains("would update") && dry.standardOutput.contains("1 changed"), "\(dry)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8) == Self.catalog)

        let imported = try PhrasebookExecutable.run(["import", "out/fr.xcloc", "--catalog", "App"], in: folder.url)
        #expect(imported.status == 0, "\(imported)")
        let catalog = try String(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8)
        #expect(catalog.contains(#""value" : "%lld fichier""#))
    }

    @Test("a broken XLIFF fails with file, line and column and changes nothing")
    func brokenInput() throws {
        let folder = try project()
        defer { folder.remove() }
        try "<?xml version=\"1.0\"?>\n<xliff>\n<file original=\"App/Localizable.xcstrings\" source-language=\"en\"\n</xliff>\n"
            .write(to: folder.url.appendingPathComponent("fr.xliff"), atomically: true, encoding: .utf8)
        let result = try PhrasebookExecutable.run(["import", "fr.xliff"], in: folder.url)
        #expect(result.status != 0)
        #expect(result.standardError.contains("fr.xliff:4:"), "\(result)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8) == Self.catalog)
    }

    @Test("colliding unit ids refuse the export")
    func collision() throws {
        let folder = try project()
        defer { folder.remove() }
        let colliding = Self.catalog.replacingOccurrences(of: #""Hello" : {"#, with: #""%lld files|==|plural.one" : {"#)
        try colliding.write(to: folder.url.appendingPathComponent("App/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let result = try PhrasebookExecutable.run(["export", "App", "-l", "fr", "-o", "out"], in: folder.url)
        #expect(result.status != 0)
        #expect(result.standardError.contains("keys '%lld files' and '%lld files|==|plural.one'"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }

    @Test("CSV export and import")
    func csv() throws {
        let folder = try project()
        defer { folder.remove() }
        #expect(try PhrasebookExecutable.run(["export", "App", "-l", "de", "-o", "sheets", "--format", "csv"], in: folder.url).status == 0)
        let sheet = folder.url.appendingPathComponent("sheets/de.csv")
        let text = try String(contentsOf: sheet, encoding: .utf8)
        try text.replacingOccurrences(of: "Hello,,Greeting,,Hello,", with: "Hello,,Greeting,,Hello,Hallo").write(to: sheet, atomically: true, encoding: .utf8)
        let result = try PhrasebookExecutable.run(["import", "sheets/de.csv"], in: folder.url)
        #expect(result.status == 0 && result.standardOutput.contains("1 changed"), "\(result)")
    }

    @Test("pseudo prints the catalog with en-XA added")
    func pseudo() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["pseudo", "App/Localizable.xcstrings", "--language", "en-XA"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""en-XA" : {"#) && result.standardOutput.contains("[Ĥéļļö"), "\(result)")
    }

    @Test("compile writes .lproj tables; migrate turns them back into a catalog and never overwrites one")
    func compileMigrate() throws {
        let folder = try project()
        defer { folder.remove() }
        let compiled = try PhrasebookExecutable.run(["compile", "App/Localizable.xcstrings", "--output", "legacy"], in: folder.url)
        #expect(compiled.status == 0 && compiled.standardOutput.contains("legacy/fr.lproj/Localizable.strings"), "\(compiled)")
        let migrated = try PhrasebookExecutable.run(["migrate", "legacy"], in: folder.url)
        #expect(migrated.status == 0 && migrated.standardOutput.contains("legacy/Localizable.xcstrings"), "\(migrated)")
        let again = try PhrasebookExecutable.run(["migrate", "legacy"], in: folder.url)
        #expect(again.status != 0 && again.standardError.contains("already exists"))
    }

    @Test("a copied translation exports as needing translation, a name as translated; --xcode-states writes Xcode's states")
    func copiesNeedTranslation() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Delete all recordings" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Delete all recordings" } }
                  }
                },
                "Hello" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
                  }
                },
                "Zorya" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Zorya" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        try Data(catalog.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        try "check:\n  allowed_identical: [Zorya]\n".write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)

        #expect(try PhrasebookExecutable.run(["export", "--language", "fr", "--output", "out"], in: folder.url).status == 0)
        let xliff = try String(contentsOf: folder.url.appendingPathComponent("out/fr.xliff"), encoding: .utf8)
        #expect(xliff.contains(#"<target state="needs-translation">Delete all recordings</target>"#))
        #expect(xliff.contains(#"<target state="translated">Bonjour</target>"#))
        #expect(xliff.contains(#"<target state="translated">Zorya</target>"#))

        // Imported back untouched, the copy is kept as it was: an unfinished target changes nothing.
        let imported = try PhrasebookExecutable.run(["import", "out/fr.xliff"], in: folder.url)
        #expect(imported.status == 0, "\(imported)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8) == catalog)

        #expect(try PhrasebookExecutable.run(["export", "--language", "fr", "--output", "xcode", "--xcode-states"], in: folder.url).status == 0)
        let xcode = try String(contentsOf: folder.url.appendingPathComponent("xcode/fr.xliff"), encoding: .utf8)
        #expect(xcode.contains(#"<target state="translated">Delete all recordings</target>"#))
        #expect(xcode == xliff.replacingOccurrences(of: #"state="needs-translation""#, with: #"state="translated""#))
    }

    @Test("an import into a catalog a script wrote says it rewrites lines nobody changed, and how to keep the diff reviewable")
    func importIntoScriptWrittenCatalog() throws {
        let folder = try project()
        defer { folder.remove() }
        let catalog = folder.url.appendingPathComponent("App/Localizable.xcstrings")
        let scriptWritten = Self.catalog.replacingOccurrences(of: "  ", with: "    ")
        try Data(scriptWritten.utf8).write(to: catalog)
        #expect(try PhrasebookExecutable.run(["export", "App", "--language", "fr", "--output", "out"], in: folder.url).status == 0)
        let xliff = folder.url.appendingPathComponent("out/fr.xliff")
        let edited = try String(contentsOf: xliff, encoding: .utf8).replacingOccurrences(of: "<target state=\"translated\">Bonjour</target>",
                                                                                      with: "<target state=\"translated\">Salut</target>")
        try edited.write(to: xliff, atomically: true, encoding: .utf8)
        let rewritten = try #require(CatalogFormDifference(of: StringCatalog(data: Data(scriptWritten.utf8)), readFrom: Data(scriptWritten.utf8)))
        let indented = "\(rewritten.rewrittenLines) of its \(rewritten.lines) lines"
        #expect(rewritten.rewrittenLines > 10)

        let dry = try PhrasebookExecutable.run(["import", "out/fr.xliff", "--catalog", "App", "--dry-run"], in: folder.url)
        #expect(dry.standardError.contains("warning: App/Localizable.xcstrings is not in Xcode's form (written by another tool): writing it would also rewrite \(indented) besides the changes"), "\(dry)")
        #expect(dry.standardError.contains("commit `phrasebook format App/Localizable.xcstrings` on its own"))
        let imported = try PhrasebookExecutable.run(["import", "out/fr.xliff", "--catalog", "App"], in: folder.url)
        #expect(imported.status == 0 && imported.standardError.contains("writing it also rewrote \(indented)"), "\(imported)")

        // In Xcode's form now: the next import says nothing about form.
        let again = edited.replacingOccurrences(of: ">Salut<", with: ">Coucou<")
        try again.write(to: xliff, atomically: true, encoding: .utf8)
        let next = try PhrasebookExecutable.run(["import", "out/fr.xliff", "--catalog", "App"], in: folder.url)
        #expect(next.status == 0 && !next.standardError.contains("Xcode's form"), "\(next)")
    }

    @Test("without arguments, export takes catalogs and languages from .phrasebook.yml")
    func configuredExport() throws {
        let folder = try project()
        defer { folder.remove() }
        try "source_language: en\nreleased_languages: [en, fr]\npreparing_languages: [uk]\ncatalogs: [App]\n"
            .write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        let result = try PhrasebookExecutable.run(["export", "--output", "out"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains("out/fr.xliff") && result.standardOutput.contains("out/uk.xliff"))
        #expect(!result.standardOutput.contains("out/en.xliff"))
    }
}
