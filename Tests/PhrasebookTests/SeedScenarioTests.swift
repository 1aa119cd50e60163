import Foundation
import Phrasebook
import StringCatalog
import Testing

/// InfiniteStories (story app): English and French released, Spanish, German and Italian kept in the
/// catalog, a UI language override that needs a restart, and a story language chosen on its own.
@Suite("Seed: InfiniteStories UI localization, override and phased release")
struct StoryAppScenarioTests {
    static let v1 = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr"], uiLanguageChangeTiming: .afterRestart)

    func settings(system: [String], _ configuration: LanguageConfiguration = v1,
                  store: InMemoryLanguageSelectionStore = InMemoryLanguageSelectionStore()) throws -> LanguageSettings {
        try LanguageSettings(configuration: configuration, store: store, systemLanguages: system)
    }

    @Test("Display localized UI for English-speaking user")
    func englishUser() throws {
        let localizer = try settings(system: ["en-US"]).makeLocalizer(tables: [SeedCatalogs.stories])
        #expect(localizer.string(forKey: "home.heroSection.title") == "Your Heroes")
        #expect(localizer.string(forKey: "settings.title") == "Settings")
    }

    @Test("Display localized UI for French-speaking user")
    func frenchUser() throws {
        let localizer = try settings(system: ["fr-FR", "en"]).makeLocalizer(tables: [SeedCatalogs.stories])
        #expect(localizer.string(forKey: "home.heroSection.title") == "Vos héros")
        #expect(localizer.string(forKey: "error.network") == "Vérifiez votre connexion.")
    }

    @Test("Fallback to English for unsupported language")
    func unsupportedLanguageFallsBackToEnglish() throws {
        var settings = try settings(system: ["ja-JP"])
        #expect(settings.uiLanguages == ["en"])
        #expect(settings.makeLocalizer(tables: [SeedCatalogs.stories]).string(forKey: "settings.title") == "Settings")
        // The user can still pick French by hand.
        #expect(try settings.selectUILanguage(.language("fr")) == .requiresRestart)
        #expect(settings.uiLanguageOptions().map(\.tag).contains("fr"))
    }

    @Test("User selects specific UI language")
    func userSelectsUILanguage() throws {
        let store = InMemoryLanguageSelectionStore()
        var settings = try settings(system: ["en-US"], store: store)
        let options = settings.uiLanguageOptions(systemDefaultTitle: "System Default")
        #expect(options.map(\.title) == ["System Default", "English", "French"])
        #expect(try settings.selectUILanguage(.language("fr")) == .requiresRestart)
        #expect(settings.isRestartPending)
        #expect(settings.uiLanguage == "en") // until the restart
        #expect(try store.loadSelection().uiLanguage == .language("fr"))
        let relaunched = try LanguageSettings(configuration: Self.v1, store: store, systemLanguages: ["en-US"])
        #expect(relaunched.uiLanguage == "fr")
        #expect(relaunched.makeLocalizer(tables: [SeedCatalogs.stories]).string(forKey: "settings.title") == "Réglages")
    }

    @Test("User selects story generation language")
    func userSelectsStoryLanguage() throws {
        var settings = try settings(system: ["en-US"])
        #expect(settings.contentLanguageOptions().map(\.title) == ["English", "French"])
        try settings.selectContentLanguage("fr")
        #expect(settings.contentLanguage == "fr")
        #expect(settings.uiLanguage == "en")
        let prompts = settings.makeContentLocalizer(tables: [SeedCatalogs.stories])
        #expect(prompts.string(forKey: "prompt.story.instruction", "Luna", 5)
            == "Écris une douce histoire du soir sur Luna qui se lit en 5 minutes.")
        // Audio is synthesized in the matching language: the content localizer's locale.
        #expect(prompts.locale.identifier == "fr")
        #expect(throws: LanguageSettingsError.self) { try settings.selectContentLanguage("es") }
    }

    @Test("Initial release language set")
    func initialReleaseLanguageSet() throws {
        let settings = try settings(system: ["es-ES"])
        #expect(settings.uiLanguageOptions().compactMap(\.tag) == ["en", "fr"])
        #expect(Self.v1.keptLanguages(in: SeedCatalogs.stories.catalog.languages) == ["de", "es", "it"])
        // Spanish translations exist but are not shown while Spanish is not released.
        #expect(settings.makeLocalizer(tables: [SeedCatalogs.stories]).string(forKey: "settings.title") == "Settings")
        // The prompt templates keep every language: a localizer for Spanish still finds them.
        let allPrompts = Localizer(tables: [SeedCatalogs.stories], languages: ["it"])
        #expect(allPrompts.string(forKey: "prompt.story.instruction", "Luna", 3) == "Scrivi una dolce favola su Luna che si legga in 3 minuti.")
    }

    @Test("Story language matches UI language availability")
    func storyLanguageMatchesUILanguages() throws {
        let settings = try settings(system: ["de-DE"])
        #expect(settings.contentLanguageOptions().compactMap(\.tag) == settings.uiLanguageOptions().compactMap(\.tag))
        #expect(settings.contentLanguage == "en")
    }

    @Test("Future language enablement")
    func futureLanguageEnablement() throws {
        var v2 = Self.v1
        v2.releasedLanguages.append("es")
        let settings = try settings(system: ["es-MX"], v2)
        #expect(settings.uiLanguageOptions().compactMap(\.tag) == ["en", "fr", "es"])
        #expect(settings.contentLanguageOptions().compactMap(\.tag) == ["en", "fr", "es"])
        #expect(settings.makeLocalizer(tables: [SeedCatalogs.stories]).string(forKey: "settings.title") == "Ajustes")
    }

    @Test("Rollback: the enableUILocalization flag shows English only")
    func rollbackForcesSourceLanguage() throws {
        var rolledBack = Self.v1
        rolledBack.forcesSourceLanguage = true
        let store = InMemoryLanguageSelectionStore(LanguageSelection(uiLanguage: .language("fr"), contentLanguage: "fr"))
        let settings = try settings(system: ["fr-FR"], rolledBack, store: store)
        #expect(settings.makeLocalizer(tables: [SeedCatalogs.stories]).string(forKey: "settings.title") == "Settings")
        #expect(settings.contentLanguage == "fr") // stories keep their language
    }
}

