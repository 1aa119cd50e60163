import Plurals

/// Whether a file name is a language tag, so `de.csv` names its language and `translations.csv` does not.
package enum LanguageTagSyntax {
    /// `name` as a tag (`zh_Hans` → `zh-Hans`) when it is language[-Script][-REGION]: a 2–3 letter
    /// language, an optional 4-letter script and an optional 2-letter or 3-digit region.
    package static func tag(_ name: String) -> String? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(isASCIILetter) else { return nil }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(isASCIILetter) { rest = rest.dropFirst() }
        if let region = rest.first,
           region.count == 2 && region.allSatisfy(isASCIILetter) || region.count == 3 && region.allSatisfy(\.isASCIIDigit) {
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { return nil }
        return parts.joined(separator: "-")
    }

    /// Whether CLDR has plural rules for the tag's language: every language in use has them, while
    /// three-letter words that only look like codes (`new`, `all`, `out`) do not.
    package static func isKnownLanguage(_ tag: String) -> Bool {
        let language = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return knownLanguages.contains(language)
    }

    private static let knownLanguages: Set<String> = Set(
        PluralRules.locales(.cardinal).map { locale in
            locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? locale
        })

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
