import Foundation

// Reads the old-style property list syntax of `.strings` files as Foundation does: quoted strings
// ("…" or '…') with C escapes, `\U` + up to 4 hex digits, `\` + up to 3 octal digits; unquoted strings
// of letters, digits and `_$/:.-`; `/* */` and `//` comments; `"key";` meaning `"key" = "key";`.

struct StringsFileParser {
    private let bytes: [UInt8]
    private let path: String?
    private var index = 0
    /// Reused for strings with escapes.
    private var scratch: [UInt8] = []
    private var line = 1
    private var lineStart = 0

    // Comment bookkeeping: the comment waiting for the next entry and where the last one ended.
    private var pendingComment: String?
    private var pendingCommentEndLine = 0
    private var pendingIsLineComment = false

    init(bytes: [UInt8], path: String?) {
        self.bytes = bytes
        self.path = path
    }

    mutating func parse() throws -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        var lastEntryEndLine = 0
        // Foundation also reads a table written as one old-style dictionary: `{ "k" = "v"; }`.
        var isBraced = false
        var firstToken = true
        while true {
            for comment in try skipWhitespaceAndComments() {
                if comment.startLine == lastEntryEndLine, let last = entries.indices.last,
                   entries[last].comment == nil, pendingComment == nil {
                    entries[last].comment = comment.text // `"k" = "v"; // note`
                    lastEntryEndLine = 0
                    continue
                }
                if comment.isLineComment, pendingIsLineComment, let previous = pendingComment,
                   pendingCommentEndLine == comment.startLine - 1 {
                    pendingComment = previous + "\n" + comment.text
                } else {
                    pendingComment = comment.text
                }
                pendingIsLineComment = comment.isLineComment
                pendingCommentEndLine = comment.endLine
            }
            if firstToken, peek() == UInt8(ascii: "{") {
                isBraced = true
                pendingComment = nil // a comment before `{` describes the file, not the first entry
                advance()
                firstToken = false
                continue
            }
            firstToken = false
            if isBraced, peek() == UInt8(ascii: "}") {
                advance()
                _ = try skipWhitespaceAndComments()
                guard index >= bytes.count else { throw error(expected: "the end of the file after '}'") }
                return entries
            }
            guard index < bytes.count else {
                if isBraced { throw error(expected: "'}' closing the table") }
                return entries
            }
            if peek() == .semicolon { advance(); continue } // a stray ';', as Foundation allows
            let keyLine = line
            let key = try string(what: "a quoted or unquoted key")
            _ = try skipWhitespaceAndComments()
            let value: String
            switch peek() {
            case .equals:
                advance()
                _ = try skipWhitespaceAndComments()
                value = try string(what: "a quoted or unquoted value")
                _ = try skipWhitespaceAndComments()
                guard peek() == .semicolon else { throw error(expected: "';' after the value") }
                advance()
            case .semicolon:
                advance()
                value = key
            default:
                throw error(expected: "'=' or ';' after the key")
            }
            entries.append(StringsFile.Entry(key: key, value: value, comment: pendingComment, line: keyLine))
            pendingComment = nil
            pendingIsLineComment = false
            lastEntryEndLine = line
        }
    }

    // MARK: Lexing

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == .newline { line += 1; lineStart = index + 1 }
        index += 1
    }

    private func error(expected: String, at offset: Int? = nil) -> LegacyFormatError {
        let position = offset ?? index
        let (errorLine, column) = TextPosition.lineAndColumn(of: position, in: bytes)
        let found: String
        if position >= bytes.count {
            found = "end of file"
        } else {
            let scalarEnd = bytes[(position + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
            found = "'" + String(decoding: bytes[position..<scalarEnd], as: UTF8.self) + "'"
        }
        return LegacyFormatError(path: path, line: errorLine, column: column, expected: expected, found: found)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private struct Comment {
        var text: String
        var startLine: Int
        var endLine: Int
        var isLineComment: Bool
    }

    /// Skips whitespace and comments and returns the comments.
    private mutating func skipWhitespaceAndComments() throws -> [Comment] {
        var comments: [Comment] = []
        while let byte = peek() {
            if Self.isWhitespace(byte) || byte == 0xC2 && peek(1) == 0xA0 { // also no-break space, U+00A0
                advance()
                if byte == 0xC2 { advance() }
            } else if byte == .slash, peek(1) == .asterisk {
                let start = index
                let startLine = line
                advance(); advance()
                let textStart = index
                while index < bytes.count, !(bytes[index] == .asterisk && peek(1) == .slash) {
                    advance()
                }
                guard index < bytes.count else { throw error(expected: "'*/' closing the comment", at: start) }
                let text = bytes[textStart..<index]
                advance(); advance()
                comments.append(Comment(text: Self.trimmed(text), startLine: startLine, endLine: line, isLineComment: false))
            } else if byte == .slash, peek(1) == .slash {
                let startLine = line
                advance(); advance()
                let textStart = index
                while let next = peek(), next != .newline { advance() }
                comments.append(Comment(text: Self.trimmed(bytes[textStart..<index]), startLine: startLine,
                                        endLine: startLine, isLineComment: true))
            } else {
                break
            }
        }
        return comments
    }

    private static func trimmed(_ text: ArraySlice<UInt8>) -> String {
        guard let first = text.firstIndex(where: { !isWhitespace($0) }),
              let last = text.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(decoding: text[first...last], as: UTF8.self)
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private mutating func string(what: String) throws -> String {
        guard let first = peek() else { throw error(expected: what) }
        if first == .quote || first == .apostrophe { return try quotedString(closing: first) }
        guard Self.isUnquotedCharacter(first) else { throw error(expected: what) }
        let start = index
        while let byte = peek(), Self.isUnquotedCharacter(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quotedString(closing: UInt8) throws -> String {
        let start = index
        advance()
        var runStart = index
        // The reused buffer is moved out while `escape` (which mutates `self`) writes into it.
        var buffer: [UInt8] = []
        swap(&buffer, &scratch)
        buffer.removeAll(keepingCapacity: true)
        defer { swap(&buffer, &scratch) }
        var hasEscapes = false
        while true {
            skipToQuoteOrBackslash(closing)
            guard index < bytes.count else { throw error(expected: "a closing quote for the string", at: start) }
            if bytes[index] == closing {
                let text: String
                if hasEscapes {
                    buffer.append(contentsOf: bytes[runStart..<index])
                    text = String(decoding: buffer, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                }
                index += 1
                return text
            }
            hasEscapes = true
            buffer.append(contentsOf: bytes[runStart..<index])
            index += 1 // the backslash
            try escape(into: &buffer)
            runStart = index
        }
    }

    /// Moves to the next `closing` quote or backslash (or the end), counting lines on the way.
    private mutating func skipToQuoteOrBackslash(_ closing: UInt8) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == closing || byte == .backslash { return }
            if byte == .newline { line += 1; lineStart = index + 1 }
            index += 1
        }
    }

    private mutating func escape(into result: inout [UInt8]) throws {
        guard let byte = peek() else { throw error(expected: "an escaped character after '\\'") }
        advance()
        switch byte {
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "U"): // only upper case; `\u` is a plain `u` to Foundation
            var unit = hexUnit()
            if UTF16.isLeadSurrogate(unit), peek() == .backslash, peek(1) == UInt8(ascii: "U") {
                let resume = (index, line, lineStart)
                advance(); advance()
                let low = hexUnit()
                if UTF16.isTrailSurrogate(low) {
                    let scalar = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
                    result.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
                    return
                }
                (index, line, lineStart) = resume
            }
            if UTF16.isSurrogate(unit) { unit = 0xFFFD } // a lone surrogate can't be kept in a String
            result.append(contentsOf: UTF8.encode(Unicode.Scalar(unit)!)!)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits naming one byte, which Foundation reads as NeXTSTEP encoding.
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let digit = peek(), digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") else { break }
                value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                advance()
            }
            let byte = UInt8(truncatingIfNeeded: value)
            if byte < 0x80 {
                result.append(byte)
            } else {
                // Bytes NeXTSTEP leaves undefined come out as U+0000, as in Foundation.
                result.append(contentsOf: (String(data: Data([byte]), encoding: .nextstep) ?? "\u{0}").utf8)
            }
        default:
            // `\"`, `\\`, `\'`, a backslash-newline and any other character stand for themselves.
            // Keep the whole UTF-8 sequence of a non-ASCII character.
            result.append(byte)
            while let next = peek(), next & 0xC0 == 0x80 { result.append(next); advance() }
        }
    }

    /// Up to four hex digits (Foundation stops at the first non-hex character).
    private mutating func hexUnit() -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else { break }
            value = value << 4 | UInt16(digit)
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
