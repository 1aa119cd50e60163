import Foundation
import Testing
import TestSupport

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

    @Test("a folder is an error asking for the catalog files")
    func folderArgument() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["format", "."], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == ".: error: is a folder; pass the .xcstrings files in it\n")
    }

    @Test("a missing file is an error naming it")
    func missingFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["format", "Nope.xcstrings"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == "Nope.xcstrings: error: cannot read: no such file\n")
    }
}
