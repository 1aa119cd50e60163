import Foundation
import Testing
import TestSupport
@testable import StringCatalog

@Suite(".stringsdict files")
struct StringsDictFileTests {
    static let fixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@ in %#@folders@ &amp; more</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t</dict>
    \t\t<key>folders</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>few</key>
    \t\t\t<string>%d folders &lt;few&gt;</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d folders</string>
    \t\t</dict>
    \t</dict>
    \t<key>tap</key>
    \t<dict>
    \t\t<key>NSStringDeviceSpecificRuleType</key>
    \t\t<dict>
    \t\t\t<key>iphone</key>
    \t\t\t<string>Tap here</string>
    \t\t\t<key>mac</key>
    \t\t\t<string>Click here</string>
    \t\t</dict>
    \t</dict>
    \t<key>width</key>
    \t<dict>
    \t\t<key>NSStringVariableWidthRuleType</key>
    \t\t<dict>
    \t\t\t<key>1</key>
    \t\t\t<string>Short</string>
    \t\t\t<key>100</key>
    \t\t\t<string>A much longer text</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

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

    @Test("the writer reproduces Foundation's property list layout with sorted keys")
    func writesFoundationLayout() throws {
        let file = try read(Self.fixture)
        #expect(String(decoding: file.encoded(), as: UTF8.self) == Self.fixture)
    }

    @Test("entries made in code are written sorted and read back equal")
    func roundTrip() throws {
        let file = StringsDictFile(entries: [
            .init(key: "z", value: .deviceSpecific([
                .applewatch: .text("Tap"),
                .mac: .format(StringsDictFormat(formatKey: "%#@n@", variables: [
                    "n": StringsDictVariable(valueType: "lld", forms: [.one: "one <1>", .other: "%lld & more"]),
                ])),
            ])),
            .init(key: "a", value: .format(StringsDictFormat(formatKey: "", variables: [:]))),
        ])
        let reread = try StringsDictFile(data: file.encoded())
        #expect(reread.entries.map(\.key) == ["a", "z"])
        #expect(reread.entries.map(\.value) == [file.entries[1].value, file.entries[0].value])
    }

    @Test("entry comments are written as XML comments and read back")
    func comments() throws {
        let file = StringsDictFile(entries: [
            .init(key: "a", value: .text("A"), comment: "Shown on launch"),
            .init(key: "b", value: .text("B"), comment: "uses -- twice --"),
        ])
        let text = String(decoding: file.encoded(), as: UTF8.self)
        #expect(text.contains("\t<!-- Shown on launch -->\n\t<key>a</key>"))
        #expect(text.contains("<!-- uses - - twice - - -->"))
        let reread = try StringsDictFile(data: file.encoded())
        #expect(reread.entries.map(\.comment) == ["Shown on launch", "uses - - twice - -"])
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

    @Test("the corpus Legacy.stringsdict reads as one plural format")
    func corpusLegacyStringsdict() throws {
        guard let file = Corpus.catalogFiles.first(where: { $0.name == "xcstringstool-Legacy.stringsdict" }) else { return }
        let table = try StringsDictFile(contentsOf: file.url)
        #expect(table.entries.map(\.key) == ["Key6"])
        guard case .format(let format) = table.entries.first?.value else { Issue.record("not a format"); return }
        #expect(format.formatKey == "Hello %@, %#@count@")
        #expect(format.variables["count"]?.valueType == "lld")
        #expect(format.variables["count"]?.forms == [.one: "I have %lld plural", .other: "I have %lld plurals"])
        #expect(try StringsDictFile(data: table.encoded()).entries.map(\.value) == table.entries.map(\.value))
    }
}
