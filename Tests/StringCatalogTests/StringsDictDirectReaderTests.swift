import Foundation
import Testing
import TestSupport
@_spi(XMLParserComparison) @testable import StringCatalog

/// The direct `.stringsdict` reader (entries straight from `XMLSubsetScanner`'s events) must read every
/// document exactly as Foundation's `XMLParser` and the general interpretation do: the same entries, keys,
/// lines and comments, and for documents it leaves to them, the same errors.
@Suite(".stringsdict direct reader")
struct StringsDictDirectReaderTests {
    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    private static func document(_ body: String) -> Data {
        Data((header + "<dict>\n" + body + "\n</dict>\n</plist>\n").utf8)
    }

    private static func variable(_ name: String = "n", _ fields: String = "<key>one</key><string>%d file</string><key>other</key><string>%d files</string>") -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>d</string>\(fields)</dict>"
    }

    private static func format(_ text: String = "%#@n@", variables: String = variable()) -> String {
        "<dict><key>NSStringLocalizedFormatKey</key><string>\(text)</string>\(variables)</dict>"
    }

    /// Documents the direct reader reads whole or entry by entry, by what they exercise.
    static let readable: [(name: String, data: Data)] = [
        ("plain format", document("<key>files</key>" + format())),
        ("two variables, format key last", document("<key>k</key><dict>\(variable("a"))\(variable("b", "<key>few</key><string>f</string>"))"
            + "<key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@b@</string></dict>")),
        ("device variants", document("""
            <key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
              <key>iphone</key><string>Tap</string>
              <key>mac</key>\(format("Click %#@n@"))
              <key>ipad</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>other</key><string>nested</string></dict></dict>
              <key>iphone</key><string>Tap again</string>
            </dict></dict>
            """)),
        ("comments everywhere", document("""
            <!-- entry comment -->
            <key>a</key><!-- between key and value -->\(format("x<!-- in a value -->y"))
            <!-- first --><!--   second, trimmed   -->
            <key>b<!-- inside the key --></key><string>b</string>
            <key>c</key><dict><!-- before the format key --><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <!-- before an unknown key --><key>NSStringFormatUnknownKey</key><string>u</string>
              <!-- before a category --><key>other</key><string>o</string><!-- after the last --></dict></dict>
            <!-- dangling, no key follows -->
            """)),
        ("comment before a key after a nested comment", document("""
            <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>f</string><!-- nested, dropped --></dict>
            <key>b</key><string>no comment</string>
            """)),
        ("CDATA, entities and character references", document("""
            <key>a &amp; b&#x20;&#65;</key>\(format("<![CDATA[%#@n@ <raw>]]> &lt;text&gt; &#233;"))
            <key><![CDATA[cdata key]]></key><string>&apos;&quot;</string>
            """)),
        ("whitespace variants", Data((header + "<dict>\t<key\n>spaced</key\n>\n\n\t<dict\n>\t<key>NSStringLocalizedFormatKey</key>"
            + "<string>  \t%#@n@\n  </string>\(variable("n", "<key>other</key><string>\t</string>"))</dict></dict></plist>").utf8)),
        ("empty strings and keys", document("""
            <key/><string/>
            <key></key><string></string>
            <key>e</key>\(format("", variables: variable("n", "<key>one</key><string/><key>other</key><string></string>")))
            """)),
        ("unknown keys in a variable", document("<key>k</key>" + format(variables: variable("n", """
            <key>one</key><string>1</string><key>unknown</key><string>u</string><key>NSStringFormatSpecTypeKeyX</key><string>x</string>
            <key>other</key><string>o</string><key>Other</key><string>O</string>
            """)))),
        ("duplicates keep the last, entries keep all", document("""
            <key>dup</key><string>first</string>
            <key>dup</key>\(format("%#@n@", variables: variable("n") + variable("n", "<key>one</key><string>again</string><key>one</key><string>last</string>")))
            <key>f</key><dict><key>NSStringLocalizedFormatKey</key><string>one</string><key>NSStringLocalizedFormatKey</key><string>two</string></dict>
            <key>s</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>first</string><key>NSStringFormatSpecTypeKey</key><string>last</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string><key>NSStringFormatValueTypeKey</key><string>lld</string></dict></dict>
            """)),
        ("values kept as read", document("""
            <key>width</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>Short</string></dict></dict>
            <key>empty</key><dict/>
            <key>list</key><array><integer> 12 </integer><real>1.5</real><true/><false/><date>2024-01-01T00:00:00Z</date><data>AAE=</data></array>
            <key>number</key><integer>3</integer>
            <key>yes</key><true/>
            <key>no format key</key><dict><key>n</key><dict><key>other</key><string>o</string></dict></dict>
            <key>devices and more</key><dict><key>NSStringDeviceSpecificRuleType</key><dict/><key>x</key><string>y</string></dict>
            <key>device value kept</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><integer>1</integer>
              <key>ipad</key><dict><key>NSStringVariableWidthRuleType</key><dict/></dict></dict></dict>
            <key>after</key>\(format())
            """)),
        ("variable fields that are not strings", document("<key>k</key>" + format(variables: variable("n", """
            <!-- kept --><key>other</key><string>o</string><key>one</key><integer>1</integer><key>x</key><array/>
            <key>NSStringFormatValueTypeKey</key><true/>
            """)))),
        ("the Kelvin sign is K to a string's ==", document("""
            <key>k</key><dict><key>NSStringLocalizedFormat\u{212A}ey</key><string>%#@n@</string>\(variable())</dict>
            <key>r</key><dict><key>NSStringLocalizedFormat&#x212A;ey</key><string>%#@n@</string>\(variable("n", """
              <key>NSStringFormatSpecType\u{212A}ey</key><string>kept as a field</string><key>other</key><string>o</string>
              """))</dict>
            <key>d</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>m</string></dict></dict>
            """)),
        ("comments and whitespace around the table", Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- before -->
            <plist version="1.0"><!-- in plist -->
            text in plist is ignored <dict><key>a</key><string>b</string>text in a dict is ignored</dict> <!-- after the dict -->
            </plist>
            <!-- after -->
            """.utf8)),
        ("an empty table", Data((header + "<dict/></plist>").utf8)),
        ("device chain within the depth limit", document("<key>deep</key>" + deviceChain(60))),
    ]

    /// Documents the direct reader must leave to the general reader, whose errors must stay as they were.
    static let refused: [(name: String, data: Data)] = [
        ("a key without a value", document("<key>a</key>")),
        ("a value without a key", document("<string>x</string>")),
        ("a key after a key", document("<key>a</key><key>b</key><string>c</string>")),
        ("an element inside a key", document("<key>a<b/></key><string>c</string>")),
        ("an element inside a string", document("<key>a</key><string>c<b/></string>")),
        ("an element inside a format string", document("<key>a</key>" + format("c<b/>"))),
        ("a root that is no dictionary", Data((header + "<array/></plist>").utf8)),
        ("two values in the plist", Data((header + "<dict/><dict/></plist>").utf8)),
        ("no plist", Data("<dict><key>a</key><string>b</string></dict>".utf8)),
        ("an unclosed dict", Data((header + "<dict><key>a</key><string>b</string></plist>").utf8)),
        ("a format key that is no string", document("<key>a</key><dict><key>NSStringLocalizedFormatKey</key><dict/></dict>")),
        ("a variable that is no dict", document("<key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>f</string><key>n</key><string>x</string></dict>")),
        ("a variable without a spec type", document("<key>a</key>" + format(variables: "<key>n</key><dict><key>other</key><string>o</string></dict>"))),
        ("a spec type that is no string", document("<key>a</key>" + format(variables: "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><true/></dict>"))),
        ("device rules that are no dict", document("<key>a</key><dict><key>NSStringDeviceSpecificRuleType</key><string>x</string></dict>")),
        ("a device with a bad format", document("<key>a</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key>"
            + "<dict><key>NSStringLocalizedFormatKey</key><string>f</string><key>n</key><string>x</string></dict></dict></dict>")),
        ("an unknown element", document("<key>a</key><strung>x</strung>")),
        ("carriage returns", Data((header + "<dict>\r\n<key>a</key><string>b</string></dict></plist>").utf8)),
        ("an undeclared entity", document("<key>a</key><string>&nbsp;</string>")),
        ("device chain beyond the depth limit", document("<key>deep</key>" + deviceChain(70))),
        ("a later error after an entry kept as read", document("<key>w</key><dict/><key>a</key>")),
    ]

    /// `levels` device rules, each nested in the one before, around a string.
    static func deviceChain(_ levels: Int) -> String {
        String(repeating: "<dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key>", count: levels)
            + "<string>bottom</string>" + String(repeating: "</dict></dict>", count: levels)
    }

    private static func outcome(_ data: Data, xmlParserOnly: Bool) -> Result<StringsDictFile, LegacyFormatError> {
        do {
            return .success(try StringsDictFile(data: data, path: "T.stringsdict", readsWithXMLParserOnly: xmlParserOnly))
        } catch let error as LegacyFormatError {
            return .failure(error)
        } catch {
            return .failure(LegacyFormatError(path: nil, line: 0, column: 0, expected: "a LegacyFormatError", found: "\(error)"))
        }
    }

    @Test("tables of every shape read directly exactly as with XMLParser")
    func readsTheSame() throws {
        var documents = Self.readable
        documents += PropertyListSubsetReaderTests.documents
        for (name, data) in documents {
            let expected = try Self.outcome(data, xmlParserOnly: true).get()
            let direct = StringsDictDirectReader.entries(data, path: "T.stringsdict")
            #expect(direct != nil, "the direct reader gave \(name) up")
            #expect(direct == nil || direct == expected.entries, "\(name) reads differently")
            #expect(try Self.outcome(data, xmlParserOnly: false).get() == expected, "\(name) reads differently")
        }
    }

    @Test("documents the direct reader refuses get the general reader's errors")
    func leavesErrorsToTheGeneralReader() {
        for (name, data) in Self.refused {
            #expect(StringsDictDirectReader.entries(data, path: "T.stringsdict") == nil, "the direct reader accepted \(name)")
            #expect(Self.outcome(data, xmlParserOnly: false) == Self.outcome(data, xmlParserOnly: true), "\(name) fails differently")
        }
    }

    @Test("generated tables mixing every piece read directly exactly as with XMLParser")
    func generatedTables() throws {
        let pieces: [String] = Self.readable.map { name, data in
            // The body of each readable document's table, when it is one of `document(_:)`'s.
            let text = String(decoding: data, as: UTF8.self)
            guard text.hasPrefix(Self.header + "<dict>\n"), text.hasSuffix("\n</dict>\n</plist>\n") else { return "" }
            return String(text.dropFirst(Self.header.count + 7).dropLast(18))
        }.filter { !$0.isEmpty }
        let separators = ["", "\n", " \t", "<!-- c -->", "\n  <!-- c\n spanning -->\n"]
        var generator = SeededGenerator(seed: 20_240_601)
        for round in 0..<60 {
            var body = ""
            for _ in 0..<(1 + Int.random(in: 0..<5, using: &generator)) {
                body += separators.randomElement(using: &generator)! + pieces.randomElement(using: &generator)!
            }
            let data = Self.document(body)
            let expected = try Self.outcome(data, xmlParserOnly: true).get()
            #expect(StringsDictDirectReader.entries(data, path: "T.stringsdict") == expected.entries, "round \(round) reads differently")
        }
    }
}
