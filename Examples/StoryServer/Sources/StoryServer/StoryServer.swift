import Foundation
import Phrasebook

/// The story app's backend, reduced to what concerns languages: each request arrives with an
/// `Accept-Language` header and a user id; the user's saved choices (UI language, story language) live in
/// a JSON file per user. Answers use the UI language; story prompts use the story language.
struct StoryServer {
    /// The StoryApp example's catalog: English source; German, Spanish, French released; Ukrainian kept.
    static let catalogURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("StoryApp/Resources/Localizable.xcstrings")

    var configuration: LanguageConfiguration
    let localizers: LocalizerCache
    let preferencesFolder: URL

    init(configuration: LanguageConfiguration, preferencesFolder: URL) throws {
        self.configuration = configuration
        self.preferencesFolder = preferencesFolder
        localizers = LocalizerCache(tables: [try LocalizationTable(contentsOf: Self.catalogURL)])
    }

    func settings(user: String, acceptLanguage: String) throws -> LanguageSettings {
        let store = JSONFileLanguageSelectionStore(url: preferencesFolder.appendingPathComponent("\(user).json"))
        return try LanguageSettings(configuration: configuration, store: store,
                                    systemLanguages: PreferredLanguages.acceptLanguage(acceptLanguage).map(\.identifier))
    }

    /// The home screen and tonight's story prompt for one request.
    func home(user: String, acceptLanguage: String, heroes: Int, hero: String) throws -> String {
        let settings = try settings(user: user, acceptLanguage: acceptLanguage)
        let ui = localizers.localizer(for: settings.uiLanguages)
        let story = localizers.localizer(for: [settings.contentLanguage, configuration.sourceLanguage])
        let pickers = settings.contentLanguageOptions().map { "\($0.title) (\($0.nativeName ?? ""))" }
        return """
              UI language:    \(settings.uiLanguage)  [chain \(settings.uiLanguages.joined(separator: " → "))]
              Story language: \(settings.contentLanguage) (\(settings.displayName(of: settings.contentLanguage, in: "en")))
              \(ui.string("Your Heroes")): \(ui.string("\(heroes) heroes are waiting for a new adventure"))
              \(ui.string("Average rating: \(4.5)"))
              \(ui.string("Story Language")): \(pickers.joined(separator: ", "))
              prompt: \(story.string(forKey: "prompt.story.instruction", hero, 10))
            """
    }
}

@main
enum StoryServerMain {
    static func main() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("story-server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var server = try StoryServer(
            configuration: LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "de", "es", "fr"],
                                                 uiLanguageChangeTiming: .immediately),
            preferencesFolder: folder)

        func request(_ title: String, user: String, acceptLanguage: String, heroes: Int = 3) throws {
            print("\(title)\n  GET /home  user=\(user)  Accept-Language: \(acceptLanguage)")
            print(try server.home(user: user, acceptLanguage: acceptLanguage, heroes: heroes, hero: "Luna"))
            print()
        }

        try request("1. A French browser", user: "ana", acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8", heroes: 1)
        try request("2. Ukrainian is in the catalog but not released: English", user: "oleh", acceptLanguage: "uk-UA, uk;q=0.9")

        var settings = try server.settings(user: "ana", acceptLanguage: "fr-CH")
        let effect = try settings.selectUILanguage(.language("de"))
        try settings.selectContentLanguage("es")
        print("3. Ana picks German for the app and Spanish for stories (\(effect))")
        try request("", user: "ana", acceptLanguage: "fr-CH, fr;q=0.9", heroes: 2)

        server.configuration.releasedLanguages.append("uk")
        try request("4. Ukrainian released: same translations, no new work", user: "oleh", acceptLanguage: "uk-UA, uk;q=0.9", heroes: 5)

        server.configuration.forcesSourceLanguage = true
        try request("5. Rollback switch: UI in English, stories keep their language", user: "ana", acceptLanguage: "fr-CH")
    }
}
