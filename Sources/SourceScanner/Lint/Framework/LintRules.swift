import Diagnostics

/// Every lint rule, in the order their fixes are applied (more specific rewrites first).
public enum LintRules {
    public static let all: [any SourceRule.Type] = [
        ManualPluralizationRule.self,
        UnlocalizedUIStringRule.self,
        ConcatenatedSentenceRule.self,
        ForeignLanguageLiteralRule.self,
        UnlocalizedFormatRule.self,
        DynamicLocalizationKeyRule.self,
        MissingLocalizationKeyRule.self,
        LocalizedTwiceRule.self,
        LanguageOfferedNotReleasedRule.self,
        LocaleUnawareFormattingRule.self,
        MissingTranslatorCommentRule.self,
        KeyNamingRule.self,
    ]

    /// The rules about reading the sources at all: a file that can't be read, or doesn't parse.
    public static let reading: [any Rule.Type] = [
        UnreadableFileRule.self,
        ParseErrorRule.self,
    ]
}
