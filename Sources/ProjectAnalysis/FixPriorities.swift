import Diagnostics

/// One line of the audit's "fix first" list: all findings of one rule, most urgent first.
public struct FixPriority: Sendable, Hashable {
    public var ruleID: RuleID
    public var severity: Severity
    public var count: Int
    /// Languages concerned, sorted (empty for source-code findings).
    public var languages: [String]
    /// What the rule finds, in one line.
    public var summary: String
    /// The first finding's location, to start with.
    public var example: String?
}

enum FixPriorities {
    /// Groups `diagnostics` by rule and severity, errors first, then by the rules' fix urgency, then the
    /// kinds with more findings first, then in the registry's order.
    static func rank(_ diagnostics: [Diagnostic], registry: RuleRegistry) -> [FixPriority] {
        var groups: [String: FixPriority] = [:]
        var languageSets: [String: Set<String>] = [:]
        for diagnostic in diagnostics {
            let group = "\(diagnostic.severity.rawValue) \(diagnostic.ruleID)"
            if groups[group] == nil {
                groups[group] = FixPriority(
                    ruleID: diagnostic.ruleID, severity: diagnostic.severity, count: 0, languages: [],
                    summary: registry.rule(diagnostic.ruleID)?.anyDescription.summary ?? diagnostic.ruleID.rawValue,
                    example: diagnostic.locationText)
            }
            groups[group]!.count += 1
            if let language = diagnostic.language { languageSets[group, default: []].insert(language) }
        }
        for (group, languages) in languageSets { groups[group]!.languages = languages.sorted() }
        func urgency(_ id: RuleID) -> FixUrgency { registry.rule(id)?.anyDescription.fixUrgency ?? .unranked }
        return groups.values.sorted { lhs, rhs in
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            if urgency(lhs.ruleID) != urgency(rhs.ruleID) { return urgency(lhs.ruleID) < urgency(rhs.ruleID) }
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return registry.position(of: lhs.ruleID) < registry.position(of: rhs.ruleID)
        }
    }
}
