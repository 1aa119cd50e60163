import StringCatalog

/// Format specifiers between the catalog's (Foundation's `String(format:)`) and Java's `Formatter`, which
/// Android's `getString(id, args…)` uses: `%@` is `%s`, integers of every length are `%d` (Java has no length
/// modifiers), the `'` grouping flag is `,`. Java has no `*` width, no `%p` and no `%i`/`%u`.
package enum JavaFormatSpecifiers {
    /// Java's spelling of a catalog specifier without `%` and position (`lld` → `d`, `@` → `s`, `'.2f` → `,.2f`),
    /// or `nil` when Java has none.
    package static func javaSpelling(of bare: String) -> String? {
        let parsed = FormatString.parse("%" + bare)
        guard parsed.problems.isEmpty, parsed.specifiers.count == 1, let specifier = parsed.specifiers.first,
              specifier.kind == .conversion else { return nil }
        if specifier.width?.isArgument == true || specifier.precision?.isArgument == true { return nil }
        let conversion: String
        switch specifier.conversion {
        case "@", "s", "S": conversion = "s"
        case "d", "i", "u", "D", "U": conversion = "d"
        case "x", "X", "o", "e", "E", "g", "G", "a", "A", "c": conversion = String(specifier.conversion)
        case "O": conversion = "o"
        case "f", "F": conversion = "f"
        case "C": conversion = "c"
        default: return nil
        }
        if specifier.precision != nil, ["d", "x", "X", "o", "c"].contains(conversion) { return nil }
        var spelling = specifier.flags.replacingOccurrences(of: "'", with: ",")
        if case .fixed(let width)? = specifier.width { spelling += String(width) }
        if case .fixed(let precision)? = specifier.precision { spelling += "." + String(precision) }
        return spelling + conversion
    }

    /// The catalog specifier for a Java spelling no reference matched: `s` → `@`, `d` → `lld`, flags and
    /// digits kept.
    package static func catalogSpecifier(forJava spelling: String?) -> String {
        guard var spelling, let conversion = spelling.popLast() else { return "@" }
        spelling = spelling.replacingOccurrences(of: ",", with: "'")
        switch conversion {
        case "s", "S": return spelling + "@"
        case "d": return spelling + "lld"
        case "b", "B", "h", "H": return spelling + "@"
        default: return spelling + String(conversion)
        }
    }

    /// A catalog text in Java's syntax: specifiers as Java spells them, with positions when the catalog writes
    /// them, when there is more than one argument (aapt refuses several sequential ones) or when they come out of
    /// order; `%%` for a literal `%`.
    /// `nil` when a specifier has no Java spelling, which is named in `unspellable`.
    package static func javaFormat(_ text: MessageText, keepingPositions: Bool = false, unspellable: inout String?) -> String? {
        let order = text.argumentOrder
        let positional = keepingPositions || order.count > 1 || order.enumerated().contains { $0.offset + 1 != $0.element }
        var result = ""
        for piece in text.pieces {
            switch piece {
            case .literal(let literal):
                result += text.isFormat ? literal.replacingOccurrences(of: "%", with: "%%") : literal
            case .argument(let index, let spelling):
                guard let java = spelling.flatMap(javaSpelling(of:)) else {
                    unspellable = "%" + (spelling ?? "")
                    return nil
                }
                result += positional ? "%\(index)$\(java)" : "%\(java)"
            case .substitution(let name, _, _):
                unspellable = "%#@\(name)@"
                return nil
            }
        }
        return result
    }

    /// A Java format string read from a resource: `%%` and `%n` as literal text, each other specifier as an
    /// argument with its Java spelling. Text without an argument stays literal as written.
    package static func messageText(fromJava text: String) -> MessageText {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return MessageText([.literal(text)]) }
        let scalars = Array(text.unicodeScalars)
        var pieces: [MessageText.Piece] = []
        var literal = String.UnicodeScalarView()
        var nextSequential = 1
        var previous: Int?
        var index = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))); literal.removeAll() }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else { literal.append(scalar); index += 1; continue }
            var cursor = index + 1
            if scalars[cursor] == "%" { literal.append("%"); index = cursor + 1; continue }
            if scalars[cursor] == "n" { literal.append("\n"); index = cursor + 1; continue }
            // %[argument_index$][flags][width][.precision]conversion
            var digits = ""
            while cursor < scalars.count, scalars[cursor].properties.numericType != nil, scalars[cursor].isASCII {
                digits.unicodeScalars.append(scalars[cursor]); cursor += 1
            }
            var position: Int?
            var spelling = ""
            if cursor < scalars.count, scalars[cursor] == "$", let value = Int(digits), value > 0 {
                position = value
                cursor += 1
            } else {
                cursor = index + 1
            }
            var relative = false
            while cursor < scalars.count, "-#+ 0,(<".unicodeScalars.contains(scalars[cursor]) {
                if scalars[cursor] == "<" { relative = true } else { spelling.unicodeScalars.append(scalars[cursor]) }
                cursor += 1
            }
            while cursor < scalars.count, scalars[cursor].isASCII, scalars[cursor].properties.numericType != nil {
                spelling.unicodeScalars.append(scalars[cursor]); cursor += 1
            }
            if cursor < scalars.count, scalars[cursor] == "." {
                spelling += "."
                cursor += 1
                while cursor < scalars.count, scalars[cursor].isASCII, scalars[cursor].properties.numericType != nil {
                    spelling.unicodeScalars.append(scalars[cursor]); cursor += 1
                }
            }
            guard cursor < scalars.count, "bBhHsScCdoxXeEfgGaA".unicodeScalars.contains(scalars[cursor]) else {
                literal.append(scalar) // not a specifier Java knows: literal, as Phrasebook cannot place it
                index += 1
                continue
            }
            spelling.unicodeScalars.append(scalars[cursor])
            let argument: Int
            if relative, let previous {
                argument = previous
            } else if let position {
                argument = position
            } else {
                argument = nextSequential
                nextSequential += 1
            }
            previous = argument
            flush()
            pieces.append(.argument(argument, spelling: spelling))
            index = cursor + 1
        }
        flush()
        // Without an argument the text is literal, `%%` included, as a catalog text without arguments is.
        return pieces.contains { if case .argument = $0 { true } else { false } } ? MessageText(pieces) : MessageText([.literal(text)])
    }
}
