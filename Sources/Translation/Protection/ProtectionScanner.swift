import StringCatalog

/// One part of a text that engines must not change, found before pairing: where it is and what it may pair with.
struct ProtectionMarker: Equatable {
    enum Role: Equatable {
        /// Kept whole: a specifier, a line break, inline code, a URL, a term, a lone tag.
        case placeholder(ProtectedSpan.Kind)
        /// The plural argument written as a sample number: plain text engines inflect for, found again afterwards.
        case sampleNumber
        /// `[` or `^[`: opens a link or an attribute when a `](…)` closes it.
        case bracketOpen(isAttribute: Bool)
        /// `](…)`: the target of a link or an attribute.
        case bracketClose
        case tagOpen(name: ArraySlice<UInt8>)
        case tagClose(name: ArraySlice<UInt8>)
        /// A run of `*`, `_` or `~~` that may open or close emphasis, by CommonMark's flanking rules.
        case delimiter(byte: UInt8, length: Int, canOpen: Bool, canClose: Bool)
    }

    var role: Role
    var range: Range<Int>
    /// The index of the format specifier this marker is, in the text's `FormatString.specifiers`.
    var specifier: Int? = nil
}

/// Finds what a translation engine must leave alone in a text, on its UTF-8 bytes: format specifiers (as
/// `FormatString` reads them), line breaks, inline code, Markdown emphasis, links and attributes
/// (`^[…](inflect: true)`), HTML/XML tags, bare URLs and the glossary's do-not-translate terms.
struct ProtectionScanner {
    let bytes: [UInt8]
    /// The text's specifiers, in order, with offsets into `bytes`.
    let specifiers: [FormatSpecifier]
    /// Do-not-translate terms, matched as whole words as written (as the `do-not-translate` rule matches them).
    let terms: [[UInt8]]
    /// The index in `specifiers` of the plural argument written as a sample number, if any.
    let sampleSpecifier: Int?

