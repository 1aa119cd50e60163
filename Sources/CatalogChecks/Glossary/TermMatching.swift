import Foundation

/// Finding glossary terms in text.
enum TermMatching {
    /// Whether `term` occurs in `text` as a whole word (not inside a longer word).
    static func containsWord(_ term: String, in text: String, caseInsensitive: Bool) -> Bool {
        guard !term.isEmpty else { return false }
        let options: String.CompareOptions = caseInsensitive ? [.caseInsensitive] : []
        var searchStart = text.startIndex
        while let range = text.range(of: term, options: options, range: searchStart..<text.endIndex) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    /// Whether `text` contains `part` anywhere, ignoring case (inflected forms such as `Helden` contain `Held`).
    static func contains(_ part: String, in text: String) -> Bool {
        text.range(of: part, options: [.caseInsensitive]) != nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
