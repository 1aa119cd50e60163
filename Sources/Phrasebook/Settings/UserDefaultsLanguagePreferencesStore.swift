#if canImport(Darwin)
import Foundation

/// Keeps language preferences in `UserDefaults`, under keys you can match to an existing app's
/// (`uiLanguageOverride`, …).
public struct UserDefaultsLanguagePreferencesStore: LanguagePreferencesStore, @unchecked Sendable {
    // UserDefaults is documented thread-safe.
    private let defaults: UserDefaults
    public let uiLanguageKey: String
    public let contentLanguageKey: String

    public init(defaults: UserDefaults = .standard, uiLanguageKey: String = "phrasebook.uiLanguage",
                contentLanguageKey: String = "phrasebook.contentLanguage") {
        self.defaults = defaults
        self.uiLanguageKey = uiLanguageKey
        self.contentLanguageKey = contentLanguageKey
    }

    public func loadPreferences() throws -> LanguagePreferences {
        LanguagePreferences(
            uiLanguage: LanguageChoice(storedValue: defaults.string(forKey: uiLanguageKey) ?? "system"),
            contentLanguage: defaults.string(forKey: contentLanguageKey))
    }

    public func savePreferences(_ preferences: LanguagePreferences) throws {
        defaults.set(preferences.uiLanguage.storedValue, forKey: uiLanguageKey)
        if let content = preferences.contentLanguage {
            defaults.set(content, forKey: contentLanguageKey)
        } else {
            defaults.removeObject(forKey: contentLanguageKey)
        }
    }
}
#endif
