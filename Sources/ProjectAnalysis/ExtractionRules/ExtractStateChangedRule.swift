import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner
import StringCatalog

/// A key whose extraction state would change: its default value gained or lost in code, or a migrated key found.
public struct ExtractStateChangedRule: CatalogChangeRule {
    public static let description = RuleDescription(
        id: .extractStateChanged,
        summary: "A key's extraction state would change",
        rationale: """
            Extraction would record how the key is now defined in code: with a default value \
            (`extracted_with_value`) or as its own source text.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            ProjectExample(
                "a key whose default value the code dropped", sources: [#"let title = Text("Welcome back")"#],
                catalog: ["Welcome back": .localized(["en": .text("Welcome back", state: .new)], extractionState: .extractedWithValue)],
                expect: ["Welcome back"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "keys defined in code as the catalog says", sources: [#"""
                    let title = Text("Welcome back")
                    let subtitle = String(localized: "home.subtitle", defaultValue: "Latest")
                    """#],
                catalog: [
                    "Welcome back": .texts(["de": "Willkommen zurück"]),
                    "home.subtitle": .localized(["en": .text("Latest", state: .new)], extractionState: .extractedWithValue),
                ]),
        ])

    public static let change = CatalogChange.Kind.extractionState

    public init() {}

    public static func message(_ change: CatalogChange, catalog: String) -> String {
        "\(change.key.jsonQuoted) would change extraction state\(detail(of: change))"
    }
}

extension RuleID {
    public static let extractStateChanged = RuleID("extract-state-changed")
}
