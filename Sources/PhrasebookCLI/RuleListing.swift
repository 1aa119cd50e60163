import Diagnostics

/// How `phrasebook rules` (and `--list-rules`) show rules: a table of every rule, one rule in full, or JSON.
enum RuleListing {
    /// One aligned line per rule: its id, its kind (with `kinds`), its default severity (or `opt-in`) and summary.
    static func table(_ rules: [any Rule.Type], kinds: Bool = false) -> String {
        let width = (rules.map { $0.id.rawValue.count }.max() ?? 0) + 2
        let kindWidth = kinds ? (rules.map { $0.kind.rawValue.count }.max() ?? 0) + 2 : 0
        return rules.map { rule in
            let description = rule.anyDescription
            let state = description.isOptIn ? "opt-in" : description.defaultSeverity.rawValue
            return rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                + (kinds ? rule.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0) : "")
                + state.padding(toLength: 9, withPad: " ", startingAt: 0) + description.summary
        }.joined(separator: "\n")
    }

    /// Everything about one rule: what it finds and why, how it is set up, and its examples.
    static func detail(_ rule: any Rule.Type) -> String {
        let description = rule.anyDescription
        var out = "\(rule.id) (\(rule.kind) rule, \(description.isOptIn ? "opt-in, " : "")\(description.defaultSeverity.rawValue))\n"
        out += "\(description.summary)\n\n\(description.rationale)\n"
        if let section = rule.kind.configurationSection {
            out += "\nConfigured in .phrasebook.yml's \(section): section"
            out += description.isOptIn ? " (turn it on with enabled: [\(rule.id)]).\n" : ".\n"
        }
        if !description.options.isEmpty {
            out += "\nOptions:\n" + description.options.map { "  \($0.name): \($0.summary)\n" }.joined()
        }
        for (title, examples) in [("Triggering examples", description.triggeringExamples), ("Non-triggering examples", description.nonTriggeringExamples)] {
            guard !examples.isEmpty else { continue }
            out += "\n\(title):\n" + examples.map { indented($0.text) + "\n" }.joined(separator: "\n")
        }
        return out
    }

    /// Every rule as a JSON array: id, kind, default severity, opt-in, summary, rationale, options and urgency.
    static func json(_ rules: [any Rule.Type]) -> String {
        JSONText.array(rules.map { rule in
            let description = rule.anyDescription
            return JSONText.object([
                ("id", .string(rule.id.rawValue)),
                ("kind", .string(rule.kind.rawValue)),
                ("defaultSeverity", .string(description.defaultSeverity.rawValue)),
                ("optIn", .bool(description.isOptIn)),
                ("summary", .string(description.summary)),
                ("rationale", .string(description.rationale)),
                ("options", .array(description.options.map { .object([("name", .string($0.name)), ("summary", .string($0.summary))]) })),
                ("configuredIn", .string(rule.kind.configurationSection)),
                ("fixUrgency", .string(String(describing: description.fixUrgency))),
            ])
        }).rendered()
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
