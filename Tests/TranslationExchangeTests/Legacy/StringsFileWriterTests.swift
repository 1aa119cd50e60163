import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange

@Suite(".strings writer")
struct StringsFileWriterTests {
    @Test("the writer writes Xcode's layout and reading it back gives the same table")
    func writerLayout() throws {
        let table = StringsFile(entries: [
            .init(key: "title", value: "Phrase \"book\"\n\\ \t\u{01}", comment: "Window title"),
            .init(key: "no comment", value: "Grüße"),
            .init(key: "tricky", value: "x", comment: "ends */ early\nsecond line"),
        ])
        let text = String(decoding: table.encoded(), as: UTF8.self)
        #expect(text == """
        /* Window title */
        "title" = "Phrase \\"book\\"\\n\\\\ \\t\\U0001";

        "no comment" = "Grüße";

        // ends */ early
        // second line
        "tricky" = "x";

        """)
        let reread = try StringsFile(data: table.encoded())
        #expect(reread.entries.map(\.key) == table.entries.map(\.key))
        #expect(reread.entries.map(\.value) == table.entries.map(\.value))
        #expect(reread.entries.map(\.comment) == table.entries.map(\.comment))
    }

    @Test("the corpus Legacy.strings reads with every comment")
    func corpusLegacyStrings() throws {
        guard let file = Corpus.catalogFiles.first(where: { $0.name == "xcstringstool-Legacy.strings" }) else { return }
        let table = try StringsFile(contentsOf: file.url)
        #expect(table.entries.map(\.key) == ["Key1", "Key2", "Key3", "Key4", "Key5"])
        #expect(table.entries.first?.comment == "No arguments")
        #expect(table.entries.allSatisfy { $0.comment != nil })
        #expect(table.values["Key4"] == "Second: %2$@, First: %1$@, First: %@")
        let reread = try StringsFile(data: table.encoded())
        #expect(reread.entries.map(\.value) == table.entries.map(\.value))
    }
}
