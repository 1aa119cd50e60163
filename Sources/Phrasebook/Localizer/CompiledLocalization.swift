import StringCatalog

/// Plural cases of one argument, compiled. A class, immutable, so that picking a case copies no tables.
final class CompiledPlural: Sendable {
    /// The 0-based argument whose value picks the case.
    let index: Int
    let cases: [PluralCategory: FormatTemplate]
    let other: FormatTemplate
    /// The cases of CLDR's categories by `PluralCategoryName` (zero … other), for lookups without hashing.
    private let known: [FormatTemplate?]

    init(index: Int, cases: [PluralCategory: FormatTemplate], other: FormatTemplate) {
        self.index = index
        self.cases = cases
        self.other = other
        known = PluralCategoryName.allCases.sorted().map { cases[PluralCategory($0)] }
    }

    /// The case of a CLDR category, if the variation has one.
    @inline(__always)
    subscript(name: PluralCategoryName) -> FormatTemplate? {
        known[name.order]
    }
}

/// The text of one localization after device variations were resolved for the configured device.
enum CompiledForm: Sendable {
    case template(FormatTemplate)
    case plural(CompiledPlural)
}

/// A `%#@name@` substitution, compiled.
struct CompiledSubstitution: Sendable {
    let index: Int
    let conversion: Conversion
    /// `nil` when the substitution has no plural variations: the argument is just formatted.
    let plural: CompiledPlural?
}

/// One language's text for one key, ready to render: variations resolved for the device, texts parsed.
struct CompiledLocalization: Sendable {
    let form: CompiledForm
    let substitutions: [String: CompiledSubstitution]
    let signature: FormatSignature
    /// The device variation chosen at compile time, for explanations (`"device: ipad"`), or "".
    let variation: String
    /// Why the text cannot be rendered as written (a `%#@name@` without its substitution, substitutions
    /// that refer to themselves), or `nil`.
    var defect: String? = nil

    /// The first specifier Foundation can't format in any of the texts, or `nil`.
    var invalidSpecifier: FormatProblem? {
        templates.lazy.compactMap(\.invalidSpecifier).first
    }

    /// The first placeholder name of the texts that the key's source text doesn't have, or `nil`.
    var unknownName: String? {
        templates.lazy.compactMap(\.unknownName).first
    }

    /// Every text: the main text or plural cases, then every substitution's cases.
    private var templates: [FormatTemplate] {
        var templates: [FormatTemplate]
        switch form {
        case .template(let template): templates = [template]
        case .plural(let plural): templates = [plural.other] + plural.cases.values
        }
        for substitution in substitutions.values {
            if let plural = substitution.plural { templates += [plural.other] + plural.cases.values }
        }
        return templates
    }

    /// The text when it needs no arguments to render, so a lookup can return it without formatting.
    var plainText: String? {
        if case .template(let template) = form, substitutions.isEmpty { return template.plainText }
        return nil
    }
}

/// Turns catalog localizations into `CompiledLocalization`s for one device under one translation policy.
struct LocalizationCompiler {
    let device: DeviceKind
    let policy: TranslationPolicy

    /// A key used as its own source text (catalogs omit source values equal to the key).
    static func keyLocalization(_ key: String) -> CompiledLocalization {
        let template = FormatTemplate(key, names: ArgumentNames(key: key, source: nil))
        return CompiledLocalization(form: .template(template), substitutions: [:], signature: template.signature, variation: "")
    }

