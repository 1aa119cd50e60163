import Foundation
import StringCatalog
import Testing
import TestSupport
@testable import TranslationExchange

@Suite("Exchange input that must never crash or lose data")
struct HostileExchangeInputTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

    @Test("invalid UTF-8 in an element or attribute name is an error with its place, not a crash")
    func invalidUTF8Names() {
        let element = Data(Self.header.utf8) + Data("<xliff".utf8) + Data([0xE2]) + Data("/>\n".utf8)
        #expect(throws: XLIFFReadError(path: "b.xliff", line: 2, column: 7, message: "expected valid UTF-8, found byte 0xE2")) {
            try XLIFFReader().read(element, path: "b.xliff")
        }
        let attribute = Data(Self.header.utf8) + Data(#"<xliff version="1.2" a"#.utf8) + Data([0xFF]) + Data(#"="x"/>"#.utf8)
        #expect(throws: XLIFFReadError.self) { try XLIFFReader().read(attribute, path: "a.xliff") }
    }

    @Test("a namespace URI libxml2 only warns about reads as Xcode reads it, by the fast reader and XMLParser alike (found by fuzzing)")
    func namespaceURIWarning() throws {
        let xliff = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.whttp://www.w3.org/20!1/XMLSchema-instance" version="1.2">
            <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
            <trans-unit id="Hello" xml:space="preserve"><source>Hello</source><target state="translated">Hallo</target></trans-unit>
            </body></file></xliff>
            """#.utf8)
        let fast = try XLIFFReader().read(xliff, path: "de.xliff")
        let foundation = try XLIFFReader(readsWithXMLParserOnly: true).read(xliff, path: "de.xliff")
        #expect(fast == foundation)
        #expect(foundation.files.first?.units.first?.target?.value == "Hallo")
    }

    @Test("a processing instruction without data is an error, not a crash in Foundation's parser (found by fuzzing)")
    func emptyProcessingInstruction() {
        #expect(throws: XLIFFReadError(path: "p.xliff", line: 1, column: 1,
                                       message: "expected no processing instruction besides the XML declaration, found <?x")) {
            try XLIFFReader().read(Data("<?x?>\n<r/>".utf8), path: "p.xliff")
        }
        // Named like the declaration, but it isn't one.
        #expect(throws: XLIFFReadError.self) { try XLIFFReader().read(Data("<?xmlQTF?>\n<r/>".utf8), path: "q.xliff") }
    }

    @Test("an .xcloc whose XLIFF has an invalid name byte is refused, not a crash")
    func invalidUTF8InXcloc() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let catalog = directory.url.appendingPathComponent("Localizable.xcstrings")
        try Fixtures.catalog.write(to: catalog)
        let localized = directory.url.appendingPathComponent("de.xcloc/Localized Contents")
        try FileManager.default.createDirectory(at: localized, withIntermediateDirectories: true)
        try (Data(Self.header.utf8) + Data("<xliff".utf8) + Data([0xE2]) + Data("/>\n".utf8))
            .write(to: localized.appendingPathComponent("de.xliff"))
        #expect(throws: XLIFFReadError.self) {
            try LocalizationImport(inputs: [directory.url.appendingPathComponent("de.xcloc")], catalogs: [catalog],
                                   baseDirectory: directory.url, importer: Fixtures.importer).run()
        }
    }

    @Test("an .xcloc without XLIFF is an error, not 'imported nothing'")
    func xclocWithoutXLIFF() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let catalog = directory.url.appendingPathComponent("Localizable.xcstrings")
        try Fixtures.catalog.write(to: catalog)
        let bundle = directory.url.appendingPathComponent("fr.xcloc")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Localized Contents"), withIntermediateDirectories: true)
        #expect {
            try LocalizationImport(inputs: [bundle], catalogs: [catalog], baseDirectory: directory.url, importer: Fixtures.importer).run()
        } throws: { error in
            "\(error)".contains("no XLIFF file in 'Localized Contents'")
        }
    }

    /// A German translation and an entity the DOCTYPE declares, as UTF-16 with a byte order mark.
    static func utf16XLIFF(littleEndian: Bool) -> Data {
        let xml = #"""
            <?xml version="1.0" encoding="UTF-16"?>
            <!DOCTYPE xliff [<!ENTITY e "">]>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext"><body>
            <trans-unit id="greeting" xml:space="preserve"><source>Hello</source><target state="translated">&e;</target></trans-unit>
            </body></file></xliff>
            """#
        var data = Data(littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
        for unit in xml.utf16 {
            data.append(contentsOf: littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)])
        }
        return data
    }

    @Test("UTF-16 XLIFF can't slip a DOCTYPE past the refusal: it is refused, and no translation is emptied")
    func utf16XLIFF() throws {
        for littleEndian in [true, false] {
            #expect {
                try XLIFFReader().read(Self.utf16XLIFF(littleEndian: littleEndian), path: "fr.xliff")
            } throws: { error in
                "\(error)".contains("expected XLIFF in UTF-8, found UTF-16")
            }
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let catalog = directory.url.appendingPathComponent("Localizable.xcstrings")
        try Fixtures.catalog.write(to: catalog)
        let input = directory.url.appendingPathComponent("fr.xliff")
        try Self.utf16XLIFF(littleEndian: true).write(to: input)
        #expect(throws: XLIFFReadError.self) {
            try LocalizationImport(inputs: [input], catalogs: [catalog], baseDirectory: directory.url, importer: Fixtures.importer).run()
        }
        #expect(try StringCatalog(contentsOf: catalog).strings["greeting"]?.localizations["fr"]?.stringUnit?.value == "Bonjour")
    }

    @Test("an XLIFF export over 10 MB imports again (the parser's default size limit is not Phrasebook's)")
    func largeXLIFF() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        let filler = String(repeating: "a translated sentence ", count: 12)
        for index in 0..<20_000 {
            catalog.strings["key.\(index)"] = CatalogEntry(localizations: [
                "en": .text("Source \(index) \(filler)"), "fr": .text("Traduction \(index) \(filler)"),
            ])
        }
        let named = [NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)]
        let xliff = Data(XLIFFWriter.encode(try Fixtures.exporter.export(named, language: "fr").document))
        #expect(xliff.count > 10 << 20)
        let document = try XLIFFReader().read(xliff, path: "fr.xliff")
        #expect(document.files.first?.units.count == 20_000)
    }

    /// A folder with the fixture catalog and its French sheet with one edited cell.
    static func csvProject() throws -> (TemporaryDirectory, URL, [[String]]) {
        let directory = try TemporaryDirectory()
        let catalogURL = directory.url.appendingPathComponent("Localizable.xcstrings")
        try Fixtures.catalog.write(to: catalogURL)
        var rows = try CSVExchange.export([NamedCatalog(original: "Localizable.xcstrings", catalog: Fixtures.catalog)],
                                          language: "fr", plurals: Fixtures.plurals)
        let greeting = rows.firstIndex { $0[1] == "greeting" }!
        rows[greeting][6] = "Salut"
        return (directory, catalogURL, rows)
    }

    @Test("CSV takes its language only from a file name that is a language tag")
    func csvLanguageFromName() throws {
        let (directory, catalogURL, rows) = try Self.csvProject()
        defer { directory.remove() }
        for name in ["translations.csv", "new.csv", "fr-FR-extra-bits.csv"] {
            let csv = directory.url.appendingPathComponent(name)
            try Data(CSVTable.encode(rows)).write(to: csv)
            #expect(throws: XLIFFReadError.self, "\(name)") {
                try LocalizationImport(inputs: [csv], catalogs: [catalogURL], baseDirectory: directory.url, importer: Fixtures.importer).run()
            }
            #expect(try StringCatalog(contentsOf: catalogURL).languages.sorted() == ["en", "fr"])
            // With --language, the same file imports.
            let outcome = try LocalizationImport(inputs: [csv], catalogs: [catalogURL], baseDirectory: directory.url, dryRun: true,
                                                 language: "fr", importer: Fixtures.importer).run()
            #expect(outcome.changedCatalogs == [catalogURL])
        }
        for name in ["fr.csv", "pt-BR.csv", "zh_Hans.csv"] {
            #expect(LanguageTagSyntax.tag(String(name.dropLast(4))) != nil, "\(name)")
        }
    }

    @Test("CSV rows shorter than the header are errors with their line, and nothing is imported")
    func csvShortRows() throws {
        let (directory, catalogURL, rows) = try Self.csvProject()
        defer { directory.remove() }
        var text = String(decoding: CSVTable.encode(rows), as: UTF8.self)
        text += "Localizable.xcstrings,greeting,,,translated,Hello,Salut à tou" // cut short: no plural columns
        let lastLine = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let csv = directory.url.appendingPathComponent("fr.csv")
        try Data(text.utf8).write(to: csv)
        #expect {
            try LocalizationImport(inputs: [csv], catalogs: [catalogURL], baseDirectory: directory.url, importer: Fixtures.importer).run()
        } throws: { error in
            let description = "\(error)"
            return description.contains("fr.csv:\(lastLine):1: error: the row has 7 fields where the header has \(rows[0].count)")
        }
        #expect(try StringCatalog(contentsOf: catalogURL).strings["greeting"]?.localizations["fr"]?.stringUnit?.value == "Bonjour")
    }
}
