import CatalogChecks
import StringCatalog

/// Where one text lies inside a localization: the plain value (no component), a device case, a plural case,
/// a substitution's plural case, or a device case's plural case — the places Xcode's model has text.
package struct TextPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var substitution: String?
    package var device: DeviceKind?
    package var plural: PluralCategory?

    package init(substitution: String? = nil, device: DeviceKind? = nil, plural: PluralCategory? = nil) {
        self.substitution = substitution
        self.device = device
        self.plural = plural
    }

    package init(_ unit: TextUnit) {
        self.init(substitution: unit.substitution, device: unit.device, plural: unit.plural)
    }

    /// `plural.few`, `device.mac.plural.one`, `substitutions.count.plural.other`, or `value` for the plain text.
    package var description: String {
        var parts: [String] = []
        if let substitution { parts.append("substitutions.\(substitution)") }
        if let device { parts.append("device.\(device.rawValue)") }
        if let plural { parts.append("plural.\(plural.rawValue)") }
        return parts.isEmpty ? "value" : parts.joined(separator: ".")
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}

extension Localization {
    /// The text units of this localization by path.
    package var textsByPath: [TextPath: StringUnit] {
        var result: [TextPath: StringUnit] = [:]
        for unit in TextUnit.units(of: self) {
            result[TextPath(unit)] = StringUnit(state: unit.state, value: unit.value)
        }
        return result
    }

    /// Sets the text at `path`, creating the cases on the way. A localization holds either a plain value or
    /// variations, as Xcode writes it: setting one drops the other at that level. A substitution case copies the
    /// substitution's argument and specifier from `source`.
    package mutating func setText(_ unit: StringUnit, at path: TextPath, source: Localization) {
        if let name = path.substitution {
            var substitutions = self.substitutions ?? [:]
            let sourceSubstitution = source.substitutions?[name]
            var substitution = substitutions[name] ?? Substitution(argNum: sourceSubstitution?.argNum, formatSpecifier: sourceSubstitution?.formatSpecifier)
            var variations = substitution.variations ?? Variations()
            var cases = variations.plural ?? [:]
            cases[path.plural ?? .other] = Localization(stringUnit: unit)
            variations.plural = cases
            substitution.variations = variations
            substitutions[name] = substitution
            self.substitutions = substitutions
            return
        }
        if let device = path.device {
            var variations = self.variations ?? Variations()
            var cases = variations.device ?? [:]
            var deviceCase = cases[device] ?? Localization()
            deviceCase.setText(unit, at: TextPath(plural: path.plural), source: source)
            cases[device] = deviceCase
            variations.device = cases
            variations.plural = nil
            self.variations = variations
            stringUnit = nil
            return
        }
        if let category = path.plural {
            var variations = self.variations ?? Variations()
            var cases = variations.plural ?? [:]
            cases[category] = Localization(stringUnit: unit)
            variations.plural = cases
            variations.device = nil
            self.variations = variations
            stringUnit = nil
            return
        }
        stringUnit = unit
        variations = nil
    }
}
