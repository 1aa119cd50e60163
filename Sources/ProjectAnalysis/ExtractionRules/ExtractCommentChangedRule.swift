import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner
import StringCatalog

/// A key whose translator comment in code is not the catalog's.
public struct ExtractCommentChangedRule: CatalogChangeRule {
    public static let description = RuleDescription(
        id: .extractCommentChanged,
        summary: "The code's translator comment for a key changed",
        rationale: "Extraction would update the catalog's comment, which translators read for context.",
        defaultSeverity: .note,
        triggeringExamples: [
            ProjectExample(
                "a comment edited in code", sources: [#"let title = Text("Welcome back", comment: "Shown on launch")"#],
                catalog: ["Welcome back": .localized(["de": .text("Willkommen zurück")], comment: "Greeting")],
                expect: ["Welcome back"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "the same comment, and none in code", sources: [#"""
                    let title = Text("Welcome back", comment: "Shown on launch")
                    let footer = Text("Made with care")
                    """#],
                catalog: [
                    "Welcome back": .localized(["de": .text("Willkommen zurück")], comment: "Shown on launch"),
                    "Made with care": .localized(["de": .text("Mit Sorgfalt gemacht")], comment: "Written by a translator"),
                ]),
        ])

    public static let change = CatalogChange.Kind.comment

    public init() {}

    public static func message(_ change: CatalogChange, catalog: String) -> String {
        "\(change.key.jsonQuoted) has a new comment in code\(detail(of: change))"
    }
}

extension RuleID {
    public static let extractCommentChanged = RuleID("extract-comment-changed")
}
