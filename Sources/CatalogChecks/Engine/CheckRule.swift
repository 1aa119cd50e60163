import Diagnostics
import StringCatalog

/// A catalog rule (check): one type per rule, with a description holding its examples, and a small
/// amount of logic in whichever hook fits it.
///
/// The checker calls `check(translation:)` for every key and language under check, `check(entry:)`
/// once per key and `check(catalog:)` once per catalog; when a run has read the code, it also gives each
/// catalog's key usage to `findings(in:)`. The default implementations do nothing.
public protocol CatalogRule: Rule where Example == CatalogExample {
    /// Creates the rule with the run's rule parameters (thresholds, allow-lists, glossary).
    init(parameters: CheckParameters)
    /// Checks one key in one language (the source language too, with `isSource` set).
    func check(translation: TranslationContext, findings: inout FindingCollector)
    /// Checks one key once, whatever the languages.
    func check(entry: EntryContext, findings: inout FindingCollector)
    /// Checks the catalog as a whole (for rules that compare keys with each other).
    func check(catalog: CatalogContext, findings: inout FindingCollector)
    /// Findings about the keys the code uses, at the rule's default severity, located where the code uses
    /// them: for rules that judge what people see of a key (`key-shows-raw`).
    func findings(in usage: CatalogKeyUsage) -> [Diagnostic]
}

extension CatalogRule {
    public static var kind: RuleKind { .catalog }

    public func check(translation: TranslationContext, findings: inout FindingCollector) {}
    public func check(entry: EntryContext, findings: inout FindingCollector) {}
    public func check(catalog: CatalogContext, findings: inout FindingCollector) {}
    public func findings(in usage: CatalogKeyUsage) -> [Diagnostic] { [] }

    /// The findings of a check run of this rule alone on `example`: a whole report, so that a rule judging
    /// the run's summed coverage runs too, and the keys the example says the code uses, if any.
    public static func findings(in example: CatalogExample) -> [Diagnostic] {
        var options = example.options
        if example.usedInCode != nil { options.catalogsJudgedInCode = [example.projectCatalog.path] }
        let usage = example.usedInCode.map { keys in
            [CatalogKeyUsage(
                path: "Example.xcstrings", catalog: example.catalog,
                firstUses: Dictionary(keys.enumerated().map { ($1, KeyUse(file: "Example.swift", line: $0 + 1, column: 1)) },
                                      uniquingKeysWith: { first, _ in first }))]
        } ?? []
        return CatalogChecker(options: options, ruleTypes: [Self.self])
            .report([example.projectCatalog], keyUsage: usage, toolVersion: "example").diagnostics
    }
}
