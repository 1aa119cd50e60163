/// What an Apple app's own `AppleLanguages` preference should hold so that Foundation's lookup (SwiftUI's
/// `Text("…")`, `String(localized:)`, storyboards) shows the language `LanguageSettings` chose.
///
/// Foundation reads the preference once, when the process starts: a value written now is what the next launch
/// shows, which is the "Restart required" behaviour the seeds ask for. Platform-neutral, so the decision is
/// tested on Linux; `LanguageSettings.applyToAppleLanguages()` (Apple platforms only) writes it.
public enum AppleLanguagesPreference: Sendable, Hashable {
    /// Write this list: the app's own language override, most preferred first.
    case languages([String])
    /// Remove the app's override: Foundation follows the system's languages, among those the bundle has.
    /// Keep unreleased languages out of the bundle (`phrasebook bundle-languages`) so it can't choose them.
    case followSystem
}

extension LanguageSettings {
    /// The `AppleLanguages` value for the next launch:
    ///
    /// - the rollback switch (`forcesSourceLanguage`): the source language only;
    /// - a saved UI language that is released: its fallback chain (`["fr-CA", "fr", "en"]`), even while the
    ///   running app still shows the previous one (`isRestartPending`);
    /// - "System Default", or a saved language that is no longer released: no override. Writing the system's
    ///   own list back would freeze it: `Locale.preferredLanguages` then reports the override, and a later
    ///   change of the device's language would never be seen.
    public var appleLanguagesPreference: AppleLanguagesPreference {
        if configuration.forcesSourceLanguage { return .languages([configuration.sourceLanguage]) }
        guard case .language(let tag) = selection.uiLanguage, configuration.offers(tag) else { return .followSystem }
        let negotiator = LanguageNegotiator(available: configuration.offeredLanguages, sourceLanguage: configuration.sourceLanguage)
        return .languages(negotiator.fallbackChain(for: [tag]))
    }
}
