import Foundation
import Testing
import TestSupport
@testable import StringCatalog

@Suite(".stringsdict files")
struct StringsDictFileTests {
    static let fixture = LegacyFixtures.stringsDict

    private func read(_ text: String) throws -> StringsDictFile {
        try StringsDictFile(data: Data(text.utf8), path: "Test.stringsdict")
    }

    private func readError(_ text: String) -> LegacyFormatError? {
        do { _ = try read(text); return nil } catch let error as LegacyFormatError { return error } catch { return nil }
    }

    @Test("plural variables, device rules and other rules are read with their texts")
    func readsFixture() throws {
        let file = try read(Self.fixture)
        #expect(file.entries.map(\.key) == ["files", "tap", "width"])
        #expect(file.entries.map(\.line) == [5, 32, 42])
        guard case .format(let format) = file.entries[0].value else { Issue.record("not a format"); return }
        #expect(format.formatKey == "%#@files@ in %#@folders@ & more")
        #expect(format.variables["files"] == StringsDictVariable(valueType: "d", forms: [.one: "%d file", .other: "%d files"]))
        #expect(format.variables["folders"]?.forms[.few] == "%d folders <few>")
        #expect(file.entries[1].value == .deviceSpecific([.iphone: .text("Tap here"), .mac: .text("Click here")]))
        guard case .other(let width) = file.entries[2].value else { Issue.record("not kept"); return }
        #expect(width.dictionaryValue?["NSStringVariableWidthRuleType"]?.dictionaryValue?["100"] == .string("A much longer text"))
    }

    @Test("entity declarations are rejected before parsing (billion laughs)")
    func rejectsEntities() {
        let bomb = """
        <?xml version="1.0"?>
        <!DOCTYPE plist [
          <!ENTITY lol "lol">
          <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        ]>
        <plist version="1.0"><dict><key>a</key><string>&lol2;</string></dict></plist>
        """
        let error = readError(bomb)
        #expect(error?.line == 3)
        #expect(error?.column == 3)
        #expect(error?.expected == "a property list without DTD declarations")
        let external = """
        <?xml version="1.0"?>
        <!DOCTYPE plist [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
        <plist version="1.0"><dict><key>a</key><string>&x;</string></dict></plist>
        """
        #expect(readError(external)?.line == 2)
    }

    @Test("malformed XML and wrong structure are reported with line and column")
    func structuralErrors() {
        let unclosed = readError("<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>x</dict></plist>")
        #expect(unclosed?.line == 4)
        #expect(unclosed?.expected == "a well-formed XML property list")
        let keyWithoutValue = readError("<plist version=\"1.0\">\n<dict>\n<key>a</key>\n</dict></plist>")
        #expect(keyWithoutValue?.expected == "a value after <key>")
        #expect(keyWithoutValue?.line == 4)
        let valueWithoutKey = readError("<plist version=\"1.0\"><dict>\n<string>x</string></dict></plist>")
        #expect(valueWithoutKey?.expected == "<key> or </dict>")
        #expect(valueWithoutKey?.found == "<string>")
        let badFormatKey = readError("""
        <plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><integer>1</integer></dict></dict></plist>
        """)
        #expect(badFormatKey?.expected == "a <string> for NSStringLocalizedFormatKey")
        #expect(badFormatKey?.line == 2)
        let missingSpecType = readError("""
        <plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>one</key><string>x</string></dict></dict></dict></plist>
        """)
        #expect(missingSpecType?.expected == "a <string> for NSStringFormatSpecTypeKey in the variable 'n'")
        #expect(missingSpecType?.description.hasPrefix("Test.stringsdict:3:1: error:") == true)
    }
}
