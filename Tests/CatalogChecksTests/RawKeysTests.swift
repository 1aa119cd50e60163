import CatalogChecks
import StringCatalog
import Testing

@Suite("Keys people would see as they are")
struct RawKeysTests {
    @Test("dotted words without spaces read like identifiers, format specifiers aside; text, files and domains don't")
    func identifierLike() {
        for key in ["settings.title", "gallery.movingTo %@", "library.stats.done.accessibility.%lld", "add-package.install.ready",
                    "home_screen.hero_section.title", "%@ add-tag-groups.edit.title"] {
            #expect(RawKeys.isIdentifierLike(key), "\(key)")
        }
        for key in ["Settings", "Welcome back", "Delete %lld photos?", "settings", "v1.2", "logo.png", "mastodon.social",
                    "Moving to page %@.", "e.g. this", "%@.%@"] {
            #expect(!RawKeys.isIdentifierLike(key), "\(key)")
        }
    }

    @Test("a key's stem drops its specifiers and the separators they leave at its ends")
    func stems() {
        #expect(RawKeys.stem("gallery.movingTo %@") == "gallery.movingTo")
        #expect(RawKeys.stem("library.stats.done.%lld") == "library.stats.done")
        #expect(RawKeys.stem("%1$@ items.count") == "items.count")
        #expect(RawKeys.stem("plain.key") == "plain.key")
    }

    @Test("used keys without text are found with the translated manual key of nearly the same name")
    func findingsWithNearMisses() {
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            "gallery.movingTo %@": CatalogEntry(),
            "gallery.movingTo": CatalogEntry(extractionState: .manual, localizations: ["fr": .text("Vers la page %@")]),
            "settings.titel": CatalogEntry(),
            "settings.title": CatalogEntry(extractionState: .manual, localizations: ["en": .text("Settings")]),
            "library.empty": CatalogEntry(),
            "library.full": CatalogEntry(localizations: ["en": .text("Full")]),
            "brand.name": CatalogEntry(shouldTranslate: false),
            "unused.key": CatalogEntry(),
            "Plain text": CatalogEntry(),
        ])
        let findings = RawKeys.findings(in: catalog) { key, _ in key != "unused.key" }
        #expect(findings == [
            RawKeys.Finding(key: "gallery.movingTo %@", nearMiss: "gallery.movingTo"),
            RawKeys.Finding(key: "library.empty", nearMiss: nil),
            RawKeys.Finding(key: "settings.titel", nearMiss: "settings.title"),
        ])
    }

    @Test("text is a non-empty value, variations, substitutions or a string set in any language")
    func hasText() {
        #expect(!CatalogEntry().hasText)
        #expect(!CatalogEntry(localizations: ["en": .text("")]).hasText)
        #expect(CatalogEntry(localizations: ["de": .text("Hallo")]).hasText)
        #expect(CatalogEntry(localizations: ["en": Localization(variations: Variations(plural: [.other: .text("%lld items")]))]).hasText)
        #expect(CatalogEntry(localizations: ["en": Localization(unknownFields: ["stringSet": .object([:])])]).hasText)
    }
}
