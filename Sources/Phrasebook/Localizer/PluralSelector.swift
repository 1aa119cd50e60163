import Plurals
import StringCatalog

/// Chooses the CLDR plural case of a variation for a number, with the `Plurals` module's rules.
///
/// A class, immutable and shared by every entry of a language: a lookup reads it in place instead of
/// copying the rules (their names, tables and compiled function) each time.
final class PluralSelector: Sendable {
    let rules: PluralRules

    init(rules: PluralRules) {
        self.rules = rules
    }

    /// The cardinal rules of `language`.
    static func cardinal(for language: String) -> PluralSelector {
        PluralSelector(rules: .cardinal(for: language))
    }

    func category(for value: Int64) -> PluralCategory {
        PluralCategory(name(for: value))
    }

    /// The CLDR category of an integer, without making its catalog key.
    func name(for value: Int64) -> PluralCategoryName {
        rules.category(for: Int(clamping: value))
    }

    /// The category of a decimal as printed: with `fractionDigits` visible digits ("1.0" is not "1"),
    /// or with its shortest digits when the conversion has no fixed precision.
    func category(for value: Double, fractionDigits: Int?) -> PluralCategory {
        PluralCategory(name(for: value, fractionDigits: fractionDigits))
    }

    /// The CLDR category of a decimal as printed, without making its catalog key.
    func name(for value: Double, fractionDigits: Int?) -> PluralCategoryName {
        let operands = fractionDigits.map { PluralOperands(value, fractionDigits: $0) } ?? PluralOperands(value)
        return rules.category(for: operands)
    }
}
