import StringCatalog

/// One text of a localization: the plain string unit, or one case of its variations or substitutions.
struct TranslationUnit: Hashable {
    /// Where the text sits in the localization: empty for the plain text, else `plural.one`,
    /// `device.iphone.plural.other`, `substitutions.count.plural.one`.
    var variant: String
    var unit: StringUnit
}

extension Localization {
    /// Every text of the localization, in a stable order.
    var translationUnits: [TranslationUnit] {
        var units: [TranslationUnit] = []
        collectUnits(prefix: "", into: &units)
        return units
    }

    fileprivate func collectUnits(prefix: String, into units: inout [TranslationUnit]) {
        if let stringUnit { units.append(TranslationUnit(variant: prefix, unit: stringUnit)) }
        if let variations { variations.collectUnits(prefix: prefix, into: &units) }
        for name in (substitutions ?? [:]).keys.sorted() {
            substitutions?[name]?.variations?.collectUnits(prefix: Self.joined(prefix, "substitutions.\(name)"), into: &units)
        }
    }

    /// The localization without its texts: what is left to compare once the texts are compared.
    var withoutTexts: Localization {
        var copy = self
        copy.stringUnit = copy.stringUnit.map { _ in StringUnit(state: .new, value: "") }
        copy.variations = copy.variations?.withoutTexts
        copy.substitutions = copy.substitutions?.mapValues { substitution in
            var substitution = substitution
            substitution.variations = substitution.variations?.withoutTexts
            return substitution
        }
        return copy
    }

    static func joined(_ prefix: String, _ name: String) -> String {
        prefix.isEmpty ? name : prefix + "." + name
    }
}

extension Variations {
    fileprivate func collectUnits(prefix: String, into units: inout [TranslationUnit]) {
        for (device, localization) in (device ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            localization.collectUnits(prefix: Localization.joined(prefix, "device.\(device.rawValue)"), into: &units)
        }
        for (category, localization) in (plural ?? [:]).sorted(by: { $0.key < $1.key }) {
            localization.collectUnits(prefix: Localization.joined(prefix, "plural.\(category.rawValue)"), into: &units)
        }
    }

    fileprivate var withoutTexts: Variations {
        var copy = self
        copy.plural = copy.plural?.mapValues(\.withoutTexts)
        copy.device = copy.device?.mapValues(\.withoutTexts)
        return copy
    }
}
