import Phrasebook
import Testing

@Suite("What an Apple app's AppleLanguages preference is set to at launch")
struct AppleLanguagesPreferenceTests {
    let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr", "fr-CA", "de"],
                                              uiLanguageChangeTiming: .afterRestart)

    func settings(_ selection: LanguageSelection, _ configuration: LanguageConfiguration? = nil) throws -> LanguageSettings {
        try LanguageSettings(configuration: configuration ?? self.configuration,
                             store: InMemoryLanguageSelectionStore(selection), systemLanguages: ["es-ES"])
    }

    @Test("System Default removes the app's override, so the device's languages keep deciding")
    func systemDefault() throws {
        #expect(try settings(LanguageSelection()).appleLanguagesPreference == .followSystem)
    }

    @Test("a released UI language is written with its fallbacks down to the source language")
    func override() throws {
        #expect(try settings(LanguageSelection(uiLanguage: .language("fr-CA"))).appleLanguagesPreference
            == .languages(["fr-CA", "fr", "en"]))
        #expect(try settings(LanguageSelection(uiLanguage: .language("de"))).appleLanguagesPreference == .languages(["de", "en"]))
    }

    @Test("a change waiting for a restart is written now, for the next launch")
    func pendingRestart() throws {
        var settings = try settings(LanguageSelection(uiLanguage: .language("de")))
        #expect(try settings.selectUILanguage(.language("fr")) == .requiresRestart)
        #expect(settings.uiLanguage == "de")
        #expect(settings.appleLanguagesPreference == .languages(["fr", "en"]))
    }

    @Test("a saved language that is no longer released is not written")
    func withdrawnLanguage() throws {
        let withdrawn = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr"])
        #expect(try settings(LanguageSelection(uiLanguage: .language("de")), withdrawn).appleLanguagesPreference == .followSystem)
    }

    @Test("the rollback switch writes the source language only, whatever the user chose")
    func rollback() throws {
        var rolledBack = configuration
        rolledBack.forcesSourceLanguage = true
        #expect(try settings(LanguageSelection(uiLanguage: .language("fr")), rolledBack).appleLanguagesPreference == .languages(["en"]))
        #expect(try settings(LanguageSelection(), rolledBack).appleLanguagesPreference == .languages(["en"]))
    }
}
