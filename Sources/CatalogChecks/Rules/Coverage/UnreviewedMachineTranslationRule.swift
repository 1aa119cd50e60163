import Diagnostics
import StringCatalog

/// A machine translation nobody reviewed.
public struct UnreviewedMachineTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: .unreviewedMachineTranslation,
        summary: "A translation is a machine translation nobody reviewed",
        rationale: """
            Text in state `machine_translated` (XLIFF's `leveraged-mt`) came from a machine-translation service \
            and no translator confirmed it: coverage counts it as needing review, not translated. Review it and \
            mark it translated. Teams that must not ship unreviewed machine translation make this blocking with \
            `check.unreviewed_machine_translation: error`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("a German machine translation", [
                "Save story": .texts(["de": "Geschichte speichern"], state: .machineTranslated),
            ], expect: [("Save story", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("reviewed", ["Save story": .texts(["de": "Geschichte speichern"])]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard !translation.isSource, let unit = translation.units.first(where: { $0.state == .machineTranslated }) else { return }
        findings.report(
            "\(quoted(translation.entry.key)) is an unreviewed machine translation in \(translation.language.displayName)\(unit.placeText)",
            in: translation)
    }
}

extension RuleID {
    public static let unreviewedMachineTranslation = RuleID("unreviewed-machine-translation")
}
