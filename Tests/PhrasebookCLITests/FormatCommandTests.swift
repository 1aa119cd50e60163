import Foundation
import StringCatalog
import TestSupport
import Testing

@Suite("phrasebook format")
struct FormatCommandTests {
    static let canonical = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Bonjour"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
    static let compact = #"{"version":"1.0","strings":{"Hello":{"localizations":{"fr":{"stringUnit":{"value":"Bonjour","state":"translated"}}}}},"sourceLanguage":"en"}"#

    @Test("rewrites a non-canonical catalog in Xcode's form and leaves a canonical one untouched")
    func formats() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let messy = folder.url.appendingPathComponent("Messy.xcstrings")
        let tidy = folder.url.appendingPathComponent("Tidy.xcstrings")
        try Data(Self.compact.utf8).write(to: messy)
        try Data(Self.canonical.utf8).write(to: tidy)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: tidy.path)

        let result = try PhrasebookExecutable.run(["format", "Messy.xcstrings", "Tidy.xcstrings"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput == "formatted Messy.xcstrings\n")
        #expect(try String(contentsOf: messy, encoding: .utf8) == Self.canonical)
        let modified = try FileManager.default.attributesOfItem(atPath: tidy.path)[.modificationDate] as? Date
        #expect(modified == past, "an already canonical file is not rewritten")
    }

    @Test("--check changes nothing, names each non-canonical file and exits 1")
    func checkReportsAndExits1() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(Self.compact.utf8).write(to: folder.url.appendingPathComponent("A.xcstrings"))
        try Data(Self.canonical.utf8).write(to: folder.url.appendingPathComponent("B.xcstrings"))
        try Data(Self.compact.utf8).write(to: folder.url.appendingPathComponent("C.xcstrings"))

        let result = try PhrasebookExecutable.run(["format", "--check", "A.xcstrings", "B.xcstrings", "C.xcstrings"], in: folder.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.standardOutput == "A.xcstrings: not in canonical form\nC.xcstrings: not in canonical form\n")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("A.xcstrings"), encoding: .utf8) == Self.compact)

        let clean = try PhrasebookExecutable.run(["format", "--check", "B.xcstrings"], in: folder.url)
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.standardOutput.isEmpty)
    }

    @Test("a file that cannot be read is reported with line and column and left untouched")
    func parseErrorLeavesFileUntouched() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hello\" : { \"comment\" : 5 }\n  }"
        let url = folder.url.appendingPathComponent("Broken.xcstrings")
        try Data(broken.utf8).write(to: url)
        try Data(Self.compact.utf8).write(to: folder.url.appendingPathComponent("Fine.xcstrings"))

        let result = try PhrasebookExecutable.run(["format", "Broken.xcstrings", "Fine.xcstrings"], in: folder.url)
        #expect(result.status == 2, "\(result)")
        #expect(result.standardError == "Broken.xcstrings:4:29: error: expected a string for \"comment\", found a number\n")
        #expect(try String(contentsOf: url, encoding: .utf8) == broken)
        #expect(result.standardOutput == "formatted Fine.xcstrings\n", "other files are still formatted")
    }

    @Test("a folder is searched for catalogs, as every command does; one without catalogs can't be formatted")
    func folderArgument() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let empty = try PhrasebookExecutable.run(["format", "."], in: folder.url)
        #expect(empty.status == 2)
        #expect(empty.standardError == "error: no String Catalogs (.xcstrings) in .\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data(#"{"version":"1.0","sourceLanguage":"en","strings":{}}"#.utf8)
            .write(to: folder.url.appendingPathComponent("Resources/New.xcstrings"))
        let formatted = try PhrasebookExecutable.run(["format", "."], in: folder.url)
        #expect(formatted.status == 0 && formatted.standardOutput == "formatted Resources/New.xcstrings\n", "\(formatted)")
    }

    @Test("a missing file is an error naming it")
    func missingFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["format", "Nope.xcstrings"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == "Nope.xcstrings: error: no such file or folder\n")
    }

    /// The trace of a merge that treated the catalog as text: "Hello" twice, translated differently.
    static let damaged = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Bye" : { },
            "Hello" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } },
            "Hello" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Salut" } } } },
            "Bye" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test("repeated keys: compatible ones merge with a warning, conflicting ones fail until --resolve-duplicates picks a side")
    func resolveDuplicates() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("L.xcstrings")
        try Data(Self.damaged.utf8).write(to: url)

        let refused = try PhrasebookExecutable.run(["format", "L.xcstrings"], in: folder.url)
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.standardError == #"L.xcstrings:6:5: error: expected key "Hello" once or repeated with compatible values, "#
            + #"found a different [fr] stringUnit.value: "Salut" here and "Bonjour" on line 5; "#
            + "keep one with `phrasebook format --resolve-duplicates first|last`\n")
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.damaged, "a refused file is left as it was")

        let theirs = try PhrasebookExecutable.run(["format", "--resolve-duplicates", "theirs", "L.xcstrings"], in: folder.url)
        #expect(theirs.status == 0, "\(theirs)")
        #expect(theirs.standardOutput == "formatted L.xcstrings\n")
        #expect(theirs.standardError == """
            L.xcstrings:6:5: warning: key "Hello" appears again (first on line 5); kept the values of line 6: \
            [fr] stringUnit.value "Salut" (line 6) over "Bonjour" (line 5)
            L.xcstrings:7:5: warning: key "Bye" appears again (first on line 4); merged into one, nothing lost

            """)
        let catalog = try StringCatalog(contentsOf: url)
        #expect(catalog.strings["Hello"]?.localizations["fr"]?.stringUnit?.value == "Salut")
        #expect(catalog.strings["Bye"]?.localizations["de"]?.stringUnit?.value == "Tschüss")
        #expect(try PhrasebookExecutable.run(["format", "--check", "L.xcstrings"], in: folder.url).status == 0)
    }
}
