/// Minimal printf-style scanning for lint's questions: does a format have words, does it format
/// floating-point numbers. TODO(legacy): use `FormatString.parse(_:)` from StringCatalog once it lands.
enum FormatSpecifiers {
    /// The format's text with every `%…` specifier removed, and the conversion characters found.
    static func split(_ format: String) -> (text: String, conversions: [Character]) {
        var text = ""
        var conversions: [Character] = []
        var iterator = Array(format).makeIterator()
        while let character = iterator.next() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            // Flags, width, precision, position and length modifiers, then the conversion.
            while let next = iterator.next() {
                if next.isLetter && !"hlqLzjt".contains(next) || next == "@" || next == "%" {
                    conversions.append(next)
                    break
                }
            }
        }
        return (text, conversions)
    }

    /// Whether the format's own text (specifiers removed) has a word of at least two letters.
    static func hasWords(_ format: String) -> Bool {
        let text = split(format).text
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic {
                run += 1
                if run >= 2 { return true }
            } else {
                run = 0
            }
        }
        return false
    }

    /// Whether the format prints a floating-point number (`%f`, `%.1f`, `%e`, `%g`).
    static func formatsFloatingPoint(_ format: String) -> Bool {
        split(format).conversions.contains { "fFeEgGaA".contains($0) }
    }
}
