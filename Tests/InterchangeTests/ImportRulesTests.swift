import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("Importing other platforms' files")
struct ImportRulesTests {
    /// Writes `files` (path → text) into a folder and imports them into the fixture catalog on disk.
    func importing(_ files: [String: String], format: InterchangeFormat? = nil, dryRun: Bool = false)
        throws -> (outcome: InterchangeImport.Outcome, catalog: StringCatalog) {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalogURL = folder.url.appendingPathComponent("Localizable.xcstrings")
        try InterchangeFixtures.catalog.encoded().write(to: catalogURL)
        let inputs = folder.url.appendingPathComponent("in")
        for (path, text) in files {
            let url = inputs.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let outcome = try InterchangeImport(inputs: [inputs], catalogs: [catalogURL], baseDirectory: folder.url,
                                            reader: InterchangeReader(format: format), dryRun: dryRun).run()
        return (outcome, try StringCatalog(contentsOf: catalogURL))
    }

    @Test("a file that mentions one key changes that key and deletes nothing")
    func neverDeletes() throws {
        let (outcome, catalog) = try importing(["values-de/strings.xml": """
            <resources><string name="Hello_World">Servus, Welt!</string></resources>
            """])
        #expect(outcome.report.changed == 1)
        #expect(catalog.strings["Hello, World!"]?.localizations["de"]?.stringUnit == StringUnit(state: .translated, value: "Servus, Welt!"))
        var expected = InterchangeFixtures.catalog
        expected.strings["Hello, World!"]?.localizations["de"]?.stringUnit?.value = "Servus, Welt!"
        #expect(catalog == expected, "every other key, language and state is as it was")
    }

    @Test("an unchanged text keeps the catalog's state, which the format cannot say")
    func keepsStates() throws {
        let (outcome, catalog) = try importing(["de/Localizable.json": #"{"whitespace": "@start ?query  double"}"#])
        #expect(outcome.report.changed == 0 && outcome.report.unchanged == 1)
        #expect(catalog.strings["whitespace"]?.localizations["de"]?.stringUnit?.state == .needsReview)
    }

    @Test("gettext's fuzzy flag sets needs_review; clearing it makes the translation translated")
    func fuzzy() throws {
        let po = { (fuzzy: Bool) in """
            msgid ""
            msgstr ""
            "Language: de\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"

            \(fuzzy ? "#, fuzzy\n" : "")msgctxt "whitespace"
            msgid "  two  spaces,\\nnew line\\tand tab  "
            msgstr "@start ?query  double"
            """ }
        #expect(try importing(["de.po": po(true)]).outcome.report.changed == 0)
        let cleared = try importing(["de.po": po(false)])
        #expect(cleared.outcome.report.changed == 1)
        #expect(cleared.catalog.strings["whitespace"]?.localizations["de"]?.stringUnit?.state == .translated)
    }

    @Test("keys the catalog lacks are reported with their line and not imported")
    func unknownKeys() throws {
        let (outcome, catalog) = try importing(["de/Localizable.json": "{\n  \"nope\": \"x\",\n  \"settings.title\": \"Optionen\"\n}"])
        let unknown = try #require(outcome.report.diagnostics.first { $0.ruleID == "unknown-unit" })
        #expect(unknown.line == 2 && unknown.key == "nope")
        #expect(catalog.strings["nope"] == nil)
        #expect(catalog.strings["settings.title"]?.localizations["de"]?.stringUnit?.value == "Optionen")
    }

    @Test("placeholders come back as the catalog spells them")
    func placeholders() throws {
        let (_, catalog) = try importing(["values-ru/strings.xml": """
            <resources><string name="s_of_s" phrasebook:key="%@ of %@" xmlns:phrasebook="urn:phrasebook:catalog-key">%2$s из %1$s</string></resources>
            """])
        #expect(catalog.strings["%@ of %@"]?.localizations["ru"]?.stringUnit == StringUnit(state: .translated, value: "%2$@ из %1$@"))
    }

    @Test("an ICU translation of a substitution string keeps the catalog's substitution names")
    func substitutions() throws {
        let (outcome, catalog) = try importing(["fr.json": #"""
            {"Seen %lld birds in %lld days": {"defaultMessage": "{arg1, plural, one {# oiseau} other {# oiseaux}} vus en {arg2, plural, one {# jour} other {# jours}}"}}
            """#])
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics)")
        let french = try #require(catalog.strings["Seen %lld birds in %lld days"]?.localizations["fr"])
        #expect(french.stringUnit?.value == "%#@BIRDS@ vus en %#@DAYS@")
        #expect(french.substitutions?["BIRDS"]?.variations?.plural?[.other]?.stringUnit?.value == "%arg oiseaux")
        #expect(french.substitutions?["DAYS"]?.argNum == 2)
    }

    @Test("a dry run writes nothing")
    func dryRun() throws {
        let (outcome, catalog) = try importing(["values-de/strings.xml": "<resources><string name=\"Hello_World\">X</string></resources>"], dryRun: true)
        #expect(outcome.changedCatalogs.count == 1)
        #expect(catalog == InterchangeFixtures.catalog)
    }

    @Test("a broken file stops the import before any catalog is written")
    func brokenFile() throws {
        #expect(throws: InterchangeReadError.self) {
            _ = try importing(["values-de/strings.xml": "<resources><string name=\"Hello_World\">X</string></resources>",
                               "values-fr/strings.xml": "<resources><string name=\"x\">"])
        }
    }

    @Test("convert makes a new catalog with keys, comments, don't-translate and every language", arguments: InterchangeFormat.allCases.filter { $0 != .tmx })
    func convert(format: InterchangeFormat) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let rendering = try InterchangeFixtures.render(format)
        try InterchangeFixtures.write(rendering, to: folder.url)
        let outcome = try InterchangeConversion(inputs: [folder.url], output: folder.url.appendingPathComponent("New.xcstrings"),
                                                sourceLanguage: "en", reader: InterchangeReader(format: format)).convert()
        // Keys whose source text the format could not hold: a new catalog cannot have them, and their translations
        // are reported as keys it lacks.
        let unwritten = Set(rendering.notCarried.filter { $0.language == "en" && [.substitution, .text, .specifier].contains($0.reason) }.map(\.key))
        let findings = outcome.report.diagnostics.filter { $0.severity != .note && !unwritten.contains($0.key ?? "") }
        #expect(findings.isEmpty, "\(format): \(findings.map(\.compilerStyleLine))")
        for key in InterchangeFixtures.catalog.strings.keys where !unwritten.contains(key) {
            #expect(outcome.catalog.strings[key] != nil, "\(format): key '\(key)'")
        }
        if format.carriesComments {
            #expect(outcome.catalog.strings["Hello, World!"]?.comment == "Greeting on the first screen", "\(format)")
        }
        #expect(outcome.catalog.strings["%lld files"]?.localizations["ru"]?.variations?.plural?[.many]?.stringUnit?.value == "%lld файлов", "\(format)")
        if format == .android || format == .compose {
            #expect(outcome.catalog.strings["App Name"]?.shouldTranslate == false)
        }
    }
}
