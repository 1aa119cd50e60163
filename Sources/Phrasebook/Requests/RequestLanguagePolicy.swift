/// How a server picks each request's language, the same on every framework (the Hummingbird and Vapor
/// integrations call it): the first of these that names a released language wins —
///
/// 1. the query parameter (`?lang=fr`), so a link can show a page in a language;
/// 2. the cookie (`lang=fr`), which a language picker sets;
/// 3. the signed-in user's saved UI language (a `LanguageSelection` from your user-setting hook);
/// 4. `Accept-Language`, by q-value (`fr-CH, fr;q=0.9` → French), negotiated as Apple's bundles do;
/// 5. else the source language.
///
/// Only released languages (and the source language) are ever chosen: `?lang=uk` while Ukrainian is kept for
/// a later release falls through to the next source. A value is matched as a preference, so `?lang=fr-CH`
/// chooses `fr`. With the rollback switch (`forcesSourceLanguage`) the UI is in the source language whatever
/// was asked; content keeps the chosen language.
public struct RequestLanguagePolicy: Sendable {
    /// Released languages, the source language and the rollback switch.
    public let configuration: LanguageConfiguration
    /// The query parameter naming a language, or `nil` to ignore the query.
    public let queryParameter: String?
    /// The cookie naming a language, or `nil` to ignore cookies.
    public let cookieName: String?
    private let negotiator: LanguageNegotiator

    public init(configuration: LanguageConfiguration, queryParameter: String? = "lang", cookieName: String? = "lang") {
        self.configuration = configuration
        self.queryParameter = queryParameter
        self.cookieName = cookieName
        negotiator = LanguageNegotiator(available: configuration.offeredLanguages, sourceLanguage: configuration.sourceLanguage)
    }

    /// The request's language from what it carries. Pass `nil` for what the request lacks (or what you don't
    /// read: no query parameter, no signed-in user).
    public func resolve(queryParameter query: String? = nil, cookie: String? = nil, userSelection: LanguageSelection? = nil,
                        acceptLanguage: String? = nil) -> RequestLanguage {
        var chosen: (chain: [String], origin: RequestLanguage.Origin)?
        if let query, let chain = explicitChain(query) {
            chosen = (chain, .queryParameter)
        } else if let cookie, let chain = explicitChain(cookie) {
            chosen = (chain, .cookie)
        } else if case .language(let tag)? = userSelection?.uiLanguage, let chain = explicitChain(tag) {
            chosen = (chain, .userSetting)
        } else if let acceptLanguage, let chain = acceptLanguageChain(acceptLanguage) {
            chosen = (chain, .acceptLanguage)
        }
        let chain = chosen?.chain ?? [configuration.sourceLanguage]
        let content = userSelection?.contentLanguage.flatMap { configuration.offers($0) ? fallbackChain(of: $0) : nil } ?? chain
        if configuration.forcesSourceLanguage {
            return RequestLanguage(languages: [configuration.sourceLanguage], origin: .rollback, contentLanguages: content)
        }
        return RequestLanguage(languages: chain, origin: chosen?.origin ?? .sourceLanguage, contentLanguages: content)
    }

    /// The chain for one language asked for by name, or `nil` when no released language matches it.
    public func explicitChain(_ text: String) -> [String]? {
        guard let tag = LanguageTag(text) else { return nil }
        return negotiator.matchingChain(for: [tag])
    }

    /// The chain for an `Accept-Language` header, or `nil` when it names no released language.
    public func acceptLanguageChain(_ header: String) -> [String]? {
        negotiator.matchingChain(for: PreferredLanguages.acceptLanguage(header))
    }

    private func fallbackChain(of tag: String) -> [String] {
        negotiator.fallbackChain(for: [tag])
    }
}
