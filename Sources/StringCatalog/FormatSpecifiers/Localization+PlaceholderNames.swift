extension Localization {
    /// The localization with the named placeholders of every text written as positions, numbered by the
    /// key's `names` (`%(count)lld landmarks` → `%1$lld landmarks`), as `xcstringstool compile` writes them
    /// for Foundation, which knows no names. Texts without names stay as they are.
    public func replacingPlaceholderNames(with names: ArgumentNames) -> Localization {
        var copy = self
        if let value = stringUnit?.value { copy.stringUnit?.value = Self.positional(value, names: names, inSubstitution: false) }
        copy.variations = variations?.replacingPlaceholderNames(with: names)
        copy.substitutions = substitutions?.mapValues { substitution in
            var copy = substitution
            copy.variations = substitution.variations?.replacingPlaceholderNames(with: names, inSubstitution: true)
            return copy
        }
        return copy
    }

    fileprivate static func positional(_ text: String, names: ArgumentNames, inSubstitution: Bool) -> String {
        guard ArgumentNames.mayNamePlaceholders(text) else { return text }
        return FormatString.parse(text, isSubstitutionVariation: inSubstitution, names: names).withoutPlaceholderNames
    }
}

extension Variations {
    fileprivate func replacingPlaceholderNames(with names: ArgumentNames, inSubstitution: Bool = false) -> Variations {
        var copy = self
        copy.plural = plural?.mapValues { $0.replacingPlaceholderNames(with: names, inSubstitution: inSubstitution) }
        copy.device = device?.mapValues { $0.replacingPlaceholderNames(with: names, inSubstitution: inSubstitution) }
        return copy
    }
}

extension Localization {
    /// A variation case: its text (a substitution's case reads the substitution's argument) and nested cases.
    fileprivate func replacingPlaceholderNames(with names: ArgumentNames, inSubstitution: Bool) -> Localization {
        guard inSubstitution else { return replacingPlaceholderNames(with: names) }
        var copy = self
        if let value = stringUnit?.value { copy.stringUnit?.value = Self.positional(value, names: names, inSubstitution: true) }
        copy.variations = variations?.replacingPlaceholderNames(with: names, inSubstitution: true)
        return copy
    }
}
