import Testing
@testable import StringCatalog

@Suite("Catalog statistics")
struct CatalogStatisticsTests {
    static var catalog: StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        let plural = Variations(plural: [.one: .text("un"), .other: .text("", state: .new)])
        let substitution = Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
            .one: .text("one", state: TranslationState("signed_off")), .other: .text("many"),
        ]))
        catalog.strings["Files"] = CatalogEntry(localizations: ["fr": Localization(variations: plural)])
        catalog.strings["Photos"] = CatalogEntry(localizations: [
            "en": Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@"), substitutions: ["n": substitution]),
            "fr": .text("Photos", state: .machineTranslated),
        ])
        catalog.strings["Tap"] = CatalogEntry(localizations: [
            "de": Localization(variations: Variations(device: [.mac: .text("Klicken"), .other: .text("Tippen")])),
        ])
        catalog.strings["Old"] = CatalogEntry(extractionState: .stale, localizations: ["de": .text("Alt", state: .needsReview)])
        catalog.strings["Acme"] = CatalogEntry(shouldTranslate: false)
        return catalog
    }

    @Test("counts keys, variation kinds, stale and untranslatable keys")
    func keyCounts() {
        let statistics = CatalogStatistics(Self.catalog)
        #expect(statistics.keyCount == 5)
        #expect(statistics.translatableKeyCount == 4)
        #expect(statistics.staleKeyCount == 1)
        #expect(statistics.pluralKeyCount == 2, "a plural inside a substitution counts")
        #expect(statistics.deviceKeyCount == 1)
        #expect(statistics.substitutionKeyCount == 1)
    }

    @Test("each key counts once per language, under the state needing most work")
    func perLanguage() {
        let statistics = CatalogStatistics(Self.catalog)
        #expect(statistics.languages.map(\.language) == ["en", "de", "fr"])
        let english = statistics.languages[0]
        // "Photos" mixes translated with an unknown state: unknown states need more work than translated.
        #expect(english.states == ["translated": 3, "signed_off": 1])
        #expect(english.missing == 0)
        let german = statistics.languages[1]
        #expect(german.states == ["translated": 1, "needs_review": 1])
        #expect(german.missing == 2)
        #expect(german.translatedFraction == 0.25)
        let french = statistics.languages[2]
        #expect(french.states == ["new": 1, "machine_translated": 1])
        #expect(french.missing == 2)
    }

    @Test("report columns list translated first and new last, unknown states in between")
    func stateOrder() {
        #expect(CatalogStatistics(Self.catalog).stateNames == ["translated", "machine_translated", "signed_off", "needs_review", "new"])
    }
}
