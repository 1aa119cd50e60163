import Diagnostics

/// Which rules of one tool run, how severe their findings are, and their options: the `lint:` and
/// `check:` sections of `.phrasebook.yml` share this one type and its one parser.
///
/// ```yaml
/// lint:
///   disabled: [concatenated-sentence]
///   enabled: [missing-translator-comment]       # opt-in rules
///   severities: { manual-pluralization: error, key-naming: off }
///   options: { key-naming: { pattern: '^[a-z]+(\.[a-zA-Z]+)+$' } }
/// ```
///
/// Severities are `error`, `warning`, `note` or `off` (any case). A severity other than `off` also
/// turns an opt-in rule on.
public struct RuleSelection: Sendable, Equatable {
    /// Rule ids turned off.
    public var disabled: Set<RuleID>
    /// Opt-in rule ids turned on.
    public var enabled: Set<RuleID>
    /// Severity by rule id; `nil` turns the rule off.
    public var severities: [RuleID: Severity?]
    /// Options by rule id.
    public var options: [RuleID: RuleOptions]

    public init(
        disabled: Set<RuleID> = [], enabled: Set<RuleID> = [], severities: [RuleID: Severity?] = [:],
        options: [RuleID: RuleOptions] = [:]
    ) {
        self.disabled = disabled
        self.enabled = enabled
        self.severities = severities
        self.options = options
    }

    /// The severity the rule's findings get, or `nil` when the rule doesn't run.
    public func severity(of id: RuleID, default defaultSeverity: Severity, isOptIn: Bool = false) -> Severity? {
        if disabled.contains(id) { return nil }
        if let configured = severities[id] { return configured }
        if isOptIn && !enabled.contains(id) { return nil }
        return defaultSeverity
    }

    /// The severity the findings of the rule `description` describes get, or `nil` when it doesn't run.
    public func severity<Example>(of description: RuleDescription<Example>) -> Severity? {
        severity(of: description.id, default: description.defaultSeverity, isOptIn: description.isOptIn)
    }

    /// The options configured for the rule.
    public func options(for id: RuleID) -> RuleOptions {
        options[id] ?? [:]
    }

    /// A severity as settings write it: `error`, `warning`, `note`, or `off` (`nil`), in any case.
    static func severity(_ value: SettingNode) throws -> Severity? {
        let text = try value.string()
        if text.lowercased() == "off" { return nil }
        guard let severity = Severity(rawValue: text.lowercased()) else {
            throw value.error("expected error, warning, note or off, found '\(text)'")
        }
        return severity
    }

    /// The keys a rule section may hold besides its tool's own.
    static let keys = ["disabled", "enabled", "severities", "options"]

    /// Reads the rule keys of a section (`lint` or `check`), validating every id against `known` (the rules
    /// the section configures; when empty, ids are not validated) and every rule's options against its schema.
    init(section fields: [String: SettingNode], known: [any Rule.Type]) throws {
        self.init()
        let byID = Dictionary(known.map { ($0.id, $0.anyDescription) }, uniquingKeysWith: { first, _ in first })
        func rule(_ text: String, at node: SettingNode) throws -> AnyRuleDescription? {
            guard !known.isEmpty else { return nil }
            guard let rule = byID[RuleID(text)] else {
                throw node.error("unknown rule '\(text)'; known rules: \(known.map { $0.id.rawValue }.sorted().joined(separator: ", "))")
            }
            return rule
        }
        func ids(_ field: String) throws -> Set<RuleID> {
            guard let list = fields[field] else { return [] }
            var result: Set<RuleID> = []
            guard case .sequence(let items) = list.node else { throw list.error("expected a list of rule ids, found \(list.kindDescription)") }
            for (index, item) in items.enumerated() {
                let node = SettingNode(node: item, file: list.file, name: "\(list.name)[\(index)]")
                let id = try node.string()
                _ = try rule(id, at: node)
                result.insert(RuleID(id))
            }
            return result
        }
        disabled = try ids("disabled")
        enabled = try ids("enabled")
        if let both = disabled.intersection(enabled).sorted().first, let list = fields["enabled"] {
            throw list.error("'\(both)' is both enabled and disabled")
        }
        for (id, value) in try fields["severities"]?.entries() ?? [] {
            _ = try rule(id, at: value)
            let severity = try Self.severity(value)
            severities[RuleID(id)] = .some(severity)
            if severity != nil { enabled.insert(RuleID(id)) }
        }
        for (id, value) in try fields["options"]?.entries() ?? [] {
            let known = try rule(id, at: value)
            if let known, known.options.isEmpty { throw value.error("rule '\(id)' takes no options") }
            let entries = try value.entries(allowedKeys: known?.optionNames)
            var ruleOptions: RuleOptions = [:]
            for (name, option) in entries {
                let text = try option.string()
                do {
                    try known?.options.first { $0.name == name }?.validate(text)
                } catch {
                    throw option.error(error.reason)
                }
                ruleOptions[name] = text
            }
            options[RuleID(id)] = ruleOptions
        }
    }
}
