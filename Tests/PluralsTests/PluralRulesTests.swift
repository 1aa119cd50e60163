import Plurals
import Testing

@Suite("Plural rules")
struct PluralRulesTests {
    @Test("English cardinals: 1 is one, 1.0 and 0 are other")
    func englishCardinals() {
        let rules = PluralRules.cardinal(for: "en")
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(for: 0) == .other)
        #expect(rules.category(for: 2) == .other)
        #expect(rules.category(for: PluralOperands("1.0")!) == .other)
        #expect(rules.category(for: -1) == .one)
        #expect(rules.category(for: UInt8(1)) == .one)
        #expect(rules.category(for: Int64(2)) == .other)
        #expect(rules.categories == [.one, .other])
    }

    @Test("English ordinals: 1st, 2nd, 3rd, 11th, 22nd, 113th")
    func englishOrdinals() {
        let rules = PluralRules.ordinal(for: "en-US")
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(for: 2) == .two)
        #expect(rules.category(for: 3) == .few)
        #expect(rules.category(for: 11) == .other)
        #expect(rules.category(for: 22) == .two)
        #expect(rules.category(for: 113) == .other)
        #expect(rules.categories == [.one, .two, .few, .other])
    }

    @Test("Ukrainian and Russian use one, few, many and other for integers")
    func eastSlavic() {
        for tag in ["uk", "ru"] {
            let rules = PluralRules.cardinal(for: tag)
            #expect(rules.category(for: 1) == .one)
            #expect(rules.category(for: 21) == .one)
            #expect(rules.category(for: 3) == .few)
            #expect(rules.category(for: 12) == .many)
            #expect(rules.category(for: 25) == .many)
            #expect(rules.category(for: 1.5) == .other)
        }
    }

    @Test("Arabic uses all six categories")
    func arabic() {
        let rules = PluralRules.cardinal(for: "ar-EG")
        #expect([0, 1, 2, 3, 11, 100].map(rules.category(for:)) == [.zero, .one, .two, .few, .many, .other])
    }

    @Test("pt-PT has its own rule: 0 is one in pt but other in pt-PT")
    func portugueseVariants() {
        #expect(PluralRules.cardinal(for: "pt").category(for: 0) == .one)
        #expect(PluralRules.cardinal(for: "pt-BR").category(for: 0) == .one)
        #expect(PluralRules.cardinal(for: "pt-PT").category(for: 0) == .other)
        #expect(PluralRules.cardinal(for: "pt_PT").locale == "pt_PT")
        #expect(PluralRules.cardinal(for: "pt-AO").locale == "pt_AO")
        #expect(PluralRules.cardinal(for: "pt-BR").locale == "pt")
    }

    @Test("CLDR 47 changes are in: Maltese two, Catalan many, Hebrew without many")
    func recentCLDRChanges() {
        #expect(PluralRules.cardinal(for: "mt").category(for: 2) == .two)
        #expect(PluralRules.cardinal(for: "ca").category(for: 1_000_000) == .many)
        #expect(PluralRules.cardinal(for: "he").category(for: 20) == .other)
        #expect(PluralRules.cardinal(for: "he").categories == [.one, .two, .other])
    }

    @Test("tags are matched case-insensitively, with scripts, regions and POSIX suffixes")
    func lookupNormalization() {
        #expect(PluralRules.cardinal(for: "zh-Hant").locale == "zh")
        #expect(PluralRules.cardinal(for: "zh-Hant-TW").locale == "zh")
        #expect(PluralRules.cardinal(for: "PT-pt").locale == "pt_PT")
        #expect(PluralRules.cardinal(for: "pt-Latn-PT").locale == "pt_PT")
        #expect(PluralRules.cardinal(for: "de_DE.UTF-8@euro").locale == "de")
        #expect(PluralRules.cardinal(for: "sr-Latn-RS").locale == "sr")
        #expect(PluralRules.cardinal(for: "en-u-nu-arab").locale == "en")
        #expect(PluralRules.cardinal(for: "iw").category(for: 2) == PluralRules.cardinal(for: "he").category(for: 2))
    }

    @Test("unknown languages use the root rules: everything is other")
    func unknownLanguages() {
        for tag in ["xx", "", "und", "C", "POSIX", "qaa-x-private"] {
            let rules = PluralRules.cardinal(for: tag)
            #expect(rules.locale == "root", "\(tag)")
            #expect(rules.categories == [.other])
            #expect(rules.category(for: 1) == .other)
        }
    }

    @Test("French uses many for millions and compact exponents")
    func frenchCompact() {
        let rules = PluralRules.cardinal(for: "fr")
        #expect(rules.category(for: 1_000_000) == .many)
        #expect(rules.category(for: PluralOperands("1c6")!) == .many)
        #expect(rules.category(for: PluralOperands("1c3")!) == .other)
        #expect(rules.category(for: 1.5) == .one)
        #expect(rules.category(for: 2_000_001) == .other)
    }

    @Test("rule text is CLDR's, and other has none")
    func ruleText() {
        let rules = PluralRules.cardinal(for: "en")
        #expect(rules.rule(for: .one) == "i = 1 and v = 0")
        #expect(rules.rule(for: .other) == nil)
        #expect(rules.rule(for: .few) == nil)
        #expect(PluralRules.locales(.cardinal).contains("pt_PT"))
        #expect(PluralRules.locales(.ordinal).contains("root"))
    }

    @Test("categories compare in CLDR order and carry catalog key raw values")
    func categoryNames() {
        #expect(PluralCategoryName.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategoryName.allCases.sorted() == PluralCategoryName.allCases)
        #expect(PluralCategoryName.many < .other && !(PluralCategoryName.other < .zero))
    }
}
