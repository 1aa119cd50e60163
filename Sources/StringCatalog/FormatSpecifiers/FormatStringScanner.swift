// Splits a format string into literal text and specifiers, byte by byte, following the grammar
// Foundation's CFString formatter accepts:
//   %[N$][(name)][flags][width|*[N$]][.precision|.*[N$]][length]conversion,  %%,  %[N$][(name)]#@name@
// `(name)` is Xcode 26's placeholder name (`%(count)lld`, `%1$(age)llu`): an ASCII identifier that
// `xcstringstool` turns into a position when it compiles the catalog.
// Argument numbers are resolved afterwards by `FormatString`, which sees all specifiers at once.

struct FormatStringScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let allowsSubstitutionArgument: Bool
    private(set) var tokens: [FormatToken] = []
    private(set) var problems: [FormatProblem] = []

    // Incremental UTF-8 → Character offset conversion; tokens are visited in order.
    private var countedUTF8 = 0
    private var countedCharacters = 0

    init(bytes: UnsafeBufferPointer<UInt8>, allowsSubstitutionArgument: Bool) {
        self.bytes = bytes
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
    }

    mutating func scan() {
        var literalStart = 0
        var index = 0
        var found = 0
        while index < bytes.count {
            guard bytes[index] == .percent else { index += 1; continue }
            found += 1
            if found > FormatString.maximumSpecifiers {
                problems.append(FormatProblem(kind: .tooManySpecifiers(FormatString.maximumSpecifiers), utf8Offset: index,
                                              characterOffset: characterOffset(ofUTF8: index)))
                break // the rest joins the literal text
            }
            switch scanSpecifier(at: index) {
            case .specifier(var specifier):
                appendLiteral(literalStart..<index)
                specifier.characterOffset = characterOffset(ofUTF8: index)
                tokens.append(.specifier(specifier))
                index = specifier.utf8Range.upperBound
                literalStart = index
            case .malformed(let kind, let problemOffset, let end):
                problems.append(FormatProblem(kind: kind, utf8Offset: problemOffset,
                                              characterOffset: characterOffset(ofUTF8: problemOffset)))
                index = end // the malformed text stays part of the literal
            }
        }
        appendLiteral(literalStart..<bytes.count)
    }

    private mutating func appendLiteral(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        tokens.append(.literal(string(range), utf8Range: range))
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func characterOffset(ofUTF8 offset: Int) -> Int {
        if offset < countedUTF8 { countedUTF8 = 0; countedCharacters = 0 }
        countedCharacters += string(countedUTF8..<offset).count
        countedUTF8 = offset
        return countedCharacters
    }

    private enum Outcome {
        case specifier(FormatSpecifier)
        /// The problem, where it points, and where scanning resumes.
        case malformed(FormatProblem.Kind, at: Int, resumeAt: Int)
    }

    private func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Reads decimal digits at `index`; returns the value (saturated) and the index after them.
    private func number(at index: Int) -> (value: Int, end: Int)? {
        var end = index
        var value = 0
        while Self.isDigit(byte(end)) {
            value = min(value * 10 + Int(bytes[end] - UInt8(ascii: "0")), FormatString.maximumAmount)
            end += 1
        }
        return end == index ? nil : (value, end)
    }

    /// Reads `N$` at `index` if present.
    private func position(at index: Int) -> (value: Int, end: Int)? {
        guard let (value, end) = number(at: index), byte(end) == .dollar else { return nil }
        return (value, end + 1)
    }

    private func isValidPosition(_ value: Int) -> Bool { value >= 1 && value <= FormatString.maximumPosition }

    /// Reads a `*` amount at `index` (`*` or `*N$`), or a number.
    private func amount(at index: Int) -> (amount: FormatSpecifier.Amount, end: Int)? {
        if byte(index) == .asterisk {
            if let (value, end) = position(at: index + 1) { return (.argument(position: value), end) }
            return (.argument(position: nil), index + 1)
        }
        if let (value, end) = number(at: index) { return (.fixed(value), end) }
        return nil
    }

    private func scanSpecifier(at start: Int) -> Outcome {
        var index = start + 1
        func incomplete() -> Outcome { .malformed(.incompleteSpecifier, at: start, resumeAt: bytes.count) }
        guard let first = byte(index) else { return incomplete() }
        if first == .percent {
            return .specifier(make(.percentSign, start, index + 1, conversion: "%", category: nil))
        }
        if allowsSubstitutionArgument, index + 3 <= bytes.count,
           bytes[index] == UInt8(ascii: "a"), bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "g") {
            return .specifier(make(.substitutionArgument, start, index + 3, conversion: "@", category: .substitution))
        }

        var explicitPosition: Int?
        if let (value, end) = position(at: index) {
            guard isValidPosition(value) else { return .malformed(.invalidPosition(value), at: start, resumeAt: end) }
            explicitPosition = value
            index = end
        }

        var name: String?
        if byte(index) == .openParenthesis {
            guard let (identifier, end) = placeholderName(at: index + 1) else {
                return .malformed(.malformedPlaceholderName, at: start, resumeAt: index + 1)
            }
            name = identifier
            index = end
        }

        var flags = ""
        while let b = byte(index), b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: " ")
                || b == .hash || b == UInt8(ascii: "0") || b == UInt8(ascii: "'") {
            if b == .hash, byte(index + 1) == .at { break } // `%#@name@`
            flags.append(Character(Unicode.Scalar(b)))
            index += 1
        }

        if byte(index) == .hash, byte(index + 1) == .at {
            return substitution(start: start, nameStart: index + 2, position: explicitPosition, name: name, flags: flags)
        }

        var width: FormatSpecifier.Amount?
        if let (value, end) = amount(at: index) { width = value; index = end }
        var precision: FormatSpecifier.Amount?
        if byte(index) == .period {
            index += 1
            if let (value, end) = amount(at: index) { precision = value; index = end } else { precision = .fixed(0) }
        }
        for case .argument(let position?) in [width, precision] where !isValidPosition(position) {
            return .malformed(.invalidPosition(position), at: start, resumeAt: index)
        }

        var lengthModifier: String?
        if let b = byte(index) {
            switch b {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                let doubled = byte(index + 1) == b
                lengthModifier = String(repeating: Character(Unicode.Scalar(b)), count: doubled ? 2 : 1)
                index += doubled ? 2 : 1
            case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
                lengthModifier = String(Character(Unicode.Scalar(b)))
                index += 1
            default: break
            }
        }

        guard index < bytes.count else { return incomplete() }
        let (conversion, conversionEnd) = character(at: index)
        guard let category = FormatArgumentCategory(conversion: conversion) else {
            return .malformed(.unknownConversion(conversion), at: start, resumeAt: conversionEnd)
        }
        var specifier = make(.conversion, start, conversionEnd, conversion: conversion, category: category)
        specifier.position = explicitPosition
        specifier.name = name
        specifier.flags = flags
        specifier.width = width
        specifier.precision = precision
        specifier.lengthModifier = lengthModifier
        return .specifier(specifier)
    }

    /// Reads `identifier)` at `index` (after `%(`): the identifier and the index after `)`.
    private func placeholderName(at index: Int) -> (String, end: Int)? {
        var end = index
        while let b = byte(end), Self.isIdentifierByte(b, first: end == index) { end += 1 }
        guard end > index, byte(end) == .closeParenthesis else { return nil }
        return (string(index..<end), end + 1)
    }

    private static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
        default: false
        }
    }

    private func substitution(start: Int, nameStart: Int, position: Int?, name: String?, flags: String) -> Outcome {
        var index = nameStart
        // Xcode compiles any name up to the next `@` (`DOT.NAME`, `A..B`, `é`, `PIPE|==|NAME`); stop at
        // whitespace and control characters so an unclosed reference does not swallow the text.
        while let b = byte(index), b != .at, b > 0x20, b != 0x7F {
            index += 1
        }
        guard index > nameStart, byte(index) == .at else {
            return .malformed(.malformedSubstitution, at: start, resumeAt: nameStart)
        }
        var specifier = make(.substitution(name: string(nameStart..<index)), start, index + 1,
                             conversion: "@", category: .substitution)
        specifier.position = position
        specifier.name = name
        specifier.flags = flags + "#"
        return .specifier(specifier)
    }

    /// The whole Unicode scalar at `index` (a conversion may be mistyped as any character).
    private func character(at index: Int) -> (Character, end: Int) {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = string(index..<end)
        return (text.first ?? "\u{FFFD}", end)
    }

    private func make(_ kind: FormatSpecifier.Kind, _ start: Int, _ end: Int,
                      conversion: Character, category: FormatArgumentCategory?) -> FormatSpecifier {
        FormatSpecifier(kind: kind, text: string(start..<end), utf8Range: start..<end, characterOffset: 0,
                        position: nil, name: nil, argumentIndex: nil, flags: "", width: nil, precision: nil,
                        lengthModifier: nil, conversion: conversion, category: category)
    }
}
