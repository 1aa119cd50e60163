import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange

@Suite(".stringsdict writer")
struct StringsDictFileWriterTests {
    static let fixture = LegacyFixtures.stringsDict

    private func read(_ text: String) throws -> StringsDictFile {
        try StringsDictFile(data: Data(text.utf8), path: "Test.stringsdict")
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
