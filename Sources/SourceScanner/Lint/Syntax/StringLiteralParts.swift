import SwiftSyntax

extension StringLiteralExprSyntax {
    /// The literal's text segments as written (escapes not processed), interpolations left out.
    var staticText: String {
        var text = ""
        for segment in segments {
            if case .stringSegment(let part) = segment { text += part.content.text }
        }
        return text
    }

    var hasInterpolation: Bool {
        segments.contains { if case .expressionSegment = $0 { true } else { false } }
    }

    /// Whether the literal is a raw string (`#"…"#`), whose escapes differ.
    var isRaw: Bool { openingPounds != nil }

    /// The static text with Swift escapes processed (`\"` → `"`, `\n` → newline, `\u{…}`).
    var unescapedStaticText: String { Self.unescape(staticText, raw: isRaw) }

    static func unescape(_ text: String, raw: Bool) -> String {
        // A byte search: `String.contains` goes through Foundation's NSString search on Linux.
        guard !raw, text.containsBytes("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let next = iterator.next(), next != "}" {
                    if next != "{" { hex.append(next) }
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                }
            default: result.append(escaped)
            }
        }
        return result
    }
}
