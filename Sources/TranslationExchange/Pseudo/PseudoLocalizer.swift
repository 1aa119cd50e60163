import StringCatalog

/// Adds a pseudo-language to a catalog, made from the source language: every string, plural case, device
/// case and substitution case transformed, placeholders and markup kept intact.
public struct PseudoLocalizer: Sendable {
    public var language: PseudoLanguage
    public var plurals: PluralCategoryProvider

    public init(language: PseudoLanguage, plurals: PluralCategoryProvider = .xcode) {
        self.language = language
        self.plurals = plurals
    }

    /// `catalog` with its `language` localization replaced by a fresh pseudo-localization of the source.
    /// Strings marked "don't translate" are left alone.
    public func localize(_ catalog: StringCatalog) -> StringCatalog {
        var result = catalog
        let categories = plurals.categories(for: language.pluralLanguage)
        for (key, entry) in catalog.strings where entry.shouldTranslate != false {
            let source = entry.localizations[catalog.sourceLanguage] ?? .text(key)
            result.strings[key]?.localizations[language.rawValue] = transform(source, categories: categories, inSubstitution: false)
        }
        return result
    }

    /// Pseudo-localizes one string.
    public func transform(_ text: String) -> String {
        PseudoText.transform(text, as: language)
    }

    private func transform(_ node: Localization, categories: [PluralCategory], inSubstitution: Bool) -> Localization {
        var output = Localization()
        if let unit = node.stringUnit {
            output.stringUnit = StringUnit(state: .translated, value: PseudoText.transform(unit.value, as: language, isSubstitutionVariation: inSubstitution))
        }
        if let variations = node.variations {
            output.variations = transform(variations, categories: categories, inSubstitution: inSubstitution)
        }
        if let substitutions = node.substitutions {
            output.substitutions = substitutions.mapValues { substitution in
                var copy = substitution
                copy.variations = substitution.variations.map { transform($0, categories: categories, inSubstitution: true) }
                return copy
            }
        }
        return output
    }

    /// Each case transformed; plural cases the pseudo-language's rules need are added from `other`.
    private func transform(_ variations: Variations, categories: [PluralCategory], inSubstitution: Bool) -> Variations {
        var output = Variations(unknownFields: variations.unknownFields)
        if let device = variations.device {
            output.device = device.mapValues { transform($0, categories: categories, inSubstitution: inSubstitution) }
        }
        if let plural = variations.plural {
            var cases = plural.mapValues { transform($0, categories: categories, inSubstitution: inSubstitution) }
            if let other = cases[.other] {
                for category in categories where cases[category] == nil { cases[category] = other }
            }
            output.plural = cases
        }
        return output
    }
}
