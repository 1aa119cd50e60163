import Diagnostics
import StringCatalog

/// Plural variations without a category the language uses only for large numbers or fractions.
public struct MissingRarePluralCategoryRule: CatalogRule {
    public static let description = RuleDescription(
        id: .missingRarePluralCategory,
        summary: "Plural variations lack a category used only for millions or fractions",
        rationale: """
            Since CLDR 38, French, Spanish, Italian and Portuguese use `many` for round millions (\"1 000 000 de \
            fichiers\"), and some languages have forms only fractions select. Without the case such numbers \
            use `other`. Add it where counts can reach those numbers.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("French without many", [
                "%lld stories": .localized(["fr": .plural([.one: "%lld histoire", .other: "%lld histoires"])]),
            ], expect: [("%lld stories", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("French with many; English has no rare forms", [
                "%lld stories": .localized([
                    "fr": .plural([.one: "%lld histoire", .many: "%lld d’histoires", .other: "%lld histoires"]),
                    "en": .plural([.one: "%lld story", .other: "%lld stories"]),
                ]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard let localization = translation.localization else { return }
        let facts = translation.language.plurals
        let rare = facts.rareCategories
        guard !rare.isEmpty else { return }
        for (place, cases) in localization.pluralCaseSets {
            let missing = rare.subtracting(cases.keys).sorted()
            guard !missing.isEmpty else { continue }
            let list = missing.map { "\"\($0.rawValue)\" (\(facts.sampleText($0)))" }.joined(separator: ", ")
            findings.report("\(translation.language.displayName) plural variations\(place) lack \(list)", in: translation)
            return
        }
    }
}

extension RuleID {
    public static let missingRarePluralCategory = RuleID("missing-rare-plural-category")
}
