import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner
import StringCatalog

/// A key extraction found before that the code no longer uses: extraction would mark it stale.
public struct ExtractUnusedKeyRule: CatalogChangeRule {
    public static let description = RuleDescription(
        id: .extractUnusedKey,
        summary: "A catalog key is no longer used by the code",
        rationale: """
            Extraction would mark it stale; its translations are kept. Delete it once you're sure it is gone \
            for good.
            """,
        triggeringExamples: [
            ProjectExample(
                "a text the code no longer shows", sources: [#"let title = Text("Welcome back")"#],
                catalog: ["Welcome back": .texts(["de": "Willkommen zurück"]), "Good night": .texts(["de": "Gute Nacht"])],
                expect: ["Good night"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "a key already stale, and a manual key", sources: [#"let title = Text("Welcome back")"#],
                catalog: [
                    "Welcome back": .texts(["de": "Willkommen zurück"]),
                    "Good night": .localized(["de": .text("Gute Nacht")], extractionState: .stale),
                    "settings.title": .localized(["en": .text("Settings")], extractionState: .manual),
                ]),
        ])

    public static let change = CatalogChange.Kind.markedStale

    public init() {}

    public static func message(_ change: CatalogChange, catalog: String) -> String {
        "\(change.key.jsonQuoted) is no longer used in code; extraction would mark it stale"
    }
}

extension RuleID {
    public static let extractUnusedKey = RuleID("extract-unused-key")
}
