import Diagnostics
import StringCatalog

/// A key whose text exists only in some translations, not in the source language.
public struct MissingSourceTextRule: CatalogRule {
    public static let description = RuleDescription(
        id: .missingSourceText,
        summary: "A key is present only in some languages, not in the source language",
        rationale: """
            Manual keys such as `settings.title` and keys extracted with a default value take their source text \
            from the source-language localization. Without it, users of the source language (and every \
            language that falls back to it) see the raw key. A manual key that reads as text itself \
            (`Landmarks`, as Xcode 26's string symbols name keys) is shown as it is, which may be meant: \
            that is a warning, not an error.
            """,
        defaultSeverity: .error,
        fixUrgency: .notTranslatable,
        triggeringExamples: [
            CatalogExample("a manual key translated to French but with no English text", [
                "settings.title": .localized(["fr": .text("Réglages")], extractionState: .manual),
                "F_A_Title": .localized(["ja": .text("機能 A")], extractionState: .manual),
            ], expect: [("F_A_Title", "en"), ("settings.title", "en")]),
            CatalogExample("a manual key that is a readable word, shown as it is: a warning", [
                "Landmarks": .localized(["de": .text("Sehenswürdigkeiten")], extractionState: .manual),
            ], expect: [("Landmarks", "en")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("a manual key with its English text", [
                "settings.title": .localized(["en": .text("Settings"), "fr": .text("Réglages")], extractionState: .manual),
            ]),
            CatalogExample("an extracted key is its own source text", [
                "Settings": .texts(["fr": "Réglages"]),
            ]),
            CatalogExample("a manual key written as a sentence is its own source text", [
                "Sign in to continue": .localized(["fr": .text("Connectez-vous pour continuer")], extractionState: .manual),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(entry: EntryContext, findings: inout FindingCollector) {
        // Extracted keys (no state) are the source text; so is a manual key written as prose.
        guard !entry.hasSourceText, entry.needsTranslation else { return }
        let present = entry.entry.localizations.keys.sorted()
        guard !present.isEmpty else { return }
        let users = "\(CatalogLanguage.displayName(of: entry.sourceLanguage)) users"
        if Self.readsAsText(entry.key) {
            findings.report(
                "\(quoted(entry.key)) has text only in \(present.joined(separator: ", ")); \(users) see the key itself as its text",
                key: entry.key, language: entry.sourceLanguage, atMostWarning: true)
        } else {
            findings.report(
                "\(quoted(entry.key)) has text only in \(present.joined(separator: ", ")); \(users) see the raw key",
                key: entry.key, language: entry.sourceLanguage)
        }
    }

    /// Whether a one-word key reads as text (`Landmarks`, `OK`, `iCloud`) rather than as an identifier
    /// (`settings.title`, `F_A_Title`, `settingsTitle`): letters, without `_` or dotted parts, and no
    /// lowercase run of two or more letters followed by a capital.
    static func readsAsText(_ key: String) -> Bool {
        var stem = Substring(RawKeys.stem(key))
        while let last = stem.last, ".!?…:".contains(last) { stem = stem.dropLast() } // `Done.`, `Wait…`
        guard stem.contains(where: \.isLetter), !stem.contains("_"), !stem.contains(".") else { return false }
        var lowercaseRun = 0
        for character in stem {
            if character.isUppercase, lowercaseRun >= 2 { return false }
            lowercaseRun = character.isLowercase ? lowercaseRun + 1 : 0
        }
        return true
    }
}

extension RuleID {
    public static let missingSourceText = RuleID("missing-source-text")
}
