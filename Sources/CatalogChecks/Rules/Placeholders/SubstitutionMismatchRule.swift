import Diagnostics
import StringCatalog

/// `%#@name@` references and `substitutions` that don't match each other or the source.
public struct SubstitutionMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        id: .substitutionMismatch,
        summary: "Substitutions don't match their `%#@name@` references or the source's",
        rationale: """
            A string with several plural counts names each one `%#@name@` and defines it under `substitutions`. \
            A reference without a definition prints the raw `%#@name@`; a definition nobody references is dead; \
            a substitution with another argument number or type than the source's formats the wrong value.
            """,
        defaultSeverity: .error,
        fixUrgency: .wrongValues,
        triggeringExamples: [
            CatalogExample("a reference without a definition", [
                "%#@heroes@ in %#@stories@": .localized([
                    "en": .substituting("%#@heroes@ in %#@stories@", [
                        "heroes": (1, "lld", [.one: "%arg hero", .other: "%arg heroes"]),
                        "stories": (2, "lld", [.one: "%arg story", .other: "%arg stories"]),
                    ]),
                    "de": .substituting("%#@heroes@ in %#@geschichten@", [
                        "heroes": (1, "lld", [.one: "%arg Held", .other: "%arg Helden"]),
                        "stories": (2, "lld", [.one: "%arg Geschichte", .other: "%arg Geschichten"]),
                    ]),
                ]),
            ], expect: [("%#@heroes@ in %#@stories@", "de")]),
            CatalogExample("a substitution whose plural case refers to itself, in the source", [
                "%#@count@": .localized([
                    "en": .substituting("%#@count@", ["count": (1, "lld", [.one: "%arg item", .other: "%arg %#@count@"])]),
                ]),
            ], expect: [("%#@count@", "en")]),
            CatalogExample("two substitutions that refer to each other", [
                "%#@a@": .localized([
                    "en": .substituting("%#@a@", [
                        "a": (1, "lld", [.one: "%arg a", .other: "%#@b@"]),
                        "b": (1, "lld", [.one: "%arg b", .other: "%#@a@"]),
                    ]),
                ]),
            ], expect: [("%#@a@", "en")]),
            CatalogExample("a substitution formats another argument type than the source", [
                "%#@stories@": .localized([
                    "en": .substituting("%#@stories@", ["stories": (1, "lld", [.one: "%arg story", .other: "%arg stories"])]),
                    "fr": .substituting("%#@stories@", ["stories": (1, "@", [.one: "%arg histoire", .other: "%arg histoires"])]),
                ]),
            ], expect: [("%#@stories@", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("matching substitutions, in another order", [
                "%#@heroes@ in %#@stories@": .localized([
                    "en": .substituting("%#@heroes@ in %#@stories@", [
                        "heroes": (1, "lld", [.one: "%arg hero", .other: "%arg heroes"]),
                        "stories": (2, "lld", [.one: "%arg story", .other: "%arg stories"]),
                    ]),
                    "de": .substituting("%#@stories@ mit %#@heroes@", [
                        "heroes": (1, "lld", [.one: "%arg Held", .other: "%arg Helden"]),
                        "stories": (2, "lld", [.one: "%arg Geschichte", .other: "%arg Geschichten"]),
                    ]),
                ]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        let name = translation.language.displayName
        let defined = translation.localization?.substitutions ?? [:]
        var referenced = Set<String>()
        for (index, unit) in translation.units.enumerated() where unit.substitution == nil {
            referenced.formUnion(translation.formats[index]?.substitutionNames ?? [])
        }
        guard !referenced.isEmpty || !defined.isEmpty else { return }
        if let missing = referenced.subtracting(defined.keys).sorted().first {
            findings.report("\(name) text references %#@\(missing)@ but defines no substitution \"\(missing)\"", in: translation)
            return
        }
        if let loop = Self.loop(in: translation, defined: defined) {
            findings.report("\(name) text has a \(SubstitutionLoop.describe(loop)); apps can't expand it", in: translation)
            return
        }
        if let unused = Set(defined.keys).subtracting(referenced).sorted().first, !translation.units.isEmpty {
            findings.report("\(name) defines substitution \"\(unused)\" that its text never references", in: translation)
            return
        }
        guard !translation.isSource, let sourceSubstitutions = translation.entry.entry.localizations[translation.entry.sourceLanguage]?.substitutions
        else { return }
        for key in defined.keys.sorted() {
            guard let mine = defined[key], let theirs = sourceSubstitutions[key] else { continue }
            if let argument = mine.argNum, let sourceArgument = theirs.argNum, argument != sourceArgument {
                findings.report("\(name) substitution \"\(key)\" takes argument \(argument) where the source's takes \(sourceArgument)", in: translation)
                return
            }
            let category = mine.formatSpecifier.flatMap(FormatArgumentCategory.init(formatSpecifier:))
            let sourceCategory = theirs.formatSpecifier.flatMap(FormatArgumentCategory.init(formatSpecifier:))
            if let category, let sourceCategory, !category.isCompatible(with: sourceCategory) {
                findings.report("\(name) substitution \"\(key)\" formats its argument as \(category) where the source's uses \(sourceCategory)", in: translation)
                return
            }
        }
    }

    /// Substitutions of the language whose variations refer back to themselves.
    private static func loop(in translation: TranslationContext, defined: [String: Substitution]) -> [String]? {
        var references: [String: [String]] = Dictionary(uniqueKeysWithValues: defined.keys.map { ($0, []) })
        for (index, unit) in translation.units.enumerated() {
            guard let substitution = unit.substitution else { continue }
            references[substitution, default: []] += translation.formats[index]?.substitutionNames ?? []
        }
        return SubstitutionLoop.find(in: references)
    }
}

extension RuleID {
    public static let substitutionMismatch = RuleID("substitution-mismatch")
}
