import Foundation
import StringCatalog

extension StringsFile {
    /// The table as Xcode writes `.strings` files: UTF-8, each entry as `/* comment */` on its own line
    /// (when it has one) followed by `"key" = "value";`, and a blank line between entries.
    public func encoded() -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(entries.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + ($1.comment?.utf8.count ?? 0) + 16 })
        let separator: [UInt8] = Array(#"" = ""#.utf8), terminator: [UInt8] = Array("\";\n".utf8)
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { output.append(UInt8(ascii: "\n")) }
            if let comment = entry.comment { Self.appendComment(comment, to: &output) }
            output.append(UInt8(ascii: "\""))
            Self.appendEscaped(entry.key, to: &output)
            output.append(contentsOf: separator)
            Self.appendEscaped(entry.value, to: &output)
            output.append(contentsOf: terminator)
        }
        return Data(output)
    }

    /// Writes `encoded()` with `SafeFile` (atomically, respecting links, mode and owner).
    public func write(to url: URL) throws {
        try SafeFile.write(encoded(), to: url)
    }

    /// `/* comment */`, or `//` lines when the comment contains `*/` and a block comment would end early.
    static func appendComment(_ comment: String, to output: inout [UInt8]) {
        var comment = comment
        let closesEarly = comment.withUTF8 { bytes in
            bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "*") && bytes[$0 + 1] == UInt8(ascii: "/") }
        }
        if !closesEarly {
            output.append(contentsOf: "/* ".utf8)
            output.append(contentsOf: comment.utf8)
            output.append(contentsOf: " */\n".utf8)
            return
        }
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            output.append(contentsOf: "// ".utf8)
            output.append(contentsOf: line.utf8)
            output.append(UInt8(ascii: "\n"))
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends a key or value escaped for a double-quoted `.strings` string: quotes, backslashes and
    /// control characters are escaped (`\n`, `\t`, `\r`, others as `\U00XX`); everything else is raw UTF-8.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            let backslash = UInt8(ascii: "\\")
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""), backslash:
                    output.append(backslash)
                    output.append(byte)
                case 0x0A:
                    output.append(backslash)
                    output.append(UInt8(ascii: "n"))
                case 0x0D:
                    output.append(backslash)
                    output.append(UInt8(ascii: "r"))
                case 0x09:
                    output.append(backslash)
                    output.append(UInt8(ascii: "t"))
                case 0..<0x20, 0x7F:
                    output.append(backslash)
                    output.append(contentsOf: "U00".utf8)
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0xF)])
                default:
                    output.append(byte)
                }
            }
        }
    }
}
