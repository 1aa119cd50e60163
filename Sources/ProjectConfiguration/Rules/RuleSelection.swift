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
    public var disabled: Set<String>
    /// Opt-in rule ids turned on.
    public var enabled: Set<String>
    /// Severity by rule id; `nil` turns the rule off.
    public var severities: [String: Severity?]
    /// Options by rule id.
    public var options: [String: [String: String]]

    public init(
        disabled: Set<String> = [], enabled: Set<String> = [], severities: [String: Severity?] = [:],
        options: [String: [String: String]] = [:]
    ) {
        self.disabled = disabled
        self.enabled = enabled
        self.severities = severities
        self.options = options
    }

    /// The severity the rule's findings get, or `nil` when the rule doesn't run.
    public func severity(of id: String, default defaultSeverity: Severity, isOptIn: Bool = false) -> Severity? {
        if disabled.contains(id) { return nil }
        if let configured = severities[id] { return configured }
        if isOptIn && !enabled.contains(id) { return nil }
        return defaultSeverity
    }

    /// The options configured for the rule.
    public func options(for id: String) -> [String: String] {
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

    /// Reads the rule keys of a section (`lint` or `check`), validating every id against `known` (when
    /// not empty) and every rule's options.
    init(section fields: [String: SettingNode], known: [KnownRule]) throws {
        self.init()
        let byID = Dictionary(known.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func rule(_ id: String, at node: SettingNode) throws -> KnownRule? {
            guard !known.isEmpty else { return nil }
            guard let rule = byID[id] else {
                throw node.error("unknown rule '\(id)'; known rules: \(known.map(\.id).sorted().joined(separator: ", "))")
            }
            return rule
        }
        func ids(_ field: String) throws -> Set<String> {
            guard let list = fields[field] else { return [] }
            var result: Set<String> = []
            guard case .sequence(let items) = list.node else { throw list.error("expected a list of rule ids, found \(list.kindDescription)") }
            for (index, item) in items.enumerated() {
                let node = SettingNode(node: item, file: list.file, name: "\(list.name)[\(index)]")
                let id = try node.string()
                _ = try rule(id, at: node)
                result.insert(id)
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
            severities[id] = .some(severity)
            if severity != nil { enabled.insert(id) }
        }
        for (id, value) in try fields["options"]?.entries() ?? [] {
            let known = try rule(id, at: value)
            if let known, known.optionNames.isEmpty { throw value.error("rule '\(id)' takes no options") }
            let entries = try value.entries(allowedKeys: known?.optionNames)
            var ruleOptions: [String: String] = [:]
            for (name, option) in entries { ruleOptions[name] = try option.string() }
            do {
                try known?.validateOptions(ruleOptions)
            } catch let error as RuleOptionError {
                throw (entries.first { $0.key == error.option }?.value ?? value).error(error.reason)
            }
            options[id] = ruleOptions
        }
    }
}
