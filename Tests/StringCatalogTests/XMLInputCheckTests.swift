import Foundation
import Testing
import TestSupport
@testable import StringCatalog

@Suite("XML input check")
struct XMLInputCheckTests {
    /// Where the first ill-formed sequence starts, as decoding one scalar at a time with the standard
    /// library finds it: the reference the byte-level check must agree with.
    static func referenceInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let length: Int
            switch bytes[index] {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count, String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil else {
                return index
            }
            index += length
        }
        return nil
    }

    @Test("invalid UTF-8 is found where decoding scalar by scalar finds it, in any mix of text")
    func utf8AgreesWithStandardLibrary() {
        // Pieces that make long ASCII runs, every sequence length, and the ill-formed edges of Unicode's
        // table: overlong forms, surrogates, scalars over U+10FFFF, stray continuations and truncations.
        let pieces: [[UInt8]] = [
            Array("plain ascii text, eight bytes at a time ".utf8), Array("é".utf8), Array("語".utf8), Array("😀".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80],
            [0x80], [0xBF], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xEF, 0xBF, 0xBF], [0x0A],
        ]
        var generator = SeededGenerator(seed: 19)
        for round in 0..<3_000 {
            var body: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                // Mostly valid pieces, so an invalid one often sits after long valid runs.
                let piece = Int.random(in: 0..<10, using: &generator) < 8
                    ? pieces[Int.random(in: 0...4, using: &generator)] : pieces.randomElement(using: &generator)!
                body += piece
            }
            let document = Array("<a>".utf8) + body + Array("</a>".utf8)
            let problem = XMLInputCheck.problem(in: Data(document), format: "XML")
            if let offset = Self.referenceInvalidOffset(document) {
                let (line, column) = TextPosition.lineAndColumn(of: offset, in: document)
                #expect(problem?.line == line && problem?.column == column && problem?.expected == "valid UTF-8"
                        && problem?.found == String(format: "byte 0x%02X", document[offset]), "round \(round): \(document)")
            } else {
                #expect(problem == nil, "round \(round): \(document)")
            }
        }
    }
}
