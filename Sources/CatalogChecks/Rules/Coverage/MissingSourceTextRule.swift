import StringCatalog

/// A key whose text exists only in some translations, not in the source language.
public struct MissingSourceTextRule: CatalogCheckRule {
    public static let description = CheckRuleDescription(
        id: "missing-source-text",
        summary: "A key is present only in some languages, not in the source language",
        rationale: """
            Manual keys such as `settings.title` and keys extracted with a default value take their source text \
            from the source-language localization. Without it, users of the source language (and every \
            language that falls back to it) see the raw key.
            """,
        severity: .error,
        triggeringExamples: [
            CheckExample("a manual key translated to French but with no English text", [
                "settings.title": .localized(["fr": .text("Réglages")], extractionState: .manual),
            ], expect: [("settings.title", "en")]),
        ],
        nonTriggeringExamples: [
            CheckExample("a manual key with its English text", [
                "settings.title": .localized(["en": .text("Settings"), "fr": .text("Réglages")], extractionState: .manual),
            ]),
            CheckExample("an extracted key is its own source text", [
                "Settings": .texts(["fr": "Réglages"]),
            ]),
            CheckExample("a manual key written as a sentence is its own source text", [
                "Sign in to continue": .localized(["fr": .text("Connectez-vous pour continuer")], extractionState: .manual),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(entry: EntryContext, findings: inout FindingCollector) {
        // Extracted keys (no state) are the source text; so is a manual key written as prose.
        guard !entry.hasSourceText, entry.needsTranslation else { return }
        let present = entry.entry.localizations.keys.sorted()
        guard !present.isEmpty else { return }
        findings.report(
            "\(quoted(entry.key)) has text only in \(present.joined(separator: ", ")); \(CatalogLanguage.displayName(of: entry.sourceLanguage)) users see the raw key",
            key: entry.key, language: entry.sourceLanguage)
    }
}
