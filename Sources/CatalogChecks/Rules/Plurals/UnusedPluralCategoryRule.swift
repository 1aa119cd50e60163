import Diagnostics
import StringCatalog

/// Plural cases for categories the language never selects.
public struct UnusedPluralCategoryRule: CatalogRule {
    public static let description = RuleDescription(
        id: .unusedPluralCategory,
        summary: "Plural variations have a category the language never uses",
        rationale: """
            CLDR says which categories a language selects: Chinese and Japanese only `other`, English `one` and \
            `other`. A `few` case in Chinese is never shown, so its text is dead and its translator's work wasted, \
            usually a sign the forms were copied from another language. `zero` is exempt: Apple's plural \
            support uses it for 0 in every language.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("few in Chinese", [
                "%lld stories": .localized(["zh-Hans": .plural([.few: "%lld 个故事", .other: "%lld 个故事"])]),
            ], expect: [("%lld stories", "zh-Hans")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("the language's own categories and zero", [
                "%lld stories": .localized([
                    "zh-Hans": .plural([.other: "%lld 个故事"]),
                    "en": .plural([.zero: "No stories", .one: "%lld story", .other: "%lld stories"]),
                ]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard let localization = translation.localization else { return }
        let used = translation.language.plurals.categories
        for (place, cases) in localization.pluralCaseSets {
            let unused = cases.keys.filter { $0 != .zero && !used.contains($0) }.sorted()
            guard !unused.isEmpty else { continue }
            findings.report(
                "\(translation.language.displayName) never uses plural \(unused.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))\(place); it uses \(used.sorted().map(\.rawValue).joined(separator: ", "))",
                in: translation)
            return
        }
    }
}

extension RuleID {
    public static let unusedPluralCategory = RuleID("unused-plural-category")
}
