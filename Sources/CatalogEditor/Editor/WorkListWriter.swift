import Diagnostics
import Foundation

/// Writes the work list's JSON straight into UTF-8 bytes: tens of thousands of rows, where building a
/// `JSONText` tree and escaping it scalar by scalar costs most of a second.
struct WorkListWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// JSON rendered elsewhere.
    mutating func append(_ json: String) {
        bytes.append(contentsOf: json.utf8)
    }

    /// `value` as a quoted JSON string: runs of bytes that need no escape are copied at once.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                default:
                    raw("\\u00")
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// One key as the work list shows it in one language. Short member names: the list carries every key.
struct WorkListRow {
    var catalog: Int
    var key: String
    var status: String
    var source: String
    var translation: String
    var comment: String?
    /// Ids of the rules that report the key in the language.
    var findings: [String]

    var json: JSONText {
        .object([
            ("c", .int(catalog)), ("k", .string(key)), ("s", .string(status)), ("src", .string(source)),
            ("t", .string(translation)), ("m", .string(comment)), ("f", .array(findings.map { .string($0) })),
        ])
    }

    func write(to writer: inout WorkListWriter) {
        writer.raw("{\"c\":")
        writer.int(catalog)
        writer.raw(",\"k\":")
        writer.string(key)
        writer.raw(",\"s\":")
        writer.string(status)
        writer.raw(",\"src\":")
        writer.string(source)
        writer.raw(",\"t\":")
        writer.string(translation)
        if let comment {
            writer.raw(",\"m\":")
            writer.string(comment)
        }
        writer.raw(",\"f\":[")
        for (index, finding) in findings.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(finding)
        }
        writer.raw("]}")
    }
}
