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

    /// The rule type with `id`, if any.
    public static func rule(withID id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
