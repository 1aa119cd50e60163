import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner
import StringCatalog

/// A key whose default value in code is not the catalog's source text, which extraction wrote from it.
public struct ExtractSourceChangedRule: CatalogChangeRule {
    public static let description = RuleDescription(
        id: .extractSourceChanged,
        summary: "The code's default value for a key changed",
        rationale: """
            The catalog's source text is out of date, and so may be its translations: extract, then review them.
            """,
        triggeringExamples: [
            ProjectExample(
                "a default value edited in code",
                sources: [#"let title = String(localized: "home.title", defaultValue: "Home")"#],
                catalog: ["home.title": .localized(["en": .text("Start", state: .new)], extractionState: .extractedWithValue)],
                expect: ["home.title"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "the same default value, and a source text edited in the catalog",
                sources: [#"""
                    let title = String(localized: "home.title", defaultValue: "Home")
                    let subtitle = String(localized: "home.subtitle", defaultValue: "Latest")
                    """#],
                catalog: [
                    "home.title": .localized(["en": .text("Home", state: .new)], extractionState: .extractedWithValue),
                    "home.subtitle": .localized(["en": .text("Latest stories")], extractionState: .extractedWithValue),
                ]),
        ])

    public static let change = CatalogChange.Kind.sourceValue

    public init() {}

    public static func message(_ change: CatalogChange, catalog: String) -> String {
        "\(change.key.jsonQuoted) has a new default value in code\(detail(of: change))"
    }
}

extension RuleID {
    public static let extractSourceChanged = RuleID("extract-source-changed")
}
