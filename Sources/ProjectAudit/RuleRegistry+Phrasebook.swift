import CatalogChecks
import ProjectConfiguration
import SourceScanner

extension RuleRegistry {
    /// Every lint rule and catalog check Phrasebook has: what `.phrasebook.yml`'s `lint:` and `check:`
    /// sections are validated against.
    public static let phrasebook = RuleRegistry(lint: LintRules.known, check: CheckRules.known)
}
