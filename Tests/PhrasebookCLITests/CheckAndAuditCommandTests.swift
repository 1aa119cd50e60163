import Foundation
import Testing
import TestSupport

@Suite("phrasebook check and audit")
struct CheckAndAuditCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld stories" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ Geschichten"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld histoires"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        return folder
    }

    @Test("an error finding exits 1 with a compiler-style line pointing at the language's line")
    func errorExits1() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["check", "Localizable.xcstrings"], in: folder.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.standardOutput.hasPrefix(
            "Localizable.xcstrings:6:9: error: German (de) text formats argument 1 as object where the source formats it as integer [placeholder-mismatch]\n"))
        #expect(result.standardOutput.hasSuffix("phrasebook check: 1 error, 0 warnings\n"))
    }

    @Test("--preparing turns a language's errors into warnings, and the run passes")
    func preparingPasses() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["check", ".", "--preparing", "de", "--format", "json"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains("\"severity\": \"warning\""))
        #expect(result.standardOutput.contains("\"language\": \"de\""))
    }

    @Test("--output writes the report to a file, e.g. SARIF")
    func outputFile() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["check", "Localizable.xcstrings", "--format", "sarif", "--output", "report.sarif"], in: folder.url)
        #expect(result.status == 1 && result.standardOutput.isEmpty, "\(result)")
        let sarif = try String(contentsOf: folder.url.appendingPathComponent("report.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"version\": \"2.1.0\"") && sarif.contains("\"ruleId\": \"placeholder-mismatch\""))
    }

    @Test("an unreadable catalog exits 2 with its location")
    func unreadableCatalog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n}".utf8).write(to: folder.url.appendingPathComponent("Bad.xcstrings"))
        let result = try PhrasebookExecutable.run(["check", "Bad.xcstrings"], in: folder.url)
        #expect(result.status == 2, "\(result)")
        #expect(result.standardError.contains("Bad.xcstrings:3:"))
    }

    @Test("audit of the bundled example reports every part and exits 0; --strict exits 1")
    func auditExample() throws {
        let result = try PhrasebookExecutable.run(["audit", "Examples/StoryApp"], in: Corpus.packageRoot)
        #expect(result.status == 0, "\(result)")
        for heading in ["== Extraction", "== Lint", "== Checks", "== Coverage", "== Summary", "== Fix first"] {
            #expect(result.standardOutput.contains("\n\(heading)\n"), "\(heading)")
        }
        let strict = try PhrasebookExecutable.run(["audit", "Examples/StoryApp", "--strict", "--format", "json"], in: Corpus.packageRoot)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.hasPrefix("[\n  {\n    \"rule\": "))
    }
}
