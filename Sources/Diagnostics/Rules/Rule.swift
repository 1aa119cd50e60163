/// A rule: one small type with a description (id, summary, rationale, default severity, options,
/// examples) and the logic that finds its violations in whatever its kind looks at.
///
/// Each kind of input has its protocol refining this one, which fixes the example type and adds the
/// hook the rule implements: `SourceRule` (one parsed Swift file), `CatalogRule` (a catalog),
/// `KeyUsageRule` (the keys code and catalogs share) and `ExtractionRule` (what extraction would change).
/// Every rule is listed in one ``RuleRegistry``.
public protocol Rule: Sendable {
    /// The kind of input the rule's examples are.
    associatedtype Example: RuleExample
    /// The rule's id, summary, rationale, default severity, options and examples.
    static var description: RuleDescription<Example> { get }
    /// What the rule looks at: where its findings are reported and its settings live. Each kind's
    /// protocol sets it; a rule whose findings belong with another kind's says so.
    static var kind: RuleKind { get }
    /// The rule's findings on one of its examples, run the way the analysis runs it (this rule alone,
    /// with the example's settings).
    static func findings(in example: Example) throws -> [Diagnostic]
    /// What is wrong with the rule's fix of `example`, when the example says what the fix must be
    /// (`nil`: nothing, or the rule makes no fixes).
    static func fixFailure(in example: Example) throws -> String?
}

extension Rule {
    public static func fixFailure(in example: Example) throws -> String? { nil }

    /// The rule's id.
    public static var id: RuleID { description.id }
    /// The rule's description with its examples of any kind.
    public static var anyDescription: AnyRuleDescription { description.erased }
}
