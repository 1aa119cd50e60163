import Testing
@testable import StringCatalog

@Suite("Catalog model")
struct ModelTests {
    @Test("languages lists the source language and every localized language once, sorted")
    func languagesAreCollected() {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["Hello"] = CatalogEntry(localizations: ["fr": .text("Bonjour"), "de": .text("Hallo")])
        catalog.strings["Bye"] = CatalogEntry(localizations: ["fr": .text("Au revoir")])
        #expect(catalog.languages == ["de", "en", "fr"])
    }

    @Test("plural categories order as CLDR lists them, unknown ones last")
    func pluralCategoryOrder() {
        let shuffled: [PluralCategory] = [.other, PluralCategory("custom"), .few, .zero, .one]
        #expect(shuffled.sorted() == [.zero, .one, .few, .other, PluralCategory("custom")])
    }
}
