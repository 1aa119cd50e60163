import Foundation

// BCP 47 negotiation, preference sources and display names for the settings and the Localizer: the
// implementations live in Languages/ (LanguageNegotiator, PreferredLanguages, LanguageTag.displayName).

enum LanguageNegotiationSeam {
    /// The fallback chain for `preferred` among `available`, ending with `sourceLanguage`.
    static func fallbackChain(available: [String], preferred: [String], sourceLanguage: String) -> [String] {
        LanguageNegotiator(available: available, sourceLanguage: sourceLanguage).fallbackChain(for: preferred)
    }

    /// The languages of an HTTP `Accept-Language` header, by descending quality.
    static func preferredLanguages(acceptLanguage header: String) -> [String] {
        PreferredLanguages.acceptLanguage(header).map(\.identifier)
    }

    /// The languages the POSIX environment asks for, as gettext reads it.
    static func preferredLanguages(environment: [String: String]) -> [String] {
        PreferredLanguages.environment(environment).map(\.identifier)
    }

    /// The name of `tag` written in `displayLanguage` ("Français" in French, "French" in English), from
    /// Phrasebook's CLDR table; Foundation's names for languages outside it.
    static func displayName(of tag: String, in displayLanguage: String) -> String {
        if let language = LanguageTag(tag), let ui = LanguageTag(displayLanguage), let name = language.displayName(in: ui) {
            return name
        }
        let name = Locale(identifier: displayLanguage).localizedString(forIdentifier: tag) ?? tag
        // Pickers list names as titles: capitalize the first letter as the language itself would.
        return name.prefix(1).uppercased(with: Locale(identifier: displayLanguage)) + name.dropFirst()
    }
}
