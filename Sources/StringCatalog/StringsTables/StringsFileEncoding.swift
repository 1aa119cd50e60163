import Foundation

/// The text encodings a `.strings` file may use. Like Foundation, the encoding is taken from the byte
/// order mark alone: `FF FE` is UTF-16LE, `FE FF` UTF-16BE, and anything else is UTF-8 (with or
/// without `EF BB BF`). No guessing from zero bytes.
public enum StringsFileEncoding: Sendable, Hashable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian

    /// The encoding announced by `data`'s byte order mark, and the mark's length.
    static func detect(_ data: Data) -> (StringsFileEncoding, bomLength: Int) {
        let prefix = Array(data.prefix(3))
        if prefix.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if prefix.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        return (.utf8, 0)
    }

    /// The file's text as validated UTF-8 bytes without byte order mark.
    static func utf8Bytes(of data: Data, path: String?) throws -> (bytes: [UInt8], encoding: StringsFileEncoding) {
        let (encoding, bomLength) = detect(data)
        let body = data.dropFirst(bomLength)
        switch encoding {
        case .utf8:
            let bytes = body.withUnsafeBytes { [UInt8]($0) }
            if let bad = firstInvalidUTF8Offset(bytes) {
                let (line, column) = TextPosition.lineAndColumn(of: bad, in: bytes)
                throw LegacyFormatError(path: path, line: line, column: column, expected: "UTF-8 text",
                                        found: String(format: "byte 0x%02X", bytes[bad]))
            }
            return (bytes, .utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            return (try utf8Bytes(fromUTF16: body, littleEndian: encoding == .utf16LittleEndian, path: path), encoding)
        }
    }

    /// Transcodes UTF-16 to UTF-8 in one pass, rejecting unpaired surrogates and an odd byte count.
    private static func utf8Bytes(fromUTF16 body: Data, littleEndian: Bool, path: String?) throws -> [UInt8] {
        try body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> [UInt8] in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(raw.count / 2 + raw.count / 8)
            func unit(_ index: Int) -> UInt32 {
                let first = UInt32(raw[2 * index]), second = UInt32(raw[2 * index + 1])
                return littleEndian ? first | second << 8 : first << 8 | second
            }
            let count = raw.count / 2
            var index = 0
            while index < count {
                let value = unit(index)
                index += 1
                switch value {
                case 0..<0x80:
                    bytes.append(UInt8(value))
                case 0x80..<0x800:
                    bytes += [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)]
                case 0xD800..<0xDC00:
                    guard index < count, case let low = unit(index), (0xDC00..<0xE000).contains(low) else {
                        throw error(path, bytes, "valid UTF-16 text", found: "an unpaired surrogate")
                    }
                    index += 1
                    let scalar = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                    bytes += [UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F),
                              UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
                case 0xDC00..<0xE000:
                    throw error(path, bytes, "valid UTF-16 text", found: "an unpaired surrogate")
                default:
                    bytes += [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
                }
            }
            if raw.count % 2 != 0 {
                throw error(path, bytes, "an even number of bytes in UTF-16 text", found: "a lone last byte")
            }
            return bytes
        }
    }


    private static func error(_ path: String?, _ decoded: [UInt8], _ expected: String, found: String) -> LegacyFormatError {
        let (line, column) = TextPosition.lineAndColumn(of: decoded.count, in: decoded)
        return LegacyFormatError(path: path, line: line, column: column, expected: expected, found: found)
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        // Fast path: ASCII-only or valid text is the norm.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