/// Peach: English and German, plural cents, unsupported languages in English.
@Suite("Seed: Peach English and German localization")
struct PeachScenarioTests {
    static let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "de"])

    func localizer(system: [String]) throws -> Localizer {
        try LanguageSettings(configuration: Self.configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: system)
            .makeLocalizer(tables: [SeedCatalogs.peach])
    }

    @Test("Given the device language is set to German, all UI text appears in German")
    func germanDevice() throws {
        let localizer = try localizer(system: ["de-DE"])
        #expect(localizer.string(forKey: "Start Training") == "Training starten")
        #expect(localizer.string("\(1) cents") == "1 Cent")
        #expect(localizer.string("\(12) cents") == "12 Cent")
        #expect(localizer.string("Mean detection threshold: \(3) cents") == "Mittlere Erkennungsschwelle: 3 Cent")
        #expect(localizer.string("Developer: \("Michael")") == "Entwickler: Michael")
        #expect(localizer.string("Duration: \(0.5, specifier: "%.1f")s") == "Dauer: 0,5s")
        #expect(localizer.string("Perceptual profile showing detection thresholds from \("C4") to \("A5"). Average threshold: \(7) cents.")
            == "Wahrnehmungsprofil mit Erkennungsschwellen von C4 bis A5. Durchschnittliche Schwelle: 7 Cent.")
        #expect(localizer.string(forKey: "Peach") == "Peach")
    }

    @Test("Given the device language is English or any unsupported language, all UI text appears in English")
    func englishOrUnsupportedDevice() throws {
        for system in [["en-GB"], ["ja-JP"], ["pt-BR", "ja"]] {
            let localizer = try localizer(system: system)
            #expect(localizer.string(forKey: "Start Training") == "Start Training")
            #expect(localizer.string("\(1) cents") == "1 cent")
            #expect(localizer.string("\(2) cents") == "2 cents")
            #expect(localizer.string("Duration: \(0.5, specifier: "%.1f")s") == "Duration: 0.5s")
        }
    }
}

