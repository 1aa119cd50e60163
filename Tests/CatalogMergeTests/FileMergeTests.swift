import Foundation
import StringCatalog
import Testing
@testable import CatalogMerge

@Suite("Merging files: catalogs, .strings and .stringsdict, and the reports")
struct FileMergeTests {
    static func input(_ text: String, _ label: String) -> MergeInput {
        MergeInput(data: Data(text.utf8), label: label)
    }

    static func catalogText(_ members: String) -> String {
        "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(members) }, \"version\" : \"1.0\" }"
    }

    static let base = catalogText(#""Hi" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Salut" } } } }"#)

    @Test("an empty base means both sides added the file: the merge is a union")
    func emptyBase() throws {
        let ours = Self.catalogText(#""A" : { "comment" : "a" }"#)
        let theirs = Self.catalogText(#""B" : { "comment" : "b" }"#)
        let result = try LocalizationFileMerge.merge(base: Self.input("", "base"), ours: Self.input(ours, "ours"),
                                                     theirs: Self.input(theirs, "theirs"), kind: .catalog)
        guard case .catalog(let catalog) = result.content else { Issue.record("not a catalog"); return }
        #expect(catalog.strings.keys.sorted() == ["A", "B"])
        #expect(!result.needsAttention)
    }

    @Test("a key an input repeats with conflicting values keeps the first occurrence and needs attention")
    func repeatedKeysInAnInput() throws {
        let damaged = Self.catalogText(#""Hi" : { "comment" : "one" }, "Hi" : { "comment" : "two" }"#)
        let result = try LocalizationFileMerge.merge(base: Self.input(Self.base, "L (base)"), ours: Self.input(damaged, "L (ours)"),
                                                     theirs: Self.input(Self.base, "L (theirs)"), kind: .catalog)
        guard case .catalog(let catalog) = result.content else { Issue.record("not a catalog"); return }
        #expect(catalog.strings["Hi"]?.comment == "one")
        #expect(result.needsAttention)
        #expect(result.textReport(fileName: "L")
            == #"L (ours):1:72: warning: key "Hi" appears again (first on line 1); kept the values of line 1: comment "one" (line 1) over "two" (line 1)"# + "\n")
    }

    @Test("a key repeated in theirs is repaired and merged like any other")
    func repeatedKeyInTheirs() throws {
        let theirs = Self.catalogText(#""Hi" : { "comment" : "c" }, "Hi" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "" } } } }"#)
        let result = try LocalizationFileMerge.merge(base: Self.input(Self.base, "b"), ours: Self.input(Self.base, "o"),
                                                     theirs: Self.input(theirs, "t"), kind: .catalog)
        guard case .catalog(let catalog) = result.content else { Issue.record("not a catalog"); return }
        // Theirs deleted the French text and added German and a comment; ours changed nothing.
        #expect(catalog.strings["Hi"] == CatalogEntry(comment: "c", localizations: ["de": .text("", state: .new)]))
        #expect(result.repairs.map(\.location.description) == [#"key "Hi""#])
        #expect(!result.needsAttention)
    }

    @Test("an input that is not a catalog fails with its label, line and column")
    func unreadableInput() {
        #expect {
            try LocalizationFileMerge.merge(base: Self.input(Self.base, "L (base)"), ours: Self.input("{", "L (ours)"),
                                            theirs: Self.input(Self.base, "L (theirs)"), kind: .catalog)
        } throws: { error in
            (error as? CatalogReadError)?.description == "L (ours):1:2: error: expected a string key, found end of file"
        }
    }

    @Test("conflicts are listed for people and as JSON for tools")
    func reports() throws {
        let ours = Self.base.replacingOccurrences(of: "Salut", with: "Coucou")
        let theirs = Self.base.replacingOccurrences(of: "Salut", with: "Bonjour")
        let result = try LocalizationFileMerge.merge(base: Self.input(Self.base, "base"), ours: Self.input(ours, "ours"),
                                                     theirs: Self.input(theirs, "theirs"), kind: .catalog)
        #expect(result.textReport(fileName: "L.xcstrings") == """
            L.xcstrings: 1 conflict; the merged file keeps ours for each:
              key "Hi" [fr] stringUnit.value
                base    "Salut"
                ours    "Coucou"
                theirs  "Bonjour"

            """)
        #expect(result.jsonReport(fileName: "L.xcstrings") == """
            {
              "file": "L.xcstrings",
              "conflicts": [
                {
                  "key": "Hi",
                  "language": "fr",
                  "path": "stringUnit.value",
                  "base": "Salut",
                  "ours": "Coucou",
                  "theirs": "Bonjour",
                  "kept": "ours"
                }
              ],
              "keptEdits": [],
              "repairs": []
            }

            """)
    }

    @Test(".strings tables merge per key and comment, keep ours' order and place theirs' new keys after their neighbour")
    func stringsTables() throws {
        let base = "/* Greeting */\n\"hello\" = \"Bonjour\";\n\n\"bye\" = \"Au revoir\";\n"
        let ours = "/* Greeting */\n\"hello\" = \"Salut\";\n\n\"bye\" = \"Au revoir\";\n"
        let theirs = "/* Greeting on launch */\n\"hello\" = \"Bonjour\";\n\n\"welcome\" = \"Bienvenue\";\n\n\"bye\" = \"Au revoir\";\n"
        let result = try LocalizationFileMerge.merge(base: Self.input(base, "b"), ours: Self.input(ours, "o"),
                                                     theirs: Self.input(theirs, "t"), kind: .strings)
        #expect(result.conflicts.isEmpty)
        #expect(String(decoding: result.encoded(), as: UTF8.self)
            == "/* Greeting on launch */\n\"hello\" = \"Salut\";\n\n\"welcome\" = \"Bienvenue\";\n\n\"bye\" = \"Au revoir\";\n")
    }

    @Test("a UTF-16 .strings table stays UTF-16 and conflicts are located by key")
    func utf16Strings() throws {
        func utf16(_ text: String) -> Data { Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)! }
        let result = try LocalizationFileMerge.merge(
            base: MergeInput(data: utf16("\"k\" = \"a\";\n"), label: "b"), ours: MergeInput(data: utf16("\"k\" = \"b\";\n"), label: "o"),
            theirs: MergeInput(data: utf16("\"k\" = \"c\";\n"), label: "t"), kind: .strings)
        #expect(result.encoded() == utf16("\"k\" = \"b\";\n"))
        #expect(result.conflicts.map(\.description) == [#"key "k" value: base "a", ours "b", theirs "c" (kept ours)"#])
    }

    @Test(".stringsdict tables merge per key")
    func stringsDictTables() throws {
        func table(_ entries: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>\(entries)</dict></plist>
            """
        }
        func files(_ other: String) -> String {
            "<key>\(other)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>"
                + "<string>d</string><key>one</key><string>un</string><key>other</key><string>%d</string></dict></dict>"
        }
        let result = try LocalizationFileMerge.merge(
            base: Self.input(table(files("a")), "b"), ours: Self.input(table(files("a") + files("b")), "o"),
            theirs: Self.input(table(files("a") + files("c")), "t"), kind: .stringsDict)
        guard case .stringsDict(let merged) = result.content else { Issue.record("not a stringsdict"); return }
        #expect(Set(merged.entries.map(\.key)) == ["a", "b", "c"])
        #expect(result.conflicts.isEmpty)
    }

    @Test("file kinds come from the extension")
    func kinds() {
        #expect(LocalizationFileKind(fileName: "a/Localizable.xcstrings") == .catalog)
        #expect(LocalizationFileKind(fileName: "en.lproj/Localizable.strings") == .strings)
        #expect(LocalizationFileKind(fileName: "Plurals.STRINGSDICT") == .stringsDict)
        #expect(LocalizationFileKind(fileName: ".merge_file_a1b2") == nil)
    }
}
