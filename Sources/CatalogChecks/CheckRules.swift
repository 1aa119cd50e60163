import Diagnostics
// The CatalogChecks module: coverage and translation QA rules over String Catalogs.

/// Every catalog check, in the order findings of one key are produced.
public enum CheckRules {
    public static let all: [any CatalogRule.Type] = [
        // Coverage
        MissingTranslationRule.self,
        UntranslatedRule.self,
        NeedsReviewRule.self,
        UnreviewedMachineTranslationRule.self,
        CoverageBelowMinimumRule.self,
        EmptyTranslationRule.self,
        StaleKeyRule.self,
        MissingSourceTextRule.self,
        KeyShowsRawRule.self,
        // Structure
        InvalidLanguageTagRule.self,
        MixedVariationsRule.self,
        InvalidStringSymbolRule.self,
        // Placeholders
        PlaceholderMismatchRule.self,
        InvalidFormatSpecifierRule.self,
        LonePercentRule.self,
        SubstitutionMismatchRule.self,
        // Plurals
        MissingPluralCategoryRule.self,
        MissingRarePluralCategoryRule.self,
        UnusedPluralCategoryRule.self,
        LiteralOneRule.self,
        // Text
        WhitespaceMismatchRule.self,
        DoubleSpaceRule.self,
        PunctuationMismatchRule.self,
        FrenchSpacingRule.self,
        MarkupMismatchRule.self,
        IdenticalTranslationRule.self,
        LengthExpansionRule.self,
        LengthLimitRule.self,
        // Consistency and glossary
        InconsistentTranslationRule.self,
        GlossaryTermRule.self,
        DoNotTranslateRule.self,
    ]

    /// The rules about reading a catalog at all: what a bad merge left twice. Its findings come from reading,
    /// before the checks run, whose rules these are not.
    public static let reading: [any CatalogRule.Type] = [
        RepeatedEntryRule.self,
    ]
}
