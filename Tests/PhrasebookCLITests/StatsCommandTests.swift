import Foundation
import Testing
import TestSupport

@Suite("phrasebook stats")
struct StatsCommandTests {
    /// Three keys: one translated everywhere, one plural with a French case still new, one not to translate.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "fr" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "" } }
                    }
                  }
                }
              }
            },
            "Brand" : { "shouldTranslate" : false },
            "Hello" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Hallo" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("the text form is an aligned table per file")
    func textTable() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("App.xcstrings"))
        let result = try PhrasebookExecutable.run(["stats", "App.xcstrings"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput == """
            App.xcstrings: 3 keys in 3 languages, source language en
              variations: 1 key with plurals, 0 by device, 0 with substitutions; 1 stale, 1 don't translate

              language     translated  needs_review  new  missing  translated %
              en (source)           2             0    0        0          100%
              de                    0             1    0        1            0%
              fr                    1             0    1        0           50%

            """)
    }

    @Test("the json form has the counts per language")
    func json() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("App.xcstrings"))
        let result = try PhrasebookExecutable.run(["stats", "--format", "json", "App.xcstrings"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(reports.count == 1)
        #expect(reports[0]["file"] as? String == "App.xcstrings")
        #expect(reports[0]["keyCount"] as? Int == 3)
        #expect(reports[0]["pluralKeyCount"] as? Int == 1)
        let languages = try #require(reports[0]["languages"] as? [[String: Any]])
        #expect(languages.map { $0["language"] as? String } == ["en", "de", "fr"])
        #expect(languages[2]["states"] as? [String: Int] == ["translated": 1, "new": 1])
    }

    @Test("an unreadable file is reported and the others are still described")
    func unreadableFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("App.xcstrings"))
        try Data("{".utf8).write(to: folder.url.appendingPathComponent("Bad.xcstrings"))
        let result = try PhrasebookExecutable.run(["stats", "Bad.xcstrings", "App.xcstrings"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == "Bad.xcstrings:1:2: error: expected a string key, found end of file\n")
        #expect(result.standardOutput.hasPrefix("App.xcstrings: 3 keys"))
    }
}
