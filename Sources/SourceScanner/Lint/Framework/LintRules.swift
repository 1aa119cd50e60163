import Diagnostics
import ProjectConfiguration

/// Every lint rule, in the order their fixes are applied (more specific rewrites first).
public enum LintRules {
    public static let all: [any LintRule.Type] = [
        ManualPluralizationRule.self,
        UnlocalizedUIStringRule.self,
        ConcatenatedSentenceRule.self,
        ForeignLanguageLiteralRule.self,
        UnlocalizedFormatRule.self,
        DynamicLocalizationKeyRule.self,
        MissingLocalizationKeyRule.self,
        LocalizedTwiceRule.self,
        LocaleUnawareFormattingRule.self,
        MissingTranslatorCommentRule.self,
        KeyNamingRule.self,
    ]

    /// Every rule's id, summary, rationale and default severity, as reporters list them.
    public static var metadata: [RuleMetadata] {
        all.map { type in
            let rule = type.description
            return RuleMetadata(id: rule.id, summary: rule.summary, rationale: rule.rationale, defaultSeverity: rule.defaultSeverity)
        }
    }

    /// Every rule as the configuration validates `lint:` settings against: options are checked by
    /// creating the rule with them.
    public static var known: [KnownRule] {
        all.map { type in
            KnownRule(
                id: type.description.id, isOptIn: type.description.isOptIn, optionNames: type.description.optionNames,
                validateOptions: { _ = try type.init(options: $0) })
        }
    }

    /// The rule type with `id`, if any.
    public static func rule(withID id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
