import SwiftParser
import SwiftSyntax

/// Parses Swift sources with swift-syntax, bounded on input no compiler accepts.
///
/// swift-syntax's lexer copies its whole state stack each time a string literal or interpolation opens,
/// so memory grows with the square of the nesting depth: 8,000 nested interpolations in a 40 KB file took
/// 3 GB. The parser itself gives up past 256 levels, so such a file never compiles; parsing stops where
/// the nesting passes `maximumNesting`, and the parser reports the file's errors as usual.
enum SwiftSourceParser {
    /// Four times the parser's own limit (256), so any file that compiles is parsed whole.
    static let maximumNesting = 1_024

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        let length = parsableLength(bytes)
        return Parser.parse(source: length == bytes.count ? bytes : UnsafeBufferPointer(rebasing: bytes[..<length]))
    }

    static func parse(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    private enum Frame {
        /// Code, or the code of an interpolation (which a `)` at depth 0 closes).
        case code(parentheses: Int, isInterpolation: Bool)
        case string(hashes: Int, isMultiline: Bool)
    }

    /// The length of the longest prefix whose string and interpolation nesting stays within `maximumNesting`,
    /// from a light scan that follows string literals (with `#` delimiters and `"""`), interpolations and
    /// comments as the lexer does.
    static func parsableLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/")
        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func hashes(from index: Int) -> Int {
            var end = index
            while at(end) == hash { end += 1 }
            return end - index
        }
        func isTripleQuote(_ index: Int) -> Bool { at(index) == quote && at(index + 1) == quote && at(index + 2) == quote }

        var stack: [Frame] = [.code(parentheses: 0, isInterpolation: false)]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses, let isInterpolation):
                if byte == slash, at(index + 1) == slash {
                    while let next = at(index), next != 0x0A { index += 1 }
                } else if byte == slash, at(index + 1) == UInt8(ascii: "*") {
                    var depth = 0
                    repeat {
                        if at(index) == slash, at(index + 1) == UInt8(ascii: "*") { depth += 1; index += 2 }
                        else if at(index) == UInt8(ascii: "*"), at(index + 1) == slash { depth -= 1; index += 2 }
                        else { index += 1 }
                    } while depth > 0 && index < bytes.count
                } else if byte == quote || byte == hash {
                    let count = hashes(from: index)
                    guard at(index + count) == quote else { index += max(count, 1); continue }
                    let isMultiline = isTripleQuote(index + count)
                    if stack.count >= maximumNesting { return index }
                    stack.append(.string(hashes: count, isMultiline: isMultiline))
                    index += count + (isMultiline ? 3 : 1)
                } else if byte == UInt8(ascii: "(") {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1, isInterpolation: isInterpolation)
                    index += 1
                } else if byte == UInt8(ascii: ")") {
                    if isInterpolation, parentheses == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .code(parentheses: max(parentheses - 1, 0), isInterpolation: isInterpolation)
                    }
                    index += 1
                } else {
                    index += 1
                }
            case .string(let count, let isMultiline):
                if byte == backslash, hashes(from: index + 1) == count {
                    let escaped = index + 1 + count
                    if at(escaped) == UInt8(ascii: "(") {
                        if stack.count >= maximumNesting { return index }
                        stack.append(.code(parentheses: 0, isInterpolation: true))
                    }
                    index = escaped + 1
                } else if byte == quote, !isMultiline || isTripleQuote(index), hashes(from: index + (isMultiline ? 3 : 1)) >= count {
                    stack.removeLast()
                    index += (isMultiline ? 3 : 1) + count
                } else if byte == 0x0A, !isMultiline {
                    stack.removeLast() // an unterminated literal ends at the line, as the lexer recovers
                    index += 1
                } else {
                    index += 1
                }
            }
        }
        return bytes.count
    }
}
