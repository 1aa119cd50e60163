import StringCatalog

/// A key extracted from code, written like an identifier, with no text in any language: the screen shows
/// the key itself. The catalog-only half of extraction's `key-shows-raw`, which also sees keys the code
/// uses that the catalog does not hold yet.
public struct KeyShowsRawRule: CatalogCheckRule {
    public static let description = CheckRuleDescription(
        id: RawKeys.ruleID, summary: RawKeys.summary, rationale: RawKeys.rationale,
        severity: .error,
        triggeringExamples: [
            CheckExample("an extracted dotted key without text", [
                "library.stats.done.%lld": CatalogEntry(),
            ], expect: [("library.stats.done.%lld", nil)]),
            CheckExample("an extracted key beside a translated manual key of nearly the same name", [
                "gallery.movingTo %@": CatalogEntry(),
                "gallery.movingTo": .localized(["en": .text("Moving to page %@"), "fr": .text("Vers la page %@")], extractionState: .manual),
            ], expect: [("gallery.movingTo %@", nil)]),
        ],
        nonTriggeringExamples: [
            CheckExample("an extracted key written as text", [
                "Welcome back": CatalogEntry(),
                "Delete %lld photos?": CatalogEntry(),
            ]),
            CheckExample("a dotted key with text in some language, or with a default value", [
                "home.title": .texts(["fr": "Accueil"]),
                "home.subtitle": .localized(["en": .text("Latest stories", state: .new)], extractionState: .extractedWithValue),
            ]),
            CheckExample("manual and stale keys, keys not to translate, file and domain names", [
                "settings.title": .localized([:], extractionState: .manual),
                "old.title": .localized([:], extractionState: .stale),
                "brand.name": .localized([:], shouldTranslate: false),
                "logo.png": CatalogEntry(),
                "mastodon.social": CatalogEntry(),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        // Keys with no extraction state are the ones extraction found in code (and still finds).
        for finding in RawKeys.findings(in: catalog.catalog, isUsed: { _, entry in entry.extractionState == nil }) {
            findings.report(finding.message, key: finding.key, language: nil)
        }
    }
}
