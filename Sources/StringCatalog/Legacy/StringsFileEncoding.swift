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
            let bytes = Array(body)
            if let bad = firstInvalidUTF8Offset(bytes) {
                let (line, column) = TextPosition.lineAndColumn(of: bad, in: bytes)
                throw LegacyFormatError(path: path, line: line, column: column, expected: "UTF-8 text",
                                        found: String(format: "byte 0x%02X", bytes[bad]))
            }
            return (bytes, .utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            let little = encoding == .utf16LittleEndian
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var iterator = body.makeIterator()
            while let first = iterator.next() {
                guard let second = iterator.next() else {
                    throw error(path, units, "an even number of bytes in UTF-16 text", found: "a lone last byte")
                }
                units.append(little ? UInt16(first) | UInt16(second) << 8 : UInt16(first) << 8 | UInt16(second))
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(units.count)
            var decoder = UTF16()
            var input = units.makeIterator()
            decoding: while true {
                switch decoder.decode(&input) {
                case .scalarValue(let scalar): bytes.append(contentsOf: UTF8.encode(scalar)!)
                case .emptyInput: break decoding
                case .error:
                    throw error(path, bytes, "valid UTF-16 text", found: "an unpaired surrogate")
                }
            }
            return (bytes, encoding)
        }
    }

    private static func error(_ path: String?, _ decoded: [UInt8], _ expected: String, found: String) -> LegacyFormatError {
        let (line, column) = TextPosition.lineAndColumn(of: decoded.count, in: decoded)
        return LegacyFormatError(path: path, line: line, column: column, expected: expected, found: found)
    }

    private static func error(_ path: String?, _ units: [UInt16], _ expected: String, found: String) -> LegacyFormatError {
        error(path, Array(String(decoding: units, as: UTF16.self).utf8), expected, found: found)
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

/// Line and column (1-based, columns in UTF-8 bytes) of a byte offset.
enum TextPosition {
    static func lineAndColumn(of offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        for byte in bytes {
            if index >= offset { break }
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
        return (line, offset - lineStart + 1)
    }
}
