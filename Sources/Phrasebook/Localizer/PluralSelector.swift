import Plurals
import StringCatalog

/// Chooses the CLDR plural case of a variation for a number, with the `Plurals` module's rules.
struct PluralSelector: Sendable {
    let rules: PluralRules

    /// The cardinal rules of `language`.
    static func cardinal(for language: String) -> PluralSelector {
        PluralSelector(rules: .cardinal(for: language))
    }

    func category(for value: Int64) -> PluralCategory {
        PluralCategory(rules.category(for: Int(clamping: value)))
    }

    /// The category of a decimal as printed: with `fractionDigits` visible digits ("1.0" is not "1"),
    /// or with its shortest digits when the conversion has no fixed precision.
    func category(for value: Double, fractionDigits: Int?) -> PluralCategory {
        let operands = fractionDigits.map { PluralOperands(value, fractionDigits: $0) } ?? PluralOperands(value)
        return PluralCategory(rules.category(for: operands))
    }
}
