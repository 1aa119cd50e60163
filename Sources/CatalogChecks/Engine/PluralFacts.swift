import Plurals
import StringCatalog

/// What a language's CLDR cardinal rules imply for plural variations, worked out once per language.
public struct PluralFacts: Sendable {
    public let rules: PluralRules
    /// The categories the language uses (always including `other`).
    public let categories: Set<PluralCategory>
    /// Categories that integers below 1000 select: a catalog must have these.
    public let commonCategories: Set<PluralCategory>
    /// Categories only large numbers or fractions select (French `many`).
    public let rareCategories: Set<PluralCategory>
    /// Up to four sample integers per category from 0 through 1,000,000, smallest first.
    public let samples: [PluralCategory: [Int]]
    /// Integers other than 1 that take the `one` form (21 and 31 in Ukrainian, 0 in French), up to four.
    public let oneAlsoMatches: [Int]

    public init(language: String) {
        rules = PluralRules.cardinal(for: language)
        categories = Set(rules.categories.map { PluralCategory($0.rawValue) })
        var samples: [PluralCategory: [Int]] = [:]
        var common: Set<PluralCategory> = []
        for value in Array(0..<1000) + [1_000_000] {
            let category = PluralCategory(rules.category(for: value).rawValue)
            if value < 1000 { common.insert(category) }
            if samples[category, default: []].count < 4 { samples[category, default: []].append(value) }
        }
        common.insert(.other)
        self.samples = samples
        commonCategories = common
        rareCategories = categories.subtracting(common)
        oneAlsoMatches = (samples[.one] ?? []).filter { $0 != 1 }
    }

    /// The facts for `language`, worked out once per process.
    static func cached(for language: String) -> PluralFacts {
        if let facts = cache.value(for: language) { return facts }
        let facts = PluralFacts(language: language)
        cache.set(facts, for: language)
        return facts
    }

    private static let cache = LockedCache<String, PluralFacts>()

    /// `3, 4, 22…` for messages.
    public func sampleText(_ category: PluralCategory) -> String {
        guard let values = samples[category], !values.isEmpty else { return "fractions only" }
        return values.map(String.init).joined(separator: ", ") + "…"
    }
}
