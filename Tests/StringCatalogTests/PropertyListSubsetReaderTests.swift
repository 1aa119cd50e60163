import Foundation
import Testing
import TestSupport
import TranslationExchange
@testable import StringCatalog

/// The fast property list reader (`XMLSubsetScanner`) must read every document it accepts exactly as
/// Foundation's `XMLParser` does, and hand everything else to `XMLParser`.
@Suite("Property list fast reader")
struct PropertyListSubsetReaderTests {
    static func fixture(_ name: String) -> Data? {
        try? Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Fuzz/Corpus/stringsdict/\(name)"))
    }

    /// Committed fuzz seeds, the corpus's `.stringsdict`, a large written table and hand-made edge cases.
    static var documents: [(name: String, data: Data)] {
        var documents: [(String, Data)] = ["de.stringsdict", "en.stringsdict", "uk.stringsdict"].compactMap { name in fixture(name).map { (name, $0) } }
        if let corpus = Corpus.directory {
            let url = corpus.appendingPathComponent("catalogs/xcstringstool-Legacy.stringsdict")
            if let data = try? Data(contentsOf: url) { documents.append((url.lastPathComponent, data)) }
        }
        let forms: [PluralCategory: String] = [.zero: "none & <nothing>", .one: "%lld file", .other: "%lld \"files\""]
        let written = StringsDictFile(entries: (0..<50).map { index in
            StringsDictFile.Entry(key: "files.\(index)", value: .format(StringsDictFormat(
                formatKey: "Folder \(index): %#@files@", variables: ["files": StringsDictVariable(valueType: "lld", forms: forms)])),
                comment: index % 2 == 0 ? "Comment \(index)" : nil)
        })
        documents.append(("written", written.encoded()))
        let edge = """
            <?xml version='1.0' encoding='utf-8' standalone="yes"?>
            <!-- leading comment -->
            <!DOCTYPE plist SYSTEM 'file://localhost/System/Library/DTDs/PropertyList.dtd' >
            <plist version="1.0"><dict>
              <!--  a key's comment  -->
              <key>a &amp; b&#x20;&#65;</key>
              <dict><key>NSStringLocalizedFormatKey</key><string><![CDATA[%#@n@ <raw>]]> and &lt;text&gt;</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>  spaced\t</string></dict></dict>
              <key>list</key><array><integer> 12 </integer><real>1.5</real><true/><false/><date>2024-01-01T00:00:00Z</date><data>AAE=</data></array>
              <key
              >multi-line</key
              ><string></string>
            </dict></plist>
            <!-- trailing -->
            """
        documents.append(("edge", Data(edge.utf8)))
        return documents
    }

    @Test("fuzz seeds, the corpus, written tables and edge cases read the same as with XMLParser, without it")
    func readsTheSame() throws {
        for (name, data) in Self.documents {
            let fast = PropertyListSubsetReader.read(data)
            let expected = try PropertyListXMLReader.read(data, path: nil, readsWithXMLParserOnly: true)
            #expect(fast != nil, "the fast reader gave up on \(name)")
            #expect(fast == nil || fast == expected, "\(name) reads differently")
        }
    }

    @Test("documents outside the subset or refused are left to XMLParser, and errors stay XMLParser's")
    func leavesOtherDocumentsToXMLParser() throws {
        let documents = [
            "<plist>\r\n<dict/></plist>",
            "<plist><dict><key>a</key></dict></plist>", // a key without a value
            "<plist><dict><string>x</string></dict></plist>",
            "<plist><dict></plist>",
            "<!DOCTYPE plist [ <!ELEMENT plist ANY> ]><plist><dict/></plist>",
            "<plist><dict><key>a<b/></key></dict></plist>",
            "<a:plist xmlns:a=\"u\"><dict/></a:plist>",
            "<plist></plist>",
            "<plist><dict/></plist><plist/>",
        ]
        for text in documents {
            let data = Data(text.utf8)
            #expect(PropertyListSubsetReader.read(data) == nil, "accepted \(text.debugDescription)")
            func outcome(_ body: () throws -> PropertyListValue) -> String {
                do { return "\(try body())" } catch { return "error: \(error)" }
            }
            #expect(outcome { try PropertyListXMLReader.read(data, path: "p") }
                == outcome { try PropertyListXMLReader.read(data, path: "p", readsWithXMLParserOnly: true) })
        }
    }
}
