import Foundation
import Plurals
import Testing

/// One line of `Fixtures/cldr-plural-samples.txt`: CLDR's sample numbers for a category of some locales.
struct SampleGroup: CustomStringConvertible {
    var kind: PluralRules.Kind
    var locales: [String]
    var category: PluralCategoryName
    var samples: [String]
    var description: String { "\(kind) \(category) \(locales.joined(separator: " "))" }

    static let all: [SampleGroup] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/cldr-plural-samples.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let columns = line.split(separator: "\t").map(String.init)
            guard columns.count == 4, let kind = PluralRules.Kind(rawValue: columns[0]),
                  let category = PluralCategoryName(rawValue: columns[2]) else { return nil }
            return SampleGroup(kind: kind, locales: columns[1].split(separator: " ").map(String.init),
                               category: category, samples: columns[3].split(separator: " ").map(String.init))
        }
    }()
}

@Suite("CLDR sample numbers")
struct CLDRSampleTests {
    @Test("the sample file covers cardinal and ordinal rules of every CLDR locale")
    func sampleFileIsComplete() {
        let groups = SampleGroup.all
        let cardinalLocales = Set(groups.filter { $0.kind == .cardinal }.flatMap(\.locales))
        let ordinalLocales = Set(groups.filter { $0.kind == .ordinal }.flatMap(\.locales))
        #expect(cardinalLocales.count > 200)
        #expect(ordinalLocales.count > 90)
        #expect(groups.reduce(0) { $0 + $1.samples.count * $1.locales.count } > 10_000)
        for kind in PluralRules.Kind.allCases {
            let sampled = kind == .cardinal ? cardinalLocales : ordinalLocales
            for locale in PluralRules.locales(kind) where PluralRules(kind, for: locale).categories != [.other] {
                #expect(sampled.contains(locale), "no \(kind) samples for \(locale)")
            }
        }
    }

    @Test("every CLDR sample number gets its category in every locale", arguments: SampleGroup.all)
    func sampleNumbers(group: SampleGroup) throws {
        for locale in group.locales {
            let rules = PluralRules(group.kind, for: locale)
            #expect(rules.locale == locale, "lookup of \(locale) found \(rules.locale)")
            for sample in group.samples {
                let operands = try #require(PluralOperands(sample), "unreadable sample \(sample)")
                let category = rules.category(for: operands)
                #expect(category == group.category, "\(group.kind) \(locale) \(sample): got \(category), CLDR says \(group.category)")
            }
        }
    }

    /// The sample file comes from an older CLDR; locales that gained a category since (`mt` two, `ca` many)
    /// have no samples for it, so the rules may use more categories than the samples show.
    @Test("each locale uses every category CLDR has samples for, in CLDR order")
    func categoriesMatchCLDR() {
        var expected: [String: Set<PluralCategoryName>] = [:]
        for group in SampleGroup.all {
            for locale in group.locales { expected["\(group.kind) \(locale)", default: []].insert(group.category) }
        }
        for (key, categories) in expected {
            let parts = key.split(separator: " ")
            let rules = PluralRules(PluralRules.Kind(rawValue: String(parts[0]))!, for: parts[1])
            #expect(Set(rules.categories).isSuperset(of: categories), "\(key): \(rules.categories)")
            #expect(rules.categories == rules.categories.sorted() && rules.categories.last == .other)
        }
    }
}
