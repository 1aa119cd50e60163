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
