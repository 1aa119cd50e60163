import Diagnostics
import StringCatalog

/// Plural variations without a category the language needs for everyday numbers.
public struct MissingPluralCategoryRule: CatalogRule {
    public static let description = RuleDescription(
        id: .missingPluralCategory,
        summary: "Plural variations lack a category the language needs (per CLDR)",
        rationale: """
            Each language has its own plural forms: Ukrainian needs one (1, 21), few (2–4, 22) and many (5–20) \
            as well as other, Arabic six forms. A missing category falls back to `other`, which is \
            grammatically wrong for those numbers (\"2 файлів\" instead of \"2 файли\"). Checked for categories \
            that numbers below 1000 select; rarer ones are `missing-rare-plural-category`.
            """,
        defaultSeverity: .error,
        fixUrgency: .languageQuality,
        triggeringExamples: [
            CatalogExample("Ukrainian with only one and other", [
                "%lld stories": .localized(["uk": .plural([.one: "%lld історія", .other: "%lld історії"])]),
            ], expect: [("%lld stories", "uk")]),
            CatalogExample("English source without one", [
                "%lld heroes": .localized(["en": .plural([.other: "%lld heroes"])]),
            ], expect: [("%lld heroes", "en")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("every needed form; French many is only for millions", [
                "%lld stories": .localized([
                    "uk": .plural([.one: "%lld історія", .few: "%lld історії", .many: "%lld історій", .other: "%lld історії"]),
                    "fr": .plural([.one: "%lld histoire", .other: "%lld histoires"]),
                    "ja": .plural([.other: "%lld 話"]),
                ]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard let localization = translation.localization else { return }
        let facts = translation.language.plurals
        for (place, cases) in localization.pluralCaseSets {
            let missing = facts.commonCategories.subtracting(cases.keys).sorted()
            guard !missing.isEmpty else { continue }
            let list = missing.map { "\"\($0.rawValue)\" (\(facts.sampleText($0)))" }.joined(separator: ", ")
            findings.report("\(translation.language.displayName) plural variations\(place) lack \(list)", in: translation)
            return
        }
    }
}

extension RuleID {
    public static let missingPluralCategory = RuleID("missing-plural-category")
}
