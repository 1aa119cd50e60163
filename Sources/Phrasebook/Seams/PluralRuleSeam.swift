import StringCatalog

// SEAM: the plural category of a formatted number. The `Plurals` module (cldr helper) is the source of
// CLDR rules; when `PluralRules.cardinal(for:)` lands on main, `PluralSelector.cardinal(for:)` calls it
// and the interim English-shaped rule below goes away.

/// Chooses the CLDR plural category for a number in one language.
struct PluralSelector: Sendable {
    /// The category for an integer, and for a decimal given as its visible digits ("1.50").
    let integerCategory: @Sendable (Int64) -> PluralCategory
    let decimalCategory: @Sendable (String) -> PluralCategory

    /// The cardinal rules of `language`.
    static func cardinal(for language: String) -> PluralSelector {
        // Interim rule until Plurals lands: "one" for exactly 1 without visible decimals.
        PluralSelector(
            integerCategory: { $0 == 1 ? .one : .other },
            decimalCategory: { $0 == "1" ? .one : .other })
    }
}
