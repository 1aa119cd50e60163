import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner
import StringCatalog

/// A key marked stale that the code uses again: extraction would bring it back.
public struct ExtractRevivedKeyRule: CatalogChangeRule {
    public static let description = RuleDescription(
        id: .extractRevivedKey,
        summary: "A key marked stale is used by the code again",
        rationale: "Extraction would un-stale it; check that its translations still fit the way the code uses it now.",
        triggeringExamples: [
            ProjectExample(
                "a stale key the code shows again", sources: [#"let title = Text("Good night")"#],
                catalog: ["Good night": .localized(["de": .text("Gute Nacht")], extractionState: .stale)],
                expect: ["Good night"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "a key that never went stale", sources: [#"let title = Text("Good night")"#],
                catalog: ["Good night": .texts(["de": "Gute Nacht"])]),
        ])

    public static let change = CatalogChange.Kind.revived

    public init() {}

    public static func message(_ change: CatalogChange, catalog: String) -> String {
        "\(change.key.jsonQuoted) is used in code again but marked stale in \(catalog)"
    }
}

extension RuleID {
    public static let extractRevivedKey = RuleID("extract-revived-key")
}
