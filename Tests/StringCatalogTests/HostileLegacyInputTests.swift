import Foundation
import Testing
@_spi(XMLParserComparison) @testable import StringCatalog

@Suite("Legacy readers on hostile input: errors, never crashes")
struct HostileLegacyInputTests {
    @Test(".strings ending inside an unclosed comment is an error, not an index out of range")
    func unclosedCommentAtEnd() {
        for text in [#""a" = "b"; /*"#, "/*", #""a" = "b"; /* *"#, #""a" = "b"; /* note"#] {
            #expect(throws: LegacyFormatError.self, "\(text)") {
                try StringsFile(data: Data(text.utf8), path: "L.strings")
            }
        }
        #expect(throws: LegacyFormatError(path: "L.strings", line: 1, column: 12, expected: "'*/' closing the comment", found: "'/'")) {
            try StringsFile(data: Data(#""a" = "b"; /*"#.utf8), path: "L.strings")
        }
    }

    static func nested(_ depth: Int) -> Data {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key>"#
        xml += String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        xml += "</dict></plist>"
        return Data(xml.utf8)
    }

    @Test(".stringsdict nested 40,000 levels deep is refused at the depth limit, without a crash")
    func deepNesting() {
        #expect {
            try StringsDictFile(data: Self.nested(40_000), path: "deep.stringsdict")
        } throws: { error in
            "\(error)".contains("expected at most \(PropertyListXMLReader.maximumDepth) levels of nesting, found <array>")
        }
        // Nesting within the limit still reads, kept as a value Phrasebook doesn't interpret.
        #expect(throws: Never.self) { try StringsDictFile(data: Self.nested(20), path: "ok.stringsdict") }
    }

    @Test("a UTF-16 property list is refused with its encoding named, so entity checks can't be bypassed")
    func utf16Refused() {
        let xml = #"<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE p [<!ENTITY e "x">]><plist version="1.0"><dict/></plist>"#
        var data = Data([0xFF, 0xFE])
        for unit in xml.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(throws: LegacyFormatError(path: "u.stringsdict", line: 1, column: 1, expected: "a property list in UTF-8",
                                          found: "UTF-16LE text; convert it (iconv -f UTF-16LE -t UTF-8)")) {
            try StringsDictFile(data: data, path: "u.stringsdict")
        }
        let latin = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><plist version="1.0"><dict/></plist>"#.utf8)
        #expect(throws: LegacyFormatError.self) { try StringsDictFile(data: latin, path: "l.stringsdict") }
    }

    @Test("invalid UTF-8 in a property list's element name is an error with its place")
    func invalidUTF8Name() {
        let data = Data(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8 + [0x0A] + Array("<plist".utf8) + [0xE2] + Array("/>".utf8))
        #expect(throws: LegacyFormatError(path: "b.stringsdict", line: 2, column: 7, expected: "valid UTF-8", found: "byte 0xE2")) {
            try StringsDictFile(data: data, path: "b.stringsdict")
        }
    }

    @Test("a processing instruction without data is an error, not a crash in Foundation's parser (found by fuzzing)")
    func emptyProcessingInstruction() {
        let data = Data("<?x?>\n<plist version=\"1.0\"><dict/></plist>".utf8)
        #expect(throws: LegacyFormatError(path: "p.stringsdict", line: 1, column: 1,
                                          expected: "no processing instruction besides the XML declaration", found: "<?x")) {
            try StringsDictFile(data: data, path: "p.stringsdict")
        }
        let inside = Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><?pi?></dict></plist>"#.utf8)
        #expect(throws: LegacyFormatError.self) { try StringsDictFile(data: inside, path: "p.stringsdict") }
        // A property list's `<!DOCTYPE plist …>` before the instruction must not hide it (found by fuzzing).
        let afterDoctype = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>a<?x?></key></dict></plist>
            """.utf8)
        #expect(throws: LegacyFormatError(path: "p.stringsdict", line: 3, column: 34,
                                          expected: "no processing instruction besides the XML declaration", found: "<?x")) {
            try StringsDictFile(data: afterDoctype, path: "p.stringsdict")
        }
        // Inside comments and CDATA `<?` is text.
        let quoted = Data(#"<?xml version="1.0"?><plist version="1.0"><dict><!-- <?x?> --></dict></plist>"#.utf8)
        #expect(throws: Never.self) { try StringsDictFile(data: quoted, path: "p.stringsdict") }
    }

    @Test("DTD declarations Foundation's parser crashes on (a notation without public id, an attribute without default) are errors",
          arguments: [("<!NOTATION n SYSTEM \"x\">", "<!NOTATION"), ("<!ATTLIST plist version CDATA #IMPLIED>", "<!ATTLIST"),
                      ("<!ELEMENT plist ANY>", "<!ELEMENT")])
    func dtdDeclarations(declaration: String, marker: String) {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [\(declaration)]>
            <plist version="1.0"><dict><key>a</key><string>b</string></dict></plist>
            """.utf8)
        #expect(throws: LegacyFormatError(path: "p.stringsdict", line: 2, column: 18,
                                          expected: "a property list without DTD declarations", found: marker)) {
            try StringsDictFile(data: data, path: "p.stringsdict")
        }
    }

    @Test("a namespace URI libxml2 only warns about is no error: the entries read, by XMLParser too")
    func namespaceURIWarning() throws {
        let data = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0" xmlns:a="http://www.whttp://www.w3.org/20!1/X"><dict><key>a</key><string>b</string></dict></plist>
            """#.utf8)
        let fast = try StringsDictFile(data: data, path: "p.stringsdict")
        #expect(try StringsDictFile(data: data, path: "p.stringsdict", readsWithXMLParserOnly: true) == fast)
        #expect(fast.entries.map(\.key) == ["a"])
    }

    @Test(".stringsdict files over 10 MB are read (the XML parser's default limit is not Phrasebook's)")
    func largeStringsDict() throws {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
        let text = String(repeating: "long plural text ", count: 64)
        let count = 12_000
        for index in 0..<count {
            xml += "<key>k\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            xml += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            xml += "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d \(text)</string></dict></dict>"
        }
        xml += "</dict></plist>"
        let data = Data(xml.utf8)
        #expect(data.count > 12 << 20)
        let table = try StringsDictFile(data: data, path: "big.stringsdict")
        #expect(table.entries.count == count)
    }
}