    /// The compiled text, or `nil` when the policy finds nothing usable in it. `names` numbers the key's
    /// named placeholders (from its source text), the same in every language.
    func compile(_ localization: Localization, names: ArgumentNames = ArgumentNames()) -> CompiledLocalization? {
        var localization = localization
        var variation = ""
        if let devices = localization.variations?.device {
            guard let (kind, chosen) = deviceCase(devices) else { return nil }
            variation = "device: \(kind.rawValue)"
            localization = Localization(
                stringUnit: chosen.stringUnit, variations: chosen.variations,
                substitutions: chosen.substitutions ?? localization.substitutions)
        }
        var signature = FormatSignature()
        let form: CompiledForm
        if let plural = localization.variations?.plural {
            guard let compiled = compilePlural(plural, substitutionArgument: nil, indexFromSignature: true, names: names)
            else { return nil }
            form = .plural(compiled)
            for template in [compiled.other] + compiled.cases.values { signature.merge(template.signature) }
        } else if let unit = localization.stringUnit, policy.accepts(unit) {
            let template = FormatTemplate(unit.value, names: names)
            form = .template(template)
            signature = template.signature
        } else {
            return nil
        }

        var substitutions: [String: CompiledSubstitution] = [:]
        let indices = substitutionIndices(form)
        if let declared = localization.substitutions, !declared.isEmpty {
            for (name, substitution) in declared {
                let conversion = Conversion(formatSpecifier: substitution.formatSpecifier)
                guard let index = substitution.argNum.map({ $0 - 1 }) ?? indices[name] else { continue }
                signature.record(conversion.category, at: index)
                var plural: CompiledPlural?
                if let cases = substitution.variations?.plural {
                    guard let compiled = compilePlural(cases, substitutionArgument: (index, conversion), indexFromSignature: false,
                                                       names: names)
                    else { return nil }
                    plural = compiled
                    for template in [compiled.other] + compiled.cases.values { signature.merge(template.signature) }
                }
                substitutions[name] = CompiledSubstitution(index: index, conversion: conversion, plural: plural)
            }
        }
        var compiled = CompiledLocalization(form: form, substitutions: substitutions, signature: signature, variation: variation)
        if let missing = indices.keys.sorted().first(where: { substitutions[$0] == nil }) {
            compiled.defect = "uses %#@\(missing)@ but defines no substitution of that name"
        } else if let loop = Self.substitutionLoop(substitutions) {
            compiled.defect = "has a " + SubstitutionLoop.describe(loop)
        }
        return compiled
    }

    /// The names of substitutions whose texts refer back to themselves, in order around the loop, or `nil`.
    static func substitutionLoop(_ substitutions: [String: CompiledSubstitution]) -> [String]? {
        var references: [String: [String]] = [:]
        for (name, substitution) in substitutions {
            var names: [String] = []
            for template in substitution.plural.map({ [$0.other] + $0.cases.values }) ?? [] {
                for case .substitution(let referenced, _) in template.segments { names.append(referenced) }
            }
            references[name] = names
        }
        return SubstitutionLoop.find(in: references)
    }

    /// The device's own case, else `other`; an iPod uses the iPhone's text when it has none.
    private func deviceCase(_ devices: [DeviceKind: Localization]) -> (DeviceKind, Localization)? {
        var candidates = [device]
        if device == .ipod { candidates.append(.iphone) }
        candidates.append(.other)
        for kind in candidates {
            if let localization = devices[kind], isUsable(localization) { return (kind, localization) }
        }
        return nil
    }

    private func isUsable(_ localization: Localization) -> Bool {
        if localization.variations?.plural != nil { return true }
        return localization.stringUnit.map(policy.accepts) ?? false
    }

    private func compilePlural(_ cases: [PluralCategory: Localization], substitutionArgument: (index: Int, conversion: Conversion)?,
                               indexFromSignature: Bool, names: ArgumentNames) -> CompiledPlural? {
        var templates: [PluralCategory: FormatTemplate] = [:]
        for (category, localization) in cases {
            guard let unit = localization.stringUnit, policy.accepts(unit) else { continue }
            templates[category] = FormatTemplate(unit.value, substitutionArgument: substitutionArgument, names: names)
        }
        guard let other = templates.removeValue(forKey: .other) else { return nil }
        let index = substitutionArgument?.index ?? (indexFromSignature ? other.signature.firstNumericIndex ?? 0 : 0)
        return CompiledPlural(index: index, cases: templates, other: other)
    }

    /// Where each `%#@name@` of the main text sits, for substitutions that do not name their argument.
    private func substitutionIndices(_ form: CompiledForm) -> [String: Int] {
        let templates: [FormatTemplate]
        switch form {
        case .template(let template): templates = [template]
        case .plural(let plural): templates = [plural.other] + plural.cases.values
        }
        var indices: [String: Int] = [:]
        for template in templates {
            for case .substitution(let name, let index) in template.segments where indices[name] == nil {
                indices[name] = index
            }
        }
        return indices
    }
}
