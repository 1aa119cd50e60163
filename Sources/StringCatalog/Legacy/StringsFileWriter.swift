import Foundation

extension StringsFile {
    /// The table as Xcode writes `.strings` files: UTF-8, each entry as `/* comment */` on its own line
    /// (when it has one) followed by `"key" = "value";`, and a blank line between entries.
    public func encoded() -> Data {
        var text = ""
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { text += "\n" }
            if let comment = entry.comment { text += Self.commentLines(comment) }
            text += "\"" + Self.escaped(entry.key) + "\" = \"" + Self.escaped(entry.value) + "\";\n"
        }
        return Data(text.utf8)
    }

    /// Writes `encoded()` atomically (a temporary file renamed over `url`).
    public func write(to url: URL) throws {
        try encoded().write(to: url, options: .atomic)
    }

    /// `/* comment */`, or `//` lines when the comment contains `*/` and a block comment would end early.
    static func commentLines(_ comment: String) -> String {
        guard comment.contains("*/") else { return "/* " + comment + " */\n" }
        return comment.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "// " + $0 + "\n" }.joined()
    }

    /// Escapes a key or value for a double-quoted `.strings` string.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\U" + String(format: "%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
