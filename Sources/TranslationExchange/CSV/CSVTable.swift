/// RFC 4180 CSV: comma-separated fields, CRLF records, fields quoted when they hold a comma, quote, CR or
/// LF, quotes doubled. Written in UTF-8 with a byte-order mark so spreadsheet apps detect the encoding.
public enum CSVTable {
    public static func encode(_ rows: [[String]]) -> [UInt8] {
        var out: [UInt8] = [0xEF, 0xBB, 0xBF]
        for row in rows {
            for (index, field) in row.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                let needsQuotes = field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
                guard needsQuotes else { out.append(contentsOf: field.utf8); continue }
                out.append(UInt8(ascii: "\""))
                for byte in field.utf8 {
                    if byte == UInt8(ascii: "\"") { out.append(byte) }
                    out.append(byte)
                }
                out.append(UInt8(ascii: "\""))
            }
            out.append(contentsOf: [0x0D, 0x0A])
        }
        return out
    }

    /// A parse failure with its 1-based line and column.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): error: \(message)" }
    }

    /// The records of `bytes` with the line each starts on; accepts CRLF or LF records and an optional BOM.
    public static func decode(_ bytes: [UInt8]) throws(ParseError) -> [(line: Int, fields: [String])] {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var rows: [(Int, [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var lineStart = index
        var rowLine = 1
        var quoted = false
        var afterQuote = false
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            afterQuote = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 2
                        continue
                    }
                    quoted = false
                    afterQuote = true
                } else {
                    if byte == 0x0A { line += 1; lineStart = index + 1 }
                    field.append(byte)
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                endField()
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                index += 1
                fallthrough
            case 0x0A:
                endField()
                rows.append((rowLine, fields))
                fields = []
                line += 1
                lineStart = index + 1
                rowLine = line
            case UInt8(ascii: "\"") where field.isEmpty && !afterQuote:
                quoted = true
            default:
                if afterQuote {
                    throw ParseError(line: line, column: index - lineStart + 1, message: "expected a comma or line end after a closing quote")
                }
                field.append(byte)
            }
            index += 1
        }
        if quoted { throw ParseError(line: line, column: index - lineStart + 1, message: "a quoted field is not closed") }
        if !field.isEmpty || !fields.isEmpty || afterQuote {
            endField()
            rows.append((rowLine, fields))
        }
        return rows
    }
}
