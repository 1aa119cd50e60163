import Diagnostics

/// Every lint rule, in the order their fixes are applied (more specific rewrites first).
public enum LintRules {
    public static let all: [any LintRule.Type] = [
        ManualPluralizationRule.self,
        UnlocalizedUIStringRule.self,
        ConcatenatedSentenceRule.self,
        ForeignLanguageLiteralRule.self,
        UnlocalizedFormatRule.self,
        DynamicLocalizationKeyRule.self,
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

    /// The rule type with `id`, if any.
    public static func rule(withID id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
