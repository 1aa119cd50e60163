/// Every rule Phrasebook has, by id and in order: what `.phrasebook.yml`'s rule sections are validated
/// against, what reporters describe, what the audit ranks and `phrasebook rules` lists. The complete
/// registry is assembled where every rule's module is visible (the analysis module's `.phrasebook`).
public struct RuleRegistry: Sendable {
    /// Every rule, in the order findings at one place are listed.
    public let rules: [any Rule.Type]
    private let positions: [RuleID: Int]

    /// A registry of `rules`, whose ids must be unique.
    public init(_ rules: [any Rule.Type]) {
        self.rules = rules
        var positions: [RuleID: Int] = [:]
        for (position, rule) in rules.enumerated() {
            precondition(positions[rule.id] == nil, "two rules have the id \(rule.id)")
            positions[rule.id] = position
        }
        self.positions = positions
    }

    /// No rules: rule ids in a configuration are not validated (for reading a file without running anything).
    public static let unvalidated = RuleRegistry([])

    /// The rule with `id`, if there is one.
    public func rule(_ id: RuleID) -> (any Rule.Type)? {
        positions[id].map { rules[$0] }
    }

    /// Where the rule with `id` stands in ``rules`` (after every rule when it isn't registered).
    public func position(of id: RuleID) -> Int {
        positions[id] ?? rules.count
    }

    /// The rules of `kinds`, in order.
    public func rules(of kinds: Set<RuleKind>) -> [any Rule.Type] {
        rules.filter { kinds.contains($0.kind) }
    }

    /// The rules `.phrasebook.yml`'s `section` (`lint`, `check`) configures, in order.
    public func rules(configuredIn section: String) -> [any Rule.Type] {
        rules.filter { $0.kind.configurationSection == section }
    }

    /// The descriptions of every rule, in order, as reports list them.
    public var descriptions: [AnyRuleDescription] { rules.map { $0.anyDescription } }

    /// Whether any rule is registered (an empty registry validates nothing).
    public var isEmpty: Bool { rules.isEmpty }
}
