import StringCatalog

/// One piece of text of a localization: its plain value, one plural or device case, or one case of
/// a substitution. Rules compare a translation's units with the matching units of the source.
///
/// A class so that rules pass units around with one reference count instead of five.
public final class TextUnit: Sendable {
    public let value: String
    public let state: TranslationState
    public let device: DeviceKind?
    /// The substitution this text is a variation of (`count` in `%#@count@`).
    public let substitution: String?
    public let plural: PluralCategory?
    /// Whether the unit is a plain value (no device, plural or substitution case).
    public let isPlain: Bool

    public init(value: String, state: TranslationState = .translated, device: DeviceKind? = nil,
                substitution: String? = nil, plural: PluralCategory? = nil) {
        self.value = value
        self.state = state
        self.device = device
        self.substitution = substitution
        self.plural = plural
        isPlain = device == nil && substitution == nil && plural == nil
    }

    /// Where the unit is, for messages: `""` for a plain value, else ` (plural "few")`, ` (device "mac", plural "one")`.
    public var placeText: String {
        var parts: [String] = []
        if let substitution { parts.append("substitution \"\(substitution)\"") }
        if let device { parts.append("device \"\(device.rawValue)\"") }
        if let plural { parts.append("plural \"\(plural.rawValue)\"") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// Whether `value` is the text of a substitution's variation, where `%arg` stands for its argument.
    public var isSubstitutionVariation: Bool { substitution != nil }

    /// The value parsed as a format string, its named placeholders numbered by the key's `names`; `nil`
    /// when it has no `%` (and so no specifiers).
    func format(names: ArgumentNames) -> FormatString? {
        guard value.utf8.contains(UInt8(ascii: "%")) else { return nil }
        return FormatString.parse(value, isSubstitutionVariation: isSubstitutionVariation, names: names)
    }

    /// Every text of `localization`, depth first: plain value, device cases (with their plural cases),
    /// plural cases, then each substitution's plural cases by name.
    public static func units(of localization: Localization) -> [TextUnit] {
        // Most localizations are one plain string.
        if let unit = localization.stringUnit, localization.variations == nil, localization.substitutions == nil {
            return [TextUnit(value: unit.value, state: unit.state)]
        }
        var units: [TextUnit] = []
        collect(localization, device: nil, substitution: nil, plural: nil, into: &units)
        if let substitutions = localization.substitutions {
            for name in substitutions.keys.sorted() {
                if let plural = substitutions[name]?.variations?.plural {
                    for category in plural.keys.sorted() {
                        if let unit = plural[category]?.stringUnit {
                            units.append(TextUnit(value: unit.value, state: unit.state, substitution: name, plural: category))
                        }
                    }
                }
            }
        }
        return units
    }

    private static func collect(_ localization: Localization, device: DeviceKind?, substitution: String?,
                                plural: PluralCategory?, into units: inout [TextUnit]) {
        if let unit = localization.stringUnit {
            units.append(TextUnit(value: unit.value, state: unit.state, device: device, substitution: substitution, plural: plural))
        }
        guard let variations = localization.variations else { return }
        if let cases = variations.device {
            for kind in cases.keys.sorted() {
                collect(cases[kind]!, device: kind, substitution: substitution, plural: plural, into: &units)
            }
        }
        if let cases = variations.plural {
            for category in cases.keys.sorted() {
                collect(cases[category]!, device: device, substitution: substitution, plural: category, into: &units)
            }
        }
    }
}

extension Localization {
    /// The plural cases of the localization itself, of each device case, and of each substitution,
    /// each with where it is (for plural-category rules).
    var pluralCaseSets: [(place: String, cases: [PluralCategory: Localization])] {
        var sets: [(String, [PluralCategory: Localization])] = []
        if let plural = variations?.plural { sets.append(("", plural)) }
        if let devices = variations?.device {
            for kind in devices.keys.sorted() {
                if let plural = devices[kind]?.variations?.plural { sets.append((" (device \"\(kind.rawValue)\")", plural)) }
            }
        }
        if let substitutions {
            for name in substitutions.keys.sorted() {
                if let plural = substitutions[name]?.variations?.plural { sets.append((" (substitution \"\(name)\")", plural)) }
            }
        }
        return sets
    }
}
