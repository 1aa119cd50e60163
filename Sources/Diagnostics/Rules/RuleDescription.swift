/// What a rule is, why it exists, how it is set up, and the examples that prove it (SwiftLint's model):
/// the one description every kind of rule has, for configuration, reporters, the audit's ranking,
/// `phrasebook rules` and the generic example test. `Example` is the rule kind's example type.
public struct RuleDescription<Example: Sendable>: Sendable {
    /// The stable id used in output, configuration and suppression comments.
    public var id: RuleID
    /// One line: what the rule finds.
    public var summary: String
    /// Why the finding is a problem, and what to do instead.
    public var rationale: String
    /// The severity of findings unless configuration sets another.
    public var defaultSeverity: Severity
    /// Whether the rule runs only when its section's `enabled` (or a severity) names it.
    public var isOptIn: Bool
    /// The options the rule reads from its section's `options:`.
    public var options: [RuleOption]
    /// Where its findings rank in the audit's "fix first" list.
    public var fixUrgency: FixUrgency
    /// Inputs the rule must report exactly the marked findings on.
    public var triggeringExamples: [Example]
    /// Inputs the rule must stay silent on.
    public var nonTriggeringExamples: [Example]

    public init(
        id: RuleID, summary: String, rationale: String, defaultSeverity: Severity = .warning, isOptIn: Bool = false,
        options: [RuleOption] = [], fixUrgency: FixUrgency = .unranked,
        triggeringExamples: [Example], nonTriggeringExamples: [Example]
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.options = options
        self.fixUrgency = fixUrgency
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The names of ``options``.
    public var optionNames: [String] { options.map(\.name) }
}

/// A description whose examples may be of any kind: how reports and listings hold rules of every kind side by side.
public typealias AnyRuleDescription = RuleDescription<any RuleExample>

extension RuleDescription where Example: RuleExample {
    /// This description with its examples of any kind.
    public var erased: AnyRuleDescription {
        AnyRuleDescription(
            id: id, summary: summary, rationale: rationale, defaultSeverity: defaultSeverity, isOptIn: isOptIn,
            options: options, fixUrgency: fixUrgency,
            triggeringExamples: triggeringExamples.map { $0 }, nonTriggeringExamples: nonTriggeringExamples.map { $0 })
    }
}

/// Two descriptions are the same rule when their ids are: a rule is known by its id.
extension RuleDescription: Equatable, Hashable {
    public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
