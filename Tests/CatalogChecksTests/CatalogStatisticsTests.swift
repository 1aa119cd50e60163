import CatalogChecks
import StringCatalog
import Testing

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
        #expect(statistics.translatableKeyCount == 3, "neither the stale key nor the don't-translate key needs translating")
        #expect(statistics.staleKeyCount == 1)
        #expect(statistics.doNotTranslateKeyCount == 1)
        #expect(statistics.pluralKeyCount == 2, "a plural inside a substitution counts")
        #expect(statistics.deviceKeyCount == 1)
        #expect(statistics.substitutionKeyCount == 1)
    }

    @Test("languages are listed source first, then sorted")
    func languages() {
        #expect(CatalogStatistics(Self.catalog).languages == ["en", "de", "fr"])
    }
}

@Suite("Coverage")
struct CoverageTests {
    @Test("a localization is judged by the text needing the most work")
    func statusOfLocalization() {
        typealias Unit = TranslationStatus.Unit
        #expect(TranslationStatus(units: []) == .missing, "no localization, or one without text")
        #expect(TranslationStatus(units: [Unit(value: "Hallo", state: .translated)]) == .translated)
        #expect(TranslationStatus(units: [Unit(value: "Hallo", state: .machineTranslated)]) == .needsReview)
        #expect(TranslationStatus(units: [Unit(value: "", state: .translated)]) == .missing)
        #expect(TranslationStatus(units: [Unit(value: "un", state: .translated), Unit(value: "des", state: .new)]) == .new)
        #expect(TranslationStatus(units: [Unit(value: "Save", state: .translated, isCopy: true)]) == .copied)
        #expect(TranslationStatus(units: [Unit(value: "Save", state: .needsReview, isCopy: true)]) == .copied,
                "a copy marked for review is still a copy")
        #expect(TranslationStatus(units: [Unit(value: "Save", state: .new, isCopy: true)]) == .new)
    }
}
