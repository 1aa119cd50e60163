import StringCatalog

/// Pseudo-localizes one string, leaving everything a program reads untouched: format specifiers
/// (`%@`, `%1$lld`, `%#@COUNT@`, `%arg`, `%%`), Markdown link targets and inflection attributes
/// (`[text](url)`, `^[text](inflect: true)`), inline code, HTML-like tags and bare URLs.
enum PseudoText {
    static func transform(_ text: String, as language: PseudoLanguage, isSubstitutionVariation: Bool = false) -> String {
        guard !text.isEmpty else { return text }
        var pieces: [Piece] = []
        for token in FormatString.parse(text, isSubstitutionVariation: isSubstitutionVariation).tokens {
            switch token {
            case .literal(let literal, _): pieces += split(literal)
            case .specifier(let specifier): pieces.append(.kept(specifier.text))
            }
        }
        switch language {
        case .accented: return accented(pieces)
        case .bidi: return bidi(pieces)
        }
    }

    enum Piece: Equatable {
        /// Human-readable text to transform.
        case words(String)
        /// Text a program reads, kept byte for byte.
        case kept(String)
    }

    /// Splits literal text into readable words and protected spans.
    static func split(_ literal: String) -> [Piece] {
        var pieces: [Piece] = []
        var words = ""
        let characters = Array(literal)
        var index = 0
        func keep(_ text: String) {
            if !words.isEmpty { pieces.append(.words(words)); words = "" }
            pieces.append(.kept(text))
        }
        func span(from start: Int, to terminator: Character) -> Int? {
            var end = start + 1
            while end < characters.count, characters[end] != terminator, characters[end] != "\n" { end += 1 }
            return end < characters.count && characters[end] == terminator ? end : nil
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "`":
                if let end = span(from: index, to: "`") {
                    keep(String(characters[index...end]))
                    index = end + 1
                    continue
                }
            case "<":
                if let end = span(from: index, to: ">"), end > index + 1,
                   characters[index + 1].isLetter || characters[index + 1] == "/" || characters[index + 1] == "!" {
                    keep(String(characters[index...end]))
                    index = end + 1
                    continue
                }
            case "]":
                // The target of a Markdown link or an inflection attribute: `](…)`.
                if index + 1 < characters.count, characters[index + 1] == "(", let end = span(from: index + 1, to: ")") {
                    keep(String(characters[index...end]))
                    index = end + 1
                    continue
                }
            case "h", "m":
                let rest = String(characters[index..<min(characters.count, index + 8)])
                if rest.hasPrefix("https://") || rest.hasPrefix("http://") || rest.hasPrefix("mailto:") {
                    var end = index
                    while end < characters.count, !characters[end].isWhitespace, characters[end] != ")" { end += 1 }
                    keep(String(characters[index..<end]))
                    index = end
                    continue
                }
            default:
                break
            }
            words.append(character)
            index += 1
        }
        if !words.isEmpty { pieces.append(.words(words)) }
        return pieces
    }

    // MARK: en-XA

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let fancy = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
    }()

    private static let padding = "one two three four five six seven eight nine ten"

    private static func accented(_ pieces: [Piece]) -> String {
        var output = "["
        var letters = 0
        for piece in pieces {
            switch piece {
            case .kept(let text):
                output += text
            case .words(let text):
                for character in text {
                    if character.isLetter { letters += 1 }
                    output.append(accents[character] ?? character)
                }
            }
        }
        // About 40% longer, as German or Finnish often are: padding words after the text.
        if letters > 0 {
            // Whole words, so the padding reads as text and line breaking behaves as with real words.
            let needed = max(1, (letters * 2 + 4) / 5)
            var pad = ""
            var words = padding.split(separator: " ").makeIterator()
            while pad.count < needed {
                guard let word = words.next() else { words = padding.split(separator: " ").makeIterator(); continue }
                pad += (pad.isEmpty ? "" : " ") + word
            }
            output += " " + pad.map { String(accents[$0] ?? $0) }.joined()
        }
        return output + "]"
    }

    // MARK: ar-XB

    static let rightToLeftMark = "\u{200F}"
    static let rightToLeftOverride = "\u{202E}"
    static let popDirectionalFormatting = "\u{202C}"

    /// Each word as RLM RLO word PDF RLM, as Android's ar-XB does, so it reads right to left.
    private static func bidi(_ pieces: [Piece]) -> String {
        var output = ""
        for piece in pieces {
            switch piece {
            case .kept(let text):
                output += text
            case .words(let text):
                var word = ""
                func flush() {
                    guard !word.isEmpty else { return }
                    output += rightToLeftMark + rightToLeftOverride + word + popDirectionalFormatting + rightToLeftMark
                    word = ""
                }
                for character in text {
                    if character.isWhitespace { flush(); output.append(character) } else { word.append(character) }
                }
                flush()
            }
        }
        return output
    }
}
