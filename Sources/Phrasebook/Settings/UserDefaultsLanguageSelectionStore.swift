#if canImport(Darwin)
import Foundation

/// Keeps language selection in `UserDefaults`, under keys you can match to an existing app's
/// (`uiLanguageOverride`, …).
public struct UserDefaultsLanguageSelectionStore: LanguageSelectionStore, @unchecked Sendable {
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

    public func loadSelection() throws -> LanguageSelection {
        LanguageSelection(
            uiLanguage: LanguageChoice(storedValue: defaults.string(forKey: uiLanguageKey) ?? "system"),
            contentLanguage: defaults.string(forKey: contentLanguageKey))
    }

    public func saveSelection(_ selection: LanguageSelection) throws {
        defaults.set(selection.uiLanguage.storedValue, forKey: uiLanguageKey)
        if let content = selection.contentLanguage {
            defaults.set(content, forKey: contentLanguageKey)
        } else {
            defaults.removeObject(forKey: contentLanguageKey)
        }
    }
}
#endif
