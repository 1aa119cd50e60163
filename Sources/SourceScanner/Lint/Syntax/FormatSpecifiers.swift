import Foundation
import StringCatalog

/// Lint's two questions about a printf-style format, answered with StringCatalog's `FormatString`.
enum FormatSpecifiers {
    /// Whether the format's own text (specifiers removed) has a word of at least two letters.
    static func hasWords(_ format: String) -> Bool {
        for case .literal(let text, _) in FormatString.parse(format).tokens {
            var run = 0
            for scalar in text.unicodeScalars {
                run = scalar.properties.isAlphabetic ? run + 1 : 0
                if run >= 2 { return true }
            }
        }
        return false
    }

    /// The format's own text, each specifier replaced by `1` (`cid=0x1`, `1stars.png`).
    static func sample(_ format: String) -> String {
        FormatString.parse(format).tokens.map { token in
            if case .literal(let text, _) = token { return text }
            return "1"
        }.joined()
    }

    /// Whether the format builds machine text rather than words: a file name or path (`%.1fstars.png`),
    /// `key=value` pairs, markup, code or an identifier.
    static func buildsMachineText(_ format: String) -> Bool {
        let text = String(sample(format).trimmingWhitespace)
        return NaturalText.isURLOrPath(text) || NaturalText.looksLikeMachineText(text) || NaturalText.isIdentifierLike(text)
            || NaturalText.looksLikeCode(text)
    }

    /// Whether the format prints a floating-point number (`%f`, `%.1f`, `%e`, `%g`).
    static func formatsFloatingPoint(_ format: String) -> Bool {
        FormatString.parse(format).argumentSpecifiers.contains { $0.category == .double }
    }

    /// Whether the format prints a decimal separator: a floating-point specifier other than `%.0f`, which
    /// prints whole numbers the same in every locale.
    static func formatsFractionalDigits(_ format: String) -> Bool {
        let wholeNumbers = format.replacingOccurrences(of: #"%(\d+\$)?[-+ 0#]*\d*\.0[fF]"#, with: "", options: .regularExpression)
        return formatsFloatingPoint(wholeNumbers)
    }
}
