/// One distinct set of CLDR plural rules, shared by every locale that uses it.
///
/// The generated `PluralRuleTables.swift` holds every rule set as a compiled function plus the locale tables.
struct PluralRuleSet: Sendable {
    /// The categories the rules can produce, in CLDR order, always ending with `other`.
    let categories: [PluralCategoryName]
    /// CLDR's rule text for each category but `other`, in evaluation order.
    let rules: [(PluralCategoryName, String)]
    /// The compiled rules.
    let evaluate: @Sendable (PluralOperands) -> PluralCategoryName
}

extension PluralRuleSet {
    /// `locale:index` pairs of a generated table, read once on first use.
    static func parseTable(_ table: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for pair in table.split(separator: " ") {
            let parts = pair.split(separator: ":")
            if parts.count == 2, let index = Int(parts[1]) { result[String(parts[0])] = index }
        }
        return result
    }

    static let cardinalIndex: [String: Int] = parseTable(cardinalTable)
    static let ordinalIndex: [String: Int] = parseTable(ordinalTable)
}
