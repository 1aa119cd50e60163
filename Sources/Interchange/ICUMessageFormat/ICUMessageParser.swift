/// Why an ICU message could not be read: where (a 0-based offset in UTF-8 bytes of the message) and what was
/// expected there.
public struct ICUMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var expected: String
    public var found: String

    public var description: String { "expected \(expected), found \(found)" }
}

extension ICUMessage {
    /// The deepest nesting of plural and select arguments read; deeper messages are refused.
    public static let maximumDepth = 24

    /// Parses `text` as ICU's MessagePattern does with its default apostrophe mode (`DOUBLE_OPTIONAL`): `''` is
    /// one apostrophe; an apostrophe before `{`, `}` (or `#` in a plural case) starts quoted literal text up to
    /// the next single apostrophe; any other apostrophe is itself.
    public static func parse(_ text: String) throws(ICUMessageError) -> ICUMessage {
        let result = Array(text.utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(ICUMessageError) -> ICUMessage in
                var parser = ICUMessageParser(bytes: bytes)
                let message = try parser.message(depth: 0, inPlural: false)
                guard parser.index == bytes.count else { throw parser.failure("the end of the message") }
                return message
            }
        }
        return try result.get()
    }
}

/// A recursive-descent reader of MessagePattern syntax over UTF-8 bytes.
private struct ICUMessageParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func failure(_ expected: String) -> ICUMessageError {
        let found: String
        if index >= bytes.count {
            found = "the end of the message"
        } else {
            let end = bytes[index...].prefix(12).count
            found = "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + end)]), as: UTF8.self) + "'"
        }
        return ICUMessageError(offset: index, expected: expected, found: found)
    }

    /// A message up to an unquoted `}` (left unread) or the end.
    mutating func message(depth: Int, inPlural: Bool) throws(ICUMessageError) -> ICUMessage {
        var parts: [ICUMessage.Part] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                parts.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "}"):
                flush()
                return ICUMessage(parts)
            case UInt8(ascii: "{"):
                flush()
                parts.append(try argument(depth: depth))
            case UInt8(ascii: "#") where inPlural:
                flush()
                parts.append(.pound)
                index += 1
            case UInt8(ascii: "'"):
                index += 1
                guard let next = current else { text.append(byte); continue }
                if next == UInt8(ascii: "'") {
                    text.append(next)
                    index += 1
                } else if next == UInt8(ascii: "{") || next == UInt8(ascii: "}") || (inPlural && next == UInt8(ascii: "#")) {
                    // Quoted literal text up to the next single apostrophe; `''` inside it is one apostrophe.
                    while let quoted = current {
                        index += 1
                        if quoted == UInt8(ascii: "'") {
                            if current == UInt8(ascii: "'") { text.append(quoted); index += 1 } else { break }
                        } else {
                            text.append(quoted)
                        }
                    }
                } else {
                    text.append(byte)
                }
            default:
                text.append(byte)
                index += 1
            }
        }
        flush()
        return ICUMessage(parts)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// An argument name or keyword: letters, digits, `_` and `-`, or any character outside ASCII.
    private mutating func identifier(_ what: String) throws(ICUMessageError) -> String {
        skipWhitespace()
        let start = index
        while let byte = current, byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
            index += 1
        }
        guard index > start else { throw failure(what) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(ICUMessageError) {
        skipWhitespace()
        guard current == byte else { throw failure(what) }
        index += 1
    }

    /// `{name}`, `{name, type}`, `{name, type, style}`, or a plural, selectordinal or select argument.
    private mutating func argument(depth: Int) throws(ICUMessageError) -> ICUMessage.Part {
        index += 1 // {
        let name = try identifier("an argument name")
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .argument(name: name, type: nil, style: nil)
        }
        try expect(UInt8(ascii: ","), "',' or '}' after the argument name '\(name)'")
        let type = try identifier("an argument type (number, plural, select, …)")
        switch type {
        case "plural", "selectordinal", "select":
            guard depth < ICUMessage.maximumDepth else { throw failure("arguments nested at most \(ICUMessage.maximumDepth) deep") }
            try expect(UInt8(ascii: ","), "',' after '\(type)'")
            var offset = 0
            skipWhitespace()
            if type != "select", bytes[index...].starts(with: "offset:".utf8) {
                index += 7
                skipWhitespace()
                let start = index
                while let byte = current, byte >= 0x30 && byte <= 0x39 { index += 1 }
                guard index > start, let value = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) else {
                    throw failure("a number after 'offset:'")
                }
                offset = value
            }
            var cases: [ICUMessage.Case] = []
            while true {
                skipWhitespace()
                if current == UInt8(ascii: "}") { index += 1; break }
                let selector: String
                if current == UInt8(ascii: "="), type != "select" {
                    index += 1
                    let start = index
                    while let byte = current, (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") { index += 1 }
                    guard index > start else { throw failure("a number after '='") }
                    selector = "=" + String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                } else {
                    selector = try identifier("a case keyword (one, other, …) or '}'")
                }
                if cases.contains(where: { $0.selector == selector }) {
                    throw failure("each case once ('\(selector)' is repeated)")
                }
                try expect(UInt8(ascii: "{"), "'{' opening the '\(selector)' case")
                let message = try message(depth: depth + 1, inPlural: type != "select")
                try expect(UInt8(ascii: "}"), "'}' closing the '\(selector)' case")
                cases.append(ICUMessage.Case(selector, message))
            }
            guard cases.contains(where: { $0.selector == "other" }) else {
                index -= 1
                throw failure("an 'other' case, which every \(type) argument needs")
            }
            return type == "select" ? .select(name: name, cases: cases)
                : .plural(name: name, isOrdinal: type == "selectordinal", offset: offset, cases: cases)
        default:
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .argument(name: name, type: type, style: nil)
            }
            try expect(UInt8(ascii: ","), "',' or '}' after the type '\(type)'")
            // The style runs to the matching `}`, nested braces and quoting included (date skeletons, ::currency/EUR).
            // As in ICU, it is kept as written, apostrophes and all: they mean something to the style's own syntax.
            var style: [UInt8] = []
            var nesting = 0
            while let byte = current {
                if byte == UInt8(ascii: "'") {
                    style.append(byte)
                    index += 1
                    while let quoted = current, quoted != UInt8(ascii: "'") { style.append(quoted); index += 1 }
                    guard let closing = current else { break }
                    style.append(closing)
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "{") { nesting += 1 }
                if byte == UInt8(ascii: "}") {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                style.append(byte)
                index += 1
            }
            try expect(UInt8(ascii: "}"), "'}' closing the argument '\(name)'")
            let trimmed = String(decoding: style, as: UTF8.self).trimmedOfWhitespace
            return .argument(name: name, type: type, style: trimmed)
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and line breaks. Trimmed by Unicode scalar, not by Character: a
    /// space followed by a combining mark is one Character, and the mark must stay while the space goes, as the
    /// byte-wise readers skip it.
    var trimmedOfWhitespace: String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
