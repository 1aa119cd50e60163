import Foundation
import TestSupport
import Testing

@Suite("phrasebook stats")
struct StatsCommandTests {
    /// Four keys: a plural with a French case still new, one needing review in German, one not to translate,
    /// and a stale one that no longer counts.
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
                      "other" : { "stringUnit" : { "state" : "new", "value" : "%lld fichiers" } }
                    }
                  }
                }
              }
            },
            "Brand" : { "shouldTranslate" : false },
            "Goodbye" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Tschüss" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Au revoir" } }
              }
            },
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
            App.xcstrings: 4 keys in 3 languages, source language en
              variations: 1 key with plurals, 0 by device, 0 with substitutions; 1 stale, 1 don't translate

              Language  Status    Translated        Review  Copied  New  Missing
              en        source           2/2  100%       0       0    0        0
              de        released         0/2    0%       1       0    0        1
              fr        released         1/2   50%       0       0    1        0

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
        #expect(reports[0]["keyCount"] as? Int == 4)
        #expect(reports[0]["pluralKeyCount"] as? Int == 1)
        let languages = try #require(reports[0]["languages"] as? [[String: Any]])
        #expect(languages.map { $0["language"] as? String } == ["en", "de", "fr"])
        #expect(languages[2]["status"] as? String == "released")
        #expect(languages[2]["coverage"] as? [String: Int] == ["total": 2, "translated": 1, "needsReview": 0, "copied": 0, "new": 1, "missing": 0])
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
        #expect(result.standardOutput.hasPrefix("App.xcstrings: 4 keys"))
    }
}
