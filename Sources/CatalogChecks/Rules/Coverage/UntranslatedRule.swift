import Diagnostics
import StringCatalog

/// A localization still in state `new`: added, but not translated yet.
public struct UntranslatedRule: CatalogRule {
    public static let description = RuleDescription(
        id: .untranslated,
        summary: "A translation is in state `new` (not translated yet)",
        rationale: """
            Xcode marks a localization `new` when it is added without a translation or when its source changed \
            before it was translated. Its value is usually the source text or empty, so users see English.
            """,
        defaultSeverity: .error,
        fixUrgency: .untranslated,
        triggeringExamples: [
            CatalogExample("a French value still marked new", [
                "Welcome": .texts(["fr": "Welcome"], state: .new),
            ], expect: [("Welcome", "fr")]),
            CatalogExample("one plural case still new", [
                "%lld stories": .localized(["fr": Localization(variations: Variations(plural: [
                    .one: .text("%lld histoire"), .other: .text("%lld stories", state: .new),
                ]))]),
            ], expect: [("%lld stories", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("translated and reviewed states", [
                "Welcome": .texts(["fr": "Bienvenue"]),
                "Sign in": .texts(["fr": "Se connecter"], state: .needsReview),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard !translation.isSource, let unit = translation.units.first(where: { $0.state == .new }) else { return }
        findings.report(
            "\(quoted(translation.entry.key)) is not translated to \(translation.language.displayName) yet (state new\(unit.placeText))",
            in: translation)
    }
}

extension RuleID {
    public static let untranslated = RuleID("untranslated")
}
