import Diagnostics
import ProjectConfiguration
import StringCatalog

/// A translation that is the source text copied, which coverage counts as not translated.
public struct IdenticalTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: .identicalTranslation,
        summary: "A translation is a copy of the source text",
        rationale: """
            A value equal to the source is a copy — by hand, by a tool that pre-fills translations, or by a \
            merge — and users of the language see the source language. Coverage counts it as copied, not \
            translated, so a released language full of copies blocks the release. Texts legitimately the same \
            are not copies: nothing to translate (numbers, symbols, placeholders), a regional variant of the \
            source language (en-GB for en), or words that are the same in that language — product and technology \
            names everywhere (OK, Wi-Fi, iCloud), a few words each language shares with English (Email and Video \
            in German, Menu and Photo in French), short texts whose every word the catalog's translators write in that \
            language's own texts (German "Training" where another key says "Training starten"), the app's names \
            (its Xcode project's application targets and product names, Info.plist), the glossary's do-not-translate terms and terms it translates \
            as themselves, and the texts listed under `check.allowed_identical`.
            """,
        defaultSeverity: .error,
        fixUrgency: .incompleteLanguage,
        triggeringExamples: [
            CatalogExample("a German value copied from English", [
                "Search stories": .texts(["de": "Search stories"]),
            ], expect: [("Search stories", "de")]),
            CatalogExample("a copy needing review is still a copy; one shared word doesn't excuse a sentence", [
                "Share": .texts(["ar": "Share"], state: .needsReview),
                "Email your friends": .texts(["de": "Email your friends"]),
            ], expect: [("Email your friends", "de"), ("Share", "ar")]),
            CatalogExample("a word allowed for one language is a copy in another", [
                "Standard": .texts(["de": "Standard", "uk": "Standard"]),
            ], options: CheckOptions(parameters: CheckParameters(allowedIdenticalTexts: ["de": ["Standard"]])), expect: [("Standard", "uk")]),
            CatalogExample("a sentence is a copy even when each of its words is one the language's translators use", [
                "Training, tempo, index, system": .texts(["de": "Training, tempo, index, system"]),
                "Start training": .texts(["de": "Training starten"]), "Change tempo": .texts(["de": "Tempo ändern"]),
                "Open index": .texts(["de": "Index öffnen"]), "Choose system": .texts(["de": "System wählen"]),
            ], expect: [("Training, tempo, index, system", "de")]),
            CatalogExample("a word the language's translators wrote only in copies or untranslated texts is no evidence", [
                "Search": .texts(["de": "Search"]), "Search again": .texts(["de": "Search again"]),
                "Search stories": .texts(["de": "Search Geschichten"], state: .new),
            ], expect: [("Search", "de"), ("Search again", "de")]),
            CatalogExample("a plural case copied", [
                "%lld stories": .localized([
                    "en": .plural([.one: "%lld story", .other: "%lld stories"]),
                    "de": .plural([.one: "%lld Geschichte", .other: "%lld stories"]),
                ]),
            ], expect: [("%lld stories", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("shared words, the configured allow-list, numbers and placeholders, regional variants", [
                "OK": .texts(["de": "OK", "fr": "OK", "ja": "OK"]),
                "Email": .texts(["de": "Email", "fr": "Email"]),
                "Wi-Fi & Bluetooth": .texts(["uk": "Wi-Fi & Bluetooth"]),
                "Video: %@": .texts(["de": "Video: %@"]),
                "StoryApp": .texts(["de": "StoryApp"]),
                "%lld%%": .texts(["de": "%lld%%"]),
                "Cancel": .texts(["en-GB": "Cancel", "de": "Abbrechen"]),
                "RGB": .texts(["uk": "RGB"]),
                "190 px": .texts(["ja": "190 px"]),
                "Standard": .texts(["de": "Standard"]),
            ], options: CheckOptions(parameters: CheckParameters(allowedIdenticalTexts: ["*": ["StoryApp"], "de": ["Standard"]]))),
            CatalogExample("do-not-translate glossary terms, and terms the glossary translates as themselves", [
                "iCloud Drive": .texts(["de": "iCloud Drive"]),
                "Tarot": .texts(["uk": "Tarot", "de": "Tarot"]),
            ], options: CheckOptions(parameters: CheckParameters(glossary: Glossary(
                doNotTranslate: ["iCloud Drive"], terms: [Glossary.Term(term: "Tarot", translations: ["de": ["Tarot"], "uk": ["Tarot", "Таро"]])])))),
            CatalogExample("a short text whose words the language's translators write in its own texts", [
                "Training": .texts(["de": "Training", "fr": "Entraînement"]),
                "Start training": .texts(["de": "Training starten", "fr": "Commencer l'entraînement"]),
                "Avatar": .texts(["fr": "Avatar"]), "Generate an avatar": .texts(["fr": "Générer un avatar"]),
            ]),
            CatalogExample("keys marked don't translate", [
                "Acme Pro": .localized(["de": .text("Acme Pro")], shouldTranslate: false),
            ]),
            CatalogExample("untranslated strings are reported by `untranslated` instead", [
                "Search stories": .texts(["de": "Search stories"], state: .new),
            ]),
        ])

    private let copies: CopiedText

    public init(parameters: CheckParameters) {
        copies = CopiedText(parameters: parameters)
    }

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        for index in translation.units.indices where translation.units[index].state != .new && copies.isCopy(translation, at: index) {
            let unit = translation.units[index]
            findings.report(
                "\(translation.language.displayName) text\(unit.placeText) is the source text copied, \(quoted(unit.value)): translate it, or allow it under check.allowed_identical if \(translation.language.displayName) says it the same way",
                in: translation)
            return
        }
    }

    /// Whether the text has two letters in a row outside format specifiers (else nothing to translate).
    static func hasWords(_ text: String) -> Bool {
        enum State { case text, specifier, substitutionName }
        var state = State.text
        var run = 0
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch state {
            case .text:
                if scalar == "%" { state = .specifier; run = 0 }
                else if scalar.properties.isAlphabetic { run += 1; if run >= 2 { return true } }
                else { run = 0 }
            case .specifier:
                // Flags, widths, positions and length modifiers continue a specifier; anything else ends it.
                if "0123456789$-+ #'.*hlqLzjt".unicodeScalars.contains(scalar) { continue }
                state = scalar == "@" && previous == "#" ? .substitutionName : .text
            case .substitutionName:
                if scalar == "@" { state = .text }
            }
        }
        return false
    }
}

extension RuleID {
    public static let identicalTranslation = RuleID("identical-translation")
}
