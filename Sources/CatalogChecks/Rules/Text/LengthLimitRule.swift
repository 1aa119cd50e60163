import Diagnostics
import StringCatalog

/// A text longer than the limit configured for its key.
public struct LengthLimitRule: CatalogRule {
    public static let description = RuleDescription(
        id: .lengthLimit,
        summary: "A text exceeds the character limit set for its key",
        rationale: """
            Some strings must fit a fixed space: a tab title, a watch complication, a push notification. Set \
            limits per key under `check: length_limits:`; every language, the source included, must fit.
            """,
        defaultSeverity: .error,
        fixUrgency: .languageQuality,
        triggeringExamples: [
            CatalogExample("a tab title over its limit", [
                "Journey": .texts(["de": "Leseabenteuer", "fr": "Parcours"]),
            ], options: CheckOptions(parameters: CheckParameters(lengthLimits: ["Journey": 10])), expect: [("Journey", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("within the limit", [
                "Journey": .texts(["de": "Reise", "fr": "Parcours"]),
            ], options: CheckOptions(parameters: CheckParameters(lengthLimits: ["Journey": 10]))),
        ])

    private let limits: [String: Int]

    public init(parameters: CheckParameters) {
        limits = parameters.lengthLimits
    }

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard !limits.isEmpty, let limit = limits[translation.entry.key] else { return }
        for unit in translation.units {
            let length = unit.value.count
            guard length > limit else { continue }
            findings.report(
                "\(translation.language.displayName) text\(unit.placeText) has \(length) characters; the limit for this key is \(limit)",
                in: translation)
            return
        }
    }
}

extension RuleID {
    public static let lengthLimit = RuleID("length-limit")
}
