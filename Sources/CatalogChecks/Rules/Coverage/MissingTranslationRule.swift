import Diagnostics
import StringCatalog

/// A key with no localization at all in a language under check.
public struct MissingTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: .missingTranslation,
        summary: "A key has no translation in a language",
        rationale: """
            Users of that language see the source text in the middle of a translated interface. Translate \
            the key, or mark it `shouldTranslate: false` if it must stay as written.
            """,
        defaultSeverity: .error,
        fixUrgency: .untranslated,
        triggeringExamples: [
            CatalogExample("French lacks a key German has", [
                "Welcome": .texts(["de": "Willkommen"]),
                "Sign in": .texts(["de": "Anmelden", "fr": "Se connecter"]),
            ], expect: [("Welcome", "fr")]),
            CatalogExample("a released language the catalog has never seen misses every key", [
                "Sign in": .texts(["de": "Anmelden"]),
            ], options: CheckOptions(releasedLanguages: ["de", "uk"]), expect: [("Sign in", "uk")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("every language has the key", [
                "Welcome": .texts(["de": "Willkommen", "fr": "Bienvenue"]),
            ]),
            CatalogExample("keys marked shouldTranslate: false need no translation", [
                "StoryApp": .localized([:], shouldTranslate: false),
                "Welcome": .texts(["fr": "Bienvenue"]),
            ]),
            CatalogExample("stale keys are reported as stale, not as missing", [
                "Old title": .localized([:], extractionState: .stale),
                "Welcome": .texts(["fr": "Bienvenue"]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard !translation.isSource, translation.localization == nil else { return }
        let entry = translation.entry
        let others = entry.entry.localizations.keys.filter { $0 != entry.sourceLanguage }.sorted()
        let presence: String
        switch others.count {
        case 0: presence = "no language has it yet"
        case 1...3: presence = "only \(others.joined(separator: ", ")) \(others.count == 1 ? "has" : "have") it"
        default: presence = "\(others.count) other languages have it"
        }
        findings.report("\(quoted(entry.key)) has no \(translation.language.displayName) translation; \(presence)", in: translation)
    }
}

extension RuleID {
    public static let missingTranslation = RuleID("missing-translation")
}
