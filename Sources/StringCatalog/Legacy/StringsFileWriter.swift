import Foundation

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

    /// Writes `encoded()` atomically (a temporary file renamed over `url`).
    public func write(to url: URL) throws {
        try encoded().write(to: url, options: .atomic)
    }

    /// `/* comment */`, or `//` lines when the comment contains `*/` and a block comment would end early.
    static func appendComment(_ comment: String, to output: inout [UInt8]) {
        let bytes = comment.utf8
        let closesEarly = zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: "*") && $1 == UInt8(ascii: "/") }
        if !closesEarly {
            output.append(contentsOf: "/* ".utf8)
            output.append(contentsOf: bytes)
            output.append(contentsOf: " */\n".utf8)
            return
        }
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            output.append(contentsOf: "// ".utf8)
            output.append(contentsOf: line.utf8)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// Appends a key or value escaped for a double-quoted `.strings` string: quotes, backslashes and
    /// control characters are escaped (`\n`, `\t`, `\r`, others as `\U00XX`); everything else is raw UTF-8.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        let needsEscaping = { (byte: UInt8) in
            byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
        if !text.utf8.contains(where: needsEscaping) {
            output.append(contentsOf: text.utf8)
            return
        }
        let hexDigits = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F:
                output += [UInt8(ascii: "\\"), UInt8(ascii: "U"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                           hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
    }
}
