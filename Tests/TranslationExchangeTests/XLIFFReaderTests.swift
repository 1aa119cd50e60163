import Foundation
import Testing
@testable import TranslationExchange

@Suite("XLIFF reader on hostile and unusual input")
struct XLIFFReaderTests {
    func read(_ xml: String, reader: XLIFFReader = XLIFFReader()) throws(XLIFFReadError) -> XLIFFDocument {
        try reader.read(Data(xml.utf8), path: "in.xliff")
    }

    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

    @Test("an entity-expansion bomb is refused before parsing, with its line and column")
    func billionLaughs() {
        let xml = Self.header + """
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <xliff version="1.2"><file original="a" source-language="en"><body><trans-unit id="x"><source>&lol2;</source></trans-unit></body></file></xliff>
            """
        #expect(throws: XLIFFReadError(path: "in.xliff", line: 2, column: 1,
                                       message: "document type declarations (<!DOCTYPE>) are not allowed in XLIFF; entities are never expanded")) {
            try read(xml)
        }
    }

    @Test("external entities are never resolved")
    func externalEntity() {
        let xml = Self.header + #"<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]><xliff><file original="a" source-language="en"><body><trans-unit id="x"><source>&secret;</source></trans-unit></body></file></xliff>"#
        #expect(throws: XLIFFReadError.self) { try read(xml) }
    }

    @Test("a DOCTYPE inside a comment or CDATA section is harmless text")
    func doctypeInComment() throws {
        let document = try read(Self.header + "<!-- <!DOCTYPE x> --><xliff><file original=\"a\" source-language=\"en\" target-language=\"fr\"><body>"
            + "<trans-unit id=\"t\"><source><![CDATA[<!DOCTYPE & <b>]]></source></trans-unit></body></file></xliff>")
        #expect(document.files.first?.units.first?.source == "<!DOCTYPE & <b>")
    }

    @Test("malformed XML reports line and column")
    func malformed() {
        do {
            _ = try read(Self.header + "<xliff>\n  <file original=\"a\" source-language=\"en\">\n    <body>\n  </file>\n</xliff>")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 5 || error.line == 4)
            #expect(error.column != nil)
            #expect(error.description.hasPrefix("in.xliff:"))
        }
    }

    @Test("size and nesting are bounded")
    func bounds() {
        #expect(throws: XLIFFReadError.self) { try read(Self.header + "<xliff/>" + String(repeating: " ", count: 100), reader: XLIFFReader(maximumSize: 50)) }
        let deep = String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100)
        #expect(throws: XLIFFReadError.self) {
            try read(Self.header + "<xliff><file original=\"a\" source-language=\"en\"><body>\(deep)</body></file></xliff>")
        }
    }

    @Test("missing required attributes are named")
    func missingAttributes() {
        #expect(throws: XLIFFReadError.self) { try read(Self.header + "<xliff><file source-language=\"en\"/></xliff>") }
        #expect(throws: XLIFFReadError.self) { try read(Self.header + "<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit><source/></trans-unit></body></file></xliff>") }
        #expect(throws: XLIFFReadError.self) { try read(Self.header + "<html/>") }
        #expect(throws: XLIFFReadError(path: "in.xliff", line: 2, column: 80, message: "this is XLIFF 2.0; Xcode and Phrasebook exchange XLIFF 1.2")) {
            try read(Self.header + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en"></xliff>"#)
        }
    }

    @Test("inline markup flattens to text, alt-trans is ignored, prefixes and CR references read right")
    func content() throws {
        let xml = Self.header + """
            <x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><x:file original="L.xcstrings" source-language="en" target-language="fr"><x:body>
            <x:trans-unit id="a&#13;b" xml:space="preserve"><x:source>s</x:source><x:target state="final">before <x:g id="1">middle</x:g> <x:ph id="2">%@</x:ph><x:x id="3"/> after&#13;</x:target>
            <x:alt-trans><x:target>proposal</x:target></x:alt-trans><x:note from="auto-generated">n</x:note></x:trans-unit>
            </x:body></x:file></x:xliff>
            """
        let unit = try read(xml).files[0].units[0]
        #expect(unit.id == "a\rb")
        #expect(unit.target == XLIFFTarget(value: "before middle %@ after\r", state: "final"))
        #expect(unit.notes == [XLIFFNote(text: "n", from: "auto-generated")])
        #expect(unit.line == 3)
    }

    @Test("Phrasebook reads back what it writes")
    func roundTrip() throws {
        let document = try Fixtures.exporter.export(Fixtures.named, language: "uk").document
        var reread = try XLIFFReader().read(Data(XLIFFWriter.encode(document)))
        for file in reread.files.indices {
            reread.files[file].line = nil
            for unit in reread.files[file].units.indices { reread.files[file].units[unit].line = nil }
        }
        #expect(reread == document)
    }
}
