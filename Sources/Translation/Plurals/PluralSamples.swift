import CatalogChecks
import Plurals
import StringCatalog

/// The number a plural case is translated with, so the engine inflects the words around it for that case:
/// Ukrainian `one` with 1, `few` with 2, `many` with 5, `other` (fractions only) with 1.5; Spanish `many`
/// with 1000000. Samples come from the language's CLDR rules; a number the text already holds is avoided,
/// so the sample is found again unambiguously.
package enum PluralSamples {
    /// The sample for `category` in `language`, or `nil` when the language's rules select no number for it.
    package static func number(for category: PluralCategory, language: String, avoiding text: String = "") -> String? {
        let facts = PluralFacts(language: language)
        let present = Set(numbers(in: text))
        let integers = (facts.samples[category] ?? []).filter { !present.contains(String($0)) }
        // 0 and 1 are often written out as words ("no", "one"), which the sample must survive; prefer others.
        if let preferred = integers.first(where: { $0 >= 2 }) ?? integers.first { return String(preferred) }
        let rules = PluralRules.cardinal(for: language)
        for candidate in ["1.5", "2.5", "0.5", "1.1", "2.1", "0.1", "1.2"] where !present.contains(candidate) {
            if PluralCategory(rules.category(for: Double(candidate)!).rawValue) == category { return candidate }
        }
        return nil
    }

    /// The category `number` selects in `language`.
    package static func category(of number: String, in language: String) -> PluralCategory {
        let rules = PluralRules.cardinal(for: language)
        let name = Int(number).map { rules.category(for: $0) } ?? rules.category(for: Double(number) ?? 0)
        return PluralCategory(name.rawValue)
    }

    /// The categories `language` needs, in CLDR order.
    package static func categories(of language: String) -> [PluralCategory] {
        PluralFacts(language: language).categories.sorted()
    }

    /// The runs of ASCII digits in `text`.
    private static func numbers(in text: String) -> [String] {
        var found: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if ASCII.isDigit(byte) { current.append(byte); continue }
            if !current.isEmpty { found.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll()
        }
        if !current.isEmpty { found.append(String(decoding: current, as: UTF8.self)) }
        return found
    }
}
