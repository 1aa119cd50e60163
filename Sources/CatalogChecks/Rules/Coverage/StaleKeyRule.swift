import Diagnostics
import StringCatalog

/// A key Xcode marked stale: extraction no longer finds it in the sources.
public struct StaleKeyRule: CatalogRule {
    public static let description = RuleDescription(
        id: .staleKey,
        summary: "A key is no longer used by the sources (extraction state `stale`)",
        rationale: """
            Stale keys still ship in the app and still cost translation work. Delete them, or if the code \
            builds the key at run time, mark the entry `manual`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("a stale key", [
                "Old onboarding title": .localized(["fr": .text("Ancien titre")], extractionState: .stale),
            ], expect: [("Old onboarding title", nil)]),
        ],
        nonTriggeringExamples: [
            CatalogExample("extracted and manual keys", [
                "Welcome": .texts(["fr": "Bienvenue"]),
                "settings.title": .localized(["en": .text("Settings"), "fr": .text("Réglages")], extractionState: .manual),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(entry: EntryContext, findings: inout FindingCollector) {
        guard entry.entry.extractionState == .stale else { return }
        let translations = entry.entry.localizations.keys.filter { $0 != entry.sourceLanguage }.count
        let cost = translations == 0 ? "" : " but still has \(Counted(translations, "translation"))"
        findings.report("\(quoted(entry.key)) is stale: the sources no longer use it\(cost)", key: entry.key, language: nil)
    }
}

extension RuleID {
    public static let staleKey = RuleID("stale-key")
}
