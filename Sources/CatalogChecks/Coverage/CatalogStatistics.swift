import StringCatalog

/// Counts that describe a catalog's size and what it uses, for `phrasebook stats`. Translation progress
/// per language is counted by the catalog checks, which know what a copy of the source is.
public struct CatalogStatistics: Sendable, Hashable, Codable {
    /// The catalog's source language.
    public var sourceLanguage: String
    /// Number of keys.
    public var keyCount: Int
    /// Keys that need translating: not marked "don't translate" and not stale.
    public var translatableKeyCount: Int
    /// Keys whose extraction state is `stale`.
    public var staleKeyCount: Int
    /// Keys marked `shouldTranslate: false`.
    public var doNotTranslateKeyCount: Int
    /// Keys with plural variations in some language, directly or in a substitution.
    public var pluralKeyCount: Int
    /// Keys with device variations in some language.
    public var deviceKeyCount: Int
    /// Keys with substitutions in some language.
    public var substitutionKeyCount: Int
    /// The catalog's languages, the source language first, then the others sorted.
    public var languages: [String]

    /// Computes the statistics of `catalog`.
    public init(_ catalog: StringCatalog) {
        sourceLanguage = catalog.sourceLanguage
        keyCount = catalog.strings.count
        var usage = (plural: 0, device: 0, substitution: 0)
        var stale = 0, doNotTranslate = 0, translatable = 0
        for entry in catalog.strings.values {
            if entry.extractionState == .stale { stale += 1 }
            if entry.shouldTranslate == false { doNotTranslate += 1 }
            var variations = VariationUsage()
            for localization in entry.localizations.values { variations.add(localization) }
            if variations.plural { usage.plural += 1 }
            if variations.device { usage.device += 1 }
            if variations.substitution { usage.substitution += 1 }
            if entry.needsTranslation { translatable += 1 }
        }
        translatableKeyCount = translatable
        staleKeyCount = stale
        doNotTranslateKeyCount = doNotTranslate
        pluralKeyCount = usage.plural
        deviceKeyCount = usage.device
        substitutionKeyCount = usage.substitution
        languages = [catalog.sourceLanguage] + catalog.languages.filter { $0 != catalog.sourceLanguage }
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
        for nested in Array((variations.plural ?? [:]).values) + Array((variations.device ?? [:]).values) { add(nested) }
    }
}
