// SEAM: tokenizes a printf-style format for the runtime's compiled templates. The legacy helper's
// `FormatString.parse(_:)` (StringCatalog) is the project's parser; when it lands on main this file
// becomes a thin adapter from its tokens to `FormatToken`, and the scanning below goes away.

/// A piece of a format string.
enum FormatToken: Sendable, Hashable {
    /// Text copied as is.
    case literal(String)
    /// `%%`.
    case percent
    case specifier(FormatSpecifier)
    /// `%#@name@` or `%2$#@name@`: replaced by the substitution `name`.
    case substitution(name: String, position: Int?)
    /// `%arg` inside a substitution's text: the substitution's own argument.
    case substitutionArgument
}

enum FormatTokenizer {
    private static let lengthBytes: Set<UInt8> = Set("hlqLzjt".utf8)
    private static let conversionBytes: Set<UInt8> = Set("dDiuUoOxXfFeEgGaAcCsSp@".utf8)

    /// Splits `format` into tokens. Malformed conversions are kept as literal text, never dropped.
    static func tokenize(_ format: String) -> [FormatToken] {
        let bytes = Array(format.utf8)
        var tokens: [FormatToken] = []
        var literalStart = 0
        var index = 0

        func flushLiteral(upTo end: Int) {
            if end > literalStart {
                tokens.append(.literal(String(decoding: bytes[literalStart..<end], as: UTF8.self)))
            }
        }

        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if let (token, next) = parseConversion(bytes, at: index) {
                flushLiteral(upTo: index)
                tokens.append(token)
                index = next
                literalStart = next
            } else {
                index += 1
            }
        }
        flushLiteral(upTo: bytes.count)
        return tokens
    }

    /// Parses one conversion starting at the `%` at `start`; `nil` when it is malformed.
    private static func parseConversion(_ bytes: [UInt8], at start: Int) -> (FormatToken, Int)? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "%") { return (.percent, index + 1) }
        if matches(bytes, at: index, "arg") { return (.substitutionArgument, index + 3) }

        var spec = FormatSpecifier(conversion: 0)
        if let (number, next) = readNumber(bytes, at: index), next < bytes.count, bytes[next] == UInt8(ascii: "$") {
            guard number > 0 else { return nil }
            spec.position = number
            index = next + 1
        }
        if matches(bytes, at: index, "#@") {
            let nameStart = index + 2
            guard let end = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")), end > nameStart else { return nil }
            let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
            return (.substitution(name: name, position: spec.position), end + 1)
        }
        while index < bytes.count {
            let flag: FormatSpecifier.Flags
            switch bytes[index] {
            case UInt8(ascii: "-"): flag = .leftAlign
            case UInt8(ascii: "+"): flag = .plusSign
            case UInt8(ascii: " "): flag = .space
            case UInt8(ascii: "#"): flag = .alternate
            case UInt8(ascii: "0"): flag = .zeroPad
            case UInt8(ascii: "'"): flag = .grouping
            default: flag = []
            }
            if flag.isEmpty { break }
            spec.flags.insert(flag)
            index += 1
        }
        guard let (width, afterWidth) = readAmount(bytes, at: index) else { return nil }
        spec.width = width
        index = afterWidth
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            guard let (precision, afterPrecision) = readAmount(bytes, at: index + 1) else { return nil }
            spec.precision = precision == .none ? .fixed(0) : precision
            index = afterPrecision
        }
        let lengthStart = index
        while index < bytes.count, lengthBytes.contains(bytes[index]), index - lengthStart < 2 { index += 1 }
        spec.length = String(decoding: bytes[lengthStart..<index], as: UTF8.self)
        guard index < bytes.count, conversionBytes.contains(bytes[index]) else { return nil }
        spec.conversion = bytes[index]
        return (.specifier(spec), index + 1)
    }

    private static func readAmount(_ bytes: [UInt8], at index: Int) -> (FormatSpecifier.Amount, Int)? {
        guard index < bytes.count else { return (.none, index) }
        if bytes[index] == UInt8(ascii: "*") {
            if let (number, next) = readNumber(bytes, at: index + 1), next < bytes.count, bytes[next] == UInt8(ascii: "$") {
                return number > 0 ? (.fromArgument(number), next + 1) : nil
            }
            return (.fromArgument(nil), index + 1)
        }
        if let (number, next) = readNumber(bytes, at: index) { return (.fixed(number), next) }
        return (.none, index)
    }

    private static func readNumber(_ bytes: [UInt8], at start: Int) -> (Int, Int)? {
        var index = start
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), index - start < 6 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > start ? (value, index) : nil
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard index + expected.count <= bytes.count else { return false }
        return bytes[index..<index + expected.count].elementsEqual(expected)
    }
}
