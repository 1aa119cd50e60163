import ProjectConfiguration
import StringCatalog

/// A translation identical to the source text, apart from allowed words such as brand names.
public struct IdenticalTranslationRule: CatalogCheckRule {
    public static let description = CheckRuleDescription(
        id: "identical-translation",
        summary: "A translation is identical to the source text",
        rationale: """
            A translated value equal to the source is usually a copied placeholder that was never translated. \
            Brand names and words that are the same in many languages (`OK`, `Email`) are allowed: list yours \
            under `check: allowed_identical:` or as do-not-translate terms in the glossary. Regional variants of \
            the source language (en-GB for en) are not checked.
            """,
        severity: .warning,
        triggeringExamples: [
            CheckExample("a German value copied from English", [
                "Search stories": .texts(["de": "Search stories"]),
            ], expect: [("Search stories", "de")]),
        ],
        nonTriggeringExamples: [
            CheckExample("built-in and configured allow-list, numbers and placeholders", [
                "OK": .texts(["de": "OK", "fr": "OK"]),
                "StoryApp": .texts(["de": "StoryApp"]),
                "%lld%%": .texts(["de": "%lld%%"]),
                "Cancel": .texts(["en-GB": "Cancel", "de": "Abbrechen"]),
            ], options: CheckOptions(parameters: CheckParameters(allowedIdenticalTexts: ["StoryApp"]))),
            CheckExample("do-not-translate glossary terms", [
                "iCloud": .texts(["de": "iCloud"]),
            ], options: CheckOptions(parameters: CheckParameters(glossary: Glossary(doNotTranslate: ["iCloud"])))),
            CheckExample("untranslated strings are reported by `untranslated` instead", [
                "Search stories": .texts(["de": "Search stories"], state: .new),
            ]),
        ])

    private let allowed: Set<String>

    public init(parameters: CheckParameters) {
        var allowed = CheckParameters.builtInIdenticalTexts
        for text in parameters.allowedIdenticalTexts { allowed.insert(Self.normalized(text)) }
        for term in parameters.glossary?.doNotTranslate ?? [] { allowed.insert(Self.normalized(term)) }
        self.allowed = allowed
    }

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.comparesWithSource, translation.language.baseLanguage != translation.entry.sourceBaseLanguage
        else { return }
        for index in translation.units.indices {
            let unit = translation.units[index]
            guard unit.state != .new, !unit.value.isEmpty, unit.value == translation.sourceUnit(for: index).value,
                  Self.hasWords(unit.value), !allowed.contains(Self.normalized(unit.value)) else { continue }
            findings.report(
                "\(translation.language.displayName) text\(unit.placeText) is identical to the source \(quoted(unit.value))",
                in: translation)
            return
        }
    }

    /// Lowercased, without surrounding punctuation and spaces (`"OK!"` → `ok`).
    static func normalized(_ text: String) -> String {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        guard let first = text.firstIndex(where: isWordCharacter), let last = text.lastIndex(where: isWordCharacter) else { return "" }
        return text[first...last].lowercased()
    }

    /// Whether the text has two letters in a row outside format specifiers (else nothing to translate).
    static func hasWords(_ text: String) -> Bool {
        enum State { case text, specifier, substitutionName }
        var state = State.text
        var run = 0
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch state {
            case .text:
                if scalar == "%" { state = .specifier; run = 0 }
                else if scalar.properties.isAlphabetic { run += 1; if run >= 2 { return true } }
                else { run = 0 }
            case .specifier:
                // Flags, widths, positions and length modifiers continue a specifier; anything else ends it.
                if "0123456789$-+ #'.*hlqLzjt".unicodeScalars.contains(scalar) { continue }
                state = scalar == "@" && previous == "#" ? .substitutionName : .text
            case .substitutionName:
                if scalar == "@" { state = .text }
            }
        }
        return false
    }
}
