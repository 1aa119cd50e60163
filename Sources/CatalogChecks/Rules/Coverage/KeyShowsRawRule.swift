import StringCatalog

/// A key extracted from code, written like an identifier, with no text in any language: the screen shows
/// the key itself. The catalog-only half of extraction's `key-shows-raw`, which also sees keys the code
/// uses that the catalog does not hold yet.
public struct KeyShowsRawRule: CatalogCheckRule {
    public static let description = CheckRuleDescription(
        id: "key-shows-raw",
        summary: "A key the code uses looks like an identifier and has no text in any language",
        rationale: """
            A key extracted from code is its own source text. Written like an identifier (`gallery.title`, \
            `stats.done.%lld`) with no text in any language, it is what every user sees. Give it its text in \
            the source language, or use the manual key that has one: a key of nearly the same name is named \
            when the catalog holds it (`Text("gallery.movingTo \\(page)")` where `gallery.movingTo` is translated).
            """,
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
            findings.report(Self.message(finding), key: finding.key, language: nil)
        }
    }

    /// The finding in words, naming the near-miss key when there is one.
    public static func message(_ finding: RawKeys.Finding) -> String {
        let shown = "\(quoted(finding.key)) has no text in any language: users see the key itself"
        guard let nearMiss = finding.nearMiss else { return shown }
        return shown + "; did you mean the manual key \(quoted(nearMiss)), which has text?"
    }
}
