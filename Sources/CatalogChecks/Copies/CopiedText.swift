import ProjectConfiguration
import StringCatalog

/// Decides whether a translated text is just the source text copied — by hand, by a tool that pre-fills
/// translations, or by a merge — which users of that language would not accept as translated.
///
/// A text identical to its source (ignoring surrounding whitespace) is a copy unless it is legitimately the
/// same: it has nothing to translate (no two letters in a row outside format specifiers), the language is a
/// regional variant of the source language (`en-GB` for `en`), or every word of it is allowed — the
/// project's `allowed_identical` texts, the glossary's do-not-translate terms and terms it translates as
/// themselves, or words that language shares with the source (``SharedWords``), acronyms included. A short
/// text (at most ``maximumWordsOfOwnWords`` words) is also accepted when every word of it is one the catalog's
/// translators wrote in that language's own texts (``LanguageOwnWords``): a copied sentence still counts.
/// Keys marked `shouldTranslate: false` are never translated, so never copies.
struct CopiedText: Sendable {
    /// Allowed whole texts, normalized (``normalized(_:)``), by language tag or base language (lowercased);
    /// `*` for every language.
    private let allowedTexts: [String: Set<String>]
    /// Terms the glossary translates as themselves, by language tag or base language.
    private let selfTranslatedTerms: [String: Set<String>]
    /// The longest text, in words, that the language's own words can vouch for: names and labels, not sentences.
    static let maximumWordsOfOwnWords = 3

    init(parameters: CheckParameters) {
        var texts: [String: Set<String>] = [:]
        for (language, allowed) in parameters.allowedIdenticalTexts {
            texts[language.lowercased(), default: []].formUnion(allowed.map(Self.normalized))
        }
        texts["*", default: []].formUnion((parameters.glossary?.doNotTranslate ?? []).map(Self.normalized))
        allowedTexts = texts
        var selfTranslated: [String: Set<String>] = [:]
        for term in parameters.glossary?.terms ?? [] {
            for (language, translations) in term.translations where translations.contains(where: { $0.lowercased() == term.term.lowercased() }) {
                selfTranslated[language.lowercased(), default: []].insert(Self.normalized(term.term))
            }
        }
        selfTranslatedTerms = selfTranslated
    }

    /// Whether `translation.units[index]` is a copy of its source text the language would not accept.
    func isCopy(_ translation: TranslationContext, at index: Int) -> Bool {
        guard translation.comparesWithSource, translation.language.baseLanguage != translation.entry.sourceBaseLanguage else {
            return false
        }
        let value = translation.units[index].value
        guard !value.isEmpty, Self.trimmed(value) == Self.trimmed(translation.sourceUnit(for: index).value),
              IdenticalTranslationRule.hasWords(value) else { return false }
        return !isAccepted(value, in: translation.language)
    }

    /// Whether `text`, kept as in the source, is acceptable in `language`.
    private func isAccepted(_ text: String, in language: LanguageContext) -> Bool {
        let normalized = Self.normalized(text)
        var allowed = allowedTexts["*"] ?? []
        for scope in [language.normalizedCode, language.baseLanguage] {
            allowed.formUnion(allowedTexts[scope] ?? [])
            allowed.formUnion(selfTranslatedTerms[scope] ?? [])
        }
        if allowed.contains(normalized) { return true }
        let words = Self.words(of: text)
        guard !words.isEmpty else { return false }
        if words.allSatisfy({ allowed.contains($0.lowercased()) || SharedWords.isShared($0, in: language.baseLanguage) }) {
            return true
        }
        return words.count <= Self.maximumWordsOfOwnWords && words.allSatisfy { language.ownWords.contains($0.lowercased()) }
    }

    /// Lowercased, without surrounding punctuation and spaces (`"OK!"` → `ok`).
    static func normalized(_ text: String) -> String {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        guard let first = text.firstIndex(where: isWordCharacter), let last = text.lastIndex(where: isWordCharacter) else { return "" }
        return text[first...last].lowercased()
    }

    /// The words of `text` (runs of letters, with inner hyphens: `Wi-Fi`), format specifiers left out.
    static func words(of text: String) -> [String] {
        let withoutSpecifiers = text.contains("%") ? FormatString.parse(text).replacingSpecifiers { _ in " " } : text
        var words: [String] = []
        var current = ""
        for character in withoutSpecifiers {
            if character.isLetter || (character == "-" && !current.isEmpty) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }
    }

    static func trimmed(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<end]
    }
}
