#if canImport(Darwin)
// Apple platforms only: not compiled on Linux. What is written is decided by `appleLanguagesPreference`,
// which the Linux tests cover.
import Foundation

extension LanguageSettings {
    /// The key Foundation reads the app's language list from, in the app's own defaults domain.
    public static let appleLanguagesKey = "AppleLanguages"

    /// Writes `appleLanguagesPreference` to the app's defaults, so Foundation's own lookup (SwiftUI `Text`,
    /// `String(localized:)`) shows the chosen UI language from the next launch on. Call it at launch (before
    /// any view is built) and after `selectUILanguage(_:)` returns `.requiresRestart`.
    public func applyToAppleLanguages(_ defaults: UserDefaults = .standard) {
        switch appleLanguagesPreference {
        case .languages(let list):
            defaults.set(list, forKey: Self.appleLanguagesKey)
        case .followSystem:
            defaults.removeObject(forKey: Self.appleLanguagesKey)
        }
    }
}
#endif
