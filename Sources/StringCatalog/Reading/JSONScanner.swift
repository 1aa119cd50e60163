/// A cursor over the UTF-8 bytes of one JSON document.
///
/// The catalog reader drives it directly into the model (no intermediate tree), so it offers the
/// primitives a hand-written recursive-descent reader needs: objects member by member, strings,
/// integers, booleans and arbitrary values for fields the model does not know. Every failure is a
/// `CatalogReadError` pointing at the offending byte.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String?
    var index: Int = 0
    /// How many localizations the previous entry had: most entries have the same languages, so
    /// reserving that many avoids growing each dictionary step by step.
    var localizationCountHint = 0
    /// Objects and arrays currently open; bounded so hostile input cannot overflow the stack.
    var depth: Int = 0
    static let maximumDepth = 512
    /// How repeated members whose values conflict are settled.
    var duplicateResolution: DuplicateResolution = .refuseConflicts
    /// Members read twice in one object, merged as they were read; located when the document ends.
    var duplicates: [DuplicateOccurrence] = []
    /// When set, the entries of `strings` are not read but their bytes located here (see `skimEntries`).
    var skimmedEntries: SkimmedEntries?

    init(bytes: UnsafeBufferPointer<UInt8>, path: String?) {
        self.bytes = bytes
        self.path = path
    }

    // MARK: Bytes and whitespace

    /// The byte at the cursor, or `nil` at the end.
    @inline(__always)
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case .space, .newline, .tab, .carriageReturn: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` after optional whitespace, or fails naming `expected`.
    @inline(__always)
    mutating func consume(_ byte: UInt8, expected: @autoclosure () -> String) throws(CatalogReadError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { throw failure(expected: expected()) }
        index += 1
    }

    // MARK: Objects

    /// A member key: where it is and its bytes (decoded only when it contains escapes).
    struct Key {
        /// Offset of the opening quote, for error messages.
        var offset: Int
        /// Offset of the enclosing object's `{`, to find an earlier member of the same name.
        var objectStart: Int
        var start: Int
        var end: Int
        /// The decoded key when the raw bytes contain escapes.
        var unescaped: String?
    }

    /// Reads an object, calling `body` for each member with the cursor at the member's value.
    /// `body` must consume exactly the value.
    @inline(__always)
    mutating func readObject(
        _ what: @autoclosure () -> String,
        _ body: (inout JSONScanner, Key) throws(CatalogReadError) -> Void
    ) throws(CatalogReadError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == .openBrace else { throw typeMismatch(expected: what()) }
        try enterContainer()
        let objectStart = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == .closeBrace {
            index += 1
            depth -= 1
            return
        }
        while true {
            guard index < bytes.count, bytes[index] == .quote else {
                throw failure(expected: "a string key")
            }
            let key = try readKey(objectStart: objectStart)
            try consume(.colon, expected: "':' after the key")
            skipWhitespace()
            try body(&self, key)
            skipWhitespace()
            guard index < bytes.count else { throw failure(expected: "',' or '}'") }
            switch bytes[index] {
            case .comma:
                index += 1
                skipWhitespace()
            case .closeBrace:
                index += 1
                depth -= 1
                return
            default:
                throw failure(expected: "',' or '}'")
            }
        }
    }

    /// Reads an array, calling `body` with the cursor at each element.
    mutating func readArray(_ body: (inout JSONScanner) throws(CatalogReadError) -> Void) throws(CatalogReadError) {
        try consume(.openBracket, expected: "an array")
        try enterContainer()
        skipWhitespace()
        if index < bytes.count, bytes[index] == .closeBracket {
            index += 1
            depth -= 1
            return
        }
        while true {
            try body(&self)
            skipWhitespace()
            guard index < bytes.count else { throw failure(expected: "',' or ']'") }
            switch bytes[index] {
            case .comma:
                index += 1
                skipWhitespace()
            case .closeBracket:
                index += 1
                depth -= 1
                return
            default:
                throw failure(expected: "',' or ']'")
            }
        }
    }

    private mutating func enterContainer() throws(CatalogReadError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure(expected: "at most \(Self.maximumDepth) levels of nesting")
        }
    }

    private mutating func readKey(objectStart: Int) throws(CatalogReadError) -> Key {
        let offset = index
        let (start, end, escaped) = try scanString()
        return Key(offset: offset, objectStart: objectStart, start: start, end: end,
                   unescaped: escaped ? try unescape(start, end) : nil)
    }

    /// Whether `key` is exactly `name` (an ASCII field name).
    @inline(__always)
    func key(_ key: Key, is name: StaticString) -> Bool {
        if let unescaped = key.unescaped { return unescaped == name.description }
        let length = key.end - key.start
        guard length == name.utf8CodeUnitCount else { return false }
        let pointer = name.utf8Start
        for offset in 0..<length where bytes[key.start + offset] != pointer[offset] { return false }
        return true
    }

    /// The key as a `String`.
    func string(of key: Key) -> String {
        key.unescaped ?? makeString(key.start, key.end)
    }

    /// Reads an object whose members all have the same shape into a dictionary.
    @inline(__always)
    mutating func readMap<MapKey: CatalogMapKey, Value: ThreeWayMergeable>(
        _ what: @autoclosure () -> String,
        key makeKey: (String) -> MapKey,
        reservingCapacity capacity: Int = 0,
        _ readValue: (inout JSONScanner) throws(CatalogReadError) -> Value
    ) throws(CatalogReadError) -> [MapKey: Value] {
        var map: [MapKey: Value] = [:]
        if capacity > 0 { map.reserveCapacity(capacity) }
        try readObject(what()) { (scanner, key) throws(CatalogReadError) in
            let value = try readValue(&scanner)
            try scanner.insertOnce(value, forKey: makeKey(scanner.string(of: key)), into: &map, key)
        }
        return map
    }

    // A member repeated in one object (the trace of a bad merge, or a hand-edited `"version"`) is
    // merged with the earlier one (see `mergeDuplicate`), never dropped; the fast paths below only
    // check that the member is new.

    /// Inserts a member's value, merging it with an earlier member of the same name.
    @inline(__always)
    mutating func insertOnce<MapKey: CatalogMapKey, Value: ThreeWayMergeable>(
        _ value: consuming Value, forKey mapKey: MapKey, into map: inout [MapKey: Value], _ key: Key
    ) throws(CatalogReadError) {
        guard let previous = map.updateValue(value, forKey: mapKey), let index = map.index(forKey: mapKey) else { return }
        // Swift's String equality is canonical equivalence, so "é" precomposed and "e" + U+0301 meet
        // here although Xcode keeps them apart; merging them would lose a key.
        let existing = map.keys[index].text
        if !existing.utf8.elementsEqual(mapKey.text.utf8) {
            throw makeError(.duplicateKey, at: key.offset,
                            expected: "keys that differ in more than Unicode normalization",
                            found: quoted(mapKey.text) + " after the equivalent " + quoted(existing))
        }
        map.values[index] = mergeDuplicate(previous, map.values[index], key)
    }

    /// Sets a known field, merging the value with an earlier one when the field is repeated.
    @inline(__always)
    mutating func setOnce<Value: ThreeWayMergeable>(_ field: inout Value?, _ value: consuming Value, _ key: Key) {
        guard let previous = field else {
            field = value
            return
        }
        field = mergeDuplicate(previous, value, key)
    }

    // MARK: Scalars

    /// Reads a string value.
    mutating func readString(_ what: @autoclosure () -> String) throws(CatalogReadError) -> String {
        guard index < bytes.count, bytes[index] == .quote else { throw typeMismatch(expected: what()) }
        let (start, end, escaped) = try scanString()
        return escaped ? try unescape(start, end) : makeString(start, end)
    }

    /// Reads `true` or `false`.
    mutating func readBool(_ what: @autoclosure () -> String) throws(CatalogReadError) -> Bool {
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        throw typeMismatch(expected: what())
    }

    /// Reads a JSON number that is an integer (no fraction or exponent) fitting in `Int`.
    mutating func readInteger(_ what: @autoclosure () -> String) throws(CatalogReadError) -> Int {
        let start = index
        guard let byte = current, byte == .minus || byte.isDigit else { throw typeMismatch(expected: what()) }
        let end = try scanNumber()
        var value = 0
        var negative = false
        for position in start..<end {
            let byte = bytes[position]
            if byte == .minus { negative = true; continue }
            guard byte.isDigit else {
                index = start
                throw typeMismatch(expected: what())
            }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte &- .zero))
            if overflow1 || overflow2 {
                index = start
                throw typeMismatch(expected: what())
            }
            value = sum
        }
        return negative ? -value : value
    }

    /// Reads any JSON value, keeping numbers as their literal text.
    mutating func readValue() throws(CatalogReadError) -> JSONValue {
        guard let byte = current else { throw failure(expected: "a value") }
        switch byte {
        case .openBrace:
            var members: [String: JSONValue] = [:]
            try readObject("an object") { (scanner, key) throws(CatalogReadError) in
                let value = try scanner.readValue()
                try scanner.insertOnce(value, forKey: scanner.string(of: key), into: &members, key)
            }
            return .object(members)
        case .openBracket:
            var elements: [JSONValue] = []
            try readArray { (scanner) throws(CatalogReadError) in elements.append(try scanner.readValue()) }
            return .array(elements)
        case .quote:
            return .string(try readString("a string"))
        case .minus, .zero ... .nine:
            let start = index
            let end = try scanNumber()
            return .number(makeString(start, end))
        default:
            if matchLiteral("true") { return .bool(true) }
            if matchLiteral("false") { return .bool(false) }
            if matchLiteral("null") { return .null }
            throw failure(expected: "a value")
        }
    }

    private mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard bytes.count - index >= length else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        index += length
        return true
    }

    /// Scans a number per RFC 8259 and returns its end; the cursor moves past it.
    private mutating func scanNumber() throws(CatalogReadError) -> Int {
        if current == .minus { index += 1 }
        guard let first = current, first.isDigit else { throw failure(expected: "a digit") }
        index += 1
        if first != .zero { skipDigits() }
        if current == .period {
            index += 1
            guard current?.isDigit == true else { throw failure(expected: "a digit after '.'") }
            skipDigits()
        }
        if current == .lowercaseE || current == .uppercaseE {
            index += 1
            if current == .plus || current == .minus { index += 1 }
            guard current?.isDigit == true else { throw failure(expected: "a digit in the exponent") }
            skipDigits()
        }
        return index
    }

    private mutating func skipDigits() {
        while index < bytes.count, bytes[index].isDigit { index += 1 }
    }

    // MARK: Strings

    /// Scans a string starting at its opening quote, validating UTF-8 and rejecting raw control
    /// characters. Returns the content's bounds and whether it contains escapes; escapes themselves
    /// are checked by `unescape`.
    @inline(__always)
    private mutating func scanString() throws(CatalogReadError) -> (start: Int, end: Int, escaped: Bool) {
        index += 1
        let start = index
        var escaped = false
        let count = bytes.count
        guard let base = bytes.baseAddress else { throw failure(expected: "'\"'") }
        var position = index
        while position < count {
            let byte = base[position]
            if byte >= 0x20 && byte < 0x80 {
                if byte == .quote {
                    index = position + 1
                    return (start, position, escaped)
                }
                if byte == .backslash {
                    escaped = true
                    // Skip the escaped character so `\"` does not end the string; a non-ASCII one is
                    // left for UTF-8 validation and reported by `unescape`.
                    position += position + 1 < count && base[position + 1] < 0x80 ? 2 : 1
                    continue
                }
                position += 1
            } else if byte < 0x20 {
                index = position
                throw failure(expected: "'\"' or an escaped control character (\\n, \\t, \\u00XX)")
            } else {
                let length = validUTF8SequenceLength(at: position)
                guard length > 0 else {
                    if isCutCharacter(at: position) {
                        index = count
                        throw failure(expected: "'\"' to close the string")
                    }
                    index = position
                    throw makeError(.invalidUTF8, at: position, expected: "valid UTF-8",
                                    found: String(format2Hex: base[position]))
                }
                position += length
            }
        }
        index = count
        throw failure(expected: "'\"' to close the string")
    }

    /// The length of the valid UTF-8 sequence starting with a non-ASCII byte at `position`, or 0.
    private func validUTF8SequenceLength(at position: Int) -> Int {
        let lead = bytes[position]
        let remaining = bytes.count - position
        @inline(__always) func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            offset < remaining && range.contains(bytes[position + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// Whether the bytes from `position` to the end are the start of a multi-byte character the
    /// end of the file cuts off.
    private func isCutCharacter(at position: Int) -> Bool {
        let lead = bytes[position]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard length > 0, position + length > bytes.count else { return false }
        return bytes[(position + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
    }

    /// A string from already validated UTF-8 bytes.
    @inline(__always)
    func makeString(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Decodes a string's content that contains escapes.
    private func unescape(_ start: Int, _ end: Int) throws(CatalogReadError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var position = start
        while position < end {
            let byte = bytes[position]
            guard byte == .backslash else {
                output.append(byte)
                position += 1
                continue
            }
            let escape = position + 1 < end ? bytes[position + 1] : 0
            switch escape {
            case .quote, .backslash, .slash: output.append(escape)
            case .lowercaseB: output.append(0x08)
            case .lowercaseF: output.append(0x0C)
            case .lowercaseN: output.append(.newline)
            case .lowercaseR: output.append(.carriageReturn)
            case .lowercaseT: output.append(.tab)
            case .lowercaseU:
                var scalar = try hexQuad(at: position + 2, end: end)
                var length = 6
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = position + 7 < end && bytes[position + 6] == .backslash
                        && bytes[position + 7] == .lowercaseU ? try hexQuad(at: position + 8, end: end) : 0
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw makeError(.syntax, at: position + 6, expected: "a \\u escape of a low surrogate",
                                        found: describeToken(at: position + 6))
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    length = 12
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw makeError(.syntax, at: position, expected: "a Unicode scalar",
                                    found: "a lone low surrogate")
                }
                output.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                position += length
                continue
            default:
                throw makeError(.syntax, at: position, expected: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                                found: describeToken(at: position + 1).replacingFirstQuote())
            }
            position += 2
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func hexQuad(at position: Int, end: Int) throws(CatalogReadError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard position + offset < end, let digit = bytes[position + offset].hexValue else {
                throw makeError(.syntax, at: min(position + offset, end), expected: "four hex digits after \\u",
                                found: describeToken(at: min(position + offset, end)))
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: Errors

    /// The error for an unexpected token at the cursor.
    func failure(expected: String) -> CatalogReadError {
        let kind: CatalogReadError.Kind = isAtTruncation ? .truncated : .syntax
        return makeError(kind, at: index, expected: expected, found: describeToken(at: index))
    }

    /// The error for a value of the wrong type at the cursor (a schema error when it is a valid value).
    func typeMismatch(expected: String) -> CatalogReadError {
        guard let byte = current, !isAtTruncation else { return failure(expected: expected) }
        switch byte {
        case .quote, .openBrace, .openBracket, .minus, .zero ... .nine, .lowercaseT, .lowercaseF, .lowercaseN:
            return makeError(.schema, at: index, expected: expected, found: describeToken(at: index))
        default:
            return failure(expected: expected)
        }
    }

    /// Whether the file ends at the cursor or inside a literal that starts there (`tr`, `nul`).
    private var isAtTruncation: Bool {
        guard index < bytes.count else { return true }
        let rest = bytes[index...]
        return ["true", "false", "null"].contains { word in rest.count < word.utf8.count && word.utf8.starts(with: rest) }
    }

    /// A schema error (wrong type, missing field) at `offset`.
    func schemaError(at offset: Int, expected: String, found: String? = nil) -> CatalogReadError {
        makeError(.schema, at: offset, expected: expected, found: found ?? describeToken(at: offset))
    }

    func makeError(_ kind: CatalogReadError.Kind, at offset: Int, expected: String, found: String) -> CatalogReadError {
        let (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
        return CatalogReadError(kind: kind, path: path, line: line, column: column, offset: offset,
                                expected: expected, found: found)
    }

    /// Names the token at `offset` in words: `a string`, `'}'`, `end of file`.
    func describeToken(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        switch byte {
        case .quote: return "a string"
        case .openBrace: return "an object"
        case .openBracket: return "an array"
        case .minus, .zero ... .nine: return "a number"
        case .newline: return "a line break"
        case .tab: return "a tab"
        case 0..<0x20, 0x7F: return "control character \(String(format2Hex: byte))"
        case 0x20..<0x7F:
            for word in ["true", "false", "null"] where bytes[offset...].starts(with: word.utf8) { return word }
            return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            let length = validUTF8SequenceLength(at: offset)
            guard length > 0 else { return String(format2Hex: byte) }
            return "'\(makeString(offset, offset + length))'"
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }
}

/// A dictionary key of the model with the text it was read from.
package protocol CatalogMapKey: Hashable {
    var text: String { get }
}

extension String: CatalogMapKey {
    package var text: String { self }
}

extension PluralCategory: CatalogMapKey {
    package var text: String { rawValue }
}

extension DeviceKind: CatalogMapKey {
    package var text: String { rawValue }
}

private extension String {
    /// `byte 0xFF`.
    init(format2Hex byte: UInt8) {
        let digits = String(byte, radix: 16, uppercase: true)
        self = "byte 0x" + (digits.count == 1 ? "0" : "") + digits
    }

    /// `'x'` becomes `'\x'` to show the escape as written.
    func replacingFirstQuote() -> String {
        hasPrefix("'") ? "'\\" + dropFirst() : self
    }
}
