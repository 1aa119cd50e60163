import Foundation
import StringCatalog

/// The words a Swift identifier is made of, taken from a key: runs of ASCII letters and digits, after
/// format specifiers are removed and other scripts are transliterated to Latin letters.
enum IdentifierWords {
    /// At most this many words name an accessor for a sentence, so a paragraph doesn't become a
    /// 300-character name; keys that differ only later get the collision rule's suffixes.
    static let sentenceLimit = 8

    /// ICU's transliteration to ASCII (`Привет` → `Privet`, `你好` → `ni hao`, `Café` → `Cafe`).
    private static let toASCII = StringTransform("Any-Latin; Latin-ASCII")

    /// The words of `text`, format specifiers (`%lld`, `%1$@`) left out, a substitution read as its name
    /// (`%#@files@` → `files`) and `%%` as `percent`; of automatic grammar agreement (`^[%lld story](inflect: true)`) only the text counts.
    /// Apostrophes inside words join them (`don't` → `dont`). Text with no letter or digit is named by its
    /// symbols' Unicode names (`👍` → `thumbs`, `up`, `sign`).
    static func words(in text: String, limit: Int = .max) -> [String] {
        var literal = text.utf8.contains(UInt8(ascii: "^")) ? withoutInflectionMarkup(text) : text
        if literal.utf8.contains(UInt8(ascii: "%")) { literal = withoutSpecifiers(literal) }
        let ascii = literal.utf8.allSatisfy { $0 < 0x80 } ? literal
            : (literal.applyingTransform(toASCII, reverse: false) ?? literal)
        var words = asciiWords(ascii, limit: limit)
        if words.isEmpty {
            let names = literal.unicodeScalars.compactMap { $0.properties.isWhitespace ? nil : $0.properties.name }
            words = asciiWords(names.joined(separator: " ").lowercased(), limit: limit)
        }
        return words
    }

    /// The text between the specifiers, each specifier replaced by a space.
    private static func withoutSpecifiers(_ text: String) -> String {
        var result = ""
        for token in FormatString.parse(text).tokens {
            switch token {
            case .literal(let literal, _): result += literal
            case .specifier(let specifier):
                switch specifier.kind {
                case .percentSign: result += " percent "
                case .substitution(let name): result += " \(name) "
                case .conversion, .substitutionArgument: result += " "
                }
            }
        }
        return result
    }

    /// `^[text](inflect: true)` → `text`: Foundation's markdown for automatic grammar agreement.
    private static func withoutInflectionMarkup(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "^["), let middle = rest[start.upperBound...].range(of: "]("),
              let end = rest[middle.upperBound...].firstIndex(of: ")") {
            result += rest[..<start.lowerBound]
            result += rest[start.upperBound..<middle.lowerBound]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Runs of ASCII letters and digits; `'` between two of them is dropped rather than splitting.
    private static func asciiWords(_ text: String, limit: Int) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            if isLetterOrDigit(byte) {
                current.append(byte)
            } else if byte == UInt8(ascii: "'"), !current.isEmpty, index + 1 < bytes.count, isLetterOrDigit(bytes[index + 1]) {
                continue
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current = []
                if words.count == limit { return words }
            }
        }
        if !current.isEmpty, words.count < limit { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
