import Diagnostics
import ProjectConfiguration

/// Which rules run, how severe they are, their options, and the project's source language.
public struct LintConfiguration: Sendable {
    /// The language source text is written in; `foreign-language-literal` compares against it.
    public var sourceLanguage: String
    /// The `lint:` rule settings.
    public var rules: RuleSelection

    public init(sourceLanguage: String = "en", rules: RuleSelection = RuleSelection()) {
        self.sourceLanguage = sourceLanguage
        self.rules = rules
    }

    /// The project's source language and `lint:` settings (validated when the project was loaded).
    public init(project: Project) {
        self.init(sourceLanguage: project.sourceLanguage, rules: project.lintRules)
    }

    /// The severity findings of the rule get, or `nil` when it doesn't run.
    public func severity(of description: RuleDescription) -> Severity? {
        rules.severity(of: description.id, default: description.defaultSeverity, isOptIn: description.isOptIn)
    }

    /// The enabled rules, created with their options.
    func makeRules() throws -> [(rule: any LintRule, severity: Severity)] {
        try LintRules.all.compactMap { type in
            guard let severity = severity(of: type.description) else { return nil }
            return (try type.init(options: rules.options(for: type.description.id)), severity)
        }
    }
}
