/// Text written into generated Swift: string literals and doc-comment lines.
enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes included: `\`, `"` and invisible characters escaped, so
    /// the literal is exactly the text (keys are compared byte for byte at run time).
    static func string(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlainASCII) { return "\"" + text + "\"" }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The lines of `text` for a doc comment, invisible characters other than tabs shown as `\u{…}`.
    static func commentLines(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ isPlainASCII($0) || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) { return [text] }
        var lines: [String] = []
        var line = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" {
                if previous != "\r" { lines.append(line) }
                line = ""
            } else if scalar == "\r" {
                lines.append(line)
                line = ""
            } else if scalar != "\t", isInvisible(scalar) {
                line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        lines.append(line)
        return lines
    }

    /// Printable ASCII that a string literal holds as it is.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Control and format characters and line or paragraph separators, which would be invisible (or end
    /// a line) in source code.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return true
        default: return false
        }
    }
}
