/// A JSON value whose object members keep their order and where they are, for the i18next, FormatJS and ARB
/// readers (reports name the line of each key; a repeated key is an error, not a silent loss).
public indirect enum OrderedJSON: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: OrderedJSON
        /// The UTF-8 offset of the key's opening quote.
        public var offset: Int
    }

    case object([Member])
    case array([OrderedJSON])
    case string(String)
    /// The number as written.
    case number(String)
    case bool(Bool)
    case null

    /// The deepest nesting read.
    public static let maximumDepth = 256

    /// Parses a UTF-8 JSON document (a byte order mark is skipped).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String?) throws(InterchangeReadError) -> OrderedJSON {
        var parser = OrderedJSONParser(bytes: bytes, path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("the end of the document") }
        return value
    }

    public static func parse(_ text: [UInt8], path: String?) throws(InterchangeReadError) -> OrderedJSON {
        try text.withUnsafeBufferPointer { bytes throws(InterchangeReadError) in try parse(bytes, path: path) }
    }
}

private struct OrderedJSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String?
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, path: String?) {
        self.bytes = bytes
        self.path = path
    }

    func failure(_ expected: String, at offset: Int? = nil) -> InterchangeReadError {
        let offset = offset ?? index
        let (line, column) = InterchangeReadError.position(of: offset, in: bytes)
        let found: String
        if offset >= bytes.count {
            found = "the end of the document"
        } else {
            let end = min(offset + 12, bytes.count)
            found = "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
                .prefix { $0 != "\n" } + "'"
        }
        return InterchangeReadError(path: path, line: line, column: column, message: "expected \(expected), found \(found)")
    }

    mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func value(depth: Int) throws(InterchangeReadError) -> OrderedJSON {
        skipWhitespace()
        guard depth < OrderedJSON.maximumDepth else { throw failure("objects and arrays nested at most \(OrderedJSON.maximumDepth) deep") }
        guard index < bytes.count else { throw failure("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [OrderedJSON.Member] = []
            var seen: [String: Int] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object([]) }
            while true {
                skipWhitespace()
                let offset = index
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("a member name in quotes") }
                let key = try string()
                if let first = seen[key] {
                    let (line, _) = InterchangeReadError.position(of: first, in: bytes)
                    throw failure("each key once in an object ('\(key)' is also on line \(line))", at: offset)
                }
                seen[key] = offset
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("':' after a member name") }
                index += 1
                members.append(OrderedJSON.Member(key: key, value: try value(depth: depth + 1), offset: offset))
                skipWhitespace()
                guard index < bytes.count else { throw failure("',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw failure("',' or '}'")
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [OrderedJSON] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array([]) }
            while true {
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw failure("',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                throw failure("',' or ']'")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true"); return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false"); return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            index += 1
            while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard text.last?.isNumber == true, Double(text) != nil else { throw failure("a number", at: start) }
            return .number(text)
        default:
            throw failure("a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(InterchangeReadError) {
        let length = word.utf8CodeUnitCount
        guard bytes.count - index >= length,
              (0..<length).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) else { throw failure("\(word)") }
        index += length
    }

    /// A string at the cursor (on its quote), escapes resolved; raw control characters and invalid UTF-8 refused.
    private mutating func string() throws(InterchangeReadError) -> String {
        index += 1
        let start = index
        var output: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard let raw = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) else {
                    throw failure("valid UTF-8 text", at: start)
                }
                let result = output.map { String(decoding: $0, as: UTF8.self) } ?? raw
                index += 1
                return result
            }
            if byte < 0x20 { throw failure("a character other than a raw control character (write \\n, \\t, \\u0000)") }
            if byte == UInt8(ascii: "\\") {
                if output == nil { output = Array(bytes[start..<index]) }
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output!.append(escaped)
                case UInt8(ascii: "b"): output!.append(0x08)
                case UInt8(ascii: "f"): output!.append(0x0C)
                case UInt8(ascii: "n"): output!.append(0x0A)
                case UInt8(ascii: "r"): output!.append(0x0D)
                case UInt8(ascii: "t"): output!.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try hexQuad()
                    if (0xD800...0xDBFF).contains(value), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("a low surrogate after a high one", at: index - 6) }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw failure("a Unicode scalar, not a lone surrogate", at: index - 6) }
                    output!.append(contentsOf: UTF8.encode(scalar)!)
                default:
                    throw failure("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: index - 2)
                }
                continue
            }
            output?.append(byte)
            index += 1
        }
        throw failure("'\"' closing the string", at: start - 1)
    }

    private mutating func hexQuad() throws(InterchangeReadError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}

extension OrderedJSON {
    /// The value of member `key` of an object.
    public subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
