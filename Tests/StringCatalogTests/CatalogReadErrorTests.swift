import Foundation
import Testing
@testable import StringCatalog

@Suite("Errors when a catalog cannot be read")
struct CatalogReadErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var kind: CatalogReadError.Kind
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ kind: CatalogReadError.Kind, _ line: Int, _ column: Int, _ message: String) {
            self.init(name, Array(text.utf8), kind, line, column, message)
        }

        init(_ name: String, _ bytes: [UInt8], _ kind: CatalogReadError.Kind, _ line: Int, _ column: Int, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.kind = kind
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let header = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"

    static let cases: [Case] = [
        Case("missing comma", "{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}", .syntax, 3, 3,
             "expected ',' or '}', found a string"),
        Case("argNum that is a string", header + "    \"k\" : { \"localizations\" : { \"en\" : { \"substitutions\" : { \"n\" : { \"argNum\" : \"x\" } } } } }\n  },\n  \"version\" : \"1.0\"\n}",
             .schema, 4, 81, "expected an integer for \"argNum\", found a string"),
        Case("argNum with a fraction", header + "    \"k\" : { \"localizations\" : { \"en\" : { \"substitutions\" : { \"n\" : { \"argNum\" : 1.5 } } } } }\n  },\n  \"version\" : \"1.0\"\n}",
             .schema, 4, 81, "expected an integer for \"argNum\", found a number"),
        Case("comment that is a number", header + "    \"k\" : { \"comment\" : 5 }\n  },\n  \"version\" : \"1.0\"\n}",
             .schema, 4, 25, "expected a string for \"comment\", found a number"),
        Case("shouldTranslate that is a string", header + "    \"k\" : { \"shouldTranslate\" : \"no\" }\n  },\n  \"version\" : \"1.0\"\n}",
             .schema, 4, 33, "expected true or false for \"shouldTranslate\", found a string"),
        Case("localizations that is an array", header + "    \"k\" : { \"localizations\" : [] }\n  },\n  \"version\" : \"1.0\"\n}",
             .schema, 4, 31, "expected an object for \"localizations\", found an array"),
        Case("stringUnit without a value", header + "    \"k\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"new\" } } } }\n  },\n  \"version\" : \"1.0\"\n}",
             .schema, 4, 57, "expected a \"value\" field in \"stringUnit\", found an object without it"),
        Case("catalog without a source language", "{ \"strings\" : {}, \"version\" : \"1.0\" }", .schema, 1, 1,
             "expected a \"sourceLanguage\" field in the catalog, found an object without it"),
        Case("invalid UTF-8 in a value", Array((header + "    \"caf").utf8) + [0xC3, 0x28] + Array("\" : {}\n  },\n  \"version\" : \"1.0\"\n}".utf8),
             .invalidUTF8, 4, 9, "expected valid UTF-8, found byte 0xC3"),
        Case("duplicate key with different values", header + "    \"k\" : { \"comment\" : \"a\", \"comment\" : \"b\" }\n  },\n  \"version\" : \"1.0\"\n}",
             .duplicateKey, 4, 30, "expected key \"k\" comment once or repeated with compatible values, found \"b\" here and \"a\" on line 4; "
                + "keep one with `phrasebook format --resolve-duplicates first|last`"),
        Case("truncated file", header + "    \"k\" : { \"comment\" : \"abc", .truncated, 4, 29,
             "expected '\"' to close the string, found end of file"),
        Case("truncated after a value", header + "    \"k\" : {}", .truncated, 4, 13, "expected ',' or '}', found end of file"),
        Case("empty file", "", .truncated, 1, 1, "expected a catalog object ('{'), found end of file"),
        Case("raw line break in a string", header + "    \"a\nb\" : {}\n  },\n  \"version\" : \"1.0\"\n}", .syntax, 4, 7,
             "expected '\"' or an escaped control character (\\n, \\t, \\u00XX), found a line break"),
        Case("unknown escape", header + "    \"a\\qb\" : {}\n  },\n  \"version\" : \"1.0\"\n}", .syntax, 4, 7,
             "expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX), found '\\q'"),
        Case("lone low surrogate", header + "    \"\\udc00\" : {}\n  },\n  \"version\" : \"1.0\"\n}", .syntax, 4, 6,
             "expected a Unicode scalar, found a lone low surrogate"),
        Case("trailing comma", "{ \"sourceLanguage\" : \"en\", }", .syntax, 1, 28, "expected a string key, found '}'"),
        Case("text after the catalog", "{ \"sourceLanguage\" : \"en\", \"strings\" : {}, \"version\" : \"1.0\" } x", .syntax, 1, 64,
             "expected end of file after the catalog, found 'x'"),
        Case("a top-level array", "[]", .schema, 1, 1, "expected a catalog object ('{'), found an array"),
        Case("columns count characters, not bytes", "{ \"sourceLanguage\" : \"é\" \"x\" }", .syntax, 1, 26,
             "expected ',' or '}', found a string"),
    ]

    @Test("malformed input fails with the place and what was expected", arguments: cases)
    func reportsPlaceAndExpectation(_ testCase: Case) {
        do {
            _ = try StringCatalog(data: Data(testCase.bytes), path: "Bad.xcstrings")
            Issue.record("no error")
        } catch {
            #expect(error.kind == testCase.kind)
            #expect(error.message == testCase.message)
            #expect(error.line == testCase.line)
            #expect(error.column == testCase.column)
            #expect(error.description == "Bad.xcstrings:\(testCase.line):\(testCase.column): error: \(testCase.message)")
        }
    }

    @Test("deeply nested unknown fields fail cleanly instead of exhausting the stack")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000)
        let json = "{ \"sourceLanguage\" : \"en\", \"x\" : \(deep)"
        #expect(throws: CatalogReadError.self) { try StringCatalog(data: Data(json.utf8)) }
    }

    @Test("every truncation of a valid catalog is reported, never accepted or crashing")
    func everyTruncationFails() {
        let full = Array(Fixtures.everyFeature.utf8)
        for length in stride(from: 0, to: full.count - 1, by: 7) {
            do {
                _ = try StringCatalog(data: Data(full[..<length]))
                Issue.record("accepted a file cut at byte \(length)")
            } catch {
                #expect(error.kind == .truncated, "cut at \(length): \(error)")
            }
        }
    }
}

@Suite("Keys that Swift considers equal")
struct NormalizationClashTests {
    @Test("keys differing only in Unicode normalization are an error, not silently merged")
    func normalizationVariantsAreNotMerged() {
        let json = "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"caf\u{E9}\" : {}, \"cafe\u{301}\" : {} }, \"version\" : \"1.0\" }"
        do {
            _ = try StringCatalog(data: Data(json.utf8))
            Issue.record("no error")
        } catch {
            #expect(error.kind == .duplicateKey)
            #expect(error.message.contains("Unicode normalization"))
        }
    }
}
