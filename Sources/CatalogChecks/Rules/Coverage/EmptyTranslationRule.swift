import Diagnostics
import StringCatalog

/// A translated value that is empty while its source is not.
public struct EmptyTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: .emptyTranslation,
        summary: "A translation is empty where the source has text",
        rationale: """
            An empty value is shown as nothing at all: a blank button or label. Xcode leaves values empty \
            when a translation was started and not finished.
            """,
        defaultSeverity: .error,
        fixUrgency: .untranslated,
        triggeringExamples: [
            CatalogExample("an empty French value", [
                "Cancel": .texts(["fr": ""]),
            ], expect: [("Cancel", "fr")]),
            CatalogExample("an empty plural case", [
                "%lld heroes": .localized(["fr": .plural([.one: "%lld héros", .other: ""])]),
            ], expect: [("%lld heroes", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("empty in the source too", [
                "spacer": .localized(["en": .text(""), "fr": .text("")], extractionState: .manual),
            ]),
            CatalogExample("empty but state new is reported as untranslated", [
                "Cancel": .texts(["fr": ""], state: .new),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard !translation.isSource else { return }
        for index in translation.units.indices {
            let unit = translation.units[index]
            guard unit.value.isEmpty, unit.state != .new, !translation.sourceUnit(for: index).value.isEmpty else { continue }
            findings.report(
                "\(quoted(translation.entry.key)) is empty in \(translation.language.displayName)\(unit.placeText)",
                in: translation)
            return
        }
    }
}

extension RuleID {
    public static let emptyTranslation = RuleID("empty-translation")
}
