import Foundation
import Testing
import TestSupport

/// What a catalog or an argument from a stranger can make a command do: a language tag is never a path.
@Suite("Hostile catalogs and arguments")
struct HostileInputCommandTests {
    /// A catalog whose localization key climbs out of any folder it is compiled into.
    static func escapingCatalog(language: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "pwned" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// Every file under `folder`, relative to it.
    private func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    @Test("compile refuses a catalog whose language is '../../esc' and writes nothing anywhere")
    func compileTraversal() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let work = folder.url.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try Data(Self.escapingCatalog(language: "../../esc").utf8).write(to: work.appendingPathComponent("L.xcstrings"))
        let before = files(under: folder.url)

        let result = try PhrasebookExecutable.run(["compile", "L.xcstrings", "--output", "out"], in: work)
        #expect(result.status == 2, "\(result)")
        #expect(result.standardError.contains("'../../esc' is not a language tag"), "\(result)")
        #expect(files(under: folder.url) == before, "compile wrote \(Set(files(under: folder.url)).subtracting(before))")
    }

    @Test("compile refuses an absolute path, a tag with a slash and a 100,000-character tag alike")
    func compileOtherTags() throws {
        for language in ["/tmp/abs", "de/../../x", String(repeating: "a", count: 100_000), "de\u{0}x"] {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            try Data(Self.escapingCatalog(language: language.replacingOccurrences(of: "\u{0}", with: "\\u0000")).utf8)
                .write(to: folder.url.appendingPathComponent("L.xcstrings"))
            let result = try PhrasebookExecutable.run(["compile", "L.xcstrings", "--output", "out"], in: folder.url)
            #expect(result.status == 2, "\(result)")
            #expect(files(under: folder.url) == ["L.xcstrings"])
        }
    }

    @Test("language flags that are not tags stop the command before it reads anything")
    func languageFlags() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(Self.escapingCatalog(language: "de").utf8).write(to: folder.url.appendingPathComponent("L.xcstrings"))
        for arguments in [
            ["export", ".", "--language", "../x", "--output", "out"],
            ["check", "--source-language", "../x"],
            ["check", "--released", "de,<b>x</b>"],
            ["serve", "--language", "../../x", "--port", "0"],
            ["import", "x.csv", "--language", "../x"],
        ] {
            let result = try PhrasebookExecutable.run(arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.standardError.contains("is not a language tag"), "\(arguments): \(result)")
        }
        #expect(files(under: folder.url) == ["L.xcstrings"])
    }
}
