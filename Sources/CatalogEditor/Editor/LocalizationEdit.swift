import Diagnostics
import StringCatalog

/// A localization as the editor's page sends it: the shape of the catalog's JSON (`stringUnit`,
/// `variations.plural` / `variations.device`, `substitutions`), holding only what the page edits.
/// Applied over the stored localization, it keeps every field the page doesn't know.
struct LocalizationEdit: Decodable, Sendable {
    var stringUnit: StringUnitEdit?
    var variations: VariationsEdit?
    var substitutions: [String: SubstitutionEdit]?

    struct StringUnitEdit: Decodable, Sendable {
        var state: String
        var value: String
    }

    struct VariationsEdit: Decodable, Sendable {
        var plural: [String: LocalizationEdit]?
        var device: [String: LocalizationEdit]?
    }

    struct SubstitutionEdit: Decodable, Sendable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: VariationsEdit?
    }

    /// The stored localization with this edit applied: texts, states and cases as sent; fields Phrasebook
    /// doesn't model kept from `stored` wherever the same place still exists.
    /// - Throws: `EditorFailure.badRequest` for a case name or state that is not one.
    func applied(to stored: Localization?) throws(EditorFailure) -> Localization {
        var result = Localization(unknownFields: stored?.unknownFields ?? [:])
        if let unit = stringUnit {
            // One of Xcode's states, or the one the unit already has (a state Phrasebook doesn't know is kept).
            guard TranslationState.allKnown.contains(TranslationState(unit.state)) || unit.state == stored?.stringUnit?.state.rawValue else {
                let known = TranslationState.allKnown.map(\.rawValue).joined(separator: ", ")
                throw .badRequest("\"\(unit.state.prefix(64))\" is not a translation state; expected one of \(known)")
            }
            result.stringUnit = StringUnit(
                state: TranslationState(unit.state), value: unit.value, unknownFields: stored?.stringUnit?.unknownFields ?? [:])
        }
        if let variations {
            result.variations = try variations.applied(to: stored?.variations)
        }
        if let substitutions {
            var applied: [String: Substitution] = [:]
            for (name, edit) in substitutions {
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw .badRequest("\"\(name)\" is not a substitution name")
                }
                let old = stored?.substitutions?[name]
                applied[name] = Substitution(
                    argNum: edit.argNum, formatSpecifier: edit.formatSpecifier,
                    variations: try edit.variations.map { v throws(EditorFailure) in try v.applied(to: old?.variations) },
                    unknownFields: old?.unknownFields ?? [:])
            }
            result.substitutions = applied
        }
        return result
    }
}

extension LocalizationEdit.VariationsEdit {
    func applied(to stored: Variations?) throws(EditorFailure) -> Variations {
        var result = Variations(unknownFields: stored?.unknownFields ?? [:])
        if let plural {
            var cases: [PluralCategory: Localization] = [:]
            for (name, edit) in plural {
                let category = PluralCategory(name)
                guard PluralCategory.allKnown.contains(category) else { throw .badRequest("\"\(name)\" is not a plural category") }
                cases[category] = try edit.applied(to: stored?.plural?[category])
            }
            result.plural = cases
        }
        if let device {
            var cases: [DeviceKind: Localization] = [:]
            for (name, edit) in device {
                let kind = DeviceKind(name)
                guard DeviceKind.allKnown.contains(kind) else { throw .badRequest("\"\(name)\" is not a device") }
                cases[kind] = try edit.applied(to: stored?.device?[kind])
            }
            result.device = cases
        }
        return result
    }
}

/// A localization as the page receives it, in the catalog's own shape (fields the page doesn't edit left out).
enum LocalizationJSON {
    static func render(_ localization: Localization) -> JSONText {
        .object([
            ("stringUnit", localization.stringUnit.map { .object([("state", .string($0.state.rawValue)), ("value", .string($0.value))]) }),
            ("variations", localization.variations.map(render)),
            ("substitutions", localization.substitutions.map { substitutions in
                .object(substitutions.keys.sorted().map { name in
                    let substitution = substitutions[name]!
                    return (name, .object([
                        ("argNum", .int(substitution.argNum)),
                        ("formatSpecifier", .string(substitution.formatSpecifier)),
                        ("variations", substitution.variations.map(render)),
                    ]))
                })
            }),
        ])
    }

    static func render(_ variations: Variations) -> JSONText {
        .object([
            ("plural", variations.plural.map { cases in .object(cases.keys.sorted().map { ($0.rawValue, render(cases[$0]!)) }) }),
            ("device", variations.device.map { cases in .object(cases.keys.sorted().map { ($0.rawValue, render(cases[$0]!)) }) }),
        ])
    }
}
