import Foundation
import Testing
import TestSupport
@testable import StringCatalog

@Suite(".strings files")
struct StringsFileTests {
    private func read(_ text: String) throws -> StringsFile {
        try StringsFile(data: Data(text.utf8), path: "Test.strings")
    }

    private func readError(_ text: String) -> LegacyFormatError? {
        do { _ = try read(text); return nil } catch let error as LegacyFormatError { return error } catch { return nil }
    }

    @Test("entries keep their comments, values and file order")
    func basicEntries() throws {
        let table = try read("""
        //
        //  Localizable.strings
        //

        /* Title of the main window */
        "title" = "Phrasebook";

        // Greeting
        // shown on launch
        "hello" = "Hello, %@!";
        "bare" = "no comment"; // said after the entry
        """)
        #expect(table.entries.map(\.key) == ["title", "hello", "bare"])
        #expect(table.entries.map(\.comment) == ["Title of the main window", "Greeting\nshown on launch", "said after the entry"])
        #expect(table.entries.map(\.value) == ["Phrasebook", "Hello, %@!", "no comment"])
        #expect(table.entries.map(\.line) == [6, 10, 11])
    }

    @Test("escapes decode as Foundation decodes them")
    func escapes() throws {
        let table = try read(#"""
        "k" = "a\nb\tc\rd\"e\\f\'g \U00e9 \U2603 \UD83D\UDE00 \101\60 \q \a\b\f\v";
        'single' = 'it\'s';
        s;
        """#)
        #expect(table.entries[0].value == "a\nb\tc\rd\"e\\f'g é ☃ 😀 A0 q \u{07}\u{08}\u{0C}\u{0B}")
        #expect(table.entries.map(\.key) == ["k", "single", "s"])
        #expect(table.entries.map(\.value).dropFirst() == ["it's", "s"])
    }

    @Test("unquoted keys and values and the key-only shorthand are accepted")
    func unquotedAndShorthand() throws {
        let table = try read("""
        CFBundleName = Phrasebook;
        path = /usr/local/bin-1.2:$HOME_x;
        "Done";
        """)
        #expect(table.values == ["CFBundleName": "Phrasebook", "path": "/usr/local/bin-1.2:$HOME_x", "Done": "Done"])
    }

    @Test("a table written as one braced dictionary and stray semicolons read as Foundation reads them")
    func bracedTable() throws {
        let table = try read("/* header */\n{\n  /* Title */\n  \"title\" = \"Phrasebook\";;\n  done = yes;\n}\n// end\n")
        #expect(table.entries.map(\.key) == ["title", "done"])
        #expect(table.entries.first?.comment == "Title")
        #expect(try read("/* file */ { a = b; }").entries.first?.comment == nil)
        #expect(readError("{ \"a\" = \"b\"; }\n\"c\" = \"d\";")?.expected == "the end of the file after '}'")
        #expect(readError("{ \"a\" = \"b\";")?.expected == "'}' closing the table")
    }

    @Test("UTF-16 with either byte order mark and UTF-8 with a mark read the same")
    func encodings() throws {
        let text = "/* Größe */\n\"size\" = \"Größe 📏\";\n"
        var little = Data([0xFF, 0xFE]), big = Data([0xFE, 0xFF])
        for unit in text.utf16 {
            little.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
            big.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)])
        }
        let expected = StringsFile(entries: [.init(key: "size", value: "Größe 📏", comment: "Größe", line: 2)])
        #expect(try StringsFile(data: little) == expected)
        #expect(try StringsFile(data: big) == expected)
        #expect(try StringsFile(data: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)) == expected)
    }

    @Test("UTF-16 without byte order mark is not guessed; it reads as UTF-8 and fails")
    func noBOMGuessing() {
        var data = Data()
        for unit in "\"a\" = \"b\";".utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(throws: LegacyFormatError.self) { try StringsFile(data: data) }
    }

    @Test("errors name the file, line, column and what was expected")
    func errors() {
        let missingSemicolon = readError("\"a\" = \"b\"\n\"c\" = \"d\";")
        #expect(missingSemicolon?.description == "Test.strings:2:1: error: expected ';' after the value, found '\"'")
        #expect(readError("\"a\" \"b\";")?.expected == "'=' or ';' after the key")
        let unterminated = readError("\n  \"a\" = \"b;")
        #expect(unterminated.map { [$0.line, $0.column] } == [2, 9])
        #expect(unterminated?.expected == "a closing quote for the string")
        #expect(readError("/* open")?.expected == "'*/' closing the comment")
        #expect(readError("\"a\" = ;")?.found == "';'")
        #expect(readError("\"a\" = \"b\"")?.found == "end of file")
        let badUTF8 = try? StringsFile(data: Data([0x22, 0x61, 0x22, 0x0A, 0x3D, 0xFF]))
        #expect(badUTF8 == nil)
        #expect(readError("é = x;")?.column == 1)
        #expect(readError("\"日本\" \"x\";")?.column == 6) // columns count Unicode scalars
    }

    @Test("invalid UTF-8 is reported at its byte")
    func invalidUTF8Position() {
        do {
            _ = try StringsFile(data: Data([0x22, 0x61, 0x22, 0x0A, 0x3D, 0xFF]), path: "x.strings")
            Issue.record("expected an error")
        } catch let error as LegacyFormatError {
            #expect(error.line == 2 && error.column == 2)
            #expect(error.found == "byte 0xFF")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("compiled .strings files in binary or XML property list form are read too")
    func compiledPropertyLists() throws {
        let values = ["title": "Phrasebook", "hello": "Hello, %@!"]
        let binary = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        #expect(try StringsFile(data: binary).entries.map(\.key) == ["hello", "title"])
        #expect(try StringsFile(data: binary).values == values)
        let xml = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        #expect(try StringsFile(data: xml).values == values)
        let commented = Data("""
        <plist version="1.0"><dict>
        <!-- Window title -->
        <key>title</key><string>Phrasebook</string>
        </dict></plist>
        """.utf8)
        #expect(try StringsFile(data: commented).entries == [.init(key: "title", value: "Phrasebook", comment: "Window title", line: 3)])
        #expect(throws: LegacyFormatError.self) { try StringsFile(data: Data("bplist00garbage".utf8)) }
        #expect(throws: LegacyFormatError.self) { try StringsFile(data: Data("<plist><dict><key>a</key><integer>1</integer></dict></plist>".utf8)) }
    }

    @Test("repeated keys are all kept and the last one is the value")
    func duplicates() throws {
        let table = try read("\"a\" = \"1\";\n\"a\" = \"2\";")
        #expect(table.entries.count == 2)
        #expect(table.values["a"] == "2")
        #expect(table.duplicateKeys == ["a"])
    }
}
