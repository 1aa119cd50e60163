/// Counts that describe a catalog's size and translation progress, for `phrasebook stats`.
///
/// Each key counts once per language with a single state: the state all its string units share, or
/// when a localization mixes states (plural cases, substitutions), the one that needs the most work
/// (`new`, then `needs_review`, then unknown states, then `machine_translated`, then `translated`).
/// Keys marked `shouldTranslate: false` are left out of the per-language counts. In the source
/// language a key without a localization counts as `translated`: the key itself is the text.
public struct CatalogStatistics: Sendable, Hashable, Codable {
    /// The catalog's source language.
    public var sourceLanguage: String
    /// Number of keys.
    public var keyCount: Int
    /// Keys that are translated (`shouldTranslate` is not `false`).
    public var translatableKeyCount: Int
    /// Keys whose extraction state is `stale`.
    public var staleKeyCount: Int
    /// Keys with plural variations in some language, directly or in a substitution.
    public var pluralKeyCount: Int
    /// Keys with device variations in some language.
    public var deviceKeyCount: Int
    /// Keys with substitutions in some language.
    public var substitutionKeyCount: Int
    /// One row per language, the source language first, then the others sorted.
    public var languages: [LanguageStatistics]

    /// Progress of one language.
    public struct LanguageStatistics: Sendable, Hashable, Codable {
        /// The language tag as written in the catalog.
        public var language: String
        /// Translatable keys per state (`translated`, `needs_review`, `new`, …).
        public var states: [String: Int]
        /// Translatable keys with no localization in this language.
        public var missing: Int
        /// `translated` keys as a share of the translatable keys, from 0 to 1.
        public var translatedFraction: Double
    }

    /// Computes the statistics of `catalog`.
    public init(_ catalog: StringCatalog) {
        sourceLanguage = catalog.sourceLanguage
        keyCount = catalog.strings.count
        var translatable = 0
        var stale = 0
        var plural = 0
        var device = 0
        var substitution = 0
        var states: [String: [String: Int]] = [:]
        var present: [String: Int] = [:]
        for entry in catalog.strings.values {
            if entry.extractionState == .stale { stale += 1 }
            var usage = VariationUsage()
            for localization in entry.localizations.values { usage.add(localization) }
            if usage.plural { plural += 1 }
            if usage.device { device += 1 }
            if usage.substitution { substitution += 1 }
            guard entry.shouldTranslate != false else { continue }
            translatable += 1
            for (language, localization) in entry.localizations {
                present[language, default: 0] += 1
                if let state = Self.summaryState(of: localization) { states[language, default: [:]][state.rawValue, default: 0] += 1 }
            }
            if entry.localizations[catalog.sourceLanguage] == nil {
                states[catalog.sourceLanguage, default: [:]][TranslationState.translated.rawValue, default: 0] += 1
                present[catalog.sourceLanguage, default: 0] += 1
            }
        }
        translatableKeyCount = translatable
        staleKeyCount = stale
        pluralKeyCount = plural
        deviceKeyCount = device
        substitutionKeyCount = substitution
        let others = catalog.languages.filter { $0 != catalog.sourceLanguage }
        languages = ([catalog.sourceLanguage] + others).map { language in
            let counts = states[language] ?? [:]
            let translated = counts[TranslationState.translated.rawValue] ?? 0
            return LanguageStatistics(
                language: language, states: counts, missing: translatable - (present[language] ?? 0),
                translatedFraction: translatable == 0 ? 1 : Double(translated) / Double(translatable))
        }
    }

    /// The states that occur, in the order a report lists them: `translated` first, then states
    /// needing more and more work, `new` last.
    public var stateNames: [String] {
        let seen = Set(languages.flatMap(\.states.keys))
        let leading = [TranslationState.translated, .machineTranslated].map(\.rawValue)
        let trailing = [TranslationState.needsReview, .new].map(\.rawValue)
        let unknown = seen.subtracting(leading + trailing).sorted()
        return (leading + unknown + trailing).filter(seen.contains)
    }

    /// The state of a localization as one value: shared by all its units, or the one needing most work.
    static func summaryState(of localization: Localization) -> TranslationState? {
        var found: Set<TranslationState> = []
        collectStates(localization, into: &found)
        guard let first = found.first else { return nil }
        if found.count == 1 { return first }
        return found.min { workRank($0) < workRank($1) || workRank($0) == workRank($1) && $0 < $1 }
    }

    private static func workRank(_ state: TranslationState) -> Int {
        switch state {
        case .new: 0
        case .needsReview: 1
        case .machineTranslated: 3
        case .translated: 4
        default: 2
        }
    }

    private static func collectStates(_ localization: Localization, into states: inout Set<TranslationState>) {
        if let unit = localization.stringUnit { states.insert(unit.state) }
        for variation in localization.variations?.allCases ?? [] { collectStates(variation, into: &states) }
        for substitution in localization.substitutions?.values ?? [:].values {
            for variation in substitution.variations?.allCases ?? [] { collectStates(variation, into: &states) }
        }
    }
}

/// Which kinds of variation a key uses, gathered over its localizations.
private struct VariationUsage {
    var plural = false
    var device = false
    var substitution = false

    mutating func add(_ localization: Localization) {
        if let variations = localization.variations { add(variations) }
        if let substitutions = localization.substitutions, !substitutions.isEmpty {
            substitution = true
            for case let variations? in substitutions.values.map(\.variations) { add(variations) }
        }
    }

    private mutating func add(_ variations: Variations) {
        if variations.plural?.isEmpty == false { plural = true }
        if variations.device?.isEmpty == false { device = true }
        for nested in variations.allCases { add(nested) }
    }
}

extension Variations {
    /// Every case of every variation kind, plural then device.
    var allCases: [Localization] {
        Array((plural ?? [:]).values) + Array((device ?? [:]).values)
    }
}
