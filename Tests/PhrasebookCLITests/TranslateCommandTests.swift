import Foundation
import StringCatalog
import Testing
import TestSupport

@Suite("phrasebook translate")
struct TranslateCommandTests {
    static let configuration = """
        source_language: en
        released_languages: [en, es]
        catalogs: [App]
        translate:
          provider: command
          command: { run: [python3, tools/engine.py] }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Cancelar" } } }
            },
            "Delete %@?" : {
              "comment" : "A confirmation; the argument is the story's title."
            },
            "Hello" : {
            }
          },
          "version" : "1.0"
        }
        """

    /// An engine of the user's own: knows two words, and leaves a trace that it ran.
    static let engine = """
        import json, sys
        open("engine-ran", "w").close()
        for line in sys.stdin:
            request = json.loads(line)
            text = request["text"].replace("Delete", "¿Borrar").replace("Hello", "Hola")
            print(json.dumps({"id": request["id"], "text": text}), flush=True)
        """

    func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for directory in ["App", "tools"] {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        try Data(Self.configuration.utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("App/Localizable.xcstrings"))
        try Data(Self.engine.utf8).write(to: folder.url.appendingPathComponent("tools/engine.py"))
        return folder
    }

    static var hasPython: Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            print("note: python3 not found; the command engine's tests skipped")
            return false
        }
        return true
    }

    @Test("--dry-run lists each unit, its engine and its character count, and neither calls the engine nor writes")
    func dryRun() throws {
        guard Self.hasPython else { return }
        let folder = try project()
        defer { folder.remove() }
        let catalogURL = folder.url.appendingPathComponent("App/Localizable.xcstrings")
        let before = try Data(contentsOf: catalogURL)
        let result = try PhrasebookExecutable.run(["translate", "--language", "es", "--dry-run"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("App/Localizable.xcstrings \"Delete %@?\" es command 19"), "the markup sent, with the specifier as a tag: \(result.standardOutput)")
        #expect(lines.contains("App/Localizable.xcstrings \"Hello\" es command 5"), "\(result.standardOutput)")
        #expect(!lines.contains { $0.contains("\"Cancel\"") }, "reviewed text is not planned")
        #expect(result.standardOutput.contains("2 units would be written"))
        #expect(try Data(contentsOf: catalogURL) == before)
        // The catalog is written as a script would, and a run saves as it goes: it says so before anything is written.
        let isXcodeForm = CatalogFormDifference(of: try StringCatalog(data: before), readFrom: before) == nil
        #expect(result.standardError.contains("App/Localizable.xcstrings is not in Xcode's form") == !isXcodeForm, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("engine-ran").path))
    }

    @Test("a run with the command engine writes its translations as machine work and leaves reviewed text alone")
    func commandRun() throws {
        guard Self.hasPython else { return }
        let folder = try project()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["translate", "--language", "es"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains("2 units written"), "\(result.standardOutput)")
        let catalog = try #require(JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"))) as? [String: Any])
        func spanish(_ key: String) -> [String: String]? {
            let strings = catalog["strings"] as? [String: [String: Any]]
            let localizations = strings?[key]?["localizations"] as? [String: [String: Any]]
            return localizations?["es"]?["stringUnit"] as? [String: String]
        }
        #expect(spanish("Delete %@?") == ["state": "needs_review", "value": "¿Borrar %@?"])
        #expect(spanish("Hello") == ["state": "needs_review", "value": "Hola"])
        #expect(spanish("Cancel") == ["state": "translated", "value": "Cancelar"])
    }
}