    func markers() -> [ProtectionMarker] {
        var found: [ProtectionMarker] = []
        var next = 0 // the next specifier not yet passed
        var index = 0
        while index < bytes.count {
            while next < specifiers.count, specifiers[next].utf8Range.lowerBound < index { next += 1 }
            if next < specifiers.count, specifiers[next].utf8Range.lowerBound == index {
                let specifier = specifiers[next]
                let role: ProtectionMarker.Role
                if next == sampleSpecifier {
                    role = .sampleNumber
                } else if case .substitution = specifier.kind {
                    role = .placeholder(.substitution)
                } else {
                    role = .placeholder(.formatSpecifier)
                }
                found.append(ProtectionMarker(role: role, range: specifier.utf8Range, specifier: next))
                index = specifier.utf8Range.upperBound
                continue
            }
            if let marker = marker(at: index) {
                found.append(marker)
                index = marker.range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    /// The marker starting at `index`, if one does.
    private func marker(at index: Int) -> ProtectionMarker? {
        let byte = bytes[index]
        switch byte {
        case ASCII.newline:
            return ProtectionMarker(role: .placeholder(.lineBreak), range: index..<index + 1)
        case ASCII.carriageReturn:
            let end = index + 1 < bytes.count && bytes[index + 1] == ASCII.newline ? index + 2 : index + 1
            return ProtectionMarker(role: .placeholder(.lineBreak), range: index..<end)
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return ProtectionMarker(role: .placeholder(.lineBreak), range: index..<index + 3) // U+2028, U+2029
        case ASCII.backtick:
            return codeSpan(at: index)
        case ASCII.caret where index + 1 < bytes.count && bytes[index + 1] == ASCII.openBracket:
            return ProtectionMarker(role: .bracketOpen(isAttribute: true), range: index..<index + 2)
        case ASCII.openBracket:
            return ProtectionMarker(role: .bracketOpen(isAttribute: false), range: index..<index + 1)
        case ASCII.closeBracket:
            return bracketTarget(at: index)
        case ASCII.lessThan:
            return tag(at: index)
        case ASCII.asterisk, ASCII.underscore, ASCII.tilde:
            return delimiterRun(at: index)
        default:
            guard !ASCII.continuesWord(index > 0 ? bytes[index - 1] : ASCII.space) else { return nil }
            return term(at: index) ?? url(at: index)
        }
    }

    /// `` `code` ``: a run of backticks closed by a run of the same length.
    private func codeSpan(at start: Int) -> ProtectionMarker? {
        let length = run(of: ASCII.backtick, at: start)
        var index = start + length
        while index < bytes.count {
            if bytes[index] == ASCII.backtick {
                let closing = run(of: ASCII.backtick, at: index)
                if closing == length { return ProtectionMarker(role: .placeholder(.code), range: start..<index + closing) }
                index += closing
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `](target)`, the parentheses balanced, on one line.
    private func bracketTarget(at start: Int) -> ProtectionMarker? {
        guard start + 1 < bytes.count, bytes[start + 1] == ASCII.openParenthesis else { return nil }
        var depth = 0
        var index = start + 1
        while index < bytes.count, bytes[index] != ASCII.newline {
            if bytes[index] == ASCII.openParenthesis { depth += 1 }
            if bytes[index] == ASCII.closeParenthesis {
                depth -= 1
                if depth == 0 { return ProtectionMarker(role: .bracketClose, range: start..<index + 1) }
            }
            index += 1
        }
        return nil
    }

    /// An HTML or XML tag on one line: `<b>`, `</b>`, `<br/>`, `<a href="…">`, `<!-- … -->`.
    private func tag(at start: Int) -> ProtectionMarker? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == ASCII.exclamation {
            guard let end = firstIndex(of: ASCII.greaterThan, from: index) else { return nil }
            return ProtectionMarker(role: .placeholder(.tag), range: start..<end + 1)
        }
        let isClosing = bytes[index] == ASCII.slash
        if isClosing { index += 1 }
        let nameStart = index
        guard index < bytes.count, ASCII.isLetter(bytes[index]) else { return nil }
        while index < bytes.count, ASCII.isLetter(bytes[index]) || ASCII.isDigit(bytes[index]) || bytes[index] == ASCII.hyphen || bytes[index] == ASCII.colon {
            index += 1
        }
        let name = bytes[nameStart..<index]
        guard let end = firstIndex(of: ASCII.greaterThan, from: index) else { return nil }
        let range = start..<end + 1
        if isClosing { return ProtectionMarker(role: .tagClose(name: name), range: range) }
        if bytes[end - 1] == ASCII.slash || Self.voidElements.contains(where: { $0.elementsEqual(name.lazy.map(ASCII.lowercased)) }) {
            return ProtectionMarker(role: .placeholder(.tag), range: range)
        }
        return ProtectionMarker(role: .tagOpen(name: name), range: range)
    }

    /// HTML elements that never close.
    private static let voidElements: [[UInt8]] = ["br", "hr", "img", "input", "meta", "link", "wbr", "source", "col", "area"].map { Array($0.utf8) }

    /// The first `byte` from `index` on the same line, with no `<` before it.
    private func firstIndex(of byte: UInt8, from index: Int) -> Int? {
        var index = index
        while index < bytes.count {
            let current = bytes[index]
            if current == byte { return index }
            if current == ASCII.newline || current == ASCII.lessThan { return nil }
            index += 1
        }
        return nil
    }

    /// A run of `*` or `_` (any length up to 3), or `~~`, with what CommonMark's flanking rules let it do.
    private func delimiterRun(at start: Int) -> ProtectionMarker? {
        let byte = bytes[start]
        let length = run(of: byte, at: start)
        if byte == ASCII.tilde ? length != 2 : length > 3 { return nil }
        let before = start > 0 ? bytes[start - 1] : ASCII.space
        let after = start + length < bytes.count ? bytes[start + length] : ASCII.space
        let leftFlanking = !ASCII.isWhitespace(after) && (!ASCII.isPunctuation(after) || ASCII.isWhitespace(before) || ASCII.isPunctuation(before))
        let rightFlanking = !ASCII.isWhitespace(before) && (!ASCII.isPunctuation(before) || ASCII.isWhitespace(after) || ASCII.isPunctuation(after))
        let canOpen: Bool, canClose: Bool
        if byte == ASCII.underscore {
            // `snake_case_words` are not emphasis.
            canOpen = leftFlanking && (!rightFlanking || ASCII.isPunctuation(before))
            canClose = rightFlanking && (!leftFlanking || ASCII.isPunctuation(after))
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else { return nil }
        return ProtectionMarker(role: .delimiter(byte: byte, length: length, canOpen: canOpen, canClose: canClose), range: start..<start + length)
    }

    /// A do-not-translate term starting here, as a whole word.
    private func term(at start: Int) -> ProtectionMarker? {
        for term in terms where !term.isEmpty && start + term.count <= bytes.count {
            guard bytes[start..<start + term.count].elementsEqual(term) else { continue }
            let after = start + term.count < bytes.count ? bytes[start + term.count] : ASCII.space
            if !ASCII.continuesWord(after) { return ProtectionMarker(role: .placeholder(.term), range: start..<start + term.count) }
        }
        return nil
    }

    private static let urlSchemes: [[UInt8]] = ["https://", "http://", "mailto:"].map { Array($0.utf8) }

    /// A bare URL, up to whitespace or a tag, without the punctuation that ends a sentence.
    private func url(at start: Int) -> ProtectionMarker? {
        guard let scheme = Self.urlSchemes.first(where: { start + $0.count < bytes.count && bytes[start..<start + $0.count].elementsEqual($0) }) else {
            return nil
        }
        var end = start + scheme.count
        while end < bytes.count, !ASCII.isWhitespace(bytes[end]), bytes[end] != ASCII.lessThan, bytes[end] != ASCII.greaterThan { end += 1 }
        while end > start + scheme.count, ASCII.endsSentence(bytes[end - 1]) { end -= 1 }
        guard end > start + scheme.count else { return nil }
        return ProtectionMarker(role: .placeholder(.url), range: start..<end)
    }

    private func run(of byte: UInt8, at start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == byte { end += 1 }
        return end - start
    }
}

/// The ASCII bytes and classes protection works with.
enum ASCII {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
    static let backtick = UInt8(ascii: "`"), caret = UInt8(ascii: "^"), asterisk = UInt8(ascii: "*"), underscore = UInt8(ascii: "_")
    static let tilde = UInt8(ascii: "~"), openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")")
    static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    static let exclamation = UInt8(ascii: "!"), hyphen = UInt8(ascii: "-"), colon = UInt8(ascii: ":")
    static let ampersand = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";"), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
    static let equals = UInt8(ascii: "="), hash = UInt8(ascii: "#"), period = UInt8(ascii: "."), comma = UInt8(ascii: ",")

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == newline || byte == carriageReturn }
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
    /// Letters, digits, `_` and any non-ASCII byte (letters of other scripts) continue a word.
    static func continuesWord(_ byte: UInt8) -> Bool { byte >= 0x80 || byte == underscore || isDigit(byte) || isLetter(byte) }
    static func endsSentence(_ byte: UInt8) -> Bool {
        byte == period || byte == comma || byte == colon || byte == semicolon || byte == exclamation || byte == UInt8(ascii: "?")
            || byte == closeParenthesis || byte == quote || byte == apostrophe
    }
    static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
