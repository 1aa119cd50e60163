import Foundation
import StringCatalog
import TestSupport
import Testing
@testable import SourceScanner

@Suite("lint --fix on text in another language than the source language")
struct ForeignTextFixTests {
    /// An English-source app whose code shows Ukrainian, and its brand.
    static let source = """
        import SwiftUI
        struct ProfileView: View {
            let appName = "Zorya"
            var body: some View { VStack { Text(appName); Text(title); Text(health); Text(brand) } }
            var title: String { "Профілі користувача" }
            var health: String { "Здоров'я та енергія" }
            var brand: String { "Zorya" }
        }
        """

    func configuration(languages: [String], appNames: Set<String> = []) -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.translationLanguages = languages
        configuration.appNames = appNames
        return configuration
    }

    @Test("the Ukrainian goes into the catalog as Ukrainian under a new key, with no English source text; the brand is never wrapped")
    func movesTextIntoItsLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("ProfileView.swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        let catalogURL = directory.url.appendingPathComponent("Localizable.xcstrings")
        try StringCatalog(sourceLanguage: "en", strings: [
            "Settings": CatalogEntry(localizations: ["uk": .text("Налаштування")]),
        ]).write(to: catalogURL)

        let linter = Linter(configuration: configuration(languages: ["uk", "de"], appNames: ["Zorya"]))
        let result = try linter.fix(swiftFiles(at: directory.url), catalog: catalogURL)

        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed.contains(#"var title: String { String(localized: "profileView.profiliKoristuvaca") }"#), "\(fixed)")
        #expect(fixed.contains(#"var health: String { String(localized: "profileView.zdorovaTaEnergia") }"#), "\(fixed)")
        #expect(fixed.contains(#"let appName = "Zorya""#) && fixed.contains(#"var brand: String { "Zorya" }"#))
        #expect(!fixed.contains(#"String(localized: "Профілі"#))
        #expect(result.foreignTexts.map(\.language) == ["uk", "uk"])

        let catalog = try StringCatalog(contentsOf: catalogURL)
        let moved = try #require(catalog.strings["profileView.profiliKoristuvaca"])
        #expect(moved.localizations["uk"] == Localization(stringUnit: StringUnit(state: .translated, value: "Профілі користувача")))
        #expect(moved.localizations["en"] == nil, "the English text is missing until someone writes it")
        #expect(moved.comment?.contains("phrasebook translate --source-from uk") == true)
        #expect(catalog.strings["Settings"]?.localizations["uk"] == .text("Налаштування"))
        // No Cyrillic is left in any source text: keys and English values alike.
        #expect(!catalog.strings.keys.contains { $0.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) } })
    }

    @Test("without a catalog to receive it, or a project language written in that script, the text stays and is reported")
    func staysWithoutAHome() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Self.source.write(to: directory.url.appendingPathComponent("ProfileView.swift"), atomically: true, encoding: .utf8)
        let withoutCatalog = try Linter(configuration: configuration(languages: ["uk"])).fix(swiftFiles(at: directory.url), catalog: nil)
        #expect(withoutCatalog.foreignTexts.isEmpty && withoutCatalog.fixedFiles.isEmpty)
        #expect(try String(contentsOf: directory.url.appendingPathComponent("ProfileView.swift"), encoding: .utf8) == Self.source)
        let noUkrainian = try Linter(configuration: configuration(languages: ["de"])).fix(sources: [("ProfileView.swift", Self.source)])
        #expect(noUkrainian.foreignTexts.isEmpty)
        #expect(noUkrainian.remaining.contains { $0.ruleID == "unlocalized-ui-string" && $0.line == 5 })
    }

    @Test("a catalog key in Ukrainian gets a new key that takes over its translations, with the Ukrainian kept as Ukrainian")
    func rekeysLocalizedText() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("ProfileView.swift")
        try """
            import SwiftUI
            struct ProfileView: View {
                var body: some View { VStack { Text("Профілі"); Text("Налаштування") } }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let catalogURL = directory.url.appendingPathComponent("Localizable.xcstrings")
        try StringCatalog(sourceLanguage: "en", strings: [
            "Профілі": CatalogEntry(comment: "Tab title", localizations: ["en": .text("Profiles"), "de": .text("Profile")]),
            "Налаштування": CatalogEntry(localizations: ["en": .text("Налаштування"), "de": .text("Einstellungen")]),
        ]).write(to: catalogURL)

        var configuration = onlyRule("foreign-language-literal")
        configuration.translationLanguages = ["uk", "de"]
        _ = try Linter(configuration: configuration).fix(swiftFiles(at: directory.url), catalog: catalogURL)

        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed.contains(#"Text("profileView.profili"); Text("profileView.nalastuvanna")"#), "\(fixed)")
        let catalog = try StringCatalog(contentsOf: catalogURL)
        let profiles = try #require(catalog.strings["profileView.profili"])
        #expect(profiles.comment == "Tab title")
        #expect(profiles.localizations == ["en": .text("Profiles"), "de": .text("Profile"), "uk": .text("Профілі")])
        // An English "translation" that only repeated the Ukrainian key is no source text: it is left missing.
        let settings = try #require(catalog.strings["profileView.nalastuvanna"])
        #expect(settings.localizations == ["de": .text("Einstellungen"), "uk": .text("Налаштування")])
        #expect(catalog.strings["Профілі"] != nil, "the old entry stays until extraction finds it unused")
    }

    @Test("among several Cyrillic languages, the one whose own letters the text uses, else the one the code is written in")
    func cyrillicLanguages() {
        let both = ForeignLanguages(languages: ["ru", "uk"])
        #expect(both.language(of: "Профілі", script: .cyrillic) == "uk")
        #expect(both.language(of: "Подъезд", script: .cyrillic) == "ru")
        #expect(both.language(of: "Головна", script: .cyrillic) == nil, "no letter of its own: either language")
        #expect(ForeignLanguages(languages: ["ru", "uk"], writtenCyrillic: "uk").language(of: "Головна", script: .cyrillic) == "uk")
        #expect(ForeignLanguages(languages: ["ru", "de"]).language(of: "Профили", script: .cyrillic) == "ru")
        #expect(ForeignLanguages.dominant(in: ["Профілі", "Звіти", "Видалити їх", "Історія"]) == "uk")
        #expect(ForeignLanguages.dominant(in: ["Профілі", "Звіти", "Подъезд", "Это", "Ещё"]) == nil)
    }
}
