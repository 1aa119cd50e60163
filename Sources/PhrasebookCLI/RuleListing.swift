import Diagnostics

/// `--list-rules`: one aligned line per rule with its id, default severity (or `opt-in`) and summary.
enum RuleListing {
    static func render(_ rules: [(id: String, severity: Severity?, summary: String)]) -> String {
        let width = (rules.map(\.id.count).max() ?? 0) + 2
        return rules.map { rule in
            let state = rule.severity?.rawValue ?? "opt-in"
            return rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + state.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary
        }.joined(separator: "\n")
    }
}
