import Foundation
import Testing
import TestSupport
@testable import TranslationExchange
import StringCatalog

/// The fast XLIFF reader (`XMLSubsetScanner`) must read every document it accepts exactly as Foundation's
/// `XMLParser` does, and hand everything else to `XMLParser`.
@Suite("XLIFF fast reader")
struct XLIFFSubsetReaderTests {
    static let exporter = XLIFFExporter(plurals: .xcode, tool: .phrasebook(version: "9.9.9"))

    /// What the fast reader makes of `data`, and what `XMLParser` alone makes of it.
    static func bothReadings(_ data: Data) -> (fast: XLIFFDocument?, foundation: Result<XLIFFDocument, XLIFFReadError>) {
        let fast = XLIFFSubsetReader(maximumDepth: 64).read(data)
        let foundation = Result { () throws(XLIFFReadError) in try XLIFFReader(readsWithXMLParserOnly: true).read(data) }
        return (fast, foundation)
    }

    /// Every exported language of every corpus catalog, and Xcode's own XLIFF files.
    static var corpusDocuments: [(name: String, data: Data)] {
        var documents: [(String, Data)] = []
        for file in Corpus.catalogFiles where file.name.hasSuffix(".xcstrings") {
            guard let catalog = try? StringCatalog(contentsOf: file.url) else { continue }
            let named = [NamedCatalog(original: file.name, catalog: catalog)]
            for language in catalog.languages where language != catalog.sourceLanguage {
                if let result = try? exporter.export(named, language: language) {
                    documents.append(("\(file.name) \(language)", Data(XLIFFWriter.encode(result.document))))
                }
            }
        }
        if let root = Corpus.xcodeXLIFFDirectory, let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            while let url = enumerator.nextObject() as? URL {
                if url.pathExtension == "xliff", let data = try? Data(contentsOf: url) { documents.append((url.path, data)) }
            }
        }
        return documents
    }

    @Test("exports of every corpus catalog and Xcode's own XLIFF read the same as with XMLParser, without it")
    func corpusReadsTheSame() throws {
        let documents = Self.corpusDocuments
        guard !documents.isEmpty else { return }
        for (name, data) in documents {
            let (fast, foundation) = Self.bothReadings(data)
            let expected = try foundation.get()
            #expect(fast != nil, "the fast reader gave up on \(name)")
            #expect(fast == nil || fast == expected, "\(name) reads differently")
        }
    }

    @Test("references, CDATA, comments, inline markup, prefixes and line numbers read as XMLParser reads them")
    func edgeCasesReadTheSame() throws {
        let documents = [
            #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"# + "\n" +
            #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">"#
                + "\n<file original=\"a &amp; b.xcstrings\"\n source-language=\"en\" target-language='de' datatype=\"plaintext\">"
                + "<header><tool tool-id=\"x\" tool-name=\"T&#x9;\tN\" tool-version=\"1\" build-num=\"2\"/></header><body>\n"
                + "<trans-unit id=\"k &lt;1&gt;\" xml:space=\"preserve\"><source>a &quot;b&quot; &#233;&#x1F600; <![CDATA[<c> & d]]><!-- x --> e</source>"
                + "<target state=\"translated\" state-qualifier=\"leveraged-mt\">  <g id=\"1\">f</g><x/>\n g </target>"
                + "<note from=\"auto-generated\"/><alt-trans><target>ignored</target></alt-trans></trans-unit>\n"
                + "<trans-unit\n id=\"two\"\n><source/><target></target><note>n1</note><note>&apos;n2&apos;</note></trans-unit>"
                + "</body></file></xliff>\n<!-- after -->\n",
            #"<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><x:file original="p" source-language="en"><x:body><x:trans-unit id="1"><x:source>s</x:source></x:trans-unit></x:body></x:file></x:xliff>"#,
            #"<xliff version="1.2"><file original="p" source-language="en"><body><trans-unit id="1"><source>s</source><other xmlns="urn:y"><source>z</source></other></trans-unit></body></file></xliff>"#,
            "\u{FEFF}<xliff version=\"1.2\"><file original=\"p\" source-language=\"en\"><body><trans-unit id=\"1\"><source>\u{7F}\u{85}</source></trans-unit></body></file></xliff>",
        ]
        for text in documents {
            let (fast, foundation) = Self.bothReadings(Data(text.utf8))
            let expected = try foundation.get()
            #expect(fast != nil, "the fast reader gave up on \(text)")
            #expect(fast == expected)
        }
    }

    @Test("documents outside the subset or refused are left to XMLParser, so errors keep libxml2's positions")
    func leavesOtherDocumentsToXMLParser() {
        let documents = [
            "<xliff version=\"1.2\">\r\n</xliff>", // a carriage return
            "<xliff version=\"1.2\"><file original=\"p\" source-language=\"en\"></xliff>", // mismatched tags
            "<xliff version=\"1.2\"><file original=\"p\"/></xliff>", // no source-language
            "<xliff a=\"1\" a=\"2\"/>", // a repeated attribute
            "<xliff>&nbsp;</xliff>", // an undeclared entity
            "<p:xliff/>", // an undeclared prefix
            "<xliff><!-- a -- b --></xliff>", // `--` inside a comment
            "<xliff>]]></xliff>",
            "<xliff>&#0;</xliff>",
            "<xliff version=\"1.2\">", // the document ends inside the root
            "<xliff xml:space=\"rrvspeee\"/>", // libxml2 refuses other values (found by fuzzing)
            "<xliff xml:lang=\"en\"/>", // libxml2 warns about some values; left to it
            "<xliff xmlns=\"relative\"/>", // a relative namespace URI is a warning, which fails XMLParser
            "", "  ", "<?xml version=\"1.0\"?>",
        ]
        for text in documents {
            #expect(XLIFFSubsetReader(maximumDepth: 64).read(Data(text.utf8)) == nil, "accepted \(text.debugDescription)")
        }
    }

    @Test("the reader's errors are XMLParser's whichever path read the document")
    func errorsComeFromXMLParser() {
        let text = "<xliff version=\"1.2\">\n<file original=\"p\"/></xliff>"
        let fastFirst = Result { () throws(XLIFFReadError) in try XLIFFReader().read(Data(text.utf8)) }
        let foundation = Result { () throws(XLIFFReadError) in try XLIFFReader(readsWithXMLParserOnly: true).read(Data(text.utf8)) }
        #expect(throws: XLIFFReadError.self) { try fastFirst.get() }
        #expect(fastFirst == foundation)
    }
}
