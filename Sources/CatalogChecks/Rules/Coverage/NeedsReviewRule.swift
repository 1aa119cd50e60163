import Diagnostics
import StringCatalog

/// A translation flagged for review.
public struct NeedsReviewRule: CatalogRule {
    public static let description = RuleDescription(
        id: .needsReview,
        summary: "A translation is marked `needs_review`",
        rationale: """
            Xcode marks a translation for review when its source text changed after it was translated, and \
            translators mark uncertain work the same way. It ships, but may say something the source no longer says.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("a German translation flagged for review", [
                "Save story": .texts(["de": "Geschichte speichern"], state: .needsReview),
            ], expect: [("Save story", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("translated", ["Save story": .texts(["de": "Geschichte speichern"])]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard !translation.isSource, let unit = translation.units.first(where: { $0.state == .needsReview }) else { return }
        findings.report(
            "\(quoted(translation.entry.key)) needs review in \(translation.language.displayName)\(unit.placeText)",
            in: translation)
    }
}

extension RuleID {
    public static let needsReview = RuleID("needs-review")
}
