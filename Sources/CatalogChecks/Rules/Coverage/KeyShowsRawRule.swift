import Diagnostics
import StringCatalog

/// A key written like an identifier, with no text in any language: the screen shows the key itself.
/// From the catalog alone, the keys extraction found in code are judged, where the catalog holds them;
/// when the run has read the code, every key the code uses (those new to the catalog too), where the code
/// uses it. The manual key of nearly the same name that has text is named: the key the code probably meant.
public struct KeyShowsRawRule: CatalogRule {
    public static let description = RuleDescription(
        id: .keyShowsRaw,
        summary: "A key the code uses looks like an identifier and has no text in the source language",
        rationale: """
            A key extracted from code is its own source text. Written like an identifier (`gallery.title`, \
            `stats.done.%lld`) with no text in the source language, it is what the source language's users see, \
            and every user whose language has no translation. Give it its text in the source language, or use the \
            manual key that has one: a key of nearly the same name is named when the catalog holds it \
            (`Text("gallery.movingTo \\(page)")` where `gallery.movingTo` is translated). `lint --fix` leaves such \
            keys on purpose when it moves text in another language out of the code: its source text is to be written.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            CatalogExample("an extracted dotted key without text", [
                "library.stats.done.%lld": CatalogEntry(),
            ], expect: [("library.stats.done.%lld", nil)]),
            CatalogExample("an extracted key beside a translated manual key of nearly the same name", [
                "gallery.movingTo %@": CatalogEntry(),
                "gallery.movingTo": .localized(["en": .text("Moving to page %@"), "fr": .text("Vers la page %@")], extractionState: .manual),
            ], expect: [("gallery.movingTo %@", nil)]),
            CatalogExample("the code using an interpolated key beside the translated manual key it meant", [
                "gallery.movingTo %lld": CatalogEntry(),
                "gallery.movingTo": .localized(["en": .text("Moving to page %lld")], extractionState: .manual),
            ], usedInCode: ["gallery.movingTo %lld"], expect: [("gallery.movingTo %lld", nil)]),
            CatalogExample("an extracted dotted key with text only in another language than the source language", [
                "home.title": .texts(["uk": "Головна"]),
            ], expect: [("home.title", nil)]),
            CatalogExample("the code using a dotted key new to the catalog, and one already there without text", [
                "library.stats.done.accessibility.%lld": CatalogEntry(),
                "library.title": CatalogEntry(),
            ], usedInCode: ["library.stats.done.accessibility.%lld", "library.title"],
               expect: [("library.stats.done.accessibility.%lld", nil), ("library.title", nil)]),
        ],
        nonTriggeringExamples: [
            CatalogExample("an extracted key written as text", [
                "Welcome back": CatalogEntry(),
                "Delete %lld photos?": CatalogEntry(),
            ]),
            CatalogExample("a dotted key with text in the source language, or with a default value", [
                "home.title": .texts(["en": "Home", "fr": "Accueil"]),
                "home.subtitle": .localized(["en": .text("Latest stories", state: .new)], extractionState: .extractedWithValue),
            ]),
            CatalogExample("manual and stale keys, keys not to translate, file and domain names", [
                "settings.title": .localized([:], extractionState: .manual),
                "old.title": .localized([:], extractionState: .stale),
                "brand.name": .localized([:], shouldTranslate: false),
                "logo.png": CatalogEntry(),
                "mastodon.social": CatalogEntry(),
            ]),
            CatalogExample("the code using keys written as text, keys with text, keys with a default value", [
                "Welcome back": CatalogEntry(),
                "home.title": .localized(["en": .text("Home")], extractionState: .manual),
                "home.subtitle": .localized(["en": .text("Latest stories", state: .new)], extractionState: .extractedWithValue),
            ], usedInCode: ["Welcome back", "home.title", "home.subtitle"]),
            CatalogExample("the code using no key: a dotted key only the catalog holds, extracted before", [
                "orphan.title": CatalogEntry(),
            ], usedInCode: []),
        ])

    public init(parameters: CheckParameters) {}

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        // With the code read, keys are judged where the code uses them (findings(in:)), not here.
        guard !catalog.keysJudgedInCode else { return }
        // Keys with no extraction state are the ones extraction found in code (and still finds).
        for finding in RawKeys.findings(in: catalog.catalog, isUsed: { _, entry in entry.extractionState == nil }) {
            findings.report(Self.message(finding, sourceLanguage: catalog.catalog.sourceLanguage), key: finding.key, language: nil)
        }
    }

    public func findings(in usage: CatalogKeyUsage) -> [Diagnostic] {
        RawKeys.findings(in: usage.catalog, isUsed: { key, _ in usage.firstUses[key] != nil }).map { finding in
            let use = usage.firstUses[finding.key]!
            return Diagnostic(
                ruleID: Self.id, severity: Self.description.defaultSeverity,
                message: Self.message(finding, sourceLanguage: usage.catalog.sourceLanguage),
                file: use.file, line: use.line, column: use.column, key: finding.key)
        }
    }

    /// The finding in words, naming the near miss. Keys shown raw are one word, so quotes suffice.
    static func message(_ finding: RawKeys.Finding, sourceLanguage: String) -> String {
        if !finding.languagesWithText.isEmpty {
            let languages = finding.languagesWithText.joined(separator: ", ")
            let draft = finding.languagesWithText.count == 1 ? " (or draft it: phrasebook translate --source-from \(languages))" : ""
            return """
                "\(finding.key)" has no \(sourceLanguage) text, only \(languages): users of every other language see the \
                key itself; write its \(sourceLanguage) text\(draft)
                """
        }
        let shown = "\"\(finding.key)\" has no text in any language: users see the key itself"
        return finding.nearMiss.map { shown + "; did you mean the manual key \"\($0)\", which has text?" } ?? shown
    }
}

extension RuleID {
    public static let keyShowsRaw = RuleID("key-shows-raw")
}
