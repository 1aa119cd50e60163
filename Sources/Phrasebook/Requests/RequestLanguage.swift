/// The language a server answers one request in, and what decided it.
public struct RequestLanguage: Sendable, Hashable {
    /// Where the choice came from, in the order `RequestLanguagePolicy` asks.
    public enum Origin: String, Sendable, Hashable, CustomStringConvertible {
        /// The query parameter (`?lang=fr`).
        case queryParameter = "query parameter"
        /// The language cookie.
        case cookie
        /// The signed-in user's saved UI language (`LanguageSelection.uiLanguage`).
        case userSetting = "user setting"
        /// The `Accept-Language` header, by q-value.
        case acceptLanguage = "Accept-Language"
        /// Nothing asked for a released language: the source language.
        case sourceLanguage = "source language"
        /// The rollback switch (`LanguageConfiguration.forcesSourceLanguage`) overrode the choice.
        case rollback

        public var description: String { rawValue }
    }

    /// The UI fallback chain, limited to released languages and ending with the source language.
    public let languages: [String]
    /// What decided `languages`.
    public let origin: Origin
    /// The chain for generated content (stories, prompts, reports): the user's saved content language while
    /// it is released, else the chosen UI language (which the rollback switch does not change).
    public let contentLanguages: [String]

    public init(languages: [String], origin: Origin, contentLanguages: [String]) {
        self.languages = languages
        self.origin = origin
        self.contentLanguages = contentLanguages
    }

    /// The language strings are shown in: the `Content-Language` of the response.
    public var language: String { languages.first ?? "" }
    /// The language content is written in.
    public var contentLanguage: String { contentLanguages.first ?? language }
}
