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
        let store = JSONFileLanguagePreferencesStore(url: folder.url.appendingPathComponent("settings/language.json"))
        #expect(try store.loadPreferences() == LanguagePreferences())
        var settings = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["en"])
        try settings.selectUILanguage(.language("de"))
        try settings.selectContentLanguage("fr")
        #expect(try store.loadPreferences() == LanguagePreferences(uiLanguage: .language("de"), contentLanguage: "fr"))
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains("\"uiLanguage\" : \"de\""))
        try settings.selectUILanguage(.systemDefault)
        #expect(try store.loadPreferences().uiLanguage == .systemDefault)
    }

    @Test("the JSON file store writes atomically and leaves no temporary files")
    func jsonStoreAtomic() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = JSONFileLanguagePreferencesStore(url: folder.url.appendingPathComponent("language.json"))
        for index in 0..<20 {
            try store.savePreferences(LanguagePreferences(uiLanguage: index.isMultiple(of: 2) ? .systemDefault : .language("fr")))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["language.json"])
    }

    @Test("a damaged preferences file is a clear error naming the file")
    func damagedFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("language.json")
        try Data("{ not json".utf8).write(to: url)
        let error = #expect(throws: LanguagePreferencesStoreError.self) {
            try JSONFileLanguagePreferencesStore(url: url).loadPreferences()
        }
        #expect(error?.description.hasPrefix(url.path) == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == "{ not json")
    }

    @Test("an unreleased language cannot be chosen, and nothing is saved")
    func unreleasedChoiceRefused() throws {
        let store = InMemoryLanguagePreferencesStore()
        var settings = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["en"])
        #expect(throws: LanguageSettingsError.notReleased("es", offered: ["en", "fr", "de"])) {
            try settings.selectUILanguage(.language("es"))
        }
        #expect(try store.loadPreferences() == LanguagePreferences())
    }

    @Test("a saved choice of a language no longer released follows the system instead")
    func savedChoiceWithdrawn() throws {
        let store = InMemoryLanguagePreferencesStore(LanguagePreferences(uiLanguage: .language("it"), contentLanguage: "it"))
        let settings = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["fr-CA"])
        #expect(settings.uiLanguage == "fr")
        #expect(settings.contentLanguage == "fr")
    }

    @Test("choosing immediately applies now; with restart timing only after relaunch; choosing back cancels")
    func changeTiming() throws {
        var immediate = try LanguageSettings(configuration: configuration, store: InMemoryLanguagePreferencesStore(), systemLanguages: ["en"])
        #expect(try immediate.selectUILanguage(.language("fr")) == .appliedNow)
        #expect(immediate.uiLanguage == "fr")
        #expect(try immediate.selectUILanguage(.language("fr")) == .unchanged)

        var restart = configuration
        restart.uiLanguageChangeTiming = .afterRestart
        var later = try LanguageSettings(configuration: restart, store: InMemoryLanguagePreferencesStore(), systemLanguages: ["en"])
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
        let settings = try LanguageSettings(configuration: configuration, store: InMemoryLanguagePreferencesStore(), systemLanguages: ["de"])
        let options = settings.uiLanguageOptions(systemDefaultTitle: "Systemsprache")
        #expect(options.map(\.title) == ["Systemsprache", "Englisch", "Französisch", "Deutsch"])
        #expect(options.map(\.nativeName) == [nil, "English", "Français", "Deutsch"])
        #expect(options.map(\.id) == ["system", "en", "fr", "de"])
    }

    @Test("Accept-Language preferences are ordered by quality")
    func acceptLanguage() throws {
        #expect(SystemLanguages.preferred(acceptLanguage: "de;q=0.5, fr-CH, fr;q=0.9, *;q=0.1, es;q=0") == ["fr-CH", "fr", "de"])
        let settings = try LanguageSettings(configuration: configuration, store: InMemoryLanguagePreferencesStore(),
                                            systemLanguages: SystemLanguages.preferred(acceptLanguage: "it, de;q=0.8"))
        #expect(settings.uiLanguage == "de")
    }

    #if !canImport(Darwin)
    @Test("POSIX environment preferences: LANGUAGE list, LANG, and C meaning the source language")
    func posixEnvironment() {
        #expect(SystemLanguages.preferred(environment: ["LANG": "de_DE.UTF-8"]) == ["de-DE"])
        #expect(SystemLanguages.preferred(environment: ["LANG": "fr_FR.UTF-8", "LANGUAGE": "fr_CA:de"]) == ["fr-CA", "de"])
        #expect(SystemLanguages.preferred(environment: ["LC_ALL": "C", "LANGUAGE": "fr"]) == [])
        #expect(SystemLanguages.preferred(environment: [:]) == [])
    }
    #endif
}
