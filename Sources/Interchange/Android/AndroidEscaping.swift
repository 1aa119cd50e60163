/// Android's string escaping, both ways, as aapt reads resources or as Compose Multiplatform does.
///
/// aapt turns `\n`, `\t`, `\uXXXX` and `\` before any other character into that character, removes unescaped
/// double quotes (which keep the whitespace between them), collapses every other run of whitespace into one
/// space and trims it at both ends; an unescaped apostrophe is an error, and `@` or `?` at the start makes a
/// reference. Compose Multiplatform reads only `\n`, `\t`, `\uXXXX` and `\\`, and keeps everything else as
/// written.
public enum AndroidFlavor: String, Sendable, Hashable, CaseIterable {
    case aapt
    case compose
}

package enum AndroidEscaping {
    /// `text` escaped for a resource's character data (before XML escaping).
    package static func escape(_ text: String, flavor: AndroidFlavor) -> String {
        switch flavor {
        case .aapt: escapeForAapt(text)
        case .compose: escapeForCompose(text)
        }
    }

    private static func escapeForAapt(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        // Quotes keep spaces aapt would trim or collapse.
        let needsQuotes = scalars.first == " " || scalars.last == " "
            || zip(scalars, scalars.dropFirst()).contains { $0 == " " && $1 == " " }
        var output = needsQuotes ? "\"" : ""
        output.reserveCapacity(text.utf8.count + 8)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": output += "\\\\"
            case "'": output += "\\'"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "@" where index == 0, "?" where index == 0: output += "\\" + String(scalar)
            default: appendOrUnicodeEscape(scalar, to: &output)
            }
        }
        if needsQuotes { output += "\"" }
        return output
    }

    private static func escapeForCompose(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default: appendOrUnicodeEscape(scalar, to: &output)
            }
        }
        return output
    }

    /// Characters XML cannot hold, and whitespace aapt would collapse, as `\uXXXX`.
    private static func appendOrUnicodeEscape(_ scalar: Unicode.Scalar, to output: inout String) {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0xFFFE, 0xFFFF:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default:
            output.unicodeScalars.append(scalar)
        }
    }

    /// One piece of a resource's content: character data (references resolved) or markup kept as written.
    package enum Segment: Hashable {
        case text(String)
        case markup(String)
    }

    /// The string a resource's content means. aapt's rules run across the segments (a quote may span markup);
    /// markup is kept as written for aapt and dropped (its text kept) for Compose, as each does.
    package static func unescape(_ segments: [Segment], flavor: AndroidFlavor) -> (value: String, unescapedApostrophe: Bool) {
        switch flavor {
        case .aapt: return unescapeAsAapt(segments)
        case .compose:
            let text = segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
            return (unescapeAsCompose(text), false)
        }
    }

    private static func unescapeAsAapt(_ segments: [Segment]) -> (value: String, unescapedApostrophe: Bool) {
        var output = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var started = false
        var apostrophe = false
        func flushSpace() {
            if pendingSpace, started { output.append(" ") }
            pendingSpace = false
        }
        for segment in segments {
            switch segment {
            case .markup(let markup):
                flushSpace()
                output.append(contentsOf: markup.unicodeScalars)
                started = true
            case .text(let text):
                let scalars = Array(text.unicodeScalars)
                var index = 0
                while index < scalars.count {
                    let scalar = scalars[index]
                    index += 1
                    if scalar == "\\", index < scalars.count {
                        let escaped = scalars[index]
                        index += 1
                        flushSpace()
                        started = true
                        switch escaped {
                        case "n": output.append("\n")
                        case "t": output.append("\t")
                        case "u":
                            if let decoded = hexScalar(scalars[index..<min(index + 4, scalars.count)]) {
                                output.append(decoded)
                                index += 4
                            } else {
                                output.append("u")
                            }
                        default: output.append(escaped)
                        }
                        continue
                    }
                    if scalar == "\\" { continue } // a lone backslash at the very end
                    if scalar == "\"" { quoted.toggle(); started = started || quoted; continue }
                    if !quoted, isSpace(scalar) { pendingSpace = true; continue }
                    if !quoted, scalar == "'" { apostrophe = true }
                    flushSpace()
                    output.append(scalar)
                    started = true
                }
            }
        }
        return (String(output), apostrophe)
    }

    /// Four hexadecimal digits as the scalar they name.
    private static func hexScalar(_ digits: ArraySlice<Unicode.Scalar>) -> Unicode.Scalar? {
        guard digits.count == 4 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard digit.isASCII, let nibble = UInt32(String(digit), radix: 16) else { return nil }
            value = value << 4 | nibble
        }
        return Unicode.Scalar(value)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
    }

    private static func unescapeAsCompose(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                output.append(scalar)
                index += 1
                continue
            }
            switch scalars[index + 1] {
            case "\\": output.append("\\"); index += 2
            case "n": output.append("\n"); index += 2
            case "t": output.append("\t"); index += 2
            case "u" where index + 6 <= scalars.count:
                if let decoded = hexScalar(scalars[(index + 2)..<(index + 6)]) {
                    output.append(decoded)
                    index += 6
                } else {
                    output.append(scalar)
                    index += 1
                }
            default:
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }
}
