import BenchmarkSupport
import Foundation
import Phrasebook
import Plurals

/// Plural category lookup (compiled CLDR rules vs interpreting CLDR's rule text) and language negotiation
/// (Phrasebook vs Foundation's `Bundle.preferredLocalizations(from:forPreferences:)`).
func cldrBenchmarkSuite() -> BenchmarkSuite {
    BenchmarkSuite(name: "cldr", summary: "plural rules and language negotiation", run: runCLDRBenchmarks)
}

private func runCLDRBenchmarks() {
    let numbers = (0..<1_000).map { $0 * 7 % 1_013 }
    var sink = 0
    for language in ["en", "ru", "ar", "cy"] {
        let rules = PluralRules.cardinal(for: language)
        let interpreted = InterpretedPluralRules(rules)
        let compiled = measureMedianNanoseconds(batch: 20) {
            for number in numbers { sink &+= rules.category(for: number) == .other ? 1 : 0 }
        }
        let naive = measureMedianNanoseconds(batch: 5) {
            for number in numbers { sink &+= interpreted.category(for: number) == .other ? 1 : 0 }
        }
        printComparison("plural category, \(language) (per number)", phrasebook: compiled / 1_000,
                        peerName: "interpreted rule text", peer: naive / 1_000)
    }
    let lookup = measureMedianNanoseconds(batch: 1_000) { sink &+= PluralRules.cardinal(for: "pt-PT").categories.count }
    print("PluralRules.cardinal(for: \"pt-PT\")".padding(toLength: 44, withPad: " ", startingAt: 0) + " phrasebook \(formatDuration(lookup))")

    let available = ["en", "en-AU", "en-GB", "es", "es-419", "fr", "pt", "pt-BR", "zh-Hans", "zh-Hant"]
    let negotiator = LanguageNegotiator(available: available, sourceLanguage: "en")
    let cases = [["en-IN"], ["zh-HK"], ["es-MX"], ["pt-PT"], ["en-AU"], ["ja", "fr-CA"]]
    let parsed = cases.map { $0.compactMap(LanguageTag.init) }
    let ours = measureMedianNanoseconds(batch: 50) {
        for preferences in parsed { sink &+= negotiator.preferredLocalizations(for: preferences).count }
    }
    let foundation = measureMedianNanoseconds(batch: 50) {
        for preferences in cases { sink &+= Bundle.preferredLocalizations(from: available, forPreferences: preferences).count }
    }
    printComparison("negotiate (per preference list)", phrasebook: ours / Double(cases.count),
                    peerName: "Bundle.preferredLocalizations", peer: foundation / Double(cases.count))
    for preferences in cases {
        let phrasebook = negotiator.preferredLocalizations(for: preferences.compactMap(LanguageTag.init))
        let peer = Bundle.preferredLocalizations(from: available, forPreferences: preferences)
        print("  \(preferences.joined(separator: ",")): phrasebook \(phrasebook.joined(separator: ","))  Foundation \(peer.joined(separator: ","))")
    }
    if sink == 42 { print("") } // keeps the work observable
}

/// The naive alternative: CLDR's rule text parsed once into a tree and walked for every number.
private struct InterpretedPluralRules {
    struct Relation {
        var operand: Character
        var modulus: UInt64?
        var negated: Bool
        var ranges: [ClosedRange<UInt64>]
    }

    /// Per category, alternatives of conjunctions of relations.
    var rules: [(PluralCategoryName, [[Relation]])]

    init(_ compiled: PluralRules) {
        rules = compiled.categories.compactMap { category in
            compiled.rule(for: category).map { (category, Self.parse($0)) }
        }
    }

    func category(for value: Int) -> PluralCategoryName {
        let operands = PluralOperands(value)
        for (category, alternatives) in rules
        where alternatives.contains(where: { $0.allSatisfy { Self.holds($0, operands) } }) {
            return category
        }
        return .other
    }

    static func holds(_ relation: Relation, _ o: PluralOperands) -> Bool {
        var value: UInt64
        var integral = true
        switch relation.operand {
        case "n": value = o.i; integral = o.f == 0
        case "i": value = o.i
        case "v": value = UInt64(o.v)
        case "w": value = UInt64(o.w)
        case "f": value = o.f
        case "t": value = o.t
        default: value = UInt64(o.e)
        }
        if let modulus = relation.modulus { value %= modulus }
        let inside = integral && relation.ranges.contains { $0.contains(value) }
        return inside != relation.negated
    }

    static func parse(_ text: String) -> [[Relation]] {
        text.components(separatedBy: " or ").map { conjunction in
            conjunction.components(separatedBy: " and ").map { relation in
                let words = relation.split(separator: " ")
                let operand = words[0].first ?? "n"
                var index = 1
                var modulus: UInt64?
                if words[index] == "%" {
                    modulus = UInt64(words[index + 1])
                    index += 2
                }
                let negated = words[index] == "!="
                let ranges = words[index + 1].split(separator: ",").map { item -> ClosedRange<UInt64> in
                    let bounds = item.components(separatedBy: "..").compactMap { UInt64($0) }
                    return bounds[0]...(bounds.last ?? bounds[0])
                }
                return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
            }
        }
    }
}
