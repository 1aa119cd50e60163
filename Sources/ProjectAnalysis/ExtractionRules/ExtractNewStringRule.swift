import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner
import StringCatalog

/// A string the code uses that its catalog doesn't hold yet: located where the code uses it.
public struct ExtractNewStringRule: CatalogChangeRule {
    public static let description = RuleDescription(
        id: .extractNewString,
        summary: "A string used in code is missing from the catalog",
        rationale: """
            Until extraction adds it, no language can translate it: every user sees the source text. Run \
            `phrasebook extract` (or build in Xcode).
            """,
        defaultSeverity: .error,
        fixUrgency: .notTranslatable,
        triggeringExamples: [
            ProjectExample(
                "a new text in a view", sources: [#"let title = Text("Welcome back")"#],
                catalog: ["Settings": .texts(["de": "Einstellungen"])], expect: ["Welcome back"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "every text in the catalog", sources: [#"let title = Text("Welcome back")"#],
                catalog: ["Welcome back": .texts(["de": "Willkommen zurück"])]),
        ])

    public static let change = CatalogChange.Kind.added

    public init() {}

    public static func message(_ change: CatalogChange, catalog: String) -> String {
        "\(change.key.jsonQuoted) is used in code but missing from \(catalog); run extraction to add it"
    }
}

extension RuleID {
    public static let extractNewString = RuleID("extract-new-string")
}
