import Foundation
import Testing
@testable import StringCatalog

/// Differential tests: Foundation's own `.strings` reader (`PropertyListSerialization`) is the reference.
@Suite(".strings files agree with Foundation")
struct StringsFileFoundationTests {
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    private static let pieces = [
        "a", "Z", "0", " ", "é", "日本", "😀", "%@", "%1$lld", "\\n", "\\t", "\\r", "\\\"", "\\'", "\\\\",
        "\\U00e9", "\\U41", "\\u2603", "\\351", "\\700", "\\377", "\\UD83D\\UDE00", "\\101", "\\7", "\\060x", "\\q", "\\a", "\\v", "/", "*", "=", ";",
    ]
    private static let unquoted = Array("abcXYZ019_$/:.-")

    private static func randomString(_ generator: inout Generator, quote: Character) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            var piece = pieces.randomElement(using: &generator)!
            if piece == "\\'" && quote == "'" || piece == "\\\"" && quote == "\"" { piece = "\\\\" }
            text += piece
        }
        if quote == "'" { text = text.replacingOccurrences(of: "'", with: "\\'") }
        return String(quote) + text + String(quote)
    }

    private static func randomToken(_ generator: inout Generator) -> String {
        if Int.random(in: 0..<5, using: &generator) == 0 {
            // A leading `/` could open a comment, so unquoted tokens start with a letter.
            return "a" + String((0..<Int.random(in: 0...5, using: &generator)).map { _ in unquoted.randomElement(using: &generator)! })
        }
        return randomString(&generator, quote: Bool.random(using: &generator) ? "\"" : "'")
    }

    private static func randomFile(_ generator: inout Generator) -> String {
        let braced = Int.random(in: 0..<8, using: &generator) == 0
        var text = braced ? "{\n" : ""
        for index in 0..<Int.random(in: 1...12, using: &generator) {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: text += "/* comment \(index) with \"quotes\" = ; */\n"
            case 1: text += "// line comment \(index)\n"
            default: break
            }
            let key = randomToken(&generator)
            if Int.random(in: 0..<6, using: &generator) == 0 {
                text += key + ";\n"
            } else {
                text += key + (Bool.random(using: &generator) ? " = " : "=\n  ") + randomToken(&generator) + ";\n"
            }
        }
        return braced ? text + "}\n" : text
    }

    @Test("random .strings files read to the same values as PropertyListSerialization")
    func differential() throws {
        var generator = Generator(state: 0x5EED)
        for _ in 0..<300 {
            let text = Self.randomFile(&generator)
            let data = Data(text.utf8)
            let foundation = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            let ours = try StringsFile(data: data).values
            #expect(ours == foundation, "\(text)")
        }
    }

    @Test("what our writer writes, Foundation reads back to the same values")
    func writerAgreesWithFoundation() throws {
        var generator = Generator(state: 42)
        for _ in 0..<100 {
            let table = try StringsFile(data: Data(Self.randomFile(&generator).utf8))
            let foundation = try PropertyListSerialization.propertyList(from: table.encoded(), format: nil) as? [String: String]
            #expect(foundation == table.values)
        }
    }
}

