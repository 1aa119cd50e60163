/// When a new UI language choice takes effect.
public enum LanguageChangeTiming: Sendable, Hashable {
    /// The running UI switches at once (rebuild your `Localizer` from the settings).
    case immediately
    /// The choice is saved and used from the next launch, as apps that set the bundle language at launch do.
    case afterRestart
}

/// The app's language policy, decided by its developers (not by users).
public struct LanguageConfiguration: Sendable, Hashable {
    /// The language the catalogs' keys and source strings are written in; the last fallback.
    public var sourceLanguage: String
    /// Languages offered to users, in picker order. The source language is always offered. Languages in
    /// the catalogs but not listed here are kept for a later release and never shown.
    public var releasedLanguages: [String]
    public var uiLanguageChangeTiming: LanguageChangeTiming
    /// Rollback switch: show the UI in the source language only, whatever users chose. Content language
    /// choices are kept and still apply.
    public var forcesSourceLanguage: Bool

    public init(sourceLanguage: String, releasedLanguages: [String], uiLanguageChangeTiming: LanguageChangeTiming = .immediately,
                forcesSourceLanguage: Bool = false) {
        self.sourceLanguage = sourceLanguage
        self.releasedLanguages = releasedLanguages
        self.uiLanguageChangeTiming = uiLanguageChangeTiming
        self.forcesSourceLanguage = forcesSourceLanguage
    }

    /// The released languages with the source language included, without duplicates, in picker order.
    public var offeredLanguages: [String] {
        var offered = releasedLanguages.contains(sourceLanguage) ? [] : [sourceLanguage]
        for tag in releasedLanguages where !offered.contains(tag) { offered.append(tag) }
        return offered
    }

    /// Languages present in `catalogLanguages` that are not offered yet (translations kept for later).
    public func keptLanguages(in catalogLanguages: [String]) -> [String] {
        let offered = Set(offeredLanguages)
        return catalogLanguages.filter { !offered.contains($0) }
    }

    /// Whether `tag` is offered.
    public func offers(_ tag: String) -> Bool { offeredLanguages.contains(tag) }
}
