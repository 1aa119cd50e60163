import Diagnostics
import ProjectConfiguration

/// Which rules run, how severe they are, their options, and the project's source language.
public struct LintConfiguration: Sendable {
    /// The language source text is written in; `foreign-language-literal` compares against it.
    public var sourceLanguage: String
    /// Rule ids turned off.
    public var disabledRules: Set<String>
    /// Opt-in rule ids turned on.
    public var enabledOptInRules: Set<String>
    /// Severity overrides by rule id.
    public var severities: [String: Severity]
    /// Options by rule id.
    public var options: [String: RuleOptions]
    /// Path prefixes not linted (relative to the current directory or absolute).
    public var excludedPaths: [String]

    public init(
        sourceLanguage: String = "en", disabledRules: Set<String> = [], enabledOptInRules: Set<String> = [],
        severities: [String: Severity] = [:], options: [String: RuleOptions] = [:], excludedPaths: [String] = []
    ) {
        self.sourceLanguage = sourceLanguage
        self.disabledRules = disabledRules
        self.enabledOptInRules = enabledOptInRules
        self.severities = severities
        self.options = options
        self.excludedPaths = excludedPaths
    }

    /// Reads the `lint:` section, `source_language` and `excluded` of `.phrasebook.yml`; rejects unknown
    /// rule ids and severities so typos don't silently turn checks off.
    public init(project: ProjectConfiguration, path: String = ProjectConfiguration.fileName) throws {
        self.init(sourceLanguage: project.sourceLanguage ?? "en", excludedPaths: project.excluded ?? [])
        guard let lint = project.lint else { return }
        let known = Set(LintRules.all.map { $0.description.id })
        func checked(_ ids: [String]?, _ setting: String) throws -> Set<String> {
            for id in ids ?? [] where !known.contains(id) {
                throw LintConfigurationError(path: path, message: "lint.\(setting): unknown rule '\(id)'; known rules: \(known.sorted().joined(separator: ", "))")
            }
            return Set(ids ?? [])
        }
        disabledRules = try checked(lint.disabled, "disabled")
        enabledOptInRules = try checked(lint.enabled, "enabled")
        for (id, value) in lint.severities ?? [:] {
            _ = try checked([id], "severities")
            if value == "off" {
                disabledRules.insert(id)
            } else if let severity = Severity(rawValue: value) {
                severities[id] = severity
                enabledOptInRules.insert(id)
            } else {
                throw LintConfigurationError(path: path, message: "lint.severities.\(id): expected note, warning, error or off, found '\(value)'")
            }
        }
        for (id, ruleOptions) in lint.options ?? [:] {
            _ = try checked([id], "options")
            options[id] = ruleOptions
        }
    }

    /// Whether the rule with `description` runs.
    public func isEnabled(_ description: RuleDescription) -> Bool {
        if disabledRules.contains(description.id) { return false }
        return !description.isOptIn || enabledOptInRules.contains(description.id)
    }

    /// The severity findings of the rule are reported with.
    public func severity(of description: RuleDescription) -> Severity {
        severities[description.id] ?? description.defaultSeverity
    }

    /// The enabled rules, created with their options.
    func makeRules() throws -> [any LintRule] {
        try LintRules.all.filter { isEnabled($0.description) }.map { type in
            try type.init(options: options[type.description.id] ?? [:])
        }
    }
}

/// A configuration that names an unknown rule or severity, or gives a rule a bad option.
public struct LintConfigurationError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String = ProjectConfiguration.fileName, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): error: \(message)" }
}
