import Diagnostics

/// One line of the audit's "fix first" list: all findings of one rule, most urgent first.
public struct FixPriority: Sendable, Hashable {
    public var ruleID: String
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
    /// How urgent each kind of problem is, most urgent first: wrong output and crashes, strings that
    /// can't be translated yet, then untranslated text, then grammar and terminology. Rules not listed
    /// come after, in order of how many findings they have.
    static let urgency: [String] = [
        "invalid-format-specifier", "placeholder-mismatch", "substitution-mismatch",
        "extract-new-string", "missing-source-text",
        "unlocalized-ui-string", "concatenated-sentence", "manual-pluralization", "unlocalized-format",
        "missing-translation", "untranslated", "empty-translation", "identical-translation", "coverage-below-minimum",
        "missing-plural-category", "do-not-translate", "length-limit", "lone-percent",
    ]

    /// Groups `diagnostics` by rule, errors first, then by urgency and count.
    static func rank(_ diagnostics: [Diagnostic], rules: [RuleMetadata]) -> [FixPriority] {
        let summaries = Dictionary(rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        var groups: [String: FixPriority] = [:]
        var languageSets: [String: Set<String>] = [:]
        for diagnostic in diagnostics {
            let group = "\(diagnostic.severity.rawValue) \(diagnostic.ruleID)"
            if groups[group] == nil {
                groups[group] = FixPriority(
                    ruleID: diagnostic.ruleID, severity: diagnostic.severity, count: 0, languages: [],
                    summary: summaries[diagnostic.ruleID] ?? diagnostic.ruleID, example: diagnostic.locationText)
            }
            groups[group]!.count += 1
            if let language = diagnostic.language { languageSets[group, default: []].insert(language) }
        }
        for (group, languages) in languageSets { groups[group]!.languages = languages.sorted() }
        func rank(_ id: String) -> Int { urgency.firstIndex(of: id) ?? urgency.count }
        return groups.values.sorted { lhs, rhs in
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            if rank(lhs.ruleID) != rank(rhs.ruleID) { return rank(lhs.ruleID) < rank(rhs.ruleID) }
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return lhs.ruleID < rhs.ruleID
        }
    }
}
