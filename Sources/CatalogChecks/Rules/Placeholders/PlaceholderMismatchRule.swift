import Diagnostics
import StringCatalog

/// Format specifiers whose number, types or order differ from the source.
public struct PlaceholderMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        id: .placeholderMismatch,
        summary: "Format specifiers differ from the source in number, type or order",
        rationale: """
            `String(format:)` takes arguments by position and type. A translation with a missing `%@` drops a \
            value, an extra one prints garbage or crashes, `%@` where the source has `%lld` reads an integer as an \
            object. To reorder arguments, use positional specifiers (`%2$@ … %1$lld`). Named placeholders \
            (Xcode 26's `%(count)lld`) may stand in any order, but each name must be the source's, with its type. \
            Plural cases may leave out the count (\"One story\"), but not add or change arguments.
            """,
        defaultSeverity: .error,
        fixUrgency: .wrongValues,
        triggeringExamples: [
            CatalogExample("an argument is missing", [
                "Reading streak: %lld days": .texts(["de": "Lesesträhne: Tage"]),
            ], expect: [("Reading streak: %lld days", "de")]),
            CatalogExample("an integer formatted as an object", [
                "You read for %lld minutes": .texts(["fr": "Vous avez lu pendant %@ minutes"]),
            ], expect: [("You read for %lld minutes", "fr")]),
            CatalogExample("reordered without positions", [
                "%@ read %lld stories": .texts(["ja": "%lld 話を %@ が読みました"]),
            ], expect: [("%@ read %lld stories", "ja")]),
            CatalogExample("a plural case adds an argument", [
                "%lld heroes": .localized(["fr": .plural([.one: "%lld héros %@", .other: "%lld héros"])]),
            ], expect: [("%lld heroes", "fr")]),
            CatalogExample("named placeholders: one renamed, one left out, one retyped", [
                "Landmarks": .localized([
                    "en": .text("%(count)lld landmarks near %(city)@"),
                    "de": .text("%(anzahl)lld Sehenswürdigkeiten bei %(city)@"),
                    "fr": .text("Des monuments près de %(city)@"),
                    "ja": .text("%(city)@の近くに%(count)@件"),
                ], extractionState: .manual),
            ], expect: [("Landmarks", "de"), ("Landmarks", "fr"), ("Landmarks", "ja")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("same specifiers; positional reordering; the count left out of `one`", [
                "Reading streak: %lld days": .texts(["de": "Lesesträhne: %lld Tage"]),
                "%@ read %lld stories": .texts(["ja": "%2$lld 話を %1$@ が読みました"]),
                "%lld heroes": .localized(["fr": .plural([.one: "Un héros", .other: "%lld héros"])]),
                "Average: %.1f": .texts(["de": "Durchschnitt: %.2lf"]),
            ]),
            CatalogExample("named placeholders in another order, with a position, and beside an unnamed one", [
                "Landmarks": .localized([
                    "en": .text("%(count)lld landmarks near %2$(city)@"),
                    "fr": .text("%(city)@ : %(count)lld monuments"),
                ], extractionState: .manual),
                "Items": .localized(["en": .text("%(name)@ has %lld items"), "de": .text("%lld Dinge hat %(name)@")], extractionState: .manual),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.comparesWithSource else { return }
        for index in translation.units.indices {
            let source = translation.sourceFormat(for: index)
            let target = translation.formats[index]
            guard source != nil || target != nil else { continue }
            // The checker shares the source's parse when the specifiers are the same: nothing to compare.
            if let source, let target, source.text == target.text { continue }
            // A source whose `%` signs are lone percent signs isn't a format string (`lone-percent` reports it).
            if let source, source.problems.contains(where: LonePercentRule.isLonePercent) { continue }
            let unit = translation.units[index]
            guard !unit.value.isEmpty, unit.state != .new,
                  let problem = Self.problem(source: source?.arguments ?? [], target: target?.arguments ?? [],
                                             mayOmit: unit.plural != nil, format: source)
            else { continue }
            findings.report("\(translation.language.displayName) text\(unit.placeText) \(problem)", in: translation)
            return
        }
    }

    /// What is wrong with `target`'s arguments compared with `source`'s, or `nil`.
    static func problem(source: [FormatArgument], target: [FormatArgument], mayOmit: Bool, format: FormatString?) -> String? {
        if let problem = namedProblem(source: source, target: target, mayOmit: mayOmit) { return problem }
        let sourceByIndex = Dictionary(source.map { ($0.index, $0.category) }, uniquingKeysWith: { first, _ in first })
        let targetByIndex = Dictionary(target.map { ($0.index, $0.category) }, uniquingKeysWith: { first, _ in first })
        if let extra = target.first(where: { sourceByIndex[$0.index] == nil }) {
            return "uses argument \(extra.index) (\(extra.category)) that the source doesn't have; the source has \(describe(source))"
        }
        let missing = source.filter { targetByIndex[$0.index] == nil }
        if !missing.isEmpty && !mayOmit {
            return "leaves out \(Counted(missing.count, "argument").noun) \(missing.map { "\($0.index) (\($0.category))" }.joined(separator: ", ")); the source has \(describe(source))"
        }
        // A substitution's own type is compared by `substitution-mismatch`.
        let mismatched = target.filter { argument in
            sourceByIndex[argument.index].map { !compatible($0, argument.category) } ?? false
        }
        guard let first = mismatched.first else { return nil }
        let sourceOrder = source.map(\.category), targetOrder = target.map(\.category)
        if sourceOrder.count == targetOrder.count && sourceOrder.sorted(by: { $0.rawValue < $1.rawValue }) == targetOrder.sorted(by: { $0.rawValue < $1.rawValue }) {
            let positional = (format?.argumentSpecifiers ?? []).enumerated().map { offset, specifier in
                "%\(specifier.argumentIndex ?? offset + 1)$\(specifier.bareSpecifier)"
            }
            return "has the arguments in another order than the source; to reorder, number them (\(positional.joined(separator: ", ")))"
        }
        return "formats argument \(first.index) as \(first.category) where the source formats it as \(sourceByIndex[first.index]!)"
    }

    /// What is wrong with the named placeholders (`%(count)lld`): a name the source doesn't have, one left
    /// out, one given another position or type. Both are parsed with the key's numbering, so names in
    /// another order match.
    private static func namedProblem(source: [FormatArgument], target: [FormatArgument], mayOmit: Bool) -> String? {
        let sourceNamed = source.filter { $0.name != nil }
        let targetNamed = target.filter { $0.name != nil }
        guard !sourceNamed.isEmpty || !targetNamed.isEmpty else { return nil }
        let sourceByName = Dictionary(sourceNamed.map { ($0.name!, $0) }, uniquingKeysWith: { first, _ in first })
        let targetNames = Set(targetNamed.map { $0.name! })
        for argument in targetNamed {
            let name = argument.name!
            guard let expected = sourceByName[name] else {
                return "uses the placeholder '\(name)', which the source doesn't have; the source has \(describeNames(sourceNamed))"
            }
            if expected.index != argument.index {
                return "gives the placeholder '\(name)' position \(argument.index) where the source gives it \(expected.index)"
            }
            if !compatible(expected.category, argument.category) {
                return "formats the placeholder '\(name)' as \(argument.category) where the source formats it as \(expected.category)"
            }
        }
        let missing = sourceNamed.filter { named in
            !targetNames.contains(named.name!) && !target.contains { $0.index == named.index }
        }
        if !missing.isEmpty && !mayOmit {
            return "leaves out the \(Counted(missing.count, "placeholder").noun) \(missing.map { "'\($0.name!)'" }.joined(separator: ", ")); the source has \(describeNames(sourceNamed))"
        }
        return nil
    }

    private static func describeNames(_ arguments: [FormatArgument]) -> String {
        arguments.isEmpty ? "no named placeholder" : arguments.map { "'\($0.name!)' (\($0.category))" }.joined(separator: ", ")
    }

    private static func compatible(_ lhs: FormatArgumentCategory, _ rhs: FormatArgumentCategory) -> Bool {
        lhs == .substitution || rhs == .substitution || lhs.isCompatible(with: rhs)
    }

    private static func describe(_ arguments: [FormatArgument]) -> String {
        arguments.isEmpty ? "none" : arguments.map { "\($0.index) (\($0.category))" }.joined(separator: ", ")
    }
}

extension RuleID {
    public static let placeholderMismatch = RuleID("placeholder-mismatch")
}