/// AstroSvitla: 13 languages following the device, reports in the device language, per-string fallback.
@Suite("Seed: AstroSvitla comprehensive localization")
struct AstroScenarioTests {
    static let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: SeedCatalogs.astroLanguages)

    func settings(system: [String]) throws -> LanguageSettings {
        try LanguageSettings(configuration: Self.configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: system)
    }

    @Test("Given a device in Ukrainian, all UI text displays in Ukrainian")
    func ukrainianDevice() throws {
        let localizer = try settings(system: ["uk-UA"]).makeLocalizer(tables: [SeedCatalogs.astro])
        #expect(localizer.string(forKey: "settings.title") == "Налаштування")
        #expect(localizer.string(forKey: "error.server") == "Не вдалося з'єднатися з сервером.")
    }

    @Test("Given a report generated in Spanish, the report content is in Spanish")
    func reportInSpanish() throws {
        let settings = try settings(system: ["es-ES"])
        #expect(settings.contentLanguage == "es")
        #expect(settings.displayName(of: settings.contentLanguage, in: "en") == "Spanish")
        let report = settings.makeContentLocalizer(tables: [SeedCatalogs.astro])
        #expect(report.string(forKey: "report.section.planets") == "Planetas")
    }

    @Test("Given the device language changes from English to German, reopening shows German")
    func deviceLanguageChange() throws {
        #expect(try settings(system: ["en-US"]).uiLanguage == "en")
        let reopened = try settings(system: ["de-DE", "en-US"])
        #expect(reopened.makeLocalizer(tables: [SeedCatalogs.astro]).string(forKey: "settings.title") == "Einstellungen")
    }

    @Test("Language changes take effect immediately without requiring app restart")
    func immediateChange() throws {
        var settings = try settings(system: ["en-US"])
        #expect(try settings.selectUILanguage(.language("uk")) == .appliedNow)
        #expect(settings.makeLocalizer(tables: [SeedCatalogs.astro]).string(forKey: "settings.title") == "Налаштування")
    }

    @Test("Given saved reports in English, after switching to French they stay English and new ones are French")
    func savedReportsKeepTheirLanguage() throws {
        let savedReportLanguage = try settings(system: ["en-US"]).contentLanguage
        let now = try settings(system: ["fr-FR"])
        let saved = Localizer(tables: [SeedCatalogs.astro], languages: [savedReportLanguage])
        let new = now.makeContentLocalizer(tables: [SeedCatalogs.astro])
        #expect(saved.string(forKey: "report.section.planets") == "Planets")
        #expect(new.string(forKey: "report.section.planets") == "Planètes")
    }

    @Test("When the device language is not supported, the app falls back to English")
    func unsupportedDeviceLanguage() throws {
        let settings = try settings(system: ["sw-KE"])
        #expect(settings.uiLanguage == "en")
        #expect(settings.makeLocalizer(tables: [SeedCatalogs.astro]).string(forKey: "settings.title") == "Settings")
    }

    @Test("When a specific string is missing in a supported language, only that string falls back to English")
    func perStringFallback() throws {
        let localizer = try settings(system: ["de-DE"]).makeLocalizer(tables: [SeedCatalogs.astro])
        #expect(localizer.string(forKey: "settings.title") == "Einstellungen")
        #expect(localizer.string(forKey: "report.section.planets") == "Planets") // `new` and empty in German
        #expect(localizer.string(forKey: "error.server") == "The server could not be reached.")
    }

    @Test("Numerical formatting follows the locale")
    func numericalFormatting() throws {
        let ukrainian = try settings(system: ["uk-UA"]).makeLocalizer(tables: [SeedCatalogs.astro])
        #expect(ukrainian.string("Orb: \(2.5, specifier: "%.2lf")°") == "Орбіс: 2,50°")
        let english = try settings(system: ["en-US"]).makeLocalizer(tables: [SeedCatalogs.astro])
        #expect(english.string(forKey: "Orb: %.2lf°", 2.5) == "Orb: 2.50°")
        let dates = Date(timeIntervalSince1970: 0).formatted(.dateTime.year().locale(ukrainian.locale))
        #expect(dates.contains("1970"))
    }

    @Test("The Settings screen shows the current language")
    func currentLanguageShown() throws {
        let settings = try settings(system: ["fr-FR"])
        #expect(settings.displayName(of: settings.uiLanguage) == "Français")
    }
}

/// AstroSvitla chooses the language only in the system's per-app settings: no in-app picker.
@Suite("Seed: AstroSvitla language selection via system settings")
struct AstroSystemSettingsScenarioTests {
    @Test("Given the user changes the app's language in system settings, the app shows it when it returns")
    func perAppLanguageFromSystemSettings() throws {
        let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: SeedCatalogs.astroLanguages)
        let store = InMemoryLanguageSelectionStore()
        // The per-app language comes first in the system's list; the app never stores a choice of its own.
        let before = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["en-US"])
        let after = try LanguageSettings(configuration: configuration, store: store, systemLanguages: ["fr-FR", "en-US"])
        #expect(before.activeUILanguageChoice == .systemDefault)
        #expect(before.makeLocalizer(tables: [SeedCatalogs.astro]).string(forKey: "settings.title") == "Settings")
        #expect(after.makeLocalizer(tables: [SeedCatalogs.astro]).string(forKey: "settings.title") == "Réglages")
        #expect(try store.loadSelection() == LanguageSelection())
    }

    @Test("Given the app receives a server error, the message is in the user's language, English when missing")
    func serverErrorLocalized() throws {
        let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: SeedCatalogs.astroLanguages)
        let ukrainian = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["uk"])
        let french = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["fr"])
        #expect(ukrainian.makeLocalizer(tables: [SeedCatalogs.astro]).string(forKey: "error.server") == "Не вдалося з'єднатися з сервером.")
        #expect(french.makeLocalizer(tables: [SeedCatalogs.astro]).string(forKey: "error.server") == "The server could not be reached.")
    }
}
