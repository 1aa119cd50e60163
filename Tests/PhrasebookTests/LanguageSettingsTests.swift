import Foundation
import Phrasebook
import Testing
import TestSupport

@Suite("Language settings and stores")
struct LanguageSettingsTests {
    let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr", "de"])

    @Test("the JSON file store round-trips choices and starts from defaults")
    func jsonStoreRoundTrip() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = JSONFileLanguageSelectionStore(url: folder.url.appendingPathComponent("settings/language.json"))
        #expect(try store.loadSelection() == LanguageSelection())
        var settings = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["en"])
        try settings.selectUILanguage(.language("de"))
        try settings.selectContentLanguage("fr")
        #expect(try store.loadSelection() == LanguageSelection(uiLanguage: .language("de"), contentLanguage: "fr"))
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains("\"uiLanguage\" : \"de\""))
        try settings.selectUILanguage(.systemDefault)
        #expect(try store.loadSelection().uiLanguage == .systemDefault)
    }

    @Test("the JSON file store writes atomically and leaves no temporary files")
    func jsonStoreAtomic() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = JSONFileLanguageSelectionStore(url: folder.url.appendingPathComponent("language.json"))
        for index in 0..<20 {
            try store.saveSelection(LanguageSelection(uiLanguage: index.isMultiple(of: 2) ? .systemDefault : .language("fr")))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["language.json"])
    }

    @Test("a damaged preferences file is a clear error naming the file")
    func damagedFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("language.json")
        try Data("{ not json".utf8).write(to: url)
        let error = #expect(throws: LanguageSelectionStoreError.self) {
            try JSONFileLanguageSelectionStore(url: url).loadSelection()
        }
        #expect(error?.description.hasPrefix(url.path) == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == "{ not json")
    }

    @Test("an unreleased language cannot be chosen, and nothing is saved")
    func unreleasedChoiceRefused() throws {
        let store = InMemoryLanguageSelectionStore()
        var settings = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["en"])
        #expect(throws: LanguageSettingsError.notReleased("es", offered: ["en", "fr", "de"])) {
            try settings.selectUILanguage(.language("es"))
        }
        #expect(try store.loadSelection() == LanguageSelection())
    }

    @Test("a saved choice of a language no longer released follows the system instead")
    func savedChoiceWithdrawn() throws {
        let store = InMemoryLanguageSelectionStore(LanguageSelection(uiLanguage: .language("it"), contentLanguage: "it"))
        let settings = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["fr-CA"])
        #expect(settings.uiLanguage == "fr")
        #expect(settings.contentLanguage == "fr")
    }

    @Test("the content chain starts at the chosen content language, else at the UI's, and ends with the source language")
    func contentChain() throws {
        var settings = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["fr-CA"])
        #expect(settings.contentLanguages == settings.uiLanguages)
        try settings.selectContentLanguage("de")
        #expect(settings.contentLanguages == ["de", "en"])
        #expect(settings.uiLanguages.first == "fr")
    }

    @Test("choosing immediately applies now; with restart timing only after relaunch; choosing back cancels")
    func changeTiming() throws {
        var immediate = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["en"])
        #expect(try immediate.selectUILanguage(.language("fr")) == .appliedNow)
        #expect(immediate.uiLanguage == "fr")
        #expect(try immediate.selectUILanguage(.language("fr")) == .unchanged)

        var restart = configuration
        restart.uiLanguageChangeTiming = .afterRestart
        var later = try LanguageSettings(configuration: restart, store: InMemoryLanguageSelectionStore(), systemLanguages: ["en"])
        #expect(try later.selectUILanguage(.language("de")) == .requiresRestart)
        #expect(later.uiLanguage == "en")
        #expect(try later.selectUILanguage(.systemDefault) == .unchanged)
        #expect(!later.isRestartPending)
    }

    @Test("the source language is always offered, first when the release list omits it")
    func sourceAlwaysOffered() {
        let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["fr", "de"])
        #expect(configuration.offeredLanguages == ["en", "fr", "de"])
        #expect(configuration.keptLanguages(in: ["de", "en", "es", "fr", "uk"]) == ["es", "uk"])
    }

    @Test("pickers name languages in the UI language and in themselves")
    func displayNames() throws {
        let settings = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["de"])
        let options = settings.uiLanguageOptions(systemDefaultTitle: "Systemsprache")
        #expect(options.map(\.title) == ["Systemsprache", "Englisch", "Französisch", "Deutsch"])
        #expect(options.map(\.nativeName) == [nil, "English", "Français", "Deutsch"])
        #expect(options.map(\.id) == ["system", "en", "fr", "de"])
    }

    @Test("the formatting locale keeps the region of the user's preference for the UI language")
    func regionalLocale() throws {
        let swiss = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["de-CH", "en"])
        #expect(swiss.uiLanguage == "de")
        #expect(swiss.uiLocale.identifier == "de-CH")
        let localizer = swiss.makeLocalizer(tables: [SeedCatalogs.peach])
        #expect(localizer.locale.decimalSeparator == ".")
        #expect(localizer.string("Duration: \(0.5, specifier: "%.1f")s") == "Dauer: 0.5s")
        let german = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["ja", "de"])
        #expect(german.uiLocale.identifier == "de")
    }

    @Test("a request's Accept-Language picks the UI language among the released ones")
    func acceptLanguage() throws {
        let settings = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(),
                                            systemLanguages: PreferredLanguages.acceptLanguage("it, de-AT;q=0.8").map(\.identifier))
        #expect(settings.uiLanguages == ["de", "en"])
    }
}

#if canImport(Darwin)
@Suite("UserDefaults selection store")
struct UserDefaultsSelectionStoreTests {
    @Test("keeps the UI language under the app's own key, as the story app's uiLanguageOverride")
    func customKeys() throws {
        let suite = "phrasebook-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsLanguageSelectionStore(defaults: defaults, uiLanguageKey: "uiLanguageOverride")
        try store.saveSelection(LanguageSelection(uiLanguage: .language("fr"), contentLanguage: "es"))
        #expect(defaults.string(forKey: "uiLanguageOverride") == "fr")
        #expect(try store.loadSelection() == LanguageSelection(uiLanguage: .language("fr"), contentLanguage: "es"))
    }
}
#endif
