import Foundation
import StringCatalog
import Testing
import TestSupport

@Suite("Language tags are checked where they enter; names from data never leave their folder")
struct LanguageTagCheckTests {
    @Test("every tag real catalogs use is well-formed, and so are RFC 5646's examples",
          arguments: ["en", "de", "pt-BR", "es-419", "zh-Hans", "zh-Hant-HK", "sr-Latn-RS", "ca-ES-valencia", "de-CH-1901",
                      "zh-yue-HK", "en-US-u-ca-gregory", "de-x-formal", "x-whatever", "i-klingon", "en-GB-oed", "Base", "qaa-Qaaa-QM"])
    func wellFormed(_ tag: String) {
        #expect(LanguageTagCheck.problem(with: tag) == nil)
    }

    @Test("paths, markup, separators and malformed subtags are not tags",
          arguments: ["", "../../esc", "..", "/tmp/x", "de/x", "<b>x</b>", "pt_BR", "de DE", "de\u{0}", "é", "de-", "-de",
                      "de--DE", "d", "abcdefghi", "de-abcdefghi", "en-a", "en-x", "zh-Hans-Hant", "de-DE-DE"])
    func malformed(_ tag: String) {
        #expect(LanguageTagCheck.problem(with: tag) != nil)
    }

    @Test("a 100,000-character tag is refused by its length and quoted short")
    func longTag() {
        let tag = String(repeating: "a", count: 100_000)
        #expect(LanguageTagCheck.problem(with: tag)?.contains("100000 bytes long") == true)
        #expect(LanguageTagCheck.quoted(tag).count < 60)
        let error = InvalidLanguageTag(tag: tag, source: "L.xcstrings", reason: "too long")
        #expect(error.description.count < 120)
    }

    @Test("a name from data is one component inside its folder, never '..', a slash or a link out")
    func containment() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        #expect(try ContainedPath.url(["de.lproj", "L.strings"], inside: out).path == out.path + "/de.lproj/L.strings")
        for components in [[".."], ["../x"], ["a/b"], [""], ["."], ["de", ".."]] {
            #expect(throws: FileAccessError.self, "\(components)") { try ContainedPath.url(components, inside: out) }
        }
        try FileManager.default.createSymbolicLink(atPath: out.path + "/link.lproj", withDestinationPath: folder.url.path)
        #expect(throws: FileAccessError.self) { try ContainedPath.url(["link.lproj", "L.strings"], inside: out) }
    }

    @Test("compiling a catalog whose language climbs out refuses before writing anything")
    func legacyTableWrite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let table = LegacyTable(language: "../../esc", strings: StringsFile(entries: []))
        #expect(throws: InvalidLanguageTag.self) { try table.write(tableNamed: "L", to: folder.url.appendingPathComponent("out")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}
